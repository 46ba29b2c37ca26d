/**
 * The console's wallet screens: review queues for deposits and withdrawals, fee and exchange
 * configuration, deposit address sources, user look-up (read-only) and two-person adjustments.
 * Every call is audited by the route registrar; decisions also write their own audit rows.
 */
import { type ErrorCode, PAGE_SIZE, rules } from '@bourse/contract';
import { listBalances } from '@bourse/ledger';
import { formatUnits, parseUnits } from '@bourse/money';
import { z } from 'zod';
import type { AppContext } from '../../app/context';
import { ADMIN_ONLY, route, type RouteSpec } from '../../app/route';
import { AppError } from '../../platform/errors';
import { DERIVABLE_NETWORKS, deriveAddress } from './address-formats';
import { networksOf, networkView } from './networks';
import type { WalletModuleParts } from './parts';

const tags = ['operator'];
const num = () => z.union([z.number(), z.string()]).transform(Number).pipe(z.number().int().min(0, { error: 'INVALID_PARAMETER' }));
/**
 * The id of a record: one that cannot exist is the same business error as one that does not
 * (200, type error), never NOT_FOUND, which is the transport's 404 for an unknown path.
 */
const idOf = (error: ErrorCode) => rules.int({ min: 1, error });
const reasonText = z.string({ error: 'REASON_REQUIRED' }).trim().min(1, 'REASON_REQUIRED').max(300, 'CHARACTER_TOO_LONG');
const queue = z.strictObject({
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled']).optional(),
  page: num().optional(),
  limit: num().optional(),
});
const approveInput = (error: ErrorCode) =>
  z.strictObject({
    id: idOf(error),
    reason: z.string().trim().max(300).optional(),
    tx_hash: z.string().trim().max(128).optional(),
  });
const rejectInput = (error: ErrorCode) => z.strictObject({ id: idOf(error), reason: reasonText });

