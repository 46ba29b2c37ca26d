/**
 * Where modules meet. Each module is built from the shared context, in dependency order; a module
 * that others use returns `ports` (named, typed objects it implements itself: market data's
 * `prices` and `fx`, auth's `identity`, `security`, `credentials`, `users`, `registrations` and
 * `languages`, account's `profile`, kyc's `levels`, operator's `approvals`), and a module that needs them declares what
 * it needs in its own ports.ts, typed structurally. This file only hands ports across: no module
 * imports a sibling, and no conversion or wiring logic lives here. Where one module reacts to
 * another's events (account to registrations, the trading products to recorded ticks), or lends
 * it data (account's languages to auth), the provider's port takes a listener and the consumer's
 * factory subscribes itself.
 */
import type { AppContext, Module } from './context';
import type { Resolvers } from './route';
import type { Realtime } from './socket';
import { createAccountModule } from '../modules/account';
import { createAuthModule } from '../modules/auth';
import { createContentModule } from '../modules/content';
import { createKycModule } from '../modules/kyc';
import { createMicrotradeModule } from '../modules/microtrade';
import { createLeverModule } from '../modules/lever';
import { createSpotModule } from '../modules/spot';
import { createMarketDataModule } from '../modules/market-data';
import { createOperatorModule } from '../modules/operator';
import { createWalletModule } from '../modules/wallet';
import { createReservesModule } from '../modules/reserves';
import { createIeoModule } from '../modules/ieo';
import { createCopyTradingModule } from '../modules/copy-trading';
import { createDualInvestModule } from '../modules/dual-invest';
import { createNftModule } from '../modules/nft';
import { createLockMiningModule } from '../modules/lock-mining';
import { createLoansModule } from '../modules/loans';
import { createOtcModule } from '../modules/otc';
import { createChatModule } from '../modules/chat';
import { createSupportModule } from '../modules/support';
import { createCouponsModule } from '../modules/coupons';
import { createGamesModule } from '../modules/games';
import { createInviteModule } from '../modules/invite';
// new:product import

export interface Modules {
  list: Module[];
  resolvers: Resolvers;
  auth: ReturnType<typeof createAuthModule>;
  account: ReturnType<typeof createAccountModule>;
  operator: ReturnType<typeof createOperatorModule>;
  content: ReturnType<typeof createContentModule>;
  wallet: ReturnType<typeof createWalletModule>;
  marketData: ReturnType<typeof createMarketDataModule>;
  kyc: ReturnType<typeof createKycModule>;
  spot: ReturnType<typeof createSpotModule>;
  microtrade: ReturnType<typeof createMicrotradeModule>;
  lever: ReturnType<typeof createLeverModule>;
  ieo: ReturnType<typeof createIeoModule>;
  copyTrading: ReturnType<typeof createCopyTradingModule>;
  dualInvest: ReturnType<typeof createDualInvestModule>;
  nft: ReturnType<typeof createNftModule>;
  lockMining: ReturnType<typeof createLockMiningModule>;
  loans: ReturnType<typeof createLoansModule>;
  otc: ReturnType<typeof createOtcModule>;
  chat: ReturnType<typeof createChatModule>;
  support: ReturnType<typeof createSupportModule>;
  coupons: ReturnType<typeof createCouponsModule>;
  games: ReturnType<typeof createGamesModule>;
  invite: ReturnType<typeof createInviteModule>;
}

