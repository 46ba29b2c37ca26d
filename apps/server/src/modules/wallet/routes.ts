/** The wallet's user endpoints (SPEC section 7, "Wallet" and parts of "Account"); declared in packages/contract/src/wallet.ts. */
import { PAGE_SIZE } from '@bourse/contract';
import { handle, type RouteSpec } from '../../app/route';
import { AppError } from '../../platform/errors';
import type { WalletModuleParts } from './parts';

export function walletRoutes(w: WalletModuleParts): RouteSpec[] {
  const limit = (l?: number) => l ?? PAGE_SIZE;
  return [
    handle('POST /wallet/change', (r) => w.transfers.bookTransfer(r.userId, r.input, r.requestKey)),
    handle('GET /wallet/hzhistory', (r) => w.transfers.history(r.userId, r.input.page, limit(r.input.limit))),
    handle('POST /wallet/list', (r) => w.balances.overview(r.userId)),
    handle('POST /wallet/detail', (r) => w.balances.detail(r.userId, r.input.currency, r.input.type)),
    handle('POST /wallet/legal_log', (r) =>
      w.bills.list(
        r.userId,
        { asset: r.input.currency ? w.balances.asset(r.input.currency).code : undefined, book: r.input.type },
        r.input.page,
        limit(r.input.limit),
      ),
    ),
    handle('GET /currency/user_currency_list', (r) => w.balances.userCurrencies(r.userId)),
    handle('POST /wallet/get_info', (r) => w.coinInfo(r.userId, r.input.currency)),
    handle('POST /wallet/get_in_address', async (r) => {
      if (r.input.user_id !== undefined && r.input.user_id !== r.userId) throw new AppError('FORBIDDEN');
      const asset = w.balances.asset(r.input.currency);
      const address = await w.deposits.address(r.userId, asset, r.input.network);
      return { ...address, ...w.chainViews.creditTerms(asset, address.network) };
    }),
    handle('POST /wallet/charge_req', (r) => w.deposits.claim(r.userId, r.input, w.balances.asset(r.input.currency))),
    handle('GET /fees/upcoming', () => w.fees.upcoming()),
    handle('GET /recharge/log', (r) => w.deposits.log(r.userId, r.input.page, limit(r.input.limit))),
    handle('POST /wallet/out', (r) => w.withdrawals.request(r.userId, r.input, w.balances.asset(r.input.currency), r.requestKey)),
    handle('GET /user/withdraw/list', (r) => w.withdrawals.list(r.userId, r.input.page, limit(r.input.limit))),
    handle('POST /wallet/withdraw/cancel', (r) => w.withdrawals.cancel(r.userId, r.input.id)),
    handle('POST /user/getTransferList', async () => w.exchange.coins()),
    handle('POST /user/getTransferFee', (r) => w.exchange.quote(r.userId, r.input.from_currency_id, r.input.to_currency_id)),
    handle('POST /user/Transfer', (r) => w.exchange.execute(r.userId, r.input, r.requestKey)),
    handle('GET /user/exchange/history', (r) => w.exchange.history(r.userId, r.input.page, limit(r.input.limit))),
    handle('GET /wallet/getRateCurrency', (r) => w.balances.rate(r.user?.id, r.input.id)),
    handle('POST /user/wallet/save', (r) => w.addresses.save(r.userId, w.balances.asset(r.input.currency), r.input)),
    handle('GET /user/wallet/list', (r) => w.addresses.list(r.userId, r.input.page, limit(r.input.limit))),
    handle('POST /user/wallet/delete', async (r) => {
      await w.addresses.remove(r.userId, r.input.id);
      return r.t('common.saved');
    }),
    handle('POST /user/cash_save', (r) => w.cards.save(r.userId, 'domestic', r.input)),
    handle('POST /user/cash_save_international', (r) => w.cards.save(r.userId, 'international', r.input)),
    handle('POST /user/cash_info', (r) => w.cards.get(r.userId, 'domestic')),
    handle('POST /user/cash_info_international', (r) => w.cards.get(r.userId, 'international')),
    handle('GET /wallet/bill', (r) => w.bills.list(r.userId, w.billFilter(r.input), r.input.page, limit(r.input.limit))),
    handle('GET /wallet/bill/export', async (r) => {
      const csv = await w.bills.csv(r.userId, w.billFilter(r.input));
      return r.reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="bourse-bill.csv"')
        .send(csv);
    }),
  ];
}
