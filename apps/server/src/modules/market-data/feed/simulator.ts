/**
 * The simulated market: each log price follows a random walk with the market's yearly volatility,
 * plus occasional jumps, and is pulled gently back towards the market's reference price (an
 * Ornstein-Uhlenbeck process with a half-life of about two months), so that a year of history
 * stays in a believable range while minutes and days move like the real thing. Its numbers come from
 * a secret drawn at each start (./random.ts), so nobody can replay it; the same secret, start
 * prices and sequence of timestamps give the same ticks (tests fix it). Prices are rounded to the
 * market's tick size.
 * Floating point is used only inside this model, never for money.
 */
import type { Clock, Timer } from '../../../platform/clock';
import type { Tick } from '../candles';
import { isTrading } from '../../../platform/market-hours';
import type { RandomStream } from './random';
import type { FeedMarket, PriceFeed } from './types';

const YEAR_MS = 365.25 * 24 * 3_600_000;
/** Jumps: about four a day, each with a standard deviation of 1.5 %. */
const JUMPS_PER_DAY = 4;
const JUMP_SD = 0.015;
/** Pull towards the reference price, per year. */
const REVERSION_PER_YEAR = 4;

export interface SimMarket extends FeedMarket {
  volatility: number;
  tickVolume: number;
  /** The reference price the walk is pulled towards, in price units. */
  reference: bigint;
}

interface State {
  market: SimMarket;
  rng: RandomStream;
  logPrice: number;
  logReference: number;
  lastTs: number | undefined;
}

const scaleOf = (n: number) => 10 ** n;

export class SimulatedPrices {
  private readonly states = new Map<number, State>();

  constructor(
    /** Each market's random stream (SimulatorSeed.streams): the seed itself never comes here. */
    streams: (marketId: number) => RandomStream,
    markets: SimMarket[],
    /** Where each market starts: its last recorded price, or its listed start price (markets.ts). */
    startPrice: (market: SimMarket) => bigint,
  ) {
    for (const market of markets) {
      const start = startPrice(market);
      this.states.set(market.id, {
        market,
        rng: streams(market.id),
        logPrice: Math.log(Math.max(1, Number(start)) / scaleOf(market.priceScale)),
        logReference: Math.log(Math.max(1, Number(market.reference)) / scaleOf(market.priceScale)),
        lastTs: undefined,
      });
    }
  }

  /** The next tick of a market at `ts` (ms), moving its price by the time since the last one. */
  tickAt(marketId: number, ts: number, source = 'simulator'): Tick {
    const s = this.states.get(marketId);
    if (!s) throw new Error(`unknown market ${marketId}`);
    const dtMs = s.lastTs === undefined ? 1000 : Math.max(1, ts - s.lastTs);
    const years = dtMs / YEAR_MS;
    const sigma = s.market.volatility;
    const pull = Math.min(1, REVERSION_PER_YEAR * years) * (s.logReference - s.logPrice);
    let step = pull + sigma * Math.sqrt(years) * s.rng.normal() - 0.5 * sigma * sigma * years;
    if (s.rng.next() < (JUMPS_PER_DAY * dtMs) / 86_400_000) step += JUMP_SD * s.rng.normal();
    s.logPrice += step;
    s.lastTs = ts;
    const priceUnits = BigInt(Math.max(1, Math.round(Math.exp(s.logPrice) * scaleOf(s.market.priceScale))));
    const perSecond = s.market.tickVolume * Math.exp(0.8 * s.rng.normal() - 0.32);
    const volumeUnits = BigInt(Math.max(0, Math.round(perSecond * (Math.min(dtMs, 3_600_000) / 1000) * scaleOf(s.market.qtyScale))));
    return { symbol: s.market.symbol, ts, price: priceUnits, volume: volumeUnits, source };
  }

  markets(): SimMarket[] {
    return [...this.states.values()].map((s) => s.market);
  }
}

/** The live simulator: a tick for every trading market about once a second. */
export class SimulatorFeed implements PriceFeed {
  readonly name = 'simulator';
  readonly simulated = true;
  private timer: Timer | undefined;

  constructor(
    private readonly prices: SimulatedPrices,
    private readonly clock: Clock,
    private readonly intervalMs = 1000,
  ) {}

  async start(emit: (tick: Tick) => void): Promise<void> {
    const beat = () => {
      const ts = this.clock.now().getTime();
      for (const market of this.prices.markets()) {
        if (isTrading(market.kind, ts)) emit(this.prices.tickAt(market.id, ts));
      }
    };
    this.timer = this.clock.setInterval(beat, this.intervalMs);
  }

  async stop(): Promise<void> {
    this.timer?.cancel();
    this.timer = undefined;
  }
}