export function createModules(ctx: AppContext, realtime: Realtime): Modules {
  const auth = createAuthModule(ctx);
  const kyc = createKycModule(ctx, { identity: auth.ports.identity });
  // Account reads kyc's levels and listens to auth's registrations (it creates each new user's
  // profile itself), so it comes after both and neither needs a port of account's.
  const account = createAccountModule(ctx, {
    identity: auth.ports.identity,
    credentials: auth.ports.credentials,
    registrations: auth.ports.registrations,
    languages: auth.ports.languages,
    levels: kyc.ports.levels,
  });
  const operator = createOperatorModule(ctx);
  const marketData = createMarketDataModule(ctx, realtime);
  const content = createContentModule(ctx, { prices: marketData.ports.prices });
  const wallet = createWalletModule(ctx, {
    prices: marketData.ports.prices,
    fx: marketData.ports.fx,
    profile: account.ports.profile,
    security: auth.ports.security,
    identity: auth.ports.identity,
    levels: kyc.ports.levels,
    users: auth.ports.users,
    approvals: operator.ports.approvals,
  });
  // The trading products subscribe to the recorded ticks as they are built, and the pipeline calls
  // its listeners in that order: futures' watcher, then spot's market maker, then seconds options.
  // Coupons lend futures and seconds options their `discounts` port, and spot its `spotDiscounts`
  // (issue 18), so they come first.
  const coupons = createCouponsModule(ctx);
  const lever = createLeverModule(ctx, { prices: marketData.ports.prices, discounts: coupons.ports.discounts }, realtime);
  const spot = createSpotModule(ctx, { prices: marketData.ports.prices, discounts: coupons.ports.spotDiscounts }, realtime);
  const microtrade = createMicrotradeModule(ctx, { prices: marketData.ports.prices, discounts: coupons.ports.discounts }, realtime);
  const list: Module[] = [auth, account, operator, content, marketData, wallet, kyc, spot, lever, microtrade];
  // The products built on the accounts, the wallet and the trading core, in the order they start.
  const products = createProductModules(ctx, realtime, { auth, account, kyc, marketData, lever, spot, microtrade, coupons });
  list.push(...Object.values(products));
  // new:product module
  return {
    list,
    resolvers: { user: auth.service.sessions, operator: operator.service },
    auth,
    account,
    operator,
    content,
    wallet,
    marketData,
    kyc,
    spot,
    microtrade,
    lever,
    ...products,
  };
}

interface Core {
  auth: ReturnType<typeof createAuthModule>;
  account: ReturnType<typeof createAccountModule>;
  kyc: ReturnType<typeof createKycModule>;
  marketData: ReturnType<typeof createMarketDataModule>;
  lever: ReturnType<typeof createLeverModule>;
  spot: ReturnType<typeof createSpotModule>;
  microtrade: ReturnType<typeof createMicrotradeModule>;
  coupons: ReturnType<typeof createCouponsModule>;
}

/** Each product module from the core's ports (see the file's comment for who lends what). */
function createProductModules(ctx: AppContext, realtime: Realtime, core: Core) {
  const { auth, account, kyc, marketData, lever, spot, microtrade, coupons } = core;
  const reserves = createReservesModule(ctx);
  const ieo = createIeoModule(ctx, realtime);
  // Copy trading listens to futures' openings and closes (lever's `copy` port) and opens and closes
  // its copies as lever positions in the same transaction.
  const copyTrading = createCopyTradingModule(
    ctx,
    { lever: lever.ports.copy, levels: kyc.ports.levels, ticks: marketData.ports.prices },
    realtime,
  );
  const dualInvest = createDualInvestModule(ctx, { prices: marketData.ports.prices }, realtime);
  const nft = createNftModule(ctx, { levels: kyc.ports.levels }, realtime);
  const lockMining = createLockMiningModule(ctx, realtime);
  // Loans price collateral at the feed's mark price and write a margin call to the user's contact.
  const loans = createLoansModule(
    ctx,
    { prices: marketData.ports.prices, identity: auth.ports.identity, profile: account.ports.profile },
    realtime,
  );
  const otc = createOtcModule(ctx, { prices: marketData.ports.prices }, realtime);
  // The chat room shows each poster's nickname (account's profile).
  const chat = createChatModule(ctx, { profile: account.ports.profile }, realtime);
  const support = createSupportModule(ctx, realtime);
  const games = createGamesModule(ctx, { prices: marketData.ports.prices, prizes: coupons.ports.prizes });
  // Invite records each invitee's link in the registration transaction and pays its rebates from
  // the trading fees (spot's, futures' and seconds options' `fees` ports) in each fee's transaction.
  const invite = createInviteModule(ctx, {
    registrations: auth.ports.registrations,
    identity: auth.ports.identity,
    fees: [spot.ports.fees, lever.ports.fees, microtrade.ports.fees],
  });
  return { reserves, ieo, copyTrading, dualInvest, nft, lockMining, loans, otc, chat, support, coupons, games, invite };
}
