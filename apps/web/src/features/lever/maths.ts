/**
 * The open form's checks and estimates, on decimal strings through bigint (DESIGN.md section 4).
 * The server's own formulas (@bourse/maths `lever`), so an estimate matches what the server will
 * charge at the same price; the server still decides, from the tick it opens at, and
 * the screen labels every figure here an estimate.
 */
import { lever, PERCENT_SCALE } from '@bourse/maths';
import { formatUnits, parseUnits, toSafeCount } from '@bourse/money';
import type { ErrorCode, LeverTerms } from '@bourse/contract';
import { lotsOfSize, qtyOfLots, type SizeResult, type SizeUnit } from './sizing';

export type Side = 'long' | 'short';
export type Kind = 'market' | 'limit';

export interface OpenDraft {
  side: Side;
  kind: Kind;
  /** The size as typed, in `unit` (lots when absent). */
  lots: string;
  unit?: SizeUnit;
  leverage: number;
  limitPrice: string;
  takeProfit: string;
  stopLoss: string;
}

export interface Estimate {
  /** Base quantity: lots x contract size. */
  qty: string;
  entry: string;
  notional: string;
  margin: string;
  fee: string;
  /** Margin plus fee: what the opening takes from the available balance. */
  total: string;
  /** null when a long could only be liquidated at a price of zero or below. */
  liquidation: string | null;
  /** Where a long closes by itself (its profit cap: twice its entry); null for a short, which has none. */
  cap: string | null;
}

export interface Failure {
  code: ErrorCode;
  field: 'lots' | 'leverage' | 'limitPrice' | 'takeProfit' | 'stopLoss';
  params?: Record<string, string>;
}

/** Decimal places of a decimal string. */
const decimalsOf = (text: string) => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);

/** The market's price scale, as the server gives it with the terms. */
export const priceScaleOf = (terms: Pick<LeverTerms, 'price_scale'>) => terms.price_scale;

function parse(text: string, scale: number): bigint | undefined {
  try {
    return parseUnits(text.trim(), scale);
  } catch {
    return undefined;
  }
}

/** A price the user typed, in ticks; undefined when it is not a price this market accepts. */
export function parsePrice(text: string, priceScale: number): bigint | undefined {
  const ticks = parse(text, priceScale);
  return ticks !== undefined && ticks > 0n ? ticks : undefined;
}

/** Empty or zero means "none", as on the server. */
export const isBlankPrice = (text: string) => text.trim() === '' || /^0*(\.0*)?$/.test(text.trim());

/** Lots as typed: a whole number, or undefined. */
export function parseLots(text: string): number | undefined {
  const t = text.trim();
  return /^\d{1,10}$/.test(t) ? Number(t) : undefined;
}

/** The price an estimate is made at: the limit, or the feed's price with the spread added for a long and taken off for a short. */
export function referencePrice(terms: LeverTerms, draft: Pick<OpenDraft, 'side' | 'kind' | 'limitPrice'>): bigint | undefined {
  const scale = priceScaleOf(terms);
  if (draft.kind === 'limit') return parsePrice(draft.limitPrice, scale);
  if (terms.price === null) return undefined;
  const price = parse(terms.price, scale);
  const spread = parse(terms.spread, scale) ?? 0n;
  if (price === undefined) return undefined;
  return draft.side === 'long' ? price + spread : price - spread;
}

/** The whole lots the draft's size makes (in the coin or in USDT: rounded down, at the price it would open at). */
export function draftLots(
  terms: LeverTerms,
  draft: Pick<OpenDraft, 'lots' | 'unit' | 'side' | 'kind' | 'limitPrice'>,
  quoteScale: number,
): SizeResult {
  const unit = draft.unit ?? 'lots';
  return lotsOfSize(terms, { text: draft.lots, unit }, unit === 'quote' ? referencePrice(terms, draft) : undefined, quoteScale);
}

/** The size's own check: a whole number of lots from 1, and at least the market's minimum. */
function checkSize(terms: LeverTerms, draft: OpenDraft, quoteScale: number): Failure | number {
  const size = draftLots(terms, draft, quoteScale);
  if (!size.ok) {
    if (size.reason !== 'price') return { code: 'NUMBER_INVALID', field: 'lots' };
    return draft.kind === 'limit'
      ? (checkLimit(terms, draft) ?? { code: 'PRICE_UNAVAILABLE', field: 'lots' })
      : { code: 'PRICE_UNAVAILABLE', field: 'lots' };
  }
  const unit = draft.unit ?? 'lots';
  if (unit === 'lots' && size.lots < 1) return { code: 'NUMBER_INVALID', field: 'lots' };
  if (size.lots < terms.min_lots) {
    // In the coin or in USDT the minimum reads as the coin it is (0.001 BTC), not as lots.
    const min = unit === 'lots' ? String(terms.min_lots) : `${qtyOfLots(terms, terms.min_lots)} ${terms.symbol.split('/')[0]}`;
    return { code: 'MIN_ORDER_QTY', field: 'lots', params: { min } };
  }
  if (size.lots > terms.max_lots) return { code: 'MAX_ORDER_QTY', field: 'lots', params: { max: String(terms.max_lots) } };
  return size.lots;
}

function checkLimit(terms: LeverTerms, draft: OpenDraft): Failure | undefined {
  if (draft.kind !== 'limit') return undefined;
  if (draft.limitPrice.trim() === '') return { code: 'PRICE_REQUIRED', field: 'limitPrice' };
  if (parsePrice(draft.limitPrice, priceScaleOf(terms)) === undefined) return { code: 'PRICE_INVALID', field: 'limitPrice' };
  return undefined;
}

