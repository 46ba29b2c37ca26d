/**
 * What market data offers the other modules (app/modules.ts hands these across; the consumers
 * declare what they need in their own ports.ts). `prices`: the markets with their scales, the
 * recorded ticks (each with its market's price scale, never the feed's raw tick) and the feed's
 * state; `fx`: the fiat rates. Every method reads the live state, so the ports can be handed out
 * before `start` has loaded the markets.
 */
import type { Executor } from '@bourse/db';
import type { AppContext } from '../../app/context';
import type { FxRates } from './fx';
import type { MarkPrices } from './mark-price';
import type { TickListener, TickPipeline } from './pipeline';
import type { TickKeeper, TickRetention } from './retention';
import type { MarketDataService } from './service';
import type { MarketState, RecordedTick } from './state';
import { pricePath, tickAtOrBefore, tickById } from './store';

/** A market with its scales and its assets' scales, as the trading products size orders. */
export interface MarketShape {
  id: number;
  symbol: string;
  base: string;
  quote: string;
  kind: 'crypto' | 'stock';
  priceScale: number;
  qtyScale: number;
  baseScale: number;
  quoteScale: number;
}

/** A recorded tick (its id is what a proof cites), price in units of 10^-priceScale. */
export interface PricedTick {
  id: number;
  ts: number;
  price: bigint;
  priceScale: number;
  source: string;
}

/** A market's mark price (mark-price.ts) with the recorded ticks it is the median of. */
export interface PricedMark {
  price: bigint;
  /** The window's end: its newest tick's time (ms). */
  ts: number;
  windowMs: number;
  ticks: PricedTick[];
}

export interface PricesPort {
  markets(): MarketShape[];
  lastTick(marketId: number): PricedTick | undefined;
  tickById(marketId: number, id: number): Promise<PricedTick | undefined>;
  /** The last recorded tick with ts <= atMs (ORDER BY ts DESC, id DESC), inside the caller's transaction. */
  tickAtOrBefore(ex: Executor, marketId: number, atMs: number): Promise<PricedTick | undefined>;
  /** Each bucket's low and high between two instants, for a proof's chart. */
  pricePath(marketId: number, fromMs: number, toMs: number, points: number): Promise<Array<{ ts: number; price: bigint }>>;
  /** The mark price now (liquidation and the risk rate use it), or undefined before the market's first tick. */
  markPrice(marketId: number): PricedMark | undefined;
  /** The mark price as of a recorded tick, read from the database: what a liquidation is decided and proven on. */
  markAt(marketId: number, tick: { id: number; ts: number }): Promise<PricedMark | undefined>;
  /** The last price of `<code>/USDT` with its scale, or undefined. */
  usdtPrice(code: string): { price: bigint; scale: number } | undefined;
  /** Whether this node runs the price feed (and so records the ticks). */
  leads(): boolean;
  /** Whether any market's prices come from the simulator or a script. */
  simulated(): boolean;
  /** Called with every batch of recorded ticks, in order; the pipeline awaits what the listener returns. */
  onTicks(listener: TickListener): void;
  /** Keep the ticks a module's proofs name past the retention period (retention.ts). */
  keepTicks(keeper: TickKeeper): void;
}

export interface FxPort {
  /** Units of the fiat per 1 USD (decimal string); '1' for a fiat without a rate. */
  fiatRate(fiat: string): Promise<string>;
}

export interface MarketDataPorts {
  prices: PricesPort;
  fx: FxPort;
}

export interface MarketDataParts {
  ctx: AppContext;
  state: MarketState;
  service: MarketDataService;
  pipeline: TickPipeline;
  fx: FxRates;
  marks: MarkPrices;
  retention: TickRetention;
  leads(): boolean;
}

export function marketDataPorts(p: MarketDataParts): MarketDataPorts {
  const { ctx, state, service } = p;
  const priced = (t: RecordedTick | undefined, marketId: number): PricedTick | undefined => {
    const m = state.markets.get(marketId);
    return t && m ? { id: t.id, ts: t.ts, price: t.price, priceScale: m.priceScale, source: t.source } : undefined;
  };
  const pricedMark = (mark: Awaited<ReturnType<MarkPrices['at']>>, marketId: number): PricedMark | undefined =>
    mark && { ...mark, ticks: mark.ticks.map((t) => priced(t, marketId)!) };
  const prices: PricesPort = {
    markets: () =>
      [...state.markets.values()].map((m) => ({
        id: m.id,
        symbol: m.symbol,
        base: m.base,
        quote: m.quote,
        kind: m.kind,
        priceScale: m.priceScale,
        qtyScale: m.qtyScale,
        baseScale: ctx.assets.byCodeOrFail(m.base).scale,
        quoteScale: ctx.assets.byCodeOrFail(m.quote).scale,
      })),
    lastTick: (marketId) => priced(state.lastTick(marketId), marketId),
    tickById: async (marketId, id) => priced(await tickById(ctx.db, service.market(marketId), id), marketId),
    tickAtOrBefore: async (ex, marketId, atMs) => priced(await tickAtOrBefore(ex, service.market(marketId), atMs), marketId),
    pricePath: (marketId, fromMs, toMs, points) => pricePath(ctx.db, service.market(marketId), fromMs, toMs, points),
    markPrice: (marketId) => pricedMark(p.marks.current(marketId), marketId),
    markAt: async (marketId, tick) => pricedMark(await p.marks.at(marketId, tick), marketId),
    usdtPrice: (code) => {
      const market = state.find(`${code}/USDT`);
      const last = market ? state.lastTick(market.id) : undefined;
      return market && last ? { price: last.price, scale: market.priceScale } : undefined;
    },
    leads: p.leads,
    simulated: () => [...state.sources.values()].some((s) => s.simulated),
    onTicks: (listener) => p.pipeline.onTicks(listener),
    keepTicks: (keeper) => p.retention.keep(keeper),
  };
  const fx: FxPort = { fiatRate: async (fiat) => (await p.fx.current()).rates[fiat] ?? '1' };
  return { prices, fx };
}
