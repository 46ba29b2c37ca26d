/**
 * Copy trading: traders an operator approved, followers whose copies are futures positions of
 * their own, opened and closed with the trader's in the same transaction (mirror.ts), receipts for
 * every copy, the profit share through the ledger, and statistics computed hourly (traders.ts).
 */
import type { AppContext, Module } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { CopyMirror } from './mirror';
import type { CopyTradingPorts } from './ports';
import { copyTradingRoutes } from './routes';
import { CopyTradingService } from './service';
import { Traders } from './traders';

export { CopyTradingService } from './service';
export type { CopyTradingPorts } from './ports';

export function createCopyTradingModule(
  ctx: AppContext,
  ports: CopyTradingPorts,
  realtime: Realtime,
): Module & { service: CopyTradingService; traders: Traders; mirror: CopyMirror } {
  const service = new CopyTradingService(ctx, ports, realtime);
  const traders = new Traders(ctx, ports);
  const mirror = new CopyMirror(ctx, ports.lever, (copyId, followerId) => service.announce(copyId, followerId));
  mirror.attach();
  ports.ticks.keepTicks({
    name: 'copy_orders.trader_tick_id copy_orders.follower_tick_id copy_orders.close_tick_id',
    sql: `SELECT t.market_id, t.ts - interval '30 seconds', t.ts + interval '30 seconds'
            FROM ticks t
           WHERE t.ts >= $1::timestamptz - interval '30 seconds' AND t.ts < $2::timestamptz + interval '30 seconds'
             AND t.id IN (SELECT trader_tick_id FROM copy_orders
                          UNION ALL SELECT follower_tick_id FROM copy_orders WHERE follower_tick_id IS NOT NULL
                          UNION ALL SELECT close_tick_id FROM copy_orders WHERE close_tick_id IS NOT NULL)`,
  });
  return {
    name: 'copy-trading',
    service,
    traders,
    mirror,
    routes: copyTradingRoutes(service, traders),
    async start() {
      traders.start();
    },
    stop: () => traders.stop(),
  };
}
