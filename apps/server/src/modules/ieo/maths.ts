/**
 * The IEO's arithmetic, pure: what a subscription costs and how an issuance is shared. Every
 * rounding is named and favours the house (the project) by less than one minor unit: a payment is
 * rounded up, a pro-rata share down, and the shares' rounding remainder goes back to subscribers,
 * one smallest token unit each, earliest order first, so the whole issuance is allocated whenever
 * more was asked for than issued.
 */
import { divRound, mulDiv } from '@bourse/money';

/** What `amount` tokens cost at `priceMinor` (pay minor units per whole token): rounded up. */
export function costOf(amountMinor: bigint, priceMinor: bigint, tokenScale: number): bigint {
  return divRound(amountMinor * priceMinor, 10n ** BigInt(tokenScale), 'ceil');
}

export interface Ask {
  id: number;
  amount: bigint;
}

export interface Share {
  id: number;
  /** floor(amount x issuance / subscribed), or the whole amount when the issuance covers every ask. */
  proRata: bigint;
  /** 1 smallest unit of the rounding remainder (earliest orders first), else 0. */
  remainder: bigint;
}

/**
 * Share `issuance` among `asks` (in order of arrival: lowest id first). When the asks fit, each gets
 * what it asked for. Otherwise each gets floor(amount x issuance / total); the floors lose less than
 * one unit per ask, so the remainder (fewer units than asks) goes one unit each to the earliest
 * asks, never above what an ask asked for (each floor is strictly below its ask when oversubscribed).
 */
export function allocate(asks: readonly Ask[], issuance: bigint): Share[] {
  const ordered = [...asks].sort((a, b) => a.id - b.id);
  const total = ordered.reduce((s, a) => s + a.amount, 0n);
  if (total <= issuance) return ordered.map((a) => ({ id: a.id, proRata: a.amount, remainder: 0n }));
  const shares = ordered.map((a) => ({ id: a.id, proRata: mulDiv(a.amount, issuance, total, 'floor'), remainder: 0n }));
  let left = issuance - shares.reduce((s, x) => s + x.proRata, 0n);
  for (const s of shares) {
    if (left === 0n) break;
    s.remainder = 1n;
    left -= 1n;
  }
  if (left !== 0n) throw new Error(`ieo allocation: ${left} units left over`);
  return shares;
}

/** subscribed / issuance as a percentage with 2 decimals, rounded down, in hundredths. */
export function progressHundredths(subscribed: bigint, issuance: bigint): bigint {
  return mulDiv(subscribed, 10_000n, issuance, 'floor');
}

const DAY_MS = 86_400_000;

/** Whole days from `fromMs` to `toMs`, rounded up (a 36-hour cycle is 2 days). */
export function daysBetween(fromMs: number, toMs: number): number {
  return Math.max(0, Math.ceil((toMs - fromMs) / DAY_MS));
}
