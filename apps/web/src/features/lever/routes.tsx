import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Contract = lazyPage(() => import('./pages/Contract'));
const ContractOrder = lazyPage(() => import('./pages/ContractOrder'));
const Proof = lazyPage(() => import('./pages/Proof'));
const Rules = lazyPage(() => import('./pages/Rules'));

/**
 * Futures (issue 7). The trade screen and the market's rules are open to visitors (issue 13: the
 * terms answer without a session; opening asks to sign in); the orders and proofs are the user's
 * own. The proof and rules pages are ours: SPEC section 2 names no page for them
 * (#/pages/transaction/contract_proof?id=12; #/pages/transaction/contract_rules?currency_id=1).
 */
export const leverRoutes: RouteObject[] = [
  pageRoute('/pages/transaction/contract', Contract),
  pageRoute('/pages/transaction/contract_order', ContractOrder, { auth: true }),
  pageRoute('/pages/transaction/contract_proof', Proof, { auth: true }),
  pageRoute('/pages/transaction/contract_rules', Rules),
];
