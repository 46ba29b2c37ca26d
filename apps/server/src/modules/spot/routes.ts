import { PAGE_SIZE } from '@bourse/contract';
import { handle, type RouteSpec } from '../../app/route';
import type { SpotService } from './service';

export function spotRoutes(spot: SpotService): RouteSpec[] {
  return [
    handle('POST /coin/trade', (r) => spot.place(r.userId, r.input, r.requestKey)),
    handle('GET /coin/list', (r) => spot.list(r.userId, r.input, r.input.page, r.input.limit ?? PAGE_SIZE)),
    handle('POST /coin/cancel', (r) => spot.cancel(r.userId, r.input.id)),
    handle('GET /coin/order', (r) => spot.detail(r.userId, r.input.id)),
    handle('GET /coin/fills', (r) => spot.fills(r.userId, r.input, r.input.page, r.input.limit ?? PAGE_SIZE)),
    handle('GET /coin/depth', async (r) => {
      const m = spot.bySymbol(r.input.symbol);
      // Another node may have written to this book since this node last did.
      await spot.trading.refresh(m);
      return spot.depth(m, r.input.limit ?? 20);
    }),
    handle('GET /coin/trades', (r) => spot.recentTrades(spot.bySymbol(r.input.symbol))),
    handle('GET /coin/markets', async () => [...spot.markets.values()].map((m) => spot.info(m))),
  ];
}
