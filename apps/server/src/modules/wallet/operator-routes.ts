/**
 * The console's wallet screens: review queues for deposits and withdrawals, fee and exchange
 * configuration, deposit address sources, user look-up (read-only) and two-person adjustments.
 * Fee changes, deposit sources and large deposit credits become two-person actions (fees.ts,
 * deposit-sources.ts, deposits.ts), approved in the operator module's actions screen.
 * Every call is audited by the route registrar; decisions also write their own audit rows.
 * The endpoints (inputs, outputs, roles) are declared in @bourse/contract's wallet-operator.ts.
 */
import { PAGE_SIZE } from '@bourse/contract';
import { listBalances } from '@bourse/ledger';
import { formatUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { handle, type RouteSpec } from '../../app/route';
import { AppError } from '../../platform/errors';
import { networksOf, networkView } from './networks';
import type { WalletModuleParts } from './parts';

export function walletOperatorRoutes(ctx: AppContext, w: WalletModuleParts): RouteSpec[] {
  const page = (p?: number) => Math.max(1, p ?? 1);
  return [
    handle('GET /operator/deposits', (r) => w.deposits.queue(r.input.status ?? 'pending', page(r.input.page), r.input.limit ?? PAGE_SIZE)),
    handle('POST /operator/deposits/approve', (r) => w.deposits.review(r.operatorId, r.input.id, r.input.reason)),
    handle('POST /operator/deposits/reject', (r) => w.deposits.reject(r.operatorId, r.input.id, r.input.reason)),
    handle('GET /operator/withdrawals', (r) =>
      w.withdrawals.queue(r.input.status ?? 'pending', page(r.input.page), r.input.limit ?? PAGE_SIZE),
    ),
    handle('POST /operator/withdrawals/approve', (r) => w.withdrawals.approve(r.operatorId, r.input.id, r.input.tx_hash)),
    handle('POST /operator/withdrawals/reject', (r) => w.withdrawals.reject(r.operatorId, r.input.id, r.input.reason)),
    handle('GET /operator/config/networks', async () => {
      const out = [];
      for (const asset of ctx.assets.list().filter((a) => a.kind === 'crypto')) {
        out.push({
          currency_id: asset.id,
          currency: asset.code,
          networks: (await networksOf(ctx.db, asset, ctx.clock.now())).map((n) => networkView(asset, n, w.chain.paysOut(n.network))),
        });
      }
      return out;
    }),
    handle('POST /operator/config/network', (r) => w.fees.setNetwork(r.operatorId, r.input, r.t('common.saved'))),
    handle('GET /operator/config/exchange', async () => {
      const { spreadPpm, feePpm } = await w.fees.exchange();
      return { spread_ppm: spreadPpm, fee_ppm: feePpm, quote_ttl_seconds: await ctx.settings.get(ctx.db, 'exchange_quote_ttl_seconds') };
    }),
    handle('POST /operator/config/exchange', (r) => w.fees.setExchange(r.operatorId, r.input, r.t('common.saved'))),
    handle('POST /operator/deposit-source', (r) => w.sources.proposeXpub(r.operatorId, r.input.network, r.input.xpub)),
    handle('POST /operator/deposit-pool', (r) => w.sources.proposePool(r.operatorId, r.input.network, r.input.addresses)),
    handle('GET /operator/users', (r) => w.ports.users.find(r.input.q ?? '')),
    handle('GET /operator/users/detail', async (r) => {
      const [user] = await w.ports.users.find(String(r.input.id));
      if (!user || user.id !== r.input.id) throw new AppError('USER_NOT_FOUND');
      const balances = (await listBalances(ctx.db, `user:${r.input.id}`)).map((b) => {
        const scale = ctx.assets.find(b.account.asset)?.scale ?? 0;
        return {
          currency: b.account.asset,
          book: b.account.book,
          available: formatUnits(b.available, scale),
          frozen: formatUnits(b.frozen, scale),
        };
      });
      const entries = await w.bills.list(r.input.id, {}, 1, 50);
      return { user, balances, entries: entries.data };
    }),
    handle('GET /operator/adjustments', (r) => w.adjustments.list(r.input.status ?? 'pending')),
    handle('POST /operator/adjustments', (r) => w.adjustments.propose(r.operatorId, r.input)),
    handle('POST /operator/adjustments/approve', (r) => w.adjustments.decide(r.operatorId, r.input.id, true)),
    handle('POST /operator/adjustments/reject', (r) => w.adjustments.decide(r.operatorId, r.input.id, false)),
    handle('POST /operator/funding', (r) => w.fundings.propose(r.operatorId, r.input)),
  ];
}
