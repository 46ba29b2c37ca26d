/** The chain part's endpoints (packages/contract/src/chain.ts). */
import { handle, type RouteSpec } from '../../../app/route';
import type { WalletModuleParts } from '../parts';

export function chainRoutes(w: WalletModuleParts): RouteSpec[] {
  return [
    handle('GET /wallet/chain/deposits', (r) =>
      w.chainViews.deposits(r.userId, r.input.currency ? w.balances.asset(r.input.currency) : undefined),
    ),
    handle('GET /operator/chain/status', () => w.chainViews.status()),
    handle('POST /operator/chain/sweep', (r) => w.sweeps.propose(r.operatorId, r.input.network)),
  ];
}
