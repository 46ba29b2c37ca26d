/**
 * Market data: the price feed (on the leader node), the tick pipeline, the market state every node
 * keeps, the API and the socket rooms `ticker:<symbol>` and `kline:<symbol>:<period>`.
 */
import type { Executor } from '@bourse/db';
import { parseUnits } from '@bourse/money';
import type { AppContext, Module } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { BinanceFeed } from './feed/binance';
import { ScriptedFeed } from './feed/scripted';
import { SimulatorSeed } from './feed/random';
import { type SimMarket, SimulatedPrices, SimulatorFeed } from './feed/simulator';
import { StockQuotePoller } from './feed/stock-poll';
import type { PriceFeed } from './feed/types';
import { FxRates, httpFxProvider } from './fx';
import { generateHistory } from './history';
import { FeedLeader, TickFanout } from './leader';
import { MARKET_SEEDS } from './markets';
import { MarkPrices } from './mark-price';
import { parsePeriod } from './periods';
import { TickPipeline } from './pipeline';
import { marketDataRoutes } from './routes';
import { scriptedRoutes } from './test-routes';
import { TickArchive } from './ticks';
import { TickRetention } from './retention';
import { MarketDataService } from './service';
import { MarketState, toBar, type MarketInfo } from './state';
import { type MarketDataPorts, marketDataPorts } from './ports';
import { lastTick, latestCandles, loadMarkets, minuteCandlesSince, upsertMarket } from './store';

export { MARKET_SEEDS } from './markets';
export type { MarketInfo, RecordedTick } from './state';
export type { TickListener } from './pipeline';
export type { TickKeeper } from './retention';
export type { FxPort, MarketDataPorts, MarketShape, PricedTick, PricesPort } from './ports';

export async function seedMarkets(ex: Executor): Promise<void> {
  for (const [sort, m] of MARKET_SEEDS.entries()) {
    await upsertMarket(ex, {
      id: m.id,
      symbol: `${m.base}/USDT`,
      baseAssetId: m.id,
      kind: m.kind,
      priceScale: m.priceScale,
      qtyScale: m.qtyScale,
      sort,
    });
  }
}

export interface MarketDataModule extends Module {
  service: MarketDataService;
  pipeline: TickPipeline;
  state: MarketState;
  scripted: ScriptedFeed | undefined;
  /** The raw-tick retention job (retention.ts). */
  retention: TickRetention;
  /** What the other modules may use: `prices` and `fx` (see ./ports.ts). */
  ports: MarketDataPorts;
}

/** Each market's last tick and candles, and the last day's minutes (the 24-hour figures), from the database. */
async function restoreState(ctx: AppContext, state: MarketState, markets: MarketInfo[]): Promise<void> {
  const since = ctx.clock.now().getTime() - 86_400_000;
  for (const m of markets) {
    state.restore(m.id, await lastTick(ctx.db, m), await latestCandles(ctx.db, m), await minuteCandlesSince(ctx.db, m, since));
  }
}

