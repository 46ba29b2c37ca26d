/** The console's read-only view of the lending pool: its cover, what is lent out and what backs it. */
import { LOAN_ASSET, LOAN_COLLATERALS, type LoanPoolOverview } from '@bourse/contract';
import { getBalance, systemAccount } from '@bourse/ledger';
import { formatUnits } from '@bourse/money';
import type { LoansService } from './service';
import { interestCollected, openLoans, pledgedBy, poolTotals } from './store';
import { TREASURY_BOOK } from './views';

export async function poolOverview(loans: LoansService): Promise<LoanPoolOverview> {
  const { ctx } = loans;
  const db = ctx.db;
  const usd = ctx.assets.byCodeOrFail(LOAN_ASSET).scale;
  const money = (v: string | bigint, scale = usd) => formatUnits(BigInt(v), scale);
  const totals = await poolTotals(db);
  const pledged = await pledgedBy(db);
  const collateral = [];
  for (const code of LOAN_COLLATERALS) {
    const scale = ctx.assets.byCodeOrFail(code).scale;
    const held = (await getBalance(db, systemAccount('treasury', code, TREASURY_BOOK))).available;
    const m = loans.market(code);
    const mark = loans.mark(code);
    collateral.push({
      currency: code,
      pledged: money(pledged.get(code) ?? '0', scale),
      pool_held: money(held, scale),
      price: m && mark ? formatUnits(mark.price, m.priceScale, { fixed: m.priceScale }) : null,
    });
  }
  const open = await openLoans(db);
  return {
    asset: LOAN_ASSET,
    pool_available: money(await loans.poolAvailable(db)),
    principal_outstanding: money(totals.principal_outstanding),
    interest_outstanding: money(totals.interest_outstanding),
    interest_collected: money(await interestCollected(db)),
    open_loans: totals.open_loans,
    margin_calls: totals.margin_calls,
    liquidated_loans: totals.liquidated_loans,
    collateral,
    loans: open
      .reverse()
      .slice(0, 100)
      .map((r) => ({ ...loans.view(r), user_id: r.user_id })),
  };
}
