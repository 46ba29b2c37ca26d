/**
 * What every node knows about the market right now, in memory: each market's last tick, the open
 * candle of every period, and the last 24 hours of one-minute candles for the statistics. The
 * leader feeds it from the price feed; followers from the leader's fan-out.
 */
import type { KlineBar, MarketQuote, TickerMessage } from '@bourse/contract';
import { divRound, formatUnits } from '@bourse/money';
import { applyTick, type Candle, type Tick } from './candles';
import { isTrading, nextStockOpen } from '../../platform/market-hours';
import { type Period, PERIODS } from './periods';

export interface MarketInfo {
  id: number;
  symbol: string;
  base: string;
  quote: string;
  name: string;
  baseAssetId: number;
  quoteAssetId: number;
  kind: 'crypto' | 'stock';
  priceScale: number;
  qtyScale: number;
  color: string;
  icon: string | null;
  sort: number;
}

/** A tick as persisted: with its row id (proofs cite it). */
export interface RecordedTick extends Tick {
  id: number;
  marketId: number;
}

const DAY_MS = 86_400_000;

export class MarketState {
  readonly markets = new Map<number, MarketInfo>();
  private readonly bySymbol = new Map<string, MarketInfo>();
  private readonly last = new Map<number, RecordedTick>();
  private readonly open = new Map<number, Map<Period, Candle>>();
  private readonly minutes = new Map<number, Candle[]>();
  /** Where each market's prices come from (feed name) and whether they are generated. */
  readonly sources = new Map<number, { name: string; simulated: boolean }>();

  setMarkets(markets: MarketInfo[]): void {
    for (const m of markets) {
      this.markets.set(m.id, m);
      this.bySymbol.set(m.symbol, m);
    }
  }

  /** By 'BTC/USDT', 'BTCUSDT', 'btcusdt' or 'btc_usdt'. */
  find(symbol: string): MarketInfo | undefined {
    const clean = symbol.toUpperCase().replace(/[^A-Z0-9]/g, '');
    return this.bySymbol.get(symbol.toUpperCase()) ?? [...this.markets.values()].find((m) => `${m.base}${m.quote}` === clean);
  }

  lastTick(marketId: number): RecordedTick | undefined {
    return this.last.get(marketId);
  }

  openCandle(marketId: number, period: Period): Candle | undefined {
    return this.open.get(marketId)?.get(period);
  }

  /** Restore from the database after a start: open candles and the day's minutes. */
  restore(marketId: number, last: RecordedTick | undefined, openCandles: Map<Period, Candle>, minutes: Candle[]): void {
    if (last) this.last.set(marketId, last);
    this.open.set(marketId, openCandles);
    this.minutes.set(marketId, minutes);
  }

  /**
   * The candles these ticks would leave, one per market, period and bucket, without changing the
   * state: the pipeline writes them in its transaction and folds the ticks in (apply) only after
   * the commit. Folds exactly as `apply` does, late ticks included.
   */
  candlesAfter(ticks: readonly RecordedTick[]): Array<{ marketId: number; period: Period; candle: Candle }> {
    const last = new Map<number, number>();
    const open = new Map<number, Map<Period, Candle>>();
    const changed = new Map<string, { marketId: number; period: Period; candle: Candle }>();
    for (const tick of ticks) {
      const priorTs = last.get(tick.marketId) ?? this.last.get(tick.marketId)?.ts;
      if (priorTs !== undefined && tick.ts < priorTs) continue;
      last.set(tick.marketId, tick.ts);
      let candles = open.get(tick.marketId);
      if (!candles) open.set(tick.marketId, (candles = new Map(this.open.get(tick.marketId))));
      for (const period of PERIODS) {
        const candle = applyTick(candles.get(period), period, tick);
        candles.set(period, candle);
        changed.set(`${tick.marketId}:${period}:${candle.openTime}`, { marketId: tick.marketId, period, candle });
      }
    }
    return [...changed.values()];
  }

  /** Fold a tick in; returns the candles it changed (one per period). */
  apply(tick: RecordedTick): Array<{ period: Period; candle: Candle }> {
    const prior = this.last.get(tick.marketId);
    if (prior && tick.ts < prior.ts) return []; // late tick: never move time backwards
    this.last.set(tick.marketId, tick);
    let candles = this.open.get(tick.marketId);
    if (!candles) this.open.set(tick.marketId, (candles = new Map()));
    const changed: Array<{ period: Period; candle: Candle }> = [];
    for (const period of PERIODS) {
      const candle = applyTick(candles.get(period), period, tick);
      candles.set(period, candle);
      changed.push({ period, candle });
    }
    this.addMinute(tick, candles.get('1m')!);
    return changed;
  }

