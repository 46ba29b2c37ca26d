/**
 * A real crypto feed: a public exchange's combined websocket market streams (Binance's format).
 * Trades become ticks (coalesced to one per market per second); 24-hour tickers and K-lines are
 * read for the exchange's own statistics. Reconnects with back-off (100 ms to 10 s, factor 2).
 */
import { parseUnitsRounded } from '@bourse/money';
import WebSocket from 'ws';
import type { Clock, Timer } from '../../../platform/clock';
import type { Tick } from '../candles';
import { Backoff } from './backoff';
import { SecondCoalescer } from './coalesce';
import type { FeedMarket, PriceFeed } from './types';

export interface ExchangeTicker {
  last: string;
  volume: string;
  ts: number;
}

interface Frame {
  stream?: string;
  data?: Record<string, unknown>;
}

export class BinanceFeed implements PriceFeed {
  readonly name = 'binance';
  readonly simulated = false;
  readonly tickers = new Map<string, ExchangeTicker>();
  private socket: WebSocket | undefined;
  private stopped = false;
  private retry: Timer | undefined;
  private coalescer: SecondCoalescer | undefined;
  private readonly backoff = new Backoff();
  /** Connections opened so far (tests watch reconnection). */
  connections = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly markets: FeedMarket[],
    private readonly clock: Clock,
  ) {}

  private byWire(wire: string): FeedMarket | undefined {
    return this.markets.find((m) => m.wire === wire.toUpperCase());
  }

  url(): string {
    const streams = this.markets.flatMap((m) => {
      const s = m.wire.toLowerCase();
      return [`${s}@trade`, `${s}@ticker`, `${s}@kline_1m`];
    });
    return `${this.baseUrl}/stream?streams=${streams.join('/')}`;
  }

  /** Turn one frame into a tick, or record what it says. Exposed for tests of recorded frames. */
  handle(frame: Frame, add: (tick: Tick) => void): void {
    const data = frame.data;
    if (!data || typeof data !== 'object') return;
    const market = typeof data.s === 'string' ? this.byWire(data.s) : undefined;
    if (!market) return;
    if (data.e === 'trade' || data.e === 'aggTrade') {
      add({
        symbol: market.symbol,
        ts: Number(data.T),
        price: parseUnitsRounded(String(data.p), market.priceScale, 'halfUp'),
        volume: parseUnitsRounded(String(data.q), market.qtyScale, 'halfUp'),
        source: this.name,
      });
    } else if (data.e === '24hrTicker') {
      this.tickers.set(market.symbol, { last: String(data.c), volume: String(data.v), ts: Number(data.E) });
    }
  }

  async start(emit: (tick: Tick) => void): Promise<void> {
    this.stopped = false;
    this.coalescer = new SecondCoalescer(emit, this.clock);
    this.coalescer.start();
    this.connect();
  }

  private connect(): void {
    if (this.stopped) return;
    const socket = new WebSocket(this.url());
    this.socket = socket;
    this.connections++;
    socket.on('message', (raw) => {
      this.backoff.reset();
      try {
        this.handle(JSON.parse(raw.toString()) as Frame, (tick) => this.coalescer?.add(tick));
      } catch {
        // a malformed frame is skipped, not fatal
      }
    });
    const again = () => {
      if (this.stopped || this.retry) return;
      this.retry = this.clock.setTimeout(() => {
        this.retry = undefined;
        this.connect();
      }, this.backoff.next());
    };
    socket.on('close', again);
    socket.on('error', () => socket.close());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.retry?.cancel();
    this.retry = undefined;
    this.coalescer?.stop();
    this.socket?.removeAllListeners();
    this.socket?.terminate();
  }
}
