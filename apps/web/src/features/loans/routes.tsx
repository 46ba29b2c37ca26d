import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Borrowing = lazyPage(() => import('./pages/Borrowing'));
const LoanPage = lazyPage(() => import('./pages/Loan'));

/**
 * Crypto loans (SPEC section 2 `common/borrowing`, the home's borrowing and repayment shortcuts;
 * issue 19): borrow, my loans (`?tab=repay`) and the rules on one page, each loan on its own.
 * Both hold the user's own money actions, so both need an account.
 */
export const loansRoutes: RouteObject[] = [
  pageRoute('/pages/common/borrowing', Borrowing, { auth: true }),
  pageRoute('/pages/loans/loan', LoanPage, { auth: true }),
];