export function walletOperatorRoutes(ctx: AppContext, w: WalletModuleParts): RouteSpec[] {
  const page = (p?: number) => Math.max(1, p ?? 1);
  return [
    route({
      method: 'GET',
      url: '/operator/deposits',
      auth: 'operator',
      roles: ['finance'],
      input: queue,
      tags,
      summary: 'Deposit claims by status (default pending), oldest first',
      handler: (r) => w.deposits.queue(r.input.status ?? 'pending', page(r.input.page), r.input.limit ?? PAGE_SIZE),
    }),
    route({
      method: 'POST',
      url: '/operator/deposits/approve',
      auth: 'operator',
      roles: ['finance'],
      input: approveInput('CLAIM_NOT_FOUND'),
      tags,
      summary: 'Confirm a deposit: credits the user from world in one ledger entry',
      handler: (r) => w.deposits.approve(r.operatorId, r.input.id, r.input.reason),
    }),
    route({
      method: 'POST',
      url: '/operator/deposits/reject',
      auth: 'operator',
      roles: ['finance'],
      input: rejectInput('CLAIM_NOT_FOUND'),
      tags,
      summary: 'Reject a deposit claim with a reason the user sees',
      handler: (r) => w.deposits.reject(r.operatorId, r.input.id, r.input.reason),
    }),
    route({
      method: 'GET',
      url: '/operator/withdrawals',
      auth: 'operator',
      roles: ['finance'],
      input: queue,
      tags,
      summary: 'Withdrawals by status (default pending), oldest first',
      handler: (r) => w.withdrawals.queue(r.input.status ?? 'pending', page(r.input.page), r.input.limit ?? PAGE_SIZE),
    }),
    route({
      method: 'POST',
      url: '/operator/withdrawals/approve',
      auth: 'operator',
      roles: ['finance'],
      input: approveInput('WITHDRAWAL_NOT_FOUND'),
      tags,
      summary: 'Approve a withdrawal once sent: the hold is settled to world and the fee account',
      handler: (r) => w.withdrawals.approve(r.operatorId, r.input.id, r.input.tx_hash),
    }),
    route({
      method: 'POST',
      url: '/operator/withdrawals/reject',
      auth: 'operator',
      roles: ['finance'],
      input: rejectInput('WITHDRAWAL_NOT_FOUND'),
      tags,
      summary: 'Reject a withdrawal with a reason: the hold is released',
      handler: (r) => w.withdrawals.reject(r.operatorId, r.input.id, r.input.reason),
    }),
    route({
      method: 'GET',
      url: '/operator/config/networks',
      auth: 'operator',
      roles: ['finance'],
      tags,
      summary: 'Deposit and withdrawal settings of every coin and network',
      handler: async () => {
        const out = [];
        for (const asset of ctx.assets.list().filter((a) => a.kind === 'crypto')) {
          out.push({ currency_id: asset.id, currency: asset.code, networks: (await networksOf(ctx.db, asset)).map((n) => networkView(asset, n)) });
        }
        return out;
      },
    }),
    route({
      method: 'POST',
      url: '/operator/config/network',
      auth: 'operator',
      roles: ADMIN_ONLY,
      input: z.strictObject({
        currency_id: num(),
        network: z.string().trim().min(1).max(16),
        withdraw_fee: z.string(),
        withdraw_min: z.string(),
        deposit_enabled: z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true'),
        withdraw_enabled: z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true'),
      }),
      tags,
      summary: 'Set a network: fee and minimum (in whole units), deposits and withdrawals open or paused (admin)',
      handler: async (r) => {
        const asset = ctx.assets.byIdOrFail(r.input.currency_id);
        const fee = parseUnits(r.input.withdraw_fee, asset.scale);
        const min = parseUnits(r.input.withdraw_min, asset.scale);
        const { rows } = await ctx.db.query(
          `UPDATE asset_networks SET withdraw_fee = $3, withdraw_min = $4, deposit_enabled = $5, withdraw_enabled = $6
            WHERE asset_id = $1 AND network = $2 RETURNING network`,
          [asset.id, r.input.network, fee.toString(), min.toString(), r.input.deposit_enabled, r.input.withdraw_enabled],
        );
        if (rows.length === 0) throw new AppError('NETWORK_UNKNOWN');
        return r.t('common.saved');
      },
    }),
    route({
      method: 'GET',
      url: '/operator/config/exchange',
      auth: 'operator',
      roles: ['finance'],
      tags,
      summary: 'Currency exchange: spread and fee (ppm) and quote lifetime',
      handler: async () => ({
        spread_ppm: await ctx.settings.get(ctx.db, 'exchange_spread_ppm'),
        fee_ppm: await ctx.settings.get(ctx.db, 'exchange_fee_ppm'),
        quote_ttl_seconds: await ctx.settings.get(ctx.db, 'exchange_quote_ttl_seconds'),
      }),
    }),
    route({
      method: 'POST',
      url: '/operator/config/exchange',
      auth: 'operator',
      roles: ADMIN_ONLY,
      input: z.strictObject({ spread_ppm: num(), fee_ppm: num(), quote_ttl_seconds: num() }),
      tags,
      summary: 'Set the exchange spread, fee and quote lifetime (admin)',
      handler: async (r) => {
        if (r.input.spread_ppm > 100_000 || r.input.fee_ppm > 100_000 || r.input.quote_ttl_seconds < 3 || r.input.quote_ttl_seconds > 120) {
          throw new AppError('INVALID_PARAMETER');
        }
        await ctx.settings.set(ctx.db, 'exchange_spread_ppm', r.input.spread_ppm);
        await ctx.settings.set(ctx.db, 'exchange_fee_ppm', r.input.fee_ppm);
        await ctx.settings.set(ctx.db, 'exchange_quote_ttl_seconds', r.input.quote_ttl_seconds);
        return r.t('common.saved');
      },
    }),
    route({
      method: 'POST',
      url: '/operator/deposit-source',
      auth: 'operator',
      roles: ADMIN_ONLY,
      input: z.strictObject({ network: z.string().trim().max(16), xpub: z.string().trim().max(200) }),
      tags,
      summary: 'Derive a network\u2019s deposit addresses from an extended public key (BTC, ERC20, TRC20) (admin)',
      handler: async (r) => {
        if (!DERIVABLE_NETWORKS.has(r.input.network)) throw new AppError('NETWORK_UNKNOWN');
        // A key that cannot derive would fail every user's receive screen later: refuse it now.
        try {
          deriveAddress(r.input.network, r.input.xpub, 0);
        } catch {
          throw new AppError('INVALID_PARAMETER', undefined, 'xpub');
        }
        await ctx.db.query(
          `INSERT INTO deposit_sources (network, method, xpub) VALUES ($1, 'xpub', $2)
           ON CONFLICT (network) DO UPDATE SET method = 'xpub', xpub = EXCLUDED.xpub`,
          [r.input.network, r.input.xpub],
        );
        return r.t('common.saved');
      },
    }),
    route({
      method: 'POST',
      url: '/operator/deposit-pool',
      auth: 'operator',
      roles: ADMIN_ONLY,
      input: z.strictObject({ network: z.string().trim().max(16), addresses: z.array(z.string().trim().max(128)).min(1).max(1000) }),
      tags,
      summary: 'Load deposit addresses for a network into its pool, each checked for the network (admin)',
      handler: async (r) => ({ added: await ctx.db.tx((ex) => w.deposits.loadPool(ex, r.input.network, r.input.addresses)) }),
    }),
    route({
      method: 'GET',
      url: '/operator/users',
      auth: 'operator',
      roles: ['support', 'finance', 'compliance', 'auditor'],
      input: z.strictObject({ q: z.string().trim().max(100).optional() }),
      tags,
      summary: 'Find users by id, email or mobile (read-only)',
      handler: (r) => w.ports.findUsers(r.input.q ?? ''),
    }),
    route({
      method: 'GET',
      url: '/operator/users/detail',
      auth: 'operator',
      roles: ['support', 'finance', 'compliance', 'auditor'],
      input: z.strictObject({ id: idOf('USER_NOT_FOUND') }),
      tags,
      summary: "A user's balances and latest ledger changes (read-only)",
      handler: async (r) => {
        const [user] = await w.ports.findUsers(String(r.input.id));
        if (!user || user.id !== r.input.id) throw new AppError('USER_NOT_FOUND');
        const balances = (await listBalances(ctx.db, `user:${r.input.id}`)).map((b) => {
          const scale = ctx.assets.find(b.account.asset)?.scale ?? 0;
          return { currency: b.account.asset, book: b.account.book, available: formatUnits(b.available, scale), frozen: formatUnits(b.frozen, scale) };
        });
        const entries = await w.bills.list(r.input.id, {}, 1, 50);
        return { user, balances, entries: entries.data };
      },
    }),
    route({
      method: 'GET',
      url: '/operator/adjustments',
      auth: 'operator',
      roles: ['finance'],
      input: z.strictObject({ status: z.enum(['pending', 'approved', 'rejected']).optional() }),
      tags,
      summary: 'Proposed, approved and rejected adjustments',
      handler: (r) => w.adjustments.list(r.input.status ?? 'pending'),
    }),
    route({
      method: 'POST',
      url: '/operator/adjustments',
      auth: 'operator',
      roles: ['finance'],
      input: z.strictObject({
        user_id: idOf('USER_NOT_FOUND'),
        currency_id: num(),
        book: z.enum(['legal', 'exchange', 'lever', 'micro', 'stock']),
        amount: z.string().trim().max(64),
        reason: reasonText,
      }),
      tags,
      summary: 'Propose a correction: a signed amount for one user\u2019s book, with a reason; a second operator must approve',
      handler: (r) => w.adjustments.propose(r.operatorId, r.input),
    }),
    route({
      method: 'POST',
      url: '/operator/adjustments/approve',
      auth: 'operator',
      roles: ['finance'],
      input: z.strictObject({ id: idOf('ADJUSTMENT_NOT_FOUND') }),
      tags,
      summary: 'Approve another operator\u2019s proposed correction: it is posted to the ledger',
      handler: (r) => w.adjustments.decide(r.operatorId, r.input.id, true),
    }),
    route({
      method: 'POST',
      url: '/operator/adjustments/reject',
      auth: 'operator',
      roles: ['finance'],
      input: z.strictObject({ id: idOf('ADJUSTMENT_NOT_FOUND') }),
      tags,
      summary: 'Reject another operator\u2019s proposed correction',
      handler: async (r) => {
        return w.adjustments.decide(r.operatorId, r.input.id, false);
      },
    }),
  ];
}
