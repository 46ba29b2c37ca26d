/**
 * The idempotent seed run at every start: assets, site settings, content in eight languages, the
 * first operator, outside production the demo money of the platform's own accounts, and (with
 * SEED_DEMO) a demo user. The demo user's balances come from deposit entries approved by the seeded
 * operator and recorded in the audit log, never from a balance write.
 */
import { randomBytes } from 'node:crypto';
import { postEntry, SYSTEM, systemAccount, type SystemName } from '@bourse/ledger';
import { parseUnits } from '@bourse/money';
import type { BuiltApp } from './app/build';
import { seedContent } from './modules/content';
import { MARKET_SEEDS, seedMarkets } from './modules/market-data';
import { seedMicroTerms } from './modules/microtrade';
import { seedLockProducts, TREASURY_BOOK as LOCK_BOOK } from './modules/lock-mining';
import { seedLeverMarkets } from './modules/lever';
import { seedSpotMarkets } from './modules/spot';
import { DERIVABLE_NETWORKS, demoXpub, seedNetworks } from './modules/wallet';
import { seedDemoProducts } from './modules/dual-invest';
import { seedDemoProject } from './modules/ieo';

import { recordAudit } from './platform/audit';
import { DEMO_ISSUANCE_KIND, demoMode } from './platform/money-origin';
import { SETTING_DEFAULTS } from './platform/settings';

interface SeedAsset {
  id: number;
  code: string;
  name: string;
  scale: number;
  kind: 'crypto' | 'stock' | 'fiat';
  networks: string[];
  color: string;
}

/** SPEC section 3: BTC 1, ETH 2, USDT 3 (ERC20 and TRC20); then the other pairs and stocks the markets list. */
export const SEED_ASSETS: SeedAsset[] = [
  { id: 1, code: 'BTC', name: 'Bitcoin', scale: 8, kind: 'crypto', networks: ['BTC'], color: '#F7931A' },
  { id: 2, code: 'ETH', name: 'Ethereum', scale: 8, kind: 'crypto', networks: ['ERC20'], color: '#627EEA' },
  { id: 3, code: 'USDT', name: 'Tether USD', scale: 6, kind: 'crypto', networks: ['ERC20', 'TRC20'], color: '#26A17B' },
  { id: 4, code: 'LTC', name: 'Litecoin', scale: 8, kind: 'crypto', networks: ['LTC'], color: '#345D9D' },
  { id: 5, code: 'BCH', name: 'Bitcoin Cash', scale: 8, kind: 'crypto', networks: ['BCH'], color: '#8DC351' },
  { id: 6, code: 'XRP', name: 'XRP', scale: 6, kind: 'crypto', networks: ['XRP'], color: '#23292F' },
  { id: 7, code: 'SOL', name: 'Solana', scale: 8, kind: 'crypto', networks: ['SOL'], color: '#9945FF' },
  { id: 8, code: 'DOGE', name: 'Dogecoin', scale: 8, kind: 'crypto', networks: ['DOGE'], color: '#C2A633' },
  { id: 9, code: 'ADA', name: 'Cardano', scale: 6, kind: 'crypto', networks: ['ADA'], color: '#0033AD' },
  { id: 10, code: 'TRX', name: 'TRON', scale: 6, kind: 'crypto', networks: ['TRC20'], color: '#EF0027' },
  { id: 11, code: 'DOT', name: 'Polkadot', scale: 8, kind: 'crypto', networks: ['DOT'], color: '#E6007A' },
  { id: 12, code: 'LINK', name: 'Chainlink', scale: 8, kind: 'crypto', networks: ['ERC20'], color: '#2A5ADA' },
  { id: 101, code: 'AAPL', name: 'Apple', scale: 6, kind: 'stock', networks: [], color: '#A2AAAD' },
  { id: 102, code: 'MSFT', name: 'Microsoft', scale: 6, kind: 'stock', networks: [], color: '#00A4EF' },
  { id: 103, code: 'NVDA', name: 'NVIDIA', scale: 6, kind: 'stock', networks: [], color: '#76B900' },
  { id: 104, code: 'AMZN', name: 'Amazon', scale: 6, kind: 'stock', networks: [], color: '#FF9900' },
  { id: 105, code: 'GOOGL', name: 'Alphabet', scale: 6, kind: 'stock', networks: [], color: '#4285F4' },
  { id: 106, code: 'META', name: 'Meta Platforms', scale: 6, kind: 'stock', networks: [], color: '#0866FF' },
  { id: 107, code: 'TSLA', name: 'Tesla', scale: 6, kind: 'stock', networks: [], color: '#CC0000' },
  { id: 108, code: 'JPM', name: 'JPMorgan Chase', scale: 6, kind: 'stock', networks: [], color: '#6B4F3A' },
];

/** What the demo user starts with, each as an approved deposit into a book. */
const DEMO_DEPOSITS: Array<{ asset: string; book: string; amount: string }> = [
  { asset: 'USDT', book: 'exchange', amount: '10000' },
  { asset: 'BTC', book: 'exchange', amount: '0.5' },
  { asset: 'ETH', book: 'exchange', amount: '5' },
  { asset: 'USDT', book: 'lever', amount: '2000' },
  { asset: 'USDT', book: 'micro', amount: '1000' },
  { asset: 'USDT', book: 'stock', amount: '3000' },
];

