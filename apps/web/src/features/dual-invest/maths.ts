/**
 * The purchase preview: the shares typed, checked with the spec's messages, and what they would
 * pay in either case, computed with the server's own formula and roundings (`@bourse/maths/dual`).
 * The accepted order carries the final figures.
 */
import type { DualProduct } from '@bourse/contract';
import { dualOutcomes } from '@bourse/maths/dual';
import { formatUnits, parseUnits } from '@bourse/money';

export type SharesCheck = { ok: true; num: number } | { ok: false; code: 'required' | 'integer' | 'max' | 'insufficient'; max?: number };

/** Whole shares, at least one, at most what the product and the user's limit allow, within the balance. */
export function checkShares(text: string, p: DualProduct, available: string | null | undefined): SharesCheck {
  const v = text.trim();
  if (v === '') return { ok: false, code: 'required' };
  if (!/^\d{1,12}$/.test(v) || Number(v) < 1) return { ok: false, code: 'integer' };
  const num = Number(v);
  const max = maxShares(p);
  if (num > max) return { ok: false, code: 'max', max };
  const preview = previewShares(p, num);
  if (available !== null && available !== undefined && preview && BigInt(parseUnits(available, payScale(p))) < preview.amountMinor)
    return { ok: false, code: 'insufficient' };
  return { ok: true, num };
}

/** What the product and the user's own limit still allow. */
export function maxShares(p: DualProduct): number {
  return Math.max(0, Math.min(p.remaining_shares, p.user_limit - (p.user_shares ?? 0)));
}

const payScale = (p: DualProduct) => (p.type === 'call' ? p.terms.coin_scale : p.terms.usdt_scale);

export interface SharesPreview {
  amountMinor: bigint;
  amount: string;
  coin: string;
  usdt: string;
}

export function previewShares(p: DualProduct, num: number): SharesPreview | undefined {
  if (!Number.isSafeInteger(num) || num < 1) return undefined;
  const scale = payScale(p);
  const amountMinor = parseUnits(p.unit_price, scale) * BigInt(num);
  const o = dualOutcomes({
    type: p.type,
    amountMinor,
    linkedPrice: parseUnits(p.linked_price, p.terms.price_scale),
    priceScale: p.terms.price_scale,
    aprPpm: BigInt(p.terms.apr_ppm),
    days: BigInt(p.holding_days),
    coinScale: p.terms.coin_scale,
    usdtScale: p.terms.usdt_scale,
  });
  return {
    amountMinor,
    amount: formatUnits(amountMinor, scale),
    coin: formatUnits(o.coinMinor, p.terms.coin_scale),
    usdt: formatUnits(o.usdtMinor, p.terms.usdt_scale),
  };
}
