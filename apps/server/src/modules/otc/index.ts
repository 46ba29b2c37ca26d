/**
 * The OTC desk (issue 19): request-for-quote conversions between BTC or ETH and USDT above a stated
 * minimum, priced from the feed's mark price plus a spread that grows with size, firm for a stated
 * time with the house's side held on the treasury's `otc` book, settled in one ledger entry.
 */
import type { AppContext, Module } from '../../app/context';
import type { Realtime } from '../../app/socket';
import type { OtcPorts } from './ports';
import { otcRoutes } from './routes';
import { OtcService } from './service';
import { OtcSweeper } from './sweeper';

export type { OtcPorts } from './ports';
export { OtcService, TREASURY_BOOK as OTC_TREASURY_BOOK } from './service';

export function createOtcModule(
  ctx: AppContext,
  ports: OtcPorts,
  realtime: Realtime,
): Module & { service: OtcService; sweeper: OtcSweeper } {
  const service = new OtcService(ctx, ports, realtime);
  const sweeper = new OtcSweeper(ctx, service);
  // A receipt names the ticks of its mark price: kept, with the 30 s around them, past raw-tick retention.
  ports.prices.keepTicks({
    name: 'otc_quotes.ticks',
    sql: `SELECT t.market_id, t.ts - interval '30 seconds', t.ts + interval '30 seconds'
            FROM ticks t
           WHERE t.ts >= $1::timestamptz - interval '30 seconds' AND t.ts < $2::timestamptz + interval '30 seconds'
             AND t.id IN (SELECT (e->>'id')::bigint FROM otc_quotes q, jsonb_array_elements(q.ticks) e WHERE q.status = 'filled')`,
  });
  return { name: 'otc', service, sweeper, routes: otcRoutes(service), start: () => sweeper.start(), stop: () => sweeper.stop() };
}
