/** Every namespace in zh: the first screen's (zh.first.ts) and the rest. The client loads one language only. */
import first from './zh.first';
import auth from '../ns/auth/zh';
import account from '../ns/account/zh';
import content from '../ns/content/zh';
import placeholder from '../ns/placeholder/zh';
import wallet from '../ns/wallet/zh';
import kyc from '../ns/kyc/zh';
import operator from '../ns/operator/zh';
import microtrade from '../ns/microtrade/zh';
import lever from '../ns/lever/zh';
import spot from '../ns/spot/zh';
import reserves from '../ns/reserves/zh';
import location from '../ns/location/zh';
import ieo from '../ns/ieo/zh';
import copyTrading from '../ns/copy-trading/zh';
import dualInvest from '../ns/dual-invest/zh';
import nft from '../ns/nft/zh';
import lockMining from '../ns/lock-mining/zh';
import finance from '../ns/finance/zh';
import loans from '../ns/loans/zh';
import otc from '../ns/otc/zh';
import chat from '../ns/chat/zh';
import support from '../ns/support/zh';
import coupons from '../ns/coupons/zh';
import games from '../ns/games/zh';
import invite from '../ns/invite/zh';
// new:product import

export default {
  ...first,
  auth,
  account,
  content,
  placeholder,
  wallet,
  kyc,
  operator,
  lever,
  microtrade,
  spot,
  reserves,
  location,
  ieo,
  copyTrading,
  dualInvest,
  nft,
  lockMining,
  finance,
  loans,
  otc,
  chat,
  support,
  coupons,
  games,
  invite,
  // new:product namespace
};