/** About `usd` US dollars (a million by default) of a coin at its reference price, in whole units. */
function liquidityFor(start: string, usd = 1_000_000n): string {
  const [whole = '1', fraction = ''] = start.split('.');
  const cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) || 1n;
  return ((usd * 100n) / cents).toString();
}

interface DemoIssue {
  key: string;
  account: SystemName;
  code: string;
  amount: string;
  /** The system account's book (the treasury's per-product books); main by default. */
  book?: string;
}

/**
 * What a demo setup's system accounts start with: the exchange's liquidity (about a million dollars
 * of each coin), the spot market maker's inventory (about $300,000 of each traded coin or stock, and
 * USDT), the futures house and insurance fund, and the seconds-options house.
 */
function demoIssuance(): DemoIssue[] {
  const issue = (key: string, account: SystemName, code: string, amount: string): DemoIssue => ({ key, account, code, amount });
  const crypto = MARKET_SEEDS.filter((m) => m.kind === 'crypto');
  return [
    issue('liquidity:USDT', 'liquidity', 'USDT', '1000000'),
    ...crypto.map((m) => issue(`liquidity:${m.base}`, 'liquidity', m.base, liquidityFor(m.start))),
    issue('market-maker:USDT', 'marketMaker', 'USDT', '5000000'),
    ...MARKET_SEEDS.map((m) => issue(`market-maker:${m.base}`, 'marketMaker', m.base, liquidityFor(m.start, 300_000n))),
    issue('house:lever', 'house', 'USDT', '20000000'),
    issue('insurance', 'insurance', 'USDT', '1000000'),
    issue('house:microtrade', 'house', 'USDT', '2000000'),
    // Dual investment pays from its own treasury book: USDT for calls that settle above their
    // linked price and puts above theirs, about $500,000 of each coin for the others.
    { ...issue('treasury:dual-invest:USDT', 'treasury', 'USDT', '2000000'), book: 'dual-invest' },
    ...crypto.map((m) => ({
      ...issue(`treasury:dual-invest:${m.base}`, 'treasury', m.base, liquidityFor(m.start, 500_000n)),
      book: 'dual-invest',
    })),
    // The lock-up products' interest: the seeded USDT and BTC products are open in a demo.
    { ...issue('treasury:lock-mining:USDT', 'treasury', 'USDT', '1000000'), book: LOCK_BOOK },
    { ...issue('treasury:lock-mining:BTC', 'treasury', 'BTC', '20'), book: LOCK_BOOK },
    // The lending pool (loans) lends USDT; the OTC desk (otc) quotes from its own USDT and coins.
    { ...issue('treasury:loans:USDT', 'treasury', 'USDT', '1000000'), book: 'loans' },
    { ...issue('treasury:otc:USDT', 'treasury', 'USDT', '2000000'), book: 'otc' },
    ...crypto
      .filter((m) => m.base === 'BTC' || m.base === 'ETH')
      .map((m) => ({ ...issue(`treasury:otc:${m.base}`, 'treasury', m.base, liquidityFor(m.start, 1_000_000n)), book: 'otc' })),
    // Coupon campaigns and the mini game's prizes pay from the coupons book (issue 18).
    { ...issue('treasury:coupons:USDT', 'treasury', 'USDT', '100000'), book: 'coupons' },
  ];
}

/** Demo money, from its own issuer, in keyed entries (a replay posts nothing), each audited once. */
async function issueDemoMoney(built: BuiltApp, issues: DemoIssue[] = demoIssuance()): Promise<void> {
  const { ctx } = built;
  await ctx.db.tx(async (ex) => {
    for (const f of issues) {
      const asset = ctx.assets.byCodeOrFail(f.code);
      const amount = parseUnits(f.amount, asset.scale);
      const { replayed } = await postEntry(ex, {
        key: `demo:issuance:${f.key}`,
        kind: DEMO_ISSUANCE_KIND,
        meta: { demo: true, purpose: f.key },
        lines: [
          { account: systemAccount('demo', asset.code), amount: -amount },
          { account: systemAccount(f.account, asset.code, f.book), amount },
        ],
      });
      if (!replayed) {
        await recordAudit(ex, {
          operatorId: null,
          action: DEMO_ISSUANCE_KIND,
          target: `${SYSTEM[f.account]}:${asset.code}${f.book ? `:${f.book}` : ''}`,
          detail: { amount: f.amount, purpose: f.key, demo: true },
        });
      }
    }
  });
}

export interface SeedResult {
  operatorId: number;
  demoUserId: number | undefined;
}

