/**
 * The console's wallet screens: review queues for deposits and withdrawals, fee and exchange
 * configuration, deposit address sources, user look-up (read-only) and two-person adjustments.
 * Every call is audited by the route registrar; decisions also write their own audit rows.
 * The endpoints (inputs, outputs, roles) are declared in @bourse/contract's wallet-operator.ts.
 */
import { PAGE_SIZE } from '@bourse/contract';
import { listBalances } from '@bourse/ledger';
import { formatUnits, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { handle, type RouteSpec } from '../../app/route';
import { AppError } from '../../platform/errors';
import { DERIVABLE_NETWORKS, deriveAddress } from './address-formats';
import { networksOf, networkView } from './networks';
import type { WalletModuleParts } from './parts';
import { updateNetworkConfig, upsertXpubSource } from './store';

export function walletOperatorRoutes(ctx: AppContext, w: WalletModuleParts): RouteSpec[] {
  const page = (p?: number) => Math.max(1, p ?? 1);
  return [
    handle('GET /operator/deposits', (r) => w.deposits.queue(r.input.status ?? 'pending', page(r.input.page), r.input.limit ?? PAGE_SIZE)),
    handle('POST /operator/deposits/approve', (r) => w.deposits.approve(r.operatorId, r.input.id, r.input.reason)),
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
          networks: (await networksOf(ctx.db, asset)).map((n) => networkView(asset, n)),
        });
      }
      return out;
    }),
    handle('POST /operator/config/network', async (r) => {
      const asset = ctx.assets.byIdOrFail(r.input.currency_id);
      const fee = parseUnits(r.input.withdraw_fee, asset.scale);
      const min = parseUnits(r.input.withdraw_min, asset.scale);
      const updated = await updateNetworkConfig(ctx.db, {
        assetId: asset.id,
        network: r.input.network,
        withdrawFee: fee,
        withdrawMin: min,
        depositEnabled: r.input.deposit_enabled,
        withdrawEnabled: r.input.withdraw_enabled,
      });
      if (!updated) throw new AppError('NETWORK_UNKNOWN');
      return r.t('common.saved');
    }),
    handle('GET /operator/config/exchange', async () => ({
      spread_ppm: await ctx.settings.get(ctx.db, 'exchange_spread_ppm'),
      fee_ppm: await ctx.settings.get(ctx.db, 'exchange_fee_ppm'),
      quote_ttl_seconds: await ctx.settings.get(ctx.db, 'exchange_quote_ttl_seconds'),
    })),
    handle('POST /operator/config/exchange', async (r) => {
      if (r.input.spread_ppm > 100_000 || r.input.fee_ppm > 100_000 || r.input.quote_ttl_seconds < 3 || r.input.quote_ttl_seconds > 120) {
        throw new AppError('INVALID_PARAMETER');
      }
      await ctx.settings.set(ctx.db, 'exchange_spread_ppm', r.input.spread_ppm);
      await ctx.settings.set(ctx.db, 'exchange_fee_ppm', r.input.fee_ppm);
      await ctx.settings.set(ctx.db, 'exchange_quote_ttl_seconds', r.input.quote_ttl_seconds);
      return r.t('common.saved');
    }),
    handle('POST /operator/deposit-source', async (r) => {
      if (!DERIVABLE_NETWORKS.has(r.input.network)) throw new AppError('NETWORK_UNKNOWN');
      // A key that cannot derive would fail every user's receive screen later: refuse it now.
      try {
        deriveAddress(r.input.network, r.input.xpub, 0);
      } catch {
        throw new AppError('INVALID_PARAMETER', undefined, 'xpub');
      }
      await upsertXpubSource(ctx.db, r.input.network, r.input.xpub);
      return r.t('common.saved');
    }),
    handle('POST /operator/deposit-pool', async (r) => ({
      added: await ctx.db.tx((ex) => w.deposits.loadPool(ex, r.input.network, r.input.addresses)),
    })),
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
  ];
}
