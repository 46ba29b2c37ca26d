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
