/**
 * The OTC desk's quote (issue 19), shared by the server and the request form: the spread for an
 * order's size, the price quoted from the mark, and the USDT total. Integers only: prices in units
 * of 10^-priceScale USDT, amounts in minor units, spreads in parts per million. Rounding favours the
 * house by at most one unit: a buy's price and total round up, a sell's round down.
 */
import { divRound } from '@bourse/money';

const PPM = 1_000_000n;
const pow10 = (n: number) => 10n ** BigInt(n);

export interface OtcScales {
  coinScale: number;
  usdtScale: number;
  priceScale: number;
}

/** The spread of the first tier whose ceiling (USDT minor units; null: none) is above the notional. */
export function spreadFor(notionalMinor: bigint, tiers: ReadonlyArray<{ upToMinor: bigint | null; spreadPpm: number }>): number {
  for (const t of tiers) if (t.upToMinor === null || notionalMinor < t.upToMinor) return t.spreadPpm;
  return tiers[tiers.length - 1]!.spreadPpm;
}

/** The amount's worth at a price in USDT minor units, rounded as named. */
export function notional(amountMinor: bigint, price: bigint, s: OtcScales, rounding: 'ceil' | 'floor'): bigint {
  return divRound(amountMinor * price * pow10(s.usdtScale), pow10(s.coinScale + s.priceScale), rounding);
}

/** The price quoted: mark x (1 + spread) for a user's buy (up), mark x (1 - spread) for a sell (down). */
export function quotePrice(mark: bigint, spreadPpm: number, side: 'buy' | 'sell'): bigint {
  const s = BigInt(spreadPpm);
  return side === 'buy' ? divRound(mark * (PPM + s), PPM, 'ceil') : divRound(mark * (PPM - s), PPM, 'floor');
}

export interface OtcQuoteMaths {
  spreadPpm: number;
  price: bigint;
  /** USDT the user pays (buy) or receives (sell). */
  totalMinor: bigint;
}

export function quote(
  amountMinor: bigint,
  mark: bigint,
  side: 'buy' | 'sell',
  s: OtcScales & { tiers: ReadonlyArray<{ upToMinor: bigint | null; spreadPpm: number }> },
): OtcQuoteMaths {
  const spreadPpm = spreadFor(notional(amountMinor, mark, s, 'floor'), s.tiers);
  const price = quotePrice(mark, spreadPpm, side);
  return { spreadPpm, price, totalMinor: notional(amountMinor, price, s, side === 'buy' ? 'ceil' : 'floor') };
}
