/**
 * The order form's arithmetic, on decimal strings through bigint units (DESIGN.md section 4):
 * quantities at the market's qty_scale, prices at its price_scale, totals at their sum (a price
 * times a quantity is exact there, as the server checks for every market). The server decides
 * every fill and fee; these only pre-check with the server's own error codes and estimate.
 */
import { PERCENT_SCALE, PPM } from '@bourse/maths';
import { divRound, formatUnits, parseUnits, parseUnitsRounded } from '@bourse/money';
import type { DepthLevel, ErrorCode, SpotMarketInfo } from '@bourse/contract';

export type Side = 'buy' | 'sell';
export type OrderKind = 'limit' | 'market';
/** A market buy either buys a quantity or spends an amount of the quote coin. */
export type MarketBuyMode = 'qty' | 'amount';

export type Rules = Pick<SpotMarketInfo, 'price_scale' | 'qty_scale' | 'min_qty' | 'max_qty' | 'taker_fee_percent' | 'band_percent'>;

/** fee and band percents carry 4 decimals: percent x 10^4 = parts per million. */
export const SLIDER_STEPS = [25, 50, 75, 100] as const;

/** Scale of a total (price x quantity): exact for every market. */
export const totalScale = (r: Pick<Rules, 'price_scale' | 'qty_scale'>) => r.price_scale + r.qty_scale;

/** Units of `text` at `scale`, or undefined when it is not a readable non-negative decimal at that precision. */
export function units(text: string | null | undefined, scale: number): bigint | undefined {
  if (text === null || text === undefined) return undefined;
  try {
    return parseUnits(text.trim(), scale);
  } catch {
    return undefined;
  }
}

/** A balance or price with possibly more digits than `scale`, cut down (what is really usable). */
export function unitsDown(text: string | null | undefined, scale: number): bigint | undefined {
  if (!text) return undefined;
  try {
    return parseUnitsRounded(text.trim(), scale, 'down');
  } catch {
    return undefined;
  }
}

const ppmOf = (percent: string): bigint => unitsDown(percent, PERCENT_SCALE) ?? 0n;

// ---- validation -------------------------------------------------------------------------------

export interface OrderDraft {
  side: Side;
  kind: OrderKind;
  mode: MarketBuyMode;
  price: string;
  qty: string;
  amount: string;
}

export interface DraftError {
  code: ErrorCode;
  field: 'price' | 'qty' | 'amount';
  params?: Record<string, string>;
}

/** Whether the draft spends an amount (a market buy by amount) rather than naming a quantity. */
export const spendsAmount = (d: Pick<OrderDraft, 'side' | 'kind' | 'mode'>) =>
  d.kind === 'market' && d.side === 'buy' && d.mode === 'amount';

/**
 * The first thing the server would refuse about this draft, with its code (SPEC section 8:
 * "please enter a correct number, price or amount", the minimum and maximum quantity).
 */
export function draftError(d: OrderDraft, r: Rules): DraftError | undefined {
  if (d.kind === 'limit') {
    if (d.price.trim() === '') return { code: 'PRICE_REQUIRED', field: 'price' };
    const price = units(d.price, r.price_scale);
    if (price === undefined || price <= 0n) return { code: 'PRICE_INVALID', field: 'price' };
  }
  if (spendsAmount(d)) {
    const amount = units(d.amount, totalScale(r));
    if (amount === undefined || amount <= 0n) return { code: 'AMOUNT_INVALID', field: 'amount' };
    return undefined;
  }
  const qty = units(d.qty, r.qty_scale);
  if (qty === undefined || qty <= 0n) return { code: 'NUMBER_INVALID', field: 'qty' };
  const min = units(r.min_qty, r.qty_scale);
  const max = units(r.max_qty, r.qty_scale);
  if (min !== undefined && qty < min) return { code: 'MIN_ORDER_QTY', field: 'qty', params: { min: r.min_qty } };
  if (max !== undefined && qty > max) return { code: 'MAX_ORDER_QTY', field: 'qty', params: { max: r.max_qty } };
  return undefined;
}

// ---- the slider -------------------------------------------------------------------------------

export interface SliderInput {
  side: Side;
  kind: OrderKind;
  mode: MarketBuyMode;
  percent: number;
  /** Available quote (buy) or base (sell), as the wallet shows it. */
  available: string;
  /** The limit price, or for a market buy by quantity the reference (last) price. */
  price: string;
}

