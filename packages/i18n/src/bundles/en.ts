/** Every namespace in en. The client loads one such bundle: the user's language only. */
import common from '../ns/common/en';
import errors from '../ns/errors/en';
import app from '../ns/app/en';
import home from '../ns/home/en';
import auth from '../ns/auth/en';
import account from '../ns/account/en';
import content from '../ns/content/en';
import placeholder from '../ns/placeholder/en';
import market from '../ns/market/en';
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
  common,
  errors,
  app,
  home,
  auth,
  account,
  content,
  placeholder,
  market,
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
