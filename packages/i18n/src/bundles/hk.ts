/** Every namespace in hk: the first screen's (hk.first.ts) and the rest. The client loads one language only. */
import first from './hk.first';
import auth from '../ns/auth/hk';
import account from '../ns/account/hk';
import content from '../ns/content/hk';
import placeholder from '../ns/placeholder/hk';
import wallet from '../ns/wallet/hk';
import kyc from '../ns/kyc/hk';
import operator from '../ns/operator/hk';
import microtrade from '../ns/microtrade/hk';
import lever from '../ns/lever/hk';
import spot from '../ns/spot/hk';
import reserves from '../ns/reserves/hk';
import location from '../ns/location/hk';
import ieo from '../ns/ieo/hk';
import copyTrading from '../ns/copy-trading/hk';
import dualInvest from '../ns/dual-invest/hk';
import nft from '../ns/nft/hk';
import lockMining from '../ns/lock-mining/hk';
import finance from '../ns/finance/hk';
import loans from '../ns/loans/hk';
import otc from '../ns/otc/hk';
import chat from '../ns/chat/hk';
import support from '../ns/support/hk';
import coupons from '../ns/coupons/hk';
import games from '../ns/games/hk';
import invite from '../ns/invite/hk';
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