  private addMinute(tick: Tick & { marketId: number }, candle: Candle): void {
    let ring = this.minutes.get(tick.marketId);
    if (!ring) this.minutes.set(tick.marketId, (ring = []));
    const lastMinute = ring[ring.length - 1];
    if (lastMinute && lastMinute.openTime === candle.openTime) ring[ring.length - 1] = candle;
    else ring.push(candle);
    const cutoff = tick.ts - DAY_MS;
    while (ring.length > 0 && ring[0]!.openTime + 60_000 <= cutoff) ring.shift();
  }

  /** 24-hour statistics as of `nowMs`, from the minute candles. */
  stats(marketId: number, nowMs: number) {
    const ring = (this.minutes.get(marketId) ?? []).filter((c) => c.openTime + 60_000 > nowMs - DAY_MS);
    const last = this.last.get(marketId);
    if (!last || ring.length === 0) {
      return { open: last?.price, high: last?.price, low: last?.price, last: last?.price, volume: 0n, turnover: 0n };
    }
    let high = ring[0]!.high;
    let low = ring[0]!.low;
    let volume = 0n;
    let turnover = 0n;
    for (const c of ring) {
      if (c.high > high) high = c.high;
      if (c.low < low) low = c.low;
      volume += c.volume;
      turnover += c.turnover;
    }
    return { open: ring[0]!.open, high, low, last: last.price, volume, turnover };
  }

  quote(marketId: number, nowMs: number): MarketQuote {
    const m = this.markets.get(marketId)!;
    const s = this.stats(marketId, nowMs);
    const last = this.last.get(marketId);
    const price = (v: bigint | undefined) => (v === undefined ? null : formatUnits(v, m.priceScale, { fixed: m.priceScale }));
    const trading = isTrading(m.kind, nowMs);
    const source = this.sources.get(marketId) ?? { name: 'none', simulated: false };
    return {
      id: m.id,
      currency_id: m.baseAssetId,
      legal_id: m.quoteAssetId,
      symbol: m.symbol,
      base: m.base,
      quote: m.quote,
      name: m.name,
      kind: m.kind,
      price_scale: m.priceScale,
      qty_scale: m.qtyScale,
      last: price(s.last),
      change: changePercent(s.open, s.last),
      open_24h: price(s.open),
      high_24h: price(s.high),
      low_24h: price(s.low),
      volume_24h: formatUnits(s.volume, m.qtyScale),
      turnover_24h: formatUnits(divRound(s.turnover, 10n ** BigInt(m.qtyScale), 'down'), m.priceScale, { fixed: 2 }),
      trading,
      next_open: trading ? null : new Date(nextStockOpen(nowMs)).toISOString(),
      source: source.name,
      simulated: source.simulated,
      color: m.color,
      icon: m.icon,
      updated_at: last ? new Date(last.ts).toISOString() : null,
    };
  }

  ticker(marketId: number, nowMs: number): TickerMessage | undefined {
    const q = this.quote(marketId, nowMs);
    if (q.last === null) return undefined;
    return {
      symbol: q.symbol,
      last: q.last,
      change: q.change,
      high_24h: q.high_24h,
      low_24h: q.low_24h,
      volume_24h: q.volume_24h,
      turnover_24h: q.turnover_24h,
      ts: this.last.get(marketId)!.ts,
    };
  }
}

/** (last - open) / open in percent, rounded half-up to two decimals. */
export function changePercent(open: bigint | undefined, last: bigint | undefined): string | null {
  if (open === undefined || last === undefined || open === 0n) return null;
  return formatUnits(divRound((last - open) * 10_000n, open, 'halfUp'), 2, { fixed: 2 });
}

export function toBar(candle: Candle, market: Pick<MarketInfo, 'priceScale' | 'qtyScale'>): KlineBar {
  const p = (v: bigint) => formatUnits(v, market.priceScale, { fixed: market.priceScale });
  return {
    time: Math.floor(candle.openTime / 1000),
    open: p(candle.open),
    high: p(candle.high),
    low: p(candle.low),
    close: p(candle.close),
    volume: formatUnits(candle.volume, market.qtyScale),
  };
}
