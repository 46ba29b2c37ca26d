import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Assets = lazyPage(() => import('./pages/Assets'));
const Select = lazyPage(() => import('./pages/Select'));
const Receive = lazyPage(() => import('./pages/Receive'));
const Records = lazyPage(() => import('./pages/Records'));
const Withdraw = lazyPage(() => import('./pages/Withdraw'));
const AssetsRecord = lazyPage(() => import('./pages/AssetsRecord'));
const AssetsAllRecord = lazyPage(() => import('./pages/AssetsAllRecord'));
const Exchange = lazyPage(() => import('./pages/Exchange'));
const FundTransfer = lazyPage(() => import('./pages/FundTransfer'));
const TransferHistory = lazyPage(() => import('./pages/TransferHistory'));
const Wallets = lazyPage(() => import('./pages/Wallets'));
const AddWallet = lazyPage(() => import('./pages/AddWallet'));
const Bank = lazyPage(() => import('./pages/Bank'));
const BankInternational = lazyPage(() => import('./pages/BankInternational'));
const Bill = lazyPage(() => import('./pages/Bill'));

/** The user's money: every page holds their own balances or moves them, so all need sign-in. */
export const walletRoutes: RouteObject[] = [
  pageRoute('/pages/fund/assets', Assets, { auth: true }),
  pageRoute('/pages/fund/select', Select, { auth: true }),
  pageRoute('/pages/fund/receive', Receive, { auth: true }),
  pageRoute('/pages/fund/receive_withdraw_record', Records, { auth: true }),
  pageRoute('/pages/fund/withdraw', Withdraw, { auth: true }),
  pageRoute('/pages/fund/assets_record', AssetsRecord, { auth: true }),
  pageRoute('/pages/fund/assets_all_record', AssetsAllRecord, { auth: true }),
  pageRoute('/pages/fund/transfer', Exchange, { auth: true }),
  pageRoute('/pages/fund/fundTransfer', FundTransfer, { auth: true }),
  pageRoute('/pages/fund/transfer_history', TransferHistory, { auth: true }),
  pageRoute('/pages/setting/wallet', Wallets, { auth: true }),
  pageRoute('/pages/setting/addWallet', AddWallet, { auth: true }),
  pageRoute('/pages/setting/bank', Bank, { auth: true }),
  pageRoute('/pages/setting/bank_international', BankInternational, { auth: true }),
  pageRoute('/pages/setting/bill', Bill, { auth: true }),
];
