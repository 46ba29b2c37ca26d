/**
 * Where modules meet. Each module is built from the shared context; where one needs another,
 * this file passes a narrow interface across (auth's credentials to account, account's profile
 * hook to auth). No module imports a sibling.
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
// new:product import

export interface Modules {
  list: Module[];
  resolvers: Resolvers;
  auth: ReturnType<typeof createAuthModule>;
  account: ReturnType<typeof createAccountModule>;
  operator: ReturnType<typeof createOperatorModule>;
  wallet: ReturnType<typeof createWalletModule>;
  marketData: ReturnType<typeof createMarketDataModule>;
  kyc: ReturnType<typeof createKycModule>;
  spot: ReturnType<typeof createSpotModule>;
  microtrade: ReturnType<typeof createMicrotradeModule>;
  lever: ReturnType<typeof createLeverModule>;
}

export function createModules(ctx: AppContext, realtime: Realtime): Modules {
  const auth = createAuthModule(ctx);
  const account = createAccountModule(ctx, auth.service);
  auth.service.onRegistered((ex, user) => account.service.createProfile(ex, user));
  const operator = createOperatorModule(ctx);
  const marketData = createMarketDataModule(ctx, realtime);
  const content = createContentModule(ctx, marketData.simulated);
  const kyc = createKycModule(ctx, { identity: (id) => auth.service.identity(id) });
  account.service.realLevelOf = (id) => kyc.service.level(id);
  const wallet = createWalletModule(ctx, {
    usdtPrice: (code) => {
      const market = marketData.state.find(`${code}/USDT`);
      const last = market ? marketData.state.lastTick(market.id) : undefined;
      return market && last ? { price: last.price, scale: market.priceScale } : undefined;
    },
    fiatRate: async (fiat) => (await marketData.fx.current()).rates[fiat] ?? '1',
    defaultFiat: (id) => account.service.fiatOf(id),
    verifyPayPassword: (id, pw) => auth.service.verifyPayPassword(id, pw),
    verifyTotp: (id, code) => auth.service.verifyTotp(id, code),
    identity: async (id) => {
      const i = await auth.service.identity(id);
      return { email: i.email, mobile: i.mobile, securityChangedAt: i.securityChangedAt, totpEnabled: i.totpEnabled };
    },
    realLevel: (id) => kyc.service.level(id),
    findUsers: (q) => auth.service.findUsers(q),
  });
  // Every market with its scales, for the trading products.
  const shapes = () =>
    [...marketData.state.markets.values()].map((m) => ({
      id: m.id,
      symbol: m.symbol,
      base: m.base,
      quote: m.quote,
      kind: m.kind,
      priceScale: m.priceScale,
      qtyScale: m.qtyScale,
      baseScale: ctx.assets.byCodeOrFail(m.base).scale,
      quoteScale: ctx.assets.byCodeOrFail(m.quote).scale,
    }));
  const spot = createSpotModule(
    ctx,
    {
      shapes,
      lastPrice: (id) => {
        const last = marketData.state.lastTick(id);
        return last ? Number(last.price) : undefined;
      },
      leads: () => marketData.isLeader(),
    },
    realtime,
  );
  const recorded = (t: { id: number; ts: number; price: bigint; source: string }) => ({ id: t.id, ts: t.ts, price: t.price, source: t.source });
  const lever = createLeverModule(
    ctx,
    {
      shapes,
      lastTick: (id) => {
        const t = marketData.state.lastTick(id);
        return t ? recorded(t) : undefined;
      },
      tickById: async (marketId, id) => {
        const t = await marketData.tickById(marketId, id);
        return t ? recorded(t) : undefined;
      },
      pricePath: (marketId, fromMs, toMs, points) => marketData.pricePath(marketId, fromMs, toMs, points),
      leads: () => marketData.isLeader(),
    },
    realtime,
  );
  // Every recorded tick may close, liquidate or open futures positions (on the feed's node only).
  marketData.pipeline.onTicks((ticks) => {
    void lever.watcher.onTicks(ticks);
  });
  // Each tick moves its book's reference price and may make the market maker re-quote; each
  // market has its own queue, so one market's work never holds up the feed or another market.
  marketData.pipeline.onTicks((ticks) => {
    for (const t of ticks) void spot.service.onPrice(t.marketId, Number(t.price));
  });
  // Seconds options open at the last recorded tick and settle from the recorded ticks, on the feed's
  // node (which records them); each tick batch makes it look for orders that came due.
  const microtrade = createMicrotradeModule(
    ctx,
    {
      markets: () => [...marketData.state.markets.values()].map((m) => ({ id: m.id, symbol: m.symbol, kind: m.kind, priceScale: m.priceScale })),
      lastTick: (id) => {
        const t = marketData.state.lastTick(id);
        const m = marketData.state.markets.get(id);
        return t && m ? { id: t.id, ts: t.ts, price: t.price, priceScale: m.priceScale, source: t.source } : undefined;
      },
      tickAtOrBefore: async (ex, marketId, atMs) => {
        const t = await marketData.tickAtOrBefore(ex, marketId, atMs);
        const m = marketData.state.markets.get(marketId);
        return t && m ? { id: t.id, ts: t.ts, price: t.price, priceScale: m.priceScale, source: t.source } : undefined;
      },
      leads: () => marketData.isLeader(),
    },
    realtime,
  );
  marketData.pipeline.onTicks(() => microtrade.settler.nudge());
  const list: Module[] = [auth, account, operator, content, marketData, wallet, kyc, spot, lever, microtrade];
  // new:product module
  return {
    list,
    resolvers: { user: auth.service.sessions, operator: operator.service },
    auth,
    account,
    operator,
    wallet,
    marketData,
    kyc,
    spot,
    microtrade,
    lever,
  };
}