/**
 * What `percent` of the available balance buys or sells, rounded down to what the market accepts.
 * A buy divides by the limit price; a market buy by quantity divides by the worst price the band
 * allows (last x (1 + band)), since that is what the server holds for it. Returns the field it
 * fills and its value, or undefined when there is nothing to divide by yet.
 */
export function sliderValue(s: SliderInput, r: Rules): { field: 'qty' | 'amount'; value: string } | undefined {
  const pct = BigInt(Math.max(0, Math.min(100, Math.round(s.percent))));
  if (s.side === 'sell') {
    const base = unitsDown(s.available, r.qty_scale) ?? 0n;
    return { field: 'qty', value: formatUnits((base * pct) / 100n, r.qty_scale) };
  }
  const quote = unitsDown(s.available, totalScale(r)) ?? 0n;
  const budget = (quote * pct) / 100n;
  if (spendsAmount(s)) return { field: 'amount', value: formatUnits(budget, totalScale(r)) };
  let price = units(s.price, r.price_scale);
  if (price === undefined || price <= 0n) return undefined;
  if (s.kind === 'market') price = price + (price * ppmOf(r.band_percent)) / PPM;
  // budget is at price_scale + qty_scale, so budget / price is in qty units.
  return { field: 'qty', value: formatUnits(budget / price, r.qty_scale) };
}

/** Which slider step (0 to 100) the current value is, for the slider's position. */
export function sliderPercent(value: string, available: string, scale: number): number {
  const v = units(value, scale);
  const a = unitsDown(available, scale);
  if (v === undefined || a === undefined || a <= 0n) return 0;
  const pct = Number((v * 100n) / a);
  return Math.max(0, Math.min(100, pct));
}

// ---- estimates ----------------------------------------------------------------------------------

export interface Estimate {
  /** Base quantity expected to fill. */
  qty: string;
  /** Quote paid (buy) or received before fees (sell). */
  total: string;
  /** Average price of the expected fill; undefined when nothing would fill. */
  avgPrice: string | undefined;
  /** The estimated taker fee, in the coin received (base for a buy, quote for a sell). */
  fee: string;
  feeCoin: 'base' | 'quote';
  /** What that fee is worth in the quote coin (a buy's, in the base, at the fill's price): what a fee-discount coupon is a share of. */
  feeWorth: string;
  /** The book in view does not cover the whole order: the rest is cancelled (market orders never rest). */
  partial: boolean;
}

interface Walk {
  qty: bigint;
  cost: bigint;
  partial: boolean;
}

/** Take from `levels` (best first) up to `qty` lots or until `budget` (total units) runs out. */
function walkBook(levels: readonly DepthLevel[], r: Rules, limit: { qty?: bigint; budget?: bigint }): Walk {
  let qty = 0n;
  let cost = 0n;
  for (const level of levels) {
    const price = units(level.price, r.price_scale);
    const size = units(level.qty, r.qty_scale);
    if (price === undefined || size === undefined || price <= 0n) continue;
    let take = size;
    if (limit.qty !== undefined) take = take < limit.qty - qty ? take : limit.qty - qty;
    if (limit.budget !== undefined) {
      const affordable = (limit.budget - cost) / price;
      take = take < affordable ? take : affordable;
    }
    if (take <= 0n) break;
    qty += take;
    cost += take * price;
  }
  const partial = limit.qty !== undefined ? qty < limit.qty : qty === 0n;
  return { qty, cost, partial };
}

/**
 * The confirmation's estimate: a limit order at its price for its full quantity (it may rest
 * instead of filling); a market order walked through the book on screen. The fee is the taker
 * rate of what is received, rounded up as the server charges it, and labelled an estimate.
 */
