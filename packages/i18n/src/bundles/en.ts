/** Every namespace in en: the first screen's (en.first.ts) and the rest. The client loads one language only. */
import first from './en.first';
import auth from '../ns/auth/en';
import account from '../ns/account/en';
import content from '../ns/content/en';
import placeholder from '../ns/placeholder/en';
import wallet from '../ns/wallet/en';
import kyc from '../ns/kyc/en';
import operator from '../ns/operator/en';
import microtrade from '../ns/microtrade/en';
import lever from '../ns/lever/en';
import spot from '../ns/spot/en';
import reserves from '../ns/reserves/en';
import location from '../ns/location/en';
import ieo from '../ns/ieo/en';
import copyTrading from '../ns/copy-trading/en';
import dualInvest from '../ns/dual-invest/en';
import nft from '../ns/nft/en';
import lockMining from '../ns/lock-mining/en';
import finance from '../ns/finance/en';
import loans from '../ns/loans/en';
import otc from '../ns/otc/en';
import chat from '../ns/chat/en';
import support from '../ns/support/en';
import coupons from '../ns/coupons/en';
import games from '../ns/games/en';
import invite from '../ns/invite/en';
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
