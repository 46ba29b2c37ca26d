/** Every namespace in kor: the first screen's (kor.first.ts) and the rest. The client loads one language only. */
import first from './kor.first';
import auth from '../ns/auth/kor';
import account from '../ns/account/kor';
import content from '../ns/content/kor';
import placeholder from '../ns/placeholder/kor';
import wallet from '../ns/wallet/kor';
import kyc from '../ns/kyc/kor';
import operator from '../ns/operator/kor';
import microtrade from '../ns/microtrade/kor';
import lever from '../ns/lever/kor';
import spot from '../ns/spot/kor';
import reserves from '../ns/reserves/kor';
import location from '../ns/location/kor';
import ieo from '../ns/ieo/kor';
import copyTrading from '../ns/copy-trading/kor';
import dualInvest from '../ns/dual-invest/kor';
import nft from '../ns/nft/kor';
import lockMining from '../ns/lock-mining/kor';
import finance from '../ns/finance/kor';
import loans from '../ns/loans/kor';
import otc from '../ns/otc/kor';
import chat from '../ns/chat/kor';
import support from '../ns/support/kor';
import coupons from '../ns/coupons/kor';
import games from '../ns/games/kor';
import invite from '../ns/invite/kor';
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