export function estimate(
  d: OrderDraft,
  r: Rules,
  book: { bids: readonly DepthLevel[]; asks: readonly DepthLevel[] },
): Estimate | undefined {
  if (draftError(d, r)) return undefined;
  const ts = totalScale(r);
  let walk: Walk;
  if (d.kind === 'limit') {
    const price = units(d.price, r.price_scale)!;
    const qty = units(d.qty, r.qty_scale)!;
    walk = { qty, cost: qty * price, partial: false };
  } else if (spendsAmount(d)) {
    walk = walkBook(book.asks, r, { budget: units(d.amount, ts)! });
  } else {
    walk = walkBook(d.side === 'buy' ? book.asks : book.bids, r, { qty: units(d.qty, r.qty_scale)! });
  }
  const feePpm = ppmOf(r.taker_fee_percent);
  // The fee is a share of what is received: base (at qty scale) for a buy, quote (at total scale) for a sell.
  const received = d.side === 'buy' ? walk.qty : walk.cost;
  const receivedScale = d.side === 'buy' ? r.qty_scale : ts;
  // Exact at six more decimals than what is received (a rate in ppm adds at most six); the
  // server rounds it up to the coin's own smallest unit, which this screen does not know.
  const fee = formatUnits(received * feePpm, receivedScale + 6);
  const avgPrice = walk.qty > 0n ? formatUnits(divRound(walk.cost, walk.qty, 'halfUp'), r.price_scale) : undefined;
  return {
    qty: formatUnits(walk.qty, r.qty_scale),
    total: formatUnits(walk.cost, ts),
    avgPrice,
    fee,
    feeCoin: d.side === 'buy' ? 'base' : 'quote',
    // quantity x rate x price for a buy, total x rate for a sell: the same number, exact at six more decimals.
    feeWorth: formatUnits(walk.cost * feePpm, ts + 6),
    partial: walk.partial,
  };
}

/** Whether the draft needs more than is available: a buy's total in the quote, a sell's quantity. */
export function exceedsAvailable(d: OrderDraft, r: Rules, available: string, est: Estimate | undefined): boolean {
  if (d.side === 'sell') return (units(d.qty, r.qty_scale) ?? 0n) > (unitsDown(available, r.qty_scale) ?? 0n);
  const ts = totalScale(r);
  const need = spendsAmount(d) ? units(d.amount, ts) : est ? units(est.total, ts) : undefined;
  return need !== undefined && need > (unitsDown(available, ts) ?? 0n);
}

// ---- the book ---------------------------------------------------------------------------------

/** Price steps to group the book by: one tick, then ten, a hundred and a thousand ticks. */
export function groupSteps(priceScale: number): string[] {
  return [0, 1, 2, 3].map((k) => formatUnits(10n ** BigInt(k), priceScale));
}

export interface BookRow {
  price: string;
  qty: string;
  /** Running total from the best price, for the depth bar. */
  cumulative: string;
  /** How much of `qty` is the platform market maker's quote (the rest is other users' orders). */
  platformQty: string;
}

/**
 * Levels grouped by `step` (bids rounded down to the step, asks up, so a group never shows a price
 * better than its orders), best first, at most `rows`, with running totals.
 */
export function groupLevels(
  levels: readonly DepthLevel[],
  side: 'bids' | 'asks',
  step: string,
  r: Pick<Rules, 'price_scale' | 'qty_scale'>,
  rows: number,
): BookRow[] {
  const s = units(step, r.price_scale) ?? 1n;
  const groups = new Map<bigint, bigint>();
  const platform = new Map<bigint, bigint>();
  for (const level of levels) {
    const price = units(level.price, r.price_scale);
    const qty = units(level.qty, r.qty_scale);
    if (price === undefined || qty === undefined) continue;
    const key = side === 'bids' ? (price / s) * s : divRound(price, s, 'ceil') * s;
    groups.set(key, (groups.get(key) ?? 0n) + qty);
    platform.set(key, (platform.get(key) ?? 0n) + (units(level.platform_qty, r.qty_scale) ?? 0n));
  }
  const keys = [...groups.keys()]
    .sort((a, b) => (side === 'bids' ? (a > b ? -1 : a < b ? 1 : 0) : a < b ? -1 : a > b ? 1 : 0))
    .slice(0, rows);
  let running = 0n;
  return keys.map((k) => {
    running += groups.get(k)!;
    return {
      price: formatUnits(k, r.price_scale, { fixed: r.price_scale }),
      qty: formatUnits(groups.get(k)!, r.qty_scale),
      cumulative: formatUnits(running, r.qty_scale),
      platformQty: formatUnits(platform.get(k)!, r.qty_scale),
    };
  });
}

/** The depth bar's width in percent: a drawing only, so a float is fine here (never shown as a number). */
export function barPercent(cumulative: string, max: string): number {
  const c = Number(cumulative);
  const m = Number(max);
  return m > 0 ? Math.min(100, (c / m) * 100) : 0;
}
