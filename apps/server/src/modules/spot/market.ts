/**
 * A spot market at run time: its scales and rules, its in-memory book (the one writer for this
 * market in this process), and its writer queue: commands run in arrival order, those waiting
 * together in one batch (platform/writer-queue.ts).
 */
import { MatchingEngine } from '@bourse/matching';
import { formatUnits, parseUnits } from '@bourse/money';
import { AppError } from '../../platform/errors';
import type { OrderCoupon } from './coupons';
import type { Item } from './items';
import { WriterQueue } from '../../platform/writer-queue';

/** The most items one batch (one transaction) of a market's writer takes. */
export const BATCH_BOUND = 256;

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

/**
 * An order as its market's writer knows it: every open order of the market (resting, or open in
 * the database but refused by the book), and each order a batch creates until the batch is
 * written. The writer owns these fields while the book is in step with the database (`seq`), so
 * a batch writes them as they are and answers from them, without reading the rows back.
 */
export interface OrderState {
  id: number;
  userId: number;
  side: 'buy' | 'sell';
  kind: 'limit' | 'market';
  tif: 'GTC' | 'IOC' | 'FOK';
  postOnly: boolean;
  /** Ticks; null for a market order. */
  price: number | null;
  /** Lots; null for a market buy by amount. */
  qty: number | null;
  quoteBudget: bigint | null;
  filledQty: number;
  filledQuote: bigint;
  fee: bigint;
  status: 'new' | 'partial' | 'filled' | 'cancelled';
  cancelReason: string | null;
  requestKey: string | null;
  createdAt: Date;
  updatedAt: Date;
  holdId: number;
  /** What the order's hold still holds (minor units of the asset it holds). */
  holdLeft: bigint;
  /** The fee-discount coupon it holds (coupons.ts), or null. */
  coupon: OrderCoupon | null;
}

export const MARKET_MAKER = 0;

export class SpotMarket {
  engine: MatchingEngine;
  readonly orders = new Map<number, OrderState>();
  private queue: WriterQueue<Item> | undefined;
  /** The book the platform's market maker last quoted around. */
  mmReference: number | undefined;
  mmQuotedAt = 0;
  /** How many of its orders rested right after its last quote: fewer now means one was taken. */
  mmResting = 0;
  /** The `spot_markets.seq` this book reflects; -1 when unknown (rebuild before the next use). */
  seq = -1;
  /** The reference prices of about the last minute (ticks, with when), for the market maker's depth. */
  readonly seen: Array<{ at: number; price: number }> = [];

  constructor(
    readonly shape: MarketShape,
    public rules: MarketRules,
  ) {
    if (shape.priceScale + shape.qtyScale > shape.quoteScale || shape.qtyScale > shape.baseScale) {
      throw new Error(`${shape.symbol}: scales must keep price x quantity a whole number of quote minor units`);
    }
    this.engine = new MatchingEngine({ bandPpm: rules.bandPpm });
  }

  /** Remember a reference price; what is older than `windowMs` before it is dropped. */
  observe(price: number, at: number, windowMs: number): void {
    this.seen.push({ at, price });
    while (this.seen.length > 0 && (this.seen[0]!.at < at - windowMs || this.seen.length > 1000)) this.seen.shift();
  }

  /** Give the market its writer: the handler of each batch of queued items (trading.ts). */
  attach(handle: (items: Item[]) => Promise<void>): void {
    this.queue = new WriterQueue(BATCH_BOUND, handle);
  }

  private writer(): WriterQueue<Item> {
    if (!this.queue) throw new Error(`${this.shape.symbol}: no writer attached`);
    return this.queue;
  }

  /** Run `work` alone after everything queued before it; a failure does not stop the queue. */
  run<T>(work: () => Promise<T>): Promise<T> {
    return this.writer().run(work);
  }

  /** Queue an order, cancel, reference price or re-quote for the market's next batch. */
  submit(item: Item): void {
    this.writer().submit(item);
  }

  /** The items waiting for the next batch (taken off the queue), for the writer to read ahead. */
  take(): Item[] {
    return this.writer().take(BATCH_BOUND);
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
