/** How a loan reads on the wire: its terms, what is owed, its LTV and liquidation price at the mark now. */
import type { Loan, LoanProof } from '@bourse/contract';
import { LOAN_HOUR_MS } from '@bourse/contract';
import { ppmToPercent } from '@bourse/maths';
import { collateralValue, hourlyInterest, ltvPpm, priceAtLtv, type LoanScales } from '@bourse/maths/loans';
import { formatUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { LoanMark, LoanMarketView } from './ports';
import type { LoanRow } from './store';

export const TREASURY_BOOK = 'loans';

export function scalesOf(ctx: AppContext, row: Pick<LoanRow, 'asset' | 'collateral'>, market: LoanMarketView): LoanScales {
  return {
    collateralScale: ctx.assets.byCodeOrFail(row.collateral).scale,
    loanScale: ctx.assets.byCodeOrFail(row.asset).scale,
    priceScale: market.priceScale,
  };
}

export const debtOf = (r: LoanRow) => BigInt(r.principal_outstanding) + BigInt(r.interest_outstanding);

/** LTV percent to 2 places (rounded up, as the rule reads it). */
export function ltvText(ppm: bigint): string {
  return formatUnits((ppm + 99n) / 100n, 2, { fixed: 2 });
}

export function loanView(ctx: AppContext, r: LoanRow, market: LoanMarketView | undefined, mark: LoanMark | undefined): Loan {
  const loanScale = ctx.assets.byCodeOrFail(r.asset).scale;
  const collScale = ctx.assets.byCodeOrFail(r.collateral).scale;
  const usd = (v: bigint | string) => formatUnits(BigInt(v), loanScale);
  const debt = debtOf(r);
  const open = r.status === 'open';
  let ltv: string | null = null;
  let liquidation: string | null = null;
  const price = market && mark ? formatUnits(mark.price, market.priceScale, { fixed: market.priceScale }) : null;
  if (open && market) {
    const s = scalesOf(ctx, r, market);
    const collateral = BigInt(r.collateral_amount);
    const liq = priceAtLtv(debt, collateral, BigInt(r.liquidation_ltv_ppm), s);
    liquidation = liq === null ? null : formatUnits(liq, s.priceScale, { fixed: s.priceScale });
    if (mark) {
      const v = ltvPpm(debt, collateralValue(collateral, mark.price, s));
      ltv = v === null ? null : ltvText(v);
    }
  }
  return {
    id: r.id,
    asset: r.asset,
    collateral: r.collateral,
    collateral_amount: formatUnits(BigInt(r.collateral_amount), collScale),
    principal: usd(r.principal),
    principal_outstanding: usd(r.principal_outstanding),
    interest_outstanding: usd(r.interest_outstanding),
    interest_total: usd(r.interest_total),
    debt: usd(debt),
    apr_percent: ppmToPercent(r.apr_ppm),
    initial_ltv_percent: ppmToPercent(r.initial_ltv_ppm),
    margin_call_ltv_percent: ppmToPercent(r.margin_call_ltv_ppm),
    liquidation_ltv_percent: ppmToPercent(r.liquidation_ltv_ppm),
    ltv_percent: ltv,
    price,
    liquidation_price: liquidation,
    hours_accrued: r.hours_accrued,
    next_accrual_at: open ? r.created_at.getTime() + (r.hours_accrued + 1) * LOAN_HOUR_MS : null,
    hourly_interest: usd(open ? hourlyInterest(BigInt(r.principal_outstanding), BigInt(r.apr_ppm)) : 0n),
    margin_call: r.margin_call,
    status: r.status,
    created_at: r.created_at.getTime(),
    closed_at: r.closed_at?.getTime() ?? null,
  };
}

/** The stored proof as the wire shows it (written by the keeper at liquidation). */
export function proofView(r: LoanRow): LoanProof | null {
  return r.status === 'liquidated' && r.proof ? (r.proof as unknown as LoanProof) : null;
}
