/**
 * Dual investment: operator-listed products on a coin against USDT (call: paid in the coin, put:
 * paid in USDT), bought in whole shares before their start, settled at their settlement time from
 * the last recorded tick at or before it by a restart-safe scheduler, and paid from the funded
 * `dual-invest` treasury book, which holds the worst case of each order from its purchase.
 */
import type { AppContext, Module } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { DualConsole } from './console';
import type { DualPorts } from './ports';
import { dualInvestRoutes } from './routes';
import { DualService } from './service';
import { DualSettler } from './settle';
import { orderById } from './store';

export type { DualMarketView, DualPorts, DualTickView } from './ports';
export { DualService } from './service';
export { DualSettler } from './settle';
export { seedDemoProducts } from './demo';
export { TREASURY_BOOK as DUAL_TREASURY_BOOK } from './views';

export function createDualInvestModule(
  ctx: AppContext,
  ports: DualPorts,
  realtime: Realtime,
): Module & { service: DualService; settler: DualSettler } {
  const service = new DualService(ctx, ports, realtime);
  const settler = new DualSettler(ctx, ports, async (id) => {
    const row = await orderById(ctx.db, id);
    if (row) service.publish(row);
  });
  const console = new DualConsole(ctx, service, () => settler.nudge());
  // Each tick batch may make a product due: the settler looks (on the feed's node, which records them).
  ports.prices.onTicks(() => settler.nudge());
  // A settlement's proof names its tick: kept, with the 30 s around it, past raw-tick retention.
  ports.prices.keepTicks({
    name: 'dual_orders.tick_id',
    sql: `SELECT t.market_id, t.ts - interval '30 seconds', t.ts + interval '30 seconds'
            FROM ticks t
           WHERE t.ts >= $1::timestamptz - interval '30 seconds' AND t.ts < $2::timestamptz + interval '30 seconds'
             AND t.id IN (SELECT tick_id FROM dual_orders WHERE tick_id IS NOT NULL)`,
  });
  return {
    name: 'dual-invest',
    service,
    settler,
    routes: dualInvestRoutes(service, console),
    start: () => settler.start(),
    stop: () => settler.stop(),
  };
}