export function createMarketDataModule(ctx: AppContext, realtime: Realtime): MarketDataModule {
  const fx = new FxRates(ctx.clock, ctx.config.FX_PROVIDER_URL ? httpFxProvider(ctx.config.FX_PROVIDER_URL) : undefined);
  const state = new MarketState();
  const service = new MarketDataService(ctx, state);
  const now = () => ctx.clock.now().getTime();
  const pipeline = new TickPipeline(ctx.db, state, realtime, ctx.log, ctx.clock);
  // The first listener, before any module subscribes: a product's listener finds the mark moved.
  const marks = new MarkPrices(ctx.db, (id) => state.markets.get(id));
  pipeline.onTicks((ticks) => marks.apply(ticks));
  const scripted = ctx.config.PRICE_FEED === 'scripted' ? new ScriptedFeed() : undefined;
  const feeds: PriceFeed[] = [];
  const fanout = ctx.config.REDIS_URL ? new TickFanout(ctx.config.REDIS_URL, ctx.config.REDIS_PREFIX) : undefined;
  let leader: FeedLeader | undefined;
  const retention = new TickRetention(ctx, () => leader?.isLeader ?? false);
  // A new secret at every start, so nobody can replay the simulated market; only a test fixes it
  // (config.ts refuses SIMULATOR_SEED outside NODE_ENV=test). It is never logged or stored.
  const seed = ctx.config.SIMULATOR_SEED === undefined ? SimulatorSeed.random() : SimulatorSeed.fixed(ctx.config.SIMULATOR_SEED);

  const restore = (markets: MarketInfo[]) => restoreState(ctx, state, markets);

  /** Which feed serves which markets, by configuration. */
  function buildFeeds(markets: MarketInfo[]): void {
    const wire = (m: MarketInfo) => ({
      id: m.id,
      symbol: m.symbol,
      wire: `${m.base}${m.quote}`,
      kind: m.kind,
      priceScale: m.priceScale,
      qtyScale: m.qtyScale,
    });
    const crypto = markets.filter((m) => m.kind === 'crypto');
    const stocks = markets.filter((m) => m.kind === 'stock');
    const simulate: MarketInfo[] = [];
    if (scripted) {
      feeds.push(scripted);
      for (const m of markets) state.sources.set(m.id, { name: 'scripted', simulated: true });
      return;
    }
    if (ctx.config.PRICE_FEED === 'binance') {
      feeds.push(new BinanceFeed(ctx.config.BINANCE_WS_URL, crypto.map(wire), ctx.clock));
      for (const m of crypto) state.sources.set(m.id, { name: 'binance', simulated: false });
    } else simulate.push(...crypto);
    if (ctx.config.STOCK_QUOTES_URL) {
      feeds.push(
        new StockQuotePoller(
          ctx.config.STOCK_QUOTES_URL,
          stocks.map((m) => ({ ...wire(m), wire: m.base })),
          ctx.clock,
        ),
      );
      for (const m of stocks) state.sources.set(m.id, { name: 'stock-quotes', simulated: false });
    } else simulate.push(...stocks);
    if (simulate.length > 0) {
      const seeds = new Map(MARKET_SEEDS.map((s) => [s.id, s]));
      const simMarkets: SimMarket[] = simulate.map((m) => ({
        ...wire(m),
        volatility: seeds.get(m.id)?.volatility ?? 0.5,
        tickVolume: seeds.get(m.id)?.tickVolume ?? 1,
        reference: parseUnits(seeds.get(m.id)?.start ?? '1', m.priceScale),
      }));
      const prices = new SimulatedPrices(seed.streams('live'), simMarkets, (sm) => {
        const last = state.lastTick(sm.id)?.price;
        return last ?? parseUnits(seeds.get(sm.id)?.start ?? '1', sm.priceScale);
      });
      feeds.push(new SimulatorFeed(prices, ctx.clock));
      for (const m of simulate) state.sources.set(m.id, { name: 'simulator', simulated: true });
      simulatorPrices = prices;
      simulatedMarkets = simulate;
    }
  }
  let simulatorPrices: SimulatedPrices | undefined;
  let simulatedMarkets: MarketInfo[] = [];

  async function becomeLeader(): Promise<void> {
    if (simulatorPrices && ctx.config.SIMULATOR_HISTORY) {
      const empty = simulatedMarkets.filter((m) => state.lastTick(m.id) === undefined);
      if (empty.length > 0) {
        // History has its own streams: the public past reveals nothing of the live ones.
        const historyPrices = new SimulatedPrices(
          seed.streams('history'),
          simulatorPrices.markets().filter((s) => empty.some((m) => m.id === s.id)),
          (sm) => parseUnits(MARKET_SEEDS.find((s) => s.id === sm.id)?.start ?? '1', sm.priceScale),
        );
        const count = await generateHistory(ctx.db, historyPrices, empty, now());
        ctx.log.info({ markets: empty.length, ticks: count }, 'generated simulated history');
        await restore(empty);
        // Continue live from where the history ended.
        simulatorPrices = new SimulatedPrices(seed.streams('live'), simulatorPrices.markets(), (sm) => state.lastTick(sm.id)!.price);
        feeds.splice(
          feeds.findIndex((f) => f instanceof SimulatorFeed),
          1,
          new SimulatorFeed(simulatorPrices, ctx.clock),
        );
      }
    }
    if (fanout) pipeline.fanout = (ticks) => fanout.publish(ticks);
    for (const feed of feeds) await feed.start((tick) => pipeline.push(tick));
    ctx.log.info({ feeds: feeds.map((f) => f.name) }, 'price feed started on this node');
  }

  // Updates go to `ticker:<symbol>` and `kline:<symbol>:<period>` as the pipeline writes them
  // (`BTC/USDT`, `1m`): other spellings, which `find` and `parsePeriod` would accept, are refused.
  realtime.allowPrefix(
    'ticker:',
    async (room) => {
      const m = state.find(room.slice('ticker:'.length));
      return m ? state.ticker(m.id, now()) : undefined;
    },
    (room) => state.find(room.slice('ticker:'.length))?.symbol === room.slice('ticker:'.length),
  );
  realtime.allowPrefix(
    'kline:',
    async (room) => {
      const [, symbol = '', periodText = ''] = room.split(':');
      const m = state.find(symbol);
      const period = parsePeriod(periodText);
      const candle = m && period ? state.openCandle(m.id, period) : undefined;
      return m && period && candle ? { symbol: m.symbol, period, bar: toBar(candle, m) } : undefined;
    },
    (room) => {
      const [, symbol = '', periodText = '', ...rest] = room.split(':');
      return rest.length === 0 && state.find(symbol)?.symbol === symbol && parsePeriod(periodText) === periodText;
    },
  );

  const routes = marketDataRoutes({
    fx,
    market: service,
    ticks: new TickArchive(ctx.db, state),
    health: () => ({ feed: leader?.isLeader ? 'leader' : 'follower', sources: feeds.map((f) => f.name) }),
  });
  if (scripted) routes.push(...scriptedRoutes({ feed: scripted, state, pipeline, clock: ctx.clock }));

  return {
    name: 'market-data',
    routes,
    service,
    pipeline,
    state,
    scripted,
    retention,
    ports: marketDataPorts({ ctx, state, service, pipeline, fx, marks, retention, leads: () => leader?.isLeader ?? false }),
    async start() {
      const markets = await loadMarkets(ctx.db);
      state.setMarkets(markets);
      await restore(markets);
      await marks.restore(markets.map((m) => state.lastTick(m.id)));
      buildFeeds(markets);
      leader = new FeedLeader(ctx.db, becomeLeader, ctx.clock);
      if (fanout) await fanout.subscribe((ticks) => void (leader?.isLeader ? undefined : pipeline.applyRemote(ticks)));
      await leader.start();
      retention.start();
    },
    async stop() {
      await retention.stop();
      for (const feed of feeds) await feed.stop();
      await pipeline.drain();
      pipeline.stop();
      await leader?.stop();
      fanout?.close();
    },
  };
}
