/** What a market's writer queue carries, and what it answers. */
import type { Balance, EntryInput } from '@bourse/ledger';
import type { CouponLookup } from './coupons';
import type { OrderState } from './market';

export interface PlaceRequest {
  side: 'buy' | 'sell';
  kind: 'limit' | 'market';
  tif: 'GTC' | 'IOC' | 'FOK';
  postOnly: boolean;
  /** Ticks (limit orders). */
  price?: number;
  /** Lots. */
  qty?: number;
  /** Market buy by amount: quote minor units. */
  quote?: bigint;
  /** A fee-discount coupon of the owner's (coupons.ts). */
  couponId?: number;
}

/** One fill, written as a `spot_trades` row and one ledger entry; the id comes when the batch is written. */
export interface TradeRecord {
  id: number;
  takerOrderId: number;
  makerOrderId: number;
  takerSide: 'buy' | 'sell';
  price: number;
  qty: number;
  quote: bigint;
  takerFee: bigint;
  makerFee: bigint;
  at: Date;
  /** The market maker was one of the two sides. */
  platform: boolean;
  entry: EntryInput;
}

/** An order placed in this batch, as it stood once its own command was done (what a caller is answered). */
export interface PlacedOrder {
  kind: 'new';
  order: OrderState;
  /** The fills it took part in so far (ids filled in once the batch is written). */
  fills: TradeRecord[];
}

/** The caller's order with this request key already existed: answer with it as stored. */
export interface ExistingOrder {
  kind: 'existing';
  orderId: number;
}

export type Placed = PlacedOrder | ExistingOrder;

/** One of the market maker's orders resting in the book when it quotes again. */
export interface RestingQuote {
  id: number;
  side: 'buy' | 'sell';
  price: number;
  /** What its hold still holds. */
  held: bigint;
}

/**
 * The market maker's quotes for its funds as they would stand with every resting order of the
 * market cancelled: the resting orders to keep (those near a level it quotes again) and the orders
 * to place. The batch cancels the others.
 */
export type QuotePlanner = (base: Balance, quote: Balance, resting: readonly RestingQuote[]) => { keep: number[]; place: PlaceRequest[] };

export interface Answer<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

export type Item =
  | { type: 'place'; userId: number; req: PlaceRequest; requestKey: string | null; coupon?: CouponLookup; answer: Answer<Placed> }
  | { type: 'cancel'; userId: number; orderId: number; answer: Answer<void> }
  | { type: 'reference'; price: number; answer: Answer<void> }
  | { type: 'requote'; plan: QuotePlanner; answer: Answer<void> };

/** What one committed batch changed, for the live rooms. */
export interface Committed {
  trades: TradeRecord[];
  /** Every order the batch created or changed, as it now stands. */
  orders: OrderState[];
}
