import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Contract = lazyPage(() => import('./pages/Contract'));
const ContractOrder = lazyPage(() => import('./pages/ContractOrder'));
const Proof = lazyPage(() => import('./pages/Proof'));

/**
 * Futures (issue 7). Every screen holds the user's own margin, positions or proofs, and the form's
 * terms (lever/deal) need a session, so all are behind sign-in. The proof page is ours: SPEC
 * section 2 names no page for it (#/pages/transaction/contract_proof?id=12).
 */
export const leverRoutes: RouteObject[] = [
  pageRoute('/pages/transaction/contract', Contract, { auth: true }),
  pageRoute('/pages/transaction/contract_order', ContractOrder, { auth: true }),
  pageRoute('/pages/transaction/contract_proof', Proof, { auth: true }),
];
