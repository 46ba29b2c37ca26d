/**
 * Commands in and events out. Prices are integer ticks and quantities integer lots (numbers: they
 * stay far below 2^53); a quote budget ("spend 100 USDT") is a bigint in tick x lot units.
 */
export type Side = 'buy' | 'sell';
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';

export interface PlaceCommand {
  type: 'place';
  id: number;
  owner: number;
  side: Side;
  /** A limit order rests at its price; a market order takes what it can and never rests. */
  kind: 'limit' | 'market';
  /** Limit price in ticks (limit orders). */
  price?: number;
  /** Quantity in lots. A market buy may give `quote` instead. */
  qty?: number;
  /** Market buys: the most to spend, in tick x lot units. */
  quote?: bigint;
  tif: TimeInForce;
  /** Refuse the order rather than let it take liquidity. */
  postOnly?: boolean;
}

export interface CancelCommand {
  type: 'cancel';
  id: number;
}

/** Change a resting order's price: it loses its time priority and may trade at once. */
export interface MoveCommand {
  type: 'move';
  id: number;
  price: number;
}

/** The reference price (from the feed) that bounds how far market-like orders may fill. */
export interface ReferenceCommand {
  type: 'reference';
  price: number;
}

export type Command = PlaceCommand | CancelCommand | MoveCommand | ReferenceCommand;

export interface Fill {
  takerId: number;
  makerId: number;
  takerOwner: number;
  makerOwner: number;
  /** The side of the taker. */
  takerSide: Side;
  price: number;
  qty: number;
}

export type CancelReason = 'user' | 'ioc' | 'fok' | 'post_only' | 'self_trade' | 'price_band' | 'no_liquidity' | 'budget';

export type OrderEvent =
  | { type: 'accepted'; id: number; remaining: number }
  | { type: 'rested'; id: number; price: number; remaining: number }
  | { type: 'done'; id: number; filled: number; remaining: 0 }
  | { type: 'cancelled'; id: number; remaining: number; reason: CancelReason }
  | { type: 'rejected'; id: number; reason: 'unknown_order' | 'duplicate_id' | 'invalid' };

export interface Result {
  fills: Fill[];
  events: OrderEvent[];
}

export interface BookOrder {
  id: number;
  owner: number;
  remaining: number;
}

export interface BookLevel {
  price: number;
  orders: BookOrder[];
}

export interface BookSnapshot {
  /** Best first. */
  bids: BookLevel[];
  asks: BookLevel[];
}

export interface EngineOptions {
  /** How far from the reference price a market-like order may fill, in parts per million (0: no band). */
  bandPpm?: number;
}