/**
 * Margin, fee and liquidation price of `lots` at `entryTicks`, exactly as the server computes them:
 * notional = price x lots x contract size (exact), margin = notional / leverage rounded up,
 * fee = notional x fee rate rounded up, liquidation where (margin + PnL) / margin reaches the
 * threshold, rounded away from the entry to the next tick.
 */
export function estimate(
  terms: LeverTerms,
  side: Side,
  input: { entryTicks: bigint; lots: number; leverage: number },
  quoteScale: number,
): Estimate {
  const priceScale = priceScaleOf(terms);
  const sizeScale = decimalsOf(terms.contract_size);
  const qtyUnits = BigInt(input.lots) * parseUnits(terms.contract_size, sizeScale);
  // The formulas the server settles with (@bourse/maths): exact, since a market's scales keep
  // price x quantity a whole number of quote minor units (the contract size has no more decimals
  // than the market's quantity scale).
  const scales = { priceScale, qtyScale: sizeScale, quoteScale };
  const notionalMinor = lever.notional(scales, input.entryTicks, qtyUnits);
  const marginMinor = lever.marginFor(notionalMinor, input.leverage);
  // Rates are whole ppm (at most 1,000,000): an exact number.
  const feeMinor = lever.rateOf(notionalMinor, toSafeCount(parseUnits(terms.fee_percent, PERCENT_SCALE)));
  const thresholdPpm = toSafeCount(parseUnits(terms.liquidation_risk_percent, PERCENT_SCALE));
  const liq = lever.liquidationPrice(scales, side, input.entryTicks, qtyUnits, marginMinor, thresholdPpm);
  const cap = lever.capPrice(side, input.entryTicks);
  const money = (v: bigint) => formatUnits(v, quoteScale);
  return {
    qty: formatUnits(qtyUnits, sizeScale),
    entry: formatUnits(input.entryTicks, priceScale, { fixed: priceScale }),
    notional: money(notionalMinor),
    margin: money(marginMinor),
    fee: money(feeMinor),
    total: money(marginMinor + feeMinor),
    liquidation: liq > 0n ? formatUnits(liq, priceScale, { fixed: priceScale }) : null,
    cap: cap === null ? null : formatUnits(cap, priceScale, { fixed: priceScale }),
  };
}

/** Take-profit above and stop-loss below the reference for a long; the reverse for a short. */
export function checkStops(
  side: Side,
  reference: bigint,
  prices: { takeProfit: string; stopLoss: string },
  priceScale: number,
): Failure | undefined {
  if (!isBlankPrice(prices.takeProfit)) {
    const tp = parsePrice(prices.takeProfit, priceScale);
    if (tp === undefined || (side === 'long' ? tp <= reference : tp >= reference))
      return { code: 'TAKE_PROFIT_INVALID', field: 'takeProfit' };
  }
  if (!isBlankPrice(prices.stopLoss)) {
    const sl = parsePrice(prices.stopLoss, priceScale);
    if (sl === undefined || (side === 'long' ? sl >= reference : sl <= reference)) return { code: 'STOP_LOSS_INVALID', field: 'stopLoss' };
  }
  return undefined;
}

/** Leverage above the cap, before the user confirmed they understand it: the server refuses it. */
export const needsConfirmation = (terms: Pick<LeverTerms, 'leverage_cap' | 'leverage_confirmed'>, leverage: number) =>
  leverage > terms.leverage_cap && !terms.leverage_confirmed;

/**
 * The server's rules for an opening, in its order, with its codes; then whether the available
 * balance covers margin and fee. Returns the estimate when everything passes.
 */
export function checkOpen(
  terms: LeverTerms,
  draft: OpenDraft,
  quoteScale: number,
): { ok: true; estimate: Estimate } | { ok: false; failure: Failure } {
  const scale = priceScaleOf(terms);
  const lots = checkSize(terms, draft, quoteScale);
  if (typeof lots !== 'number') return { ok: false, failure: lots };
  if (!terms.multiples.includes(draft.leverage)) return { ok: false, failure: { code: 'LEVERAGE_INVALID', field: 'leverage' } };
  if (needsConfirmation(terms, draft.leverage))
    return {
      ok: false,
      failure: { code: 'LEVERAGE_CONFIRMATION_REQUIRED', field: 'leverage', params: { max: String(terms.leverage_cap) } },
    };
  const limit = checkLimit(terms, draft);
  if (limit) return { ok: false, failure: limit };
  const reference = referencePrice(terms, draft);
  if (reference === undefined || reference <= 0n)
    return { ok: false, failure: { code: 'PRICE_UNAVAILABLE', field: draft.kind === 'limit' ? 'limitPrice' : 'lots' } };
  // The server checks stops against the feed's price (market) or the limit; the spread is not part of it.
  const stopReference = draft.kind === 'limit' ? reference : (parse(terms.price ?? '', scale) ?? reference);
  const stops = checkStops(draft.side, stopReference, draft, scale);
  if (stops) return { ok: false, failure: stops };
  const est = estimate(terms, draft.side, { entryTicks: reference, lots, leverage: draft.leverage }, quoteScale);
  const available = parse(terms.available, quoteScale) ?? 0n;
  if (parseUnits(est.total, quoteScale) > available) return { ok: false, failure: { code: 'INSUFFICIENT_BALANCE', field: 'lots' } };
  return { ok: true, estimate: est };
}
