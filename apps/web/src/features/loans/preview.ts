/**
 * The borrow form's preview, computed with the server's own maths (@bourse/maths/loans) from the
 * terms and mark price the server states, so what the user confirms is what the ledger moves.
 */
import type { LoanTermsView } from '@bourse/contract';
import { collateralValue, hourlyInterest, ltvPpm, maxDebt, priceAtLtv } from '@bourse/maths/loans';
import { formatUnits, parseUnits } from '@bourse/money';

export interface LoanPreview {
  /** What may be borrowed against the collateral at the initial LTV. */
  max: string;
  ltvPercent: string | null;
  hourly: string;
  daily: string;
  marginCallPrice: string | null;
  liquidationPrice: string | null;
  overLtv: boolean;
}

/** A typed decimal in minor units, or null when it does not read. */
export const parse = (text: string, scale: number): bigint | null => {
  try {
    const v = parseUnits(text, scale);
    return v >= 0n ? v : null;
  } catch {
    return null;
  }
};

/** LTV ppm as a percent with 2 decimals, rounded up as the server shows it. */
export const ltvPercent = (ppm: bigint) => formatUnits((ppm + 99n) / 100n, 2, { fixed: 2 });

export function preview(c: LoanTermsView, usdScale: number, input: { collateral: string; amount: string }): LoanPreview | null {
  if (c.price === null) return null;
  const s = { collateralScale: c.collateral_scale, loanScale: usdScale, priceScale: c.price_scale };
  const price = parseUnits(c.price, c.price_scale);
  const coll = parse(input.collateral, c.collateral_scale) ?? 0n;
  const amount = parse(input.amount, usdScale) ?? 0n;
  const value = collateralValue(coll, price, s);
  const limit = maxDebt(value, BigInt(c.terms.initial_ltv_ppm));
  const ltv = amount > 0n ? ltvPpm(amount, value) : null;
  const hourly = hourlyInterest(amount, BigInt(c.terms.apr_ppm));
  const at = (ppm: number) => {
    const p = amount > 0n ? priceAtLtv(amount, coll, BigInt(ppm), s) : null;
    return p === null ? null : formatUnits(p, s.priceScale, { fixed: s.priceScale });
  };
  return {
    max: formatUnits(limit, usdScale),
    ltvPercent: ltv === null ? null : ltvPercent(ltv),
    hourly: formatUnits(hourly, usdScale),
    daily: formatUnits(hourly * 24n, usdScale),
    marginCallPrice: at(c.terms.margin_call_ltv_ppm),
    liquidationPrice: at(c.terms.liquidation_ltv_ppm),
    overLtv: amount > limit,
  };
}

/** The LTV bar's fill (0 to 100) and its colour band against the margin-call and liquidation LTVs. */
export function ltvBand(ltv: string | null, marginCall: string, liquidation: string): { fill: number; band: 'ok' | 'call' | 'danger' } {
  const v = ltv === null ? 0 : Number(ltv);
  const fill = Math.max(0, Math.min(100, v));
  if (v >= Number(liquidation) - 2) return { fill, band: 'danger' };
  return { fill, band: v >= Number(marginCall) ? 'call' : 'ok' };
}
