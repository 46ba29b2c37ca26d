/**
 * A stock quote adapter: polls an HTTP endpoint for the latest quotes during market hours.
 * The endpoint answers `GET <url>?symbols=AAPL,MSFT` with
 * `[{ "symbol": "AAPL", "price": "190.12", "volume": "1200", "ts": 1732200000000 }]`.
 */
import { parseUnitsRounded } from '@bourse/money';
import type { Clock, Timer } from '../../../platform/clock';
import type { Tick } from '../candles';
import { isStockMarketOpen } from '../../../platform/market-hours';
import type { FeedMarket, PriceFeed } from './types';

interface Quote {
  symbol?: unknown;
  price?: unknown;
  volume?: unknown;
  ts?: unknown;
}

export class StockQuotePoller implements PriceFeed {
  readonly name = 'stock-quotes';
  readonly simulated = false;
  private timer: Timer | undefined;
  private readonly lastTs = new Map<string, number>();

  constructor(
    private readonly url: string,
    private readonly markets: FeedMarket[],
    private readonly clock: Clock,
    private readonly intervalMs = 5000,
  ) {}

  /** One poll: the ticks for quotes newer than the last seen. Exposed for tests. */
  async poll(): Promise<Tick[]> {
    const symbols = this.markets.map((m) => m.wire).join(',');
    const response = await fetch(`${this.url}?symbols=${encodeURIComponent(symbols)}`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`quotes answered ${response.status}`);
    const quotes = (await response.json()) as Quote[];
    const ticks: Tick[] = [];
    for (const q of Array.isArray(quotes) ? quotes : []) {
      const market = this.markets.find((m) => m.wire === q.symbol);
      if (!market || typeof q.price !== 'string') continue;
      const ts = typeof q.ts === 'number' ? q.ts : this.clock.now().getTime();
      if (ts <= (this.lastTs.get(market.symbol) ?? 0)) continue;
      this.lastTs.set(market.symbol, ts);
      ticks.push({
        symbol: market.symbol,
        ts,
        price: parseUnitsRounded(q.price, market.priceScale, 'halfUp'),
        volume: typeof q.volume === 'string' ? parseUnitsRounded(q.volume, market.qtyScale, 'halfUp') : 0n,
        source: this.name,
      });
    }
    return ticks;
  }

  async start(emit: (tick: Tick) => void): Promise<void> {
    const run = async () => {
      if (!isStockMarketOpen(this.clock.now().getTime())) return;
      try {
        for (const tick of await this.poll()) emit(tick);
      } catch {
        // the next poll tries again
      }
    };
    this.timer = this.clock.setInterval(() => void run(), this.intervalMs);
  }

  async stop(): Promise<void> {
    this.timer?.cancel();
    this.timer = undefined;
  }
}
