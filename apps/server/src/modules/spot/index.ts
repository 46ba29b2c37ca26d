/**
 * Spot coins and stocks on central limit order books (packages/matching), one writer per market in
 * this process, every order persisted and every fill settled through the ledger in the same
 * transaction; the platform's market maker quotes around the feed's price.
 */
import type { Executor } from '@bourse/db';
import { toSafeCount } from '@bourse/money';
import type { AppContext, Module } from '../../app/context';
import type { Realtime } from '../../app/socket';
import type { FeesPort } from '../../platform/fee-hooks';
import { spotRoutes } from './routes';
import { type SpotPorts, SpotService } from './service';
import { insertDefaultMarket } from './store';

export { SpotService } from './service';

/** Default trading rules for a market from its reference price: about $1 minimum, $1,000,000 maximum, 0.1 % fees. */
export async function seedSpotMarkets(ex: Executor, markets: Array<{ id: number; qtyScale: number; start: string }>): Promise<void> {
  for (const m of markets) {
    const [whole = '1', fraction = ''] = m.start.split('.');
    const priceCents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) || 1n;
    const lotsFor = (usd: bigint) => {
      const lots = (usd * 100n * 10n ** BigInt(m.qtyScale)) / priceCents;
      return lots < 1n ? 1n : lots;
    };
    await insertDefaultMarket(ex, {
      marketId: m.id,
      minQty: lotsFor(1n),
      maxQty: lotsFor(1_000_000n),
      mmSizeLots: lotsFor(1500n),
      mmMaxBaseLots: lotsFor(600_000n),
    });
  }
}

export function createSpotModule(
  ctx: AppContext,
  ports: SpotPorts,
  realtime: Realtime,
): Module & { service: SpotService; ports: { fees: FeesPort } } {
  const service = new SpotService(ctx, ports, realtime);
  // Each tick moves its book's reference price and may make the market maker re-quote; each
  // market has its own queue, so one market's work never holds up the feed or another market.
  ports.prices.onTicks((ticks) => {
    for (const t of ticks) void service.onPrice(t.marketId, toSafeCount(t.price));
  });
  for (const m of ['depth:', 'trades:']) {
    realtime.allowPrefix(
      m,
      async (room) => {
        try {
          const market = service.bySymbol(room.slice(m.length));
          return m === 'depth:' ? service.depth(market) : await service.recentTrades(market, 30);
        } catch {
          return undefined;
        }
      },
      // Updates go to the market's symbol as written (`depth:BTC/USDT`): only that name is joined.
      (room) => [...service.markets.values()].some((x) => `${m}${x.shape.symbol}` === room),
    );
  }
  return {
    name: 'spot',
    service,
    // Each fill's trading fees, inside the batch's transaction (platform/fee-hooks.ts).
    ports: { fees: service.trading.fees },
    routes: spotRoutes(service),
    start: () => service.load(),
    stop: async () => service.stop(),
  };
}
