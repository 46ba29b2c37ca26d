import { handle, type RouteSpec } from '../../app/route';
import type { CopyTradingService } from './service';
import type { Traders } from './traders';

export function copyTradingRoutes(service: CopyTradingService, traders: Traders): RouteSpec[] {
  return [
    handle('GET /follow/index', (r) => service.index(r.input.sort, r.input.page)),
    handle('GET /follow/traderDetail', (r) => service.detail(r.user?.id, r.input.trader_user_id)),
    handle('GET /follow/historyTrade', (r) => service.copies(r.userId, r.input)),
    handle('GET /follow/receipt', (r) => service.receipt(r.userId, r.input.id)),
    handle('GET /follow/my', async (r) => ({ follows: await service.myFollows(r.userId), trader: await traders.selfOf(r.userId) })),
    handle('POST /follow/follow', (r) => service.follow(r.userId, r.input)),
    handle('POST /follow/edit', (r) => service.edit(r.userId, r.input)),
    handle('POST /follow/cancel', (r) => service.cancel(r.userId, r.input.follow_user_id)),
    handle('POST /follow/selfHolding', (r) => service.selfHold(r.userId, r.input.transaction_id)),
    handle('POST /follow/apply', (r) => traders.apply(r.userId, r.input)),
    handle('POST /follow/profitShare', (r) => traders.setProfitShare(r.userId, r.input.profit_share)),
    handle('GET /operator/traders', (r) => traders.queue(r.input)),
    handle('POST /operator/traders/approve', (r) => traders.decide(r.operatorId, r.input.id, true, undefined)),
    handle('POST /operator/traders/reject', (r) => traders.decide(r.operatorId, r.input.id, false, r.input.reason)),
  ];
}
