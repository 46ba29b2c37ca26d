/**
 * The home shortcuts of SPEC section 2, in its order, each with the route it opens. The client
 * labels them with `home.shortcut.<key>`; a product that is not built yet opens its route's
 * "not available yet" screen rather than disappearing. In the contract because the server serves
 * it (GET /menu) and the web checks every shortcut has its label and icon.
 */
import type { MenuItem } from './content';

export const HOME_MENU: MenuItem[] = [
  { key: 'contact', route: '/pages/common/contactus', enabled: true },
  { key: 'borrowing', route: '/pages/common/borrowing', enabled: true },
  { key: 'repayment', route: '/pages/common/borrowing?tab=repay', enabled: true },
  { key: 'recharge', route: '/pages/fund/select?action=receive', enabled: true },
  { key: 'withdraw', route: '/pages/fund/select?action=withdraw', enabled: true },
  { key: 'stock', route: '/pages/market/market?tab=stocks', enabled: true },
  { key: 'contract', route: '/pages/transaction/contract', enabled: true },
  { key: 'copy', route: '/pages/follow/index', enabled: true },
  { key: 'financial', route: '/pages/financial/index', enabled: true },
  { key: 'superLeverage', route: '/pages/transaction/contract?leverage=max', enabled: true },
  { key: 'otc', route: '/pages/otc/otc', enabled: true },
  { key: 'coupon', route: '/pages/setting/coupon', enabled: true },
  { key: 'bill', route: '/pages/setting/bill', enabled: true },
  { key: 'exchange', route: '/pages/fund/transfer', enabled: true },
  { key: 'lockMining', route: '/pages/lockming/lockming', enabled: true },
  { key: 'game', route: '/pages/game/game', enabled: true },
  { key: 'chat', route: '/pages/kefu/index?tab=chat', enabled: true },
  { key: 'quickDeposit', route: '/pages/fund/select?action=receive&quick=1', enabled: true },
  { key: 'defiMining', route: '/pages/lockming/lockming?kind=defi', enabled: true },
  { key: 'cloudMining', route: '/pages/lockming/lockming?kind=cloud', enabled: true },
  { key: 'coinTransfer', route: '/pages/fund/fundTransfer', enabled: true },
  { key: 'ieo', route: '/pages/ieo/ieo', enabled: true },
  { key: 'options', route: '/pages/transaction/index2', enabled: true },
  { key: 'nft', route: '/pages/nft/nft', enabled: true },
  { key: 'invest', route: '/pages/invest/invest', enabled: true },
  { key: 'download', route: '/pages/common/aboutus?section=download', enabled: true },
];
