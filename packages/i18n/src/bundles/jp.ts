/** Every namespace in jp: the first screen's (jp.first.ts) and the rest. The client loads one language only. */
import first from './jp.first';
import auth from '../ns/auth/jp';
import account from '../ns/account/jp';
import content from '../ns/content/jp';
import placeholder from '../ns/placeholder/jp';
import wallet from '../ns/wallet/jp';
import kyc from '../ns/kyc/jp';
import operator from '../ns/operator/jp';
import microtrade from '../ns/microtrade/jp';
import lever from '../ns/lever/jp';
import spot from '../ns/spot/jp';
import reserves from '../ns/reserves/jp';
import location from '../ns/location/jp';
import ieo from '../ns/ieo/jp';
import copyTrading from '../ns/copy-trading/jp';
import dualInvest from '../ns/dual-invest/jp';
import nft from '../ns/nft/jp';
import lockMining from '../ns/lock-mining/jp';
import finance from '../ns/finance/jp';
import loans from '../ns/loans/jp';
import otc from '../ns/otc/jp';
import chat from '../ns/chat/jp';
import support from '../ns/support/jp';
import coupons from '../ns/coupons/jp';
import games from '../ns/games/jp';
import invite from '../ns/invite/jp';
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
