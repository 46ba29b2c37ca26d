/**
 * The operator console (DESIGN.md section 7) at #/operator. Pages guard themselves with the
 * operator's own session (ConsoleFrame), not the user's sign-in guard.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';
import { CONSOLE } from './paths';

const Login = lazyPage(() => import('./pages/Login'));
const Home = lazyPage(() => import('./pages/Home'));
const Actions = lazyPage(() => import('./pages/Actions'));
const Deposits = lazyPage(() => import('./pages/Deposits'));
const Withdrawals = lazyPage(() => import('./pages/Withdrawals'));
const Identity = lazyPage(() => import('./pages/Identity'));
const Traders = lazyPage(() => import('./pages/Traders'));
const Config = lazyPage(() => import('./pages/Config'));
const Users = lazyPage(() => import('./pages/Users'));
const Adjustments = lazyPage(() => import('./pages/Adjustments'));
const Audit = lazyPage(() => import('./pages/Audit'));
const Ledger = lazyPage(() => import('./pages/Ledger'));
const Outbox = lazyPage(() => import('./pages/Outbox'));
const Operators = lazyPage(() => import('./pages/Operators'));
const Reserves = lazyPage(() => import('./pages/Reserves'));
const Ieo = lazyPage(() => import('./pages/Ieo'));
const Dual = lazyPage(() => import('./pages/Dual'));
const Nft = lazyPage(() => import('./pages/Nft'));
const LockMining = lazyPage(() => import('./pages/LockMining'));
const Loans = lazyPage(() => import('./pages/Loans'));
const Otc = lazyPage(() => import('./pages/Otc'));
const Chat = lazyPage(() => import('./pages/Chat'));
const Support = lazyPage(() => import('./pages/Support'));
const Chain = lazyPage(() => import('./pages/Chain'));
const Coupons = lazyPage(() => import('./pages/Coupons'));

export const operatorRoutes: RouteObject[] = [
  pageRoute(CONSOLE.login, Login),
  pageRoute(CONSOLE.home, Home),
  pageRoute(CONSOLE.actions, Actions),
  pageRoute(CONSOLE.deposits, Deposits),
  pageRoute(CONSOLE.withdrawals, Withdrawals),
  pageRoute(CONSOLE.identity, Identity),
  pageRoute(CONSOLE.traders, Traders),
  pageRoute(CONSOLE.config, Config),
  pageRoute(CONSOLE.users, Users),
  pageRoute(CONSOLE.adjustments, Adjustments),
  pageRoute(CONSOLE.audit, Audit),
  pageRoute(CONSOLE.ledger, Ledger),
  pageRoute(CONSOLE.outbox, Outbox),
  pageRoute(CONSOLE.operators, Operators),
  pageRoute(CONSOLE.reserves, Reserves),
  pageRoute(CONSOLE.ieo, Ieo),
  pageRoute(CONSOLE.dual, Dual),
  pageRoute(CONSOLE.nft, Nft),
  pageRoute(CONSOLE.lockMining, LockMining),
  pageRoute(CONSOLE.loans, Loans),
  pageRoute(CONSOLE.otc, Otc),
  pageRoute(CONSOLE.chat, Chat),
  pageRoute(CONSOLE.support, Support),
  pageRoute(CONSOLE.chain, Chain),
  pageRoute(CONSOLE.coupons, Coupons),
];
