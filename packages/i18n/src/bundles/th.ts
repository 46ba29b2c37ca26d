/** Every namespace in th: the first screen's (th.first.ts) and the rest. The client loads one language only. */
import first from './th.first';
import auth from '../ns/auth/th';
import account from '../ns/account/th';
import content from '../ns/content/th';
import placeholder from '../ns/placeholder/th';
import wallet from '../ns/wallet/th';
import kyc from '../ns/kyc/th';
import operator from '../ns/operator/th';
import microtrade from '../ns/microtrade/th';
import lever from '../ns/lever/th';
import spot from '../ns/spot/th';
import reserves from '../ns/reserves/th';
import location from '../ns/location/th';
import ieo from '../ns/ieo/th';
import copyTrading from '../ns/copy-trading/th';
import dualInvest from '../ns/dual-invest/th';
import nft from '../ns/nft/th';
import lockMining from '../ns/lock-mining/th';
import finance from '../ns/finance/th';
import loans from '../ns/loans/th';
import otc from '../ns/otc/th';
import chat from '../ns/chat/th';
import support from '../ns/support/th';
import coupons from '../ns/coupons/th';
import games from '../ns/games/th';
import invite from '../ns/invite/th';
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
