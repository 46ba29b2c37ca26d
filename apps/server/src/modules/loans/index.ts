/**
 * Crypto-collateralised loans (issue 19): USDT lent from the treasury's `loans` book against BTC or
 * ETH held on the borrower's spot book, hourly interest accrued exactly once per hour by a
 * restart-safe keeper, repayment and pledges at any time, margin calls and liquidation from the
 * feed's mark price with a proof.
 */
import type { AppContext, Module } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { LoansKeeper } from './keeper';
import type { LoanPorts } from './ports';
import { loansRoutes } from './routes';
import { LoansService } from './service';

export type { LoanPorts } from './ports';
export { LoansService } from './service';
export { LoansKeeper } from './keeper';
export { TREASURY_BOOK as LOANS_TREASURY_BOOK } from './views';

export function createLoansModule(
  ctx: AppContext,
  ports: LoanPorts,
  realtime: Realtime,
): Module & { service: LoansService; keeper: LoansKeeper } {
  const service = new LoansService(ctx, ports, realtime);
  const keeper = new LoansKeeper(service);
  // Each tick batch may move a loan to its margin call or liquidation (looked at on the feed's node).
  ports.prices.onTicks(() => keeper.nudge());
  // A liquidation's proof names the ticks of its mark price: kept, with the 30 s around them, past raw-tick retention.
  ports.prices.keepTicks({
    name: 'loans.proof.ticks',
    sql: `SELECT t.market_id, t.ts - interval '30 seconds', t.ts + interval '30 seconds'
            FROM ticks t
           WHERE t.ts >= $1::timestamptz - interval '30 seconds' AND t.ts < $2::timestamptz + interval '30 seconds'
             AND t.id IN (SELECT (e->>'id')::bigint FROM loans l, jsonb_array_elements(l.proof->'ticks') e WHERE l.proof IS NOT NULL)`,
  });
  return {
    name: 'loans',
    service,
    keeper,
    routes: loansRoutes(service),
    start: () => keeper.start(),
    stop: () => keeper.stop(),
  };
}
