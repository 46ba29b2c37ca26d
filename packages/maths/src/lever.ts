/**
 * The formulas of a position, in integers: prices in ticks (10^-priceScale), quantity in the
 * market's quantity units (10^-qtyScale), money in quote minor units. Because the market's scales
 * keep price x quantity a whole number of quote minor units, notional and PnL are exact; only
 * margin and fees divide, and they round up (the user never gets margin or a fee discount from
 * rounding). Nothing here reads a clock or a database. The server settles with these and the web
 * estimates with them, so an estimate is the figure the server will use at the same price.
 */

import { PPM } from '@bourse/money';
import { ceilDiv } from './ratio';

export interface Scales {
  priceScale: number;
  qtyScale: number;
  quoteScale: number;
}

export type Side = 'long' | 'short';

/** Quote minor units per tick per quantity unit. */
export function unit(s: Scales): bigint {
  const exp = s.quoteScale - s.priceScale - s.qtyScale;
  if (exp < 0) throw new Error('scales must keep price x quantity a whole number of quote minor units');
  return 10n ** BigInt(exp);
}

export function notional(s: Scales, price: bigint, qty: bigint): bigint {
  return price * qty * unit(s);
}

export function marginFor(notionalMinor: bigint, leverage: number): bigint {
  return ceilDiv(notionalMinor, BigInt(leverage));
}

export function rateOf(amountMinor: bigint, ratePpm: number): bigint {
  return ceilDiv(amountMinor * BigInt(ratePpm), PPM);
}

/** Profit (positive) or loss (negative) of a position at `price`. */
export function pnl(s: Scales, side: Side, entry: bigint, price: bigint, qty: bigint): bigint {
  const move = side === 'long' ? price - entry : entry - price;
  return move * qty * unit(s);
}

/** Risk rate in ppm: equity (margin + PnL) over margin, rounded down. */
export function riskPpm(margin: bigint, pnlMinor: bigint): bigint {
  const equity = margin + pnlMinor;
  return equity <= 0n ? 0n : (equity * PPM) / margin;
}

/** Liquidated when equity x 1e6 <= threshold x margin (risk rate at or below the threshold). */
export function isLiquidated(margin: bigint, pnlMinor: bigint, thresholdPpm: number): boolean {
  return (margin + pnlMinor) * PPM <= BigInt(thresholdPpm) * margin;
}

/**
 * The margin ratio, as the big exchanges show it (issue 13), in ppm: the maintenance margin over
 * the margin balance. A position is liquidated when its equity (margin + PnL at the mark price)
 * falls to `threshold x margin` (`isLiquidated`), so that part of the margin is its maintenance
 * margin, and the ratio is `threshold x margin / equity`: the threshold itself (10 %) while the
 * PnL is nil, rising as the position loses, exactly 100 % where the risk rate reaches the threshold
 * and the position is liquidated. Rounded up (the risk is never shown smaller than it is), yet
 * below 100 % until the position is liquidated; 100 % at and beyond liquidation (equity at or
 * below the maintenance margin, or none).
 */
export function marginRatioPpm(margin: bigint, pnlMinor: bigint, thresholdPpm: number): bigint {
  const maintenance = BigInt(thresholdPpm) * margin;
  const equity = margin + pnlMinor;
  if (equity * PPM <= maintenance) return PPM;
  // Rounding up never shows 100 % for a position that is not liquidated.
  const ratio = ceilDiv(maintenance, equity);
  return ratio < PPM ? ratio : PPM - 1n;
}

/** Where a margin ratio sits on the screen's colour scale: below 50 % safe, from 50 % warn, from 80 % danger. */
export const MARGIN_RATIO_WARN_PPM = 500_000n;
export const MARGIN_RATIO_DANGER_PPM = 800_000n;
export type MarginLevel = 'safe' | 'warn' | 'danger';

