import { LOAN_PAGE_SIZE } from '@bourse/contract';
import { handle, type RouteSpec } from '../../app/route';
import { poolOverview } from './console';
import type { LoansService } from './service';

export function loansRoutes(loans: LoansService): RouteSpec[] {
  return [
    handle('GET /loans/market', (r) => loans.terms(r.user?.id)),
    handle('POST /loans/borrow', (r) => loans.borrow(r.userId, r.input, r.requestKey)),
    handle('GET /loans/list', (r) =>
      loans.list(r.userId, { status: r.input.status ?? 'all', page: r.input.page, limit: r.input.limit ?? LOAN_PAGE_SIZE }),
    ),
    handle('GET /loans/detail', (r) => loans.detail(r.userId, r.input.id)),
    handle('POST /loans/repay', (r) => loans.repay(r.userId, r.input, r.requestKey)),
    handle('POST /loans/add_collateral', (r) => loans.addCollateral(r.userId, r.input, r.requestKey)),
    handle('GET /operator/loans/overview', () => poolOverview(loans)),
  ];
}
