import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Contract = lazyPage(() => import('./pages/Contract'));
const ContractOrder = lazyPage(() => import('./pages/ContractOrder'));
const Proof = lazyPage(() => import('./pages/Proof'));
const Rules = lazyPage(() => import('./pages/Rules'));

/**
 * Futures (issue 7). Every screen holds the user's own margin, positions or proofs, and the form's
 * terms (lever/deal) need a session, so all are behind sign-in. The proof and rules pages are ours:
 * SPEC section 2 names no page for them (#/pages/transaction/contract_proof?id=12; the rules show
 * the signed-in user's market terms, #/pages/transaction/contract_rules?currency_id=1).
 */
export const leverRoutes: RouteObject[] = [
  pageRoute('/pages/transaction/contract', Contract, { auth: true }),
  pageRoute('/pages/transaction/contract_order', ContractOrder, { auth: true }),
  pageRoute('/pages/transaction/contract_proof', Proof, { auth: true }),
  pageRoute('/pages/transaction/contract_rules', Rules, { auth: true }),
];
