/**
 * The home shortcuts of SPEC section 2, in its order, each with the route it opens and the product
 * it belongs to. A shortcut is `enabled` only while its product is built (products.ts): the client
 * shows enabled ones only, so no shortcut opens a "not available yet" screen. In the contract
 * because the server serves it (GET /menu) and the web checks every shortcut has its label and icon.
 */
import type { MenuItem } from './content';
import { isProductEnabled, type Product } from './products';

export interface HomeShortcut extends MenuItem {
  product: Product;
}

const shortcut = (key: string, route: string, product: Product): HomeShortcut => ({
  key,
  route,
  product,
  enabled: isProductEnabled(product),
});

export const HOME_SHORTCUTS: readonly HomeShortcut[] = [
  shortcut('contact', '/pages/common/contactus', 'content'),
  shortcut('borrowing', '/pages/common/borrowing', 'loans'),
  shortcut('repayment', '/pages/common/borrowing?tab=repay', 'loans'),
  shortcut('recharge', '/pages/fund/select?action=receive', 'wallet'),
  shortcut('withdraw', '/pages/fund/select?action=withdraw', 'wallet'),
  shortcut('stock', '/pages/market/market?tab=stocks', 'stocks'),
  shortcut('contract', '/pages/transaction/contract', 'futures'),
  shortcut('copy', '/pages/follow/index', 'copyTrading'),
  shortcut('financial', '/pages/financial/index', 'finance'),
  shortcut('superLeverage', '/pages/transaction/contract?leverage=max', 'futures'),
  shortcut('otc', '/pages/otc/otc', 'otc'),
  shortcut('coupon', '/pages/setting/coupon', 'coupons'),
  shortcut('bill', '/pages/setting/bill', 'wallet'),
  shortcut('exchange', '/pages/fund/transfer', 'wallet'),
  shortcut('lockMining', '/pages/lockming/lockming', 'lockMining'),
  shortcut('game', '/pages/game/game', 'games'),
  shortcut('chat', '/pages/kefu/index?tab=chat', 'chat'),
  // The deposit screen with the coin and network used last on this device (the main coin at first).
  shortcut('quickDeposit', '/pages/fund/receive?quick=1', 'wallet'),
  shortcut('defiMining', '/pages/lockming/lockming?kind=defi', 'defiMining'),
  shortcut('cloudMining', '/pages/lockming/lockming?kind=cloud', 'cloudMining'),
  shortcut('coinTransfer', '/pages/fund/fundTransfer', 'wallet'),
  shortcut('ieo', '/pages/ieo/ieo', 'ieo'),
  shortcut('options', '/pages/transaction/index2', 'options'),
  shortcut('nft', '/pages/nft/nft', 'nft'),
  shortcut('invest', '/pages/invest/invest', 'dualInvest'),
  // No store app is published: the page explains how to install this web app on the home screen.
  shortcut('download', '/pages/common/download', 'appDownload'),
];

/** What GET /menu answers: every shortcut with whether it is enabled (the product stays internal). */
export const HOME_MENU: MenuItem[] = HOME_SHORTCUTS.map(({ key, route, enabled }) => ({ key, route, enabled }));