export function marginLevel(ratioPpm: bigint): MarginLevel {
  if (ratioPpm >= MARGIN_RATIO_DANGER_PPM) return 'danger';
  return ratioPpm >= MARGIN_RATIO_WARN_PPM ? 'warn' : 'safe';
}

/**
 * Return on equity in ppm: the PnL over the margin the position was opened with (its initial
 * margin), rounded towards zero (neither a gain nor a loss is shown larger than it is).
 */
export function roePpm(pnlMinor: bigint, openMargin: bigint): bigint {
  if (openMargin <= 0n) throw new Error('margin must be positive');
  return (pnlMinor * PPM) / openMargin;
}

/**
 * Sizing in the coin or the margin coin (issue 13): the whole lots a quantity or a position value
 * makes, rounded down (never a larger position than asked for). `lotUnits` is one lot in the
 * market's quantity units; `notionalMinor` a position value at `price` in quote minor units.
 */
export function lotsForQty(qtyUnits: bigint, lotUnits: bigint): bigint {
  if (lotUnits <= 0n) throw new Error('a lot must be positive');
  return qtyUnits <= 0n ? 0n : qtyUnits / lotUnits;
}

export function lotsForNotional(s: Scales, price: bigint, lotUnits: bigint, notionalMinor: bigint): bigint {
  const perLot = notional(s, price, lotUnits);
  if (perLot <= 0n) throw new Error('a lot must have a value');
  return notionalMinor <= 0n ? 0n : notionalMinor / perLot;
}

/**
 * The price at which the risk rate reaches the threshold: for a long the highest price that
 * liquidates, for a short the lowest. Exact: `isLiquidated` holds at this price and not one tick
 * inside it. A long whose liquidation would need a price at or below zero gets 0 (never).
 */
export function liquidationPrice(s: Scales, side: Side, entry: bigint, qty: bigint, margin: bigint, thresholdPpm: number): bigint {
  const perTick = qty * unit(s);
  const distance = ceilDiv((PPM - BigInt(thresholdPpm)) * margin, perTick * PPM);
  if (side === 'long') return entry - distance > 0n ? entry - distance : 0n;
  return entry + distance;
}

/**
 * A long's profit is capped at its notional, reached at twice the entry price, where it closes by
 * itself (the house reserves the notional when the position opens, so it can always pay). A
 * short's profit cannot exceed its notional anyway (the price cannot fall below zero): no cap.
 */
export function capPrice(side: Side, entry: bigint): bigint | null {
  return side === 'long' ? entry * 2n : null;
}

/** The profit the house pays, after the cap: never more than the notional it reserved. */
export function cappedPnl(raw: bigint, notionalMinor: bigint): bigint {
  return raw > notionalMinor ? notionalMinor : raw;
}

const ascending = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The median of prices: the middle one of an odd count; of an even count the mean of the two
 * middle ones, rounded down to a whole price unit (a half unit at most, the same for every
 * position: exact and reproducible from the prices alone).
 */
export function medianPrice(prices: readonly bigint[]): bigint {
  if (prices.length === 0) throw new Error('the median of no prices');
  const sorted = [...prices].sort(ascending);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2n;
}

/**
 * The mark price from the recorded ticks of its window: each source's median, then the median of
 * those (a market with one configured source, as every market has today, gets that source's
 * median). One stray tick among several cannot move a median, so it cannot liquidate.
 * Undefined for an empty window.
 */
export function markPrice(ticks: ReadonlyArray<{ price: bigint; source: string }>): bigint | undefined {
  if (ticks.length === 0) return undefined;
  const bySource = new Map<string, bigint[]>();
  for (const t of ticks) {
    const prices = bySource.get(t.source);
    if (prices) prices.push(t.price);
    else bySource.set(t.source, [t.price]);
  }
  return medianPrice([...bySource.values()].map(medianPrice));
}

/** Format a ppm ratio as a percentage with two decimals (rounded down). */
export function percentText(ppm: bigint): string {
  const hundredths = ppm / 100n;
  const sign = hundredths < 0n ? '-' : '';
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
