/** Every namespace in fra: the first screen's (fra.first.ts) and the rest. The client loads one language only. */
import first from './fra.first';
import auth from '../ns/auth/fra';
import account from '../ns/account/fra';
import content from '../ns/content/fra';
import placeholder from '../ns/placeholder/fra';
import wallet from '../ns/wallet/fra';
import kyc from '../ns/kyc/fra';
import operator from '../ns/operator/fra';
import microtrade from '../ns/microtrade/fra';
import lever from '../ns/lever/fra';
import spot from '../ns/spot/fra';
import reserves from '../ns/reserves/fra';
import location from '../ns/location/fra';
import ieo from '../ns/ieo/fra';
import copyTrading from '../ns/copy-trading/fra';
import dualInvest from '../ns/dual-invest/fra';
import nft from '../ns/nft/fra';
import lockMining from '../ns/lock-mining/fra';
import finance from '../ns/finance/fra';
import loans from '../ns/loans/fra';
import otc from '../ns/otc/fra';
import chat from '../ns/chat/fra';
import support from '../ns/support/fra';
import coupons from '../ns/coupons/fra';
import games from '../ns/games/fra';
import invite from '../ns/invite/fra';
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
