/**
 * A spot market at run time: its scales and rules, its in-memory book (the one writer for this
 * market in this process), and a queue so its commands run one at a time, in order.
 */
import { MatchingEngine } from '@bourse/matching';
import { formatUnits, parseUnits } from '@bourse/money';
import { AppError } from '../../platform/errors';

export interface MarketRules {
  enabled: boolean;
  minQty: number;
  maxQty: number;
  makerFeePpm: number;
  takerFeePpm: number;
  bandPpm: number;
  mmEnabled: boolean;
  mmLevels: number;
  mmSpreadPpm: number;
  mmStepPpm: number;
  mmSizeLots: number;
  mmMaxBaseLots: number;
}

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

/** What the book needs to know of each resting order to settle its fills. */
export interface OrderMeta {
  userId: number;
  side: 'buy' | 'sell';
  holdId: number;
  price: number | null;
}

export const MARKET_MAKER = 0;

export class SpotMarket {
  engine: MatchingEngine;
  readonly orders = new Map<number, OrderMeta>();
  private queue: Promise<unknown> = Promise.resolve();
  /** The book the platform's market maker last quoted around. */
  mmReference: number | undefined;
  mmQuotedAt = 0;
  /** How many of its orders rested right after its last quote: fewer now means one was taken. */
  mmResting = 0;
  /** The `spot_markets.seq` this book reflects; -1 when unknown (rebuild before the next use). */
  seq = -1;

  constructor(
    readonly shape: MarketShape,
    public rules: MarketRules,
  ) {
    if (shape.priceScale + shape.qtyScale > shape.quoteScale || shape.qtyScale > shape.baseScale) {
      throw new Error(`${shape.symbol}: scales must keep price x quantity a whole number of quote minor units`);
    }
    this.engine = new MatchingEngine({ bandPpm: rules.bandPpm });
  }

  /** Run `work` after everything queued before it; a failure does not stop the queue. */
  run<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The book the user's funds live in: spot coins in the exchange book, stocks in the stock book. */
  get book(): 'exchange' | 'stock' {
    return this.shape.kind === 'stock' ? 'stock' : 'exchange';
  }

  /** Quote minor units of `lots` at `ticks`: exact, because the scales were chosen so. */
  quoteOf(ticks: number, lots: number): bigint {
    return BigInt(ticks) * BigInt(lots) * 10n ** BigInt(this.shape.quoteScale - this.shape.priceScale - this.shape.qtyScale);
  }

  /** Base minor units of `lots`. */
  baseOf(lots: number): bigint {
    return BigInt(lots) * 10n ** BigInt(this.shape.baseScale - this.shape.qtyScale);
  }

  /** A quote budget in the engine's tick x lot units (rounded down: never spends more than given). */
  budgetUnits(quoteMinor: bigint): bigint {
    return quoteMinor / 10n ** BigInt(this.shape.quoteScale - this.shape.priceScale - this.shape.qtyScale);
  }

  parseQty(text: string): number {
    let lots: bigint;
    try {
      lots = parseUnits(text, this.shape.qtyScale, { allowZero: false });
    } catch {
      throw new AppError('NUMBER_INVALID');
    }
    if (lots > BigInt(Number.MAX_SAFE_INTEGER)) throw new AppError('MAX_ORDER_QTY', { max: this.formatQty(this.rules.maxQty) });
    return Number(lots);
  }

  parsePrice(text: string): number {
    let ticks: bigint;
    try {
      ticks = parseUnits(text, this.shape.priceScale, { allowZero: false });
    } catch {
      throw new AppError('PRICE_INVALID');
    }
    if (ticks > 10n ** 15n) throw new AppError('PRICE_INVALID');
    return Number(ticks);
  }

  formatQty(lots: number | bigint): string {
    return formatUnits(BigInt(lots), this.shape.qtyScale);
  }

  formatPrice(ticks: number | bigint): string {
    return formatUnits(BigInt(ticks), this.shape.priceScale, { fixed: this.shape.priceScale });
  }

  formatQuote(minor: bigint): string {
    return formatUnits(minor, this.shape.quoteScale);
  }

  formatBase(minor: bigint): string {
    return formatUnits(minor, this.shape.baseScale);
  }
}
