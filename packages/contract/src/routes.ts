/**
 * The route map: every endpoint of the API, merged from each product's declarations. A key is
 * `METHOD /path`; see endpoint.ts. The server registers exactly these (a test checks both ways),
 * /api/docs lists exactly these, and the web calls them by key.
 */
import { accountEndpoints } from './account';
import { authEndpoints } from './auth';
import { contentEndpoints } from './content';
import { kycEndpoints } from './kyc';
import { leverEndpoints } from './lever';
import { marketEndpoints } from './market';
import { microtradeEndpoints } from './microtrade';
import { operatorEndpoints } from './operator';
import { platformEndpoints } from './platform';
import { spotEndpoints } from './spot';
import { walletEndpoints } from './wallet';
import { walletOperatorEndpoints } from './wallet-operator';
import { chainEndpoints } from './chain';
import { reservesEndpoints } from './reserves';
import { ieoEndpoints } from './ieo';
import { copyTradingEndpoints } from './copy-trading';
import { dualInvestEndpoints } from './dual-invest';
import { dualInvestOperatorEndpoints } from './dual-invest-operator';
import { nftEndpoints } from './nft';
import { lockMiningEndpoints } from './lock-mining';
import { loansEndpoints } from './loans';
import { otcEndpoints } from './otc';
import { chatEndpoints } from './chat';
import { supportEndpoints } from './support';
import { couponsEndpoints } from './coupons';
import { gamesEndpoints } from './games';
import { inviteEndpoints } from './invite';
// new:product import

/** Each product's endpoints, by product; `routeMap` is their union. */
export const endpointGroups = {
  platform: platformEndpoints,
  auth: authEndpoints,
  account: accountEndpoints,
  content: contentEndpoints,
  kyc: kycEndpoints,
  wallet: walletEndpoints,
  walletOperator: walletOperatorEndpoints,
  chain: chainEndpoints,
  market: marketEndpoints,
  spot: spotEndpoints,
  lever: leverEndpoints,
  microtrade: microtradeEndpoints,
  operator: operatorEndpoints,
  reserves: reservesEndpoints,
  ieo: ieoEndpoints,
  copyTrading: copyTradingEndpoints,
  dualInvest: dualInvestEndpoints,
  dualInvestOperator: dualInvestOperatorEndpoints,
  nft: nftEndpoints,
  lockMining: lockMiningEndpoints,
  loans: loansEndpoints,
  otc: otcEndpoints,
  chat: chatEndpoints,
  support: supportEndpoints,
  coupons: couponsEndpoints,
  games: gamesEndpoints,
  invite: inviteEndpoints,
  // new:product group
} as const;

export const routeMap = {
  ...platformEndpoints,
  ...authEndpoints,
  ...accountEndpoints,
  ...contentEndpoints,
  ...kycEndpoints,
  ...walletEndpoints,
  ...walletOperatorEndpoints,
  ...chainEndpoints,
  ...marketEndpoints,
  ...spotEndpoints,
  ...leverEndpoints,
  ...microtradeEndpoints,
  ...operatorEndpoints,
  ...reservesEndpoints,
  ...ieoEndpoints,
  ...copyTradingEndpoints,
  ...dualInvestEndpoints,
  ...dualInvestOperatorEndpoints,
  ...nftEndpoints,
  ...lockMiningEndpoints,
  ...loansEndpoints,
  ...otcEndpoints,
  ...chatEndpoints,
  ...supportEndpoints,
  ...couponsEndpoints,
  ...gamesEndpoints,
  ...inviteEndpoints,
  // new:product spread
};

export type RouteMap = typeof routeMap;
export type ApiKey = keyof RouteMap;
