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
  const lever = createLeverModule(ctx, { prices: marketData.ports.prices }, realtime);
  const spot = createSpotModule(ctx, { prices: marketData.ports.prices }, realtime);
  const microtrade = createMicrotradeModule(ctx, { prices: marketData.ports.prices }, realtime);
  const list: Module[] = [auth, account, operator, content, marketData, wallet, kyc, spot, lever, microtrade];
  const reserves = createReservesModule(ctx);
  list.push(reserves);
  const ieo = createIeoModule(ctx, realtime);
  list.push(ieo);
  // Copy trading listens to futures' openings and closes (lever's `copy` port) and opens and closes
  // its copies as lever positions in the same transaction.
  const copyTrading = createCopyTradingModule(
    ctx,
    { lever: lever.ports.copy, levels: kyc.ports.levels, ticks: marketData.ports.prices },
    realtime,
  );
  list.push(copyTrading);
  const dualInvest = createDualInvestModule(ctx, { prices: marketData.ports.prices }, realtime);
  list.push(dualInvest);
  const nft = createNftModule(ctx, { levels: kyc.ports.levels }, realtime);
  list.push(nft);
  const lockMining = createLockMiningModule(ctx, realtime);
  list.push(lockMining);
  // Invite records each invitee's link in the registration transaction and pays its rebates from
  // the trading fees (spot's, futures' and seconds options' `fees` ports) in each fee's transaction.
  const invite = createInviteModule(ctx, {
    registrations: auth.ports.registrations,
    identity: auth.ports.identity,
    fees: [spot.ports.fees, lever.ports.fees, microtrade.ports.fees],
  });
  list.push(invite);
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
    ieo,
    copyTrading,
    dualInvest,
    nft,
    lockMining,
    invite,
  };
}