export async function seed(built: BuiltApp): Promise<SeedResult> {
  const { ctx, modules } = built;
  const { db, config } = ctx;
  await db.tx(async (ex) => {
    for (const [sort, a] of SEED_ASSETS.entries()) {
      await ex.query(
        `INSERT INTO assets (id, code, name, scale, kind, networks, color, icon, sort)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, networks = EXCLUDED.networks, color = EXCLUDED.color,
                                        icon = EXCLUDED.icon, sort = EXCLUDED.sort`,
        [a.id, a.code, a.name, a.scale, a.kind, JSON.stringify(a.networks), a.color, `/static/coins/${a.code.toLowerCase()}.svg`, sort],
      );
    }
    for (const [key, value] of Object.entries(SETTING_DEFAULTS)) {
      const { rows } = await ex.query('SELECT 1 FROM site_settings WHERE key = $1', [key]);
      if (rows.length === 0) await ctx.settings.set(ex, key, value);
    }
    await seedContent(ex);
    await seedMarkets(ex);
  });
  await ctx.assets.load(db);
  await db.tx(async (ex) => {
    await seedNetworks(ex, ctx.assets.list());
    await seedSpotMarkets(ex, MARKET_SEEDS);
    await seedMicroTerms(ex, (code) => ctx.assets.byCodeOrFail(code).scale);
    await seedLockProducts(ex, (code) => ctx.assets.byCodeOrFail(code).scale, ctx.clock.now());
    await seedLeverMarkets(
      ex,
      MARKET_SEEDS.filter((m) => m.kind === 'crypto'),
    );
    // Deposit addresses of the embedded demo come from extended public keys made here, whose private
    // keys are never kept: funds sent to them cannot be recovered by anyone (the UI says so). Only a demo or a development or test setup
    // gets them: in production a user must never be shown an address nobody can spend from, so
    // until an admin sets the network's own xpub (or loads a pool) its deposits are
    // DEPOSIT_NOT_CONFIGURED.
    if (config.SEED_DEMO || config.NODE_ENV !== 'production') {
      for (const network of DERIVABLE_NETWORKS) {
        await ex.query(`INSERT INTO deposit_sources (network, method, xpub) VALUES ($1, 'xpub', $2) ON CONFLICT (network) DO NOTHING`, [
          network,
          demoXpub(randomBytes(32)),
        ]);
      }
    }
  });

  const operatorId = await db.tx((ex) => modules.operator.service.create(ex, 'admin', config.OPERATOR_INITIAL_PASSWORD, 'admin'));
  // Founders come from the install, not from an operator: the second person of the two-person rule.
  for (const f of config.OPERATOR_FOUNDERS)
    await db.tx((ex) => modules.operator.service.create(ex, f.username, config.OPERATOR_INITIAL_PASSWORD, f.role));

  // The platform's own accounts hold only what recorded operations put there: an operator's
  // two-person funding deposit of real assets (wallet/fundings.ts), or here, in a demo or test setup
  // and never in production, play money issued from `sys:demo` (not `world`: it is not outside money)
  // and labelled as demo money wherever a system balance is shown. Each issuance is a keyed entry, so
  // a restart issues nothing new (DESIGN.md section 1, rule 4).
  if (demoMode(config)) await issueDemoMoney(built);
  // The demo user's deposits are claims no one paid: never in production, even with SEED_DEMO.
  const demoUserId = config.SEED_DEMO && demoMode(config) ? await seedDemoUser(built, operatorId) : undefined;
  return { operatorId, demoUserId };
}

/** The demo user, funded by deposit claims the seeded operator approves, and dual products for them to find. */
async function seedDemoUser(built: BuiltApp, operatorId: number): Promise<number> {
  const { ctx, modules } = built;
  const { db, config } = ctx;
  const demoUserId = await db.tx((ex) =>
    modules.auth.service.createUserDirect(ex, { email: config.DEMO_USER_EMAIL, password: config.DEMO_USER_PASSWORD, lang: 'en' }),
  );
  // The demo user's money arrives as deposit claims that the seeded operator approves.
  const { rows: claimed } = await db.query('SELECT 1 FROM deposit_claims WHERE user_id = $1 LIMIT 1', [demoUserId]);
  if (claimed.length === 0) {
    for (const d of DEMO_DEPOSITS) {
      const asset = ctx.assets.byCodeOrFail(d.asset);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO deposit_claims (user_id, asset_id, network, amount, voucher) VALUES ($1, $2, $3, $4, '(demo seed)') RETURNING id`,
        [demoUserId, asset.id, asset.networks[0], parseUnits(d.amount, asset.scale).toString()],
      );
      await modules.wallet.parts.deposits.approve(operatorId, rows[0]!.id, 'demo account funding (seed)');
      if (d.book !== 'exchange') {
        await modules.wallet.parts.transfers.bookTransfer(
          demoUserId,
          { currency_id: asset.id, number: d.amount, from_field: 'exchange', to_field: d.book },
          `seed-${d.asset}-${d.book}`,
        );
      }
    }
  }
  // Dual investment products for the demo user to find (listed as the seeded operator would).
  await seedDemoProducts(ctx, modules.dualInvest.service, operatorId);
  // An IEO sale for them to subscribe to: its token issued as demo money into the IEO book.
  await seedDemoProject(ctx, modules.ieo.operator, operatorId, (code, amount) =>
    issueDemoMoney(built, [{ key: `treasury:ieo:${code}`, account: 'treasury', code, amount, book: 'ieo' }]),
  );
  return demoUserId;
}
