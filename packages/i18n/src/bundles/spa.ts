/** Every namespace in spa: the first screen's (spa.first.ts) and the rest. The client loads one language only. */
import first from './spa.first';
import auth from '../ns/auth/spa';
import account from '../ns/account/spa';
import content from '../ns/content/spa';
import placeholder from '../ns/placeholder/spa';
import wallet from '../ns/wallet/spa';
import kyc from '../ns/kyc/spa';
import operator from '../ns/operator/spa';
import microtrade from '../ns/microtrade/spa';
import lever from '../ns/lever/spa';
import spot from '../ns/spot/spa';
import reserves from '../ns/reserves/spa';
import location from '../ns/location/spa';
import ieo from '../ns/ieo/spa';
import copyTrading from '../ns/copy-trading/spa';
import dualInvest from '../ns/dual-invest/spa';
import nft from '../ns/nft/spa';
import lockMining from '../ns/lock-mining/spa';
import finance from '../ns/finance/spa';
import loans from '../ns/loans/spa';
import otc from '../ns/otc/spa';
import chat from '../ns/chat/spa';
import support from '../ns/support/spa';
import coupons from '../ns/coupons/spa';
import games from '../ns/games/spa';
import invite from '../ns/invite/spa';
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
