/**
 * Copy trading's formulas, pure and in integers: the follow's number, the copy's lots (SPEC
 * section 5's rounding rule), slippage, the profit share and the trader statistics.
 */
import { FOLLOW_MAX_LOTS, FOLLOW_MAX_MULTIPLE, type FollowMode } from '@bourse/contract';
import { divRound, formatUnits, parseUnits } from '@bourse/money';

const PPM = 1_000_000n;

/** "1.5" -> 150 (hundredths); undefined for anything else than a plain decimal with at most two decimals. */
export function cents(text: string): number | undefined {
  try {
    const v = parseUnits(text, 2);
    return v <= 100_000_000n ? Number(v) : undefined;
  } catch {
    return undefined;
  }
}

/** A percent with at most two decimals ("1.25") as ppm of the whole (12500), in [0, maxPercent]. */
export function percentPpm(text: string, maxPercent: number): number | undefined {
  const c = cents(text);
  if (c === undefined || c > maxPercent * 100) return undefined;
  return c * 100;
}

export const percentText = (ppm: number | bigint) => formatUnits(BigInt(ppm), 4);
export const centsText = (c: number | bigint) => formatUnits(BigInt(c), 2);

/** The follow's number in hundredths: a multiple in (0, 5] with two decimals, or whole lots 1 to 5. */
export function followNumber(mode: FollowMode, text: string): number | undefined {
  const c = cents(text);
  if (c === undefined || c <= 0) return undefined;
  if (mode === 'multiple') return c <= FOLLOW_MAX_MULTIPLE * 100 ? c : undefined;
  return c % 100 === 0 && c <= FOLLOW_MAX_LOTS * 100 ? c : undefined;
}

/**
 * SPEC section 5: with proportional lots, a result above 1 that is not whole is rounded to two
 * decimals (half up). `raw` is in ten-thousandths of a lot; the answer in hundredths. A result of 1
 * or below is kept as it is (truncated to hundredths): the market then decides if it can take it.
 */
export function roundProportionalLots(rawTenThousandths: bigint): bigint {
  if (rawTenThousandths > 10_000n && rawTenThousandths % 10_000n !== 0n) return divRound(rawTenThousandths, 100n, 'halfUp');
  return divRound(rawTenThousandths, 100n, 'down');
}

/** The copy's lots in hundredths: the fixed lots, or the trader's lots times the multiple (rounded as above). */
export function copyLotsCents(mode: FollowMode, numberCents: number, traderLots: number): bigint {
  if (mode === 'lots') return BigInt(numberCents);
  return roundProportionalLots(BigInt(traderLots) * BigInt(numberCents) * 100n);
}

/** Whole lots the market takes, or undefined: futures trade whole lots between the market's limits. */
export function marketLots(lotsCents: bigint, limits: { minLots: number; maxLots: number }): number | undefined {
  if (lotsCents % 100n !== 0n) return undefined;
  const lots = lotsCents / 100n;
  return lots >= BigInt(limits.minLots) && lots <= BigInt(limits.maxLots) ? Number(lots) : undefined;
}

/** How far the follower's price is from the trader's fill, ppm of the trader's price, rounded up (never understated). */
export function slippagePpm(traderPrice: bigint, followerPrice: bigint): number {
  const move = followerPrice > traderPrice ? followerPrice - traderPrice : traderPrice - followerPrice;
  return Number(divRound(move * PPM, traderPrice, 'up'));
}

/** The trader's share of a copy's realised profit (net of fees): nothing on a loss; rounded down (the payer never pays a fraction more). */
export function profitShare(netPnl: bigint, sharePpm: number): bigint {
  return netPnl > 0n ? divRound(netPnl * BigInt(sharePpm), PPM, 'down') : 0n;
}

/** A closed position as the statistics read it. */
export interface ClosedTrade {
  side: 'long' | 'short';
  /** Settled PnL minus the opening fee and overnight fees. */
  net: bigint;
  /** The margin it opened with. */
  margin: bigint;
  closedMs: number;
}

export interface TraderStats {
  totalPnl: bigint;
  totalMargin: bigint;
  roiPpm: bigint;
  winRatePpm: number;
  drawdownPpm: number;
  longWins: number;
  shortWins: number;
  closedTrades: number;
  curve: Array<[number, string]>;
}

/** The equity index starts here (10^12), so a per-trade return loses nothing visible to rounding. */
const NAV0 = 1_000_000_000_000n;

/**
 * Total net PnL; ROI = total PnL / total margin; win rate = profitable closes / closes; maximum
 * drawdown = the largest fall from a peak of an index that starts at 1 and is multiplied by
 * (margin + net) / margin at each close (each trade's return on its margin, compounded; a trade
 * cannot lose more than its index, so it floors at 0). All ratios rounded down, in ppm.
 */
export function traderStats(trades: readonly ClosedTrade[]): TraderStats {
  let total = 0n;
  let margin = 0n;
  let wins = 0;
  let longWins = 0;
  let shortWins = 0;
  let nav = NAV0;
  let peak = NAV0;
  let drawdown = 0n;
  const curve: Array<[number, string]> = [];
  for (const t of trades) {
    total += t.net;
    margin += t.margin;
    if (t.net > 0n) {
      wins++;
      if (t.side === 'long') longWins++;
      else shortWins++;
    }
    if (t.margin > 0n) {
      const next = divRound(nav * (t.margin + t.net), t.margin, 'down');
      nav = next > 0n ? next : 0n;
    }
    if (nav > peak) peak = nav;
    const dd = divRound((peak - nav) * PPM, peak, 'down');
    if (dd > drawdown) drawdown = dd;
    curve.push([t.closedMs, total.toString()]);
  }
  const n = trades.length;
  return {
    totalPnl: total,
    totalMargin: margin,
    roiPpm: margin > 0n ? divRound(total * PPM, margin, 'down') : 0n,
    winRatePpm: n > 0 ? Math.floor((wins * 1_000_000) / n) : 0,
    drawdownPpm: Number(drawdown),
    longWins,
    shortWins,
    closedTrades: n,
    curve: curve.slice(-200),
  };
}
