/** Loans' SQL, and only here: loans, their collateral holds, hourly accruals and events. */
import type { Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { paginate } from '../../platform/paging';

export interface LoanRow {
  id: number;
  user_id: number;
  asset: string;
  collateral: string;
  market_id: number;
  collateral_amount: string;
  principal: string;
  principal_outstanding: string;
  interest_outstanding: string;
  interest_total: string;
  apr_ppm: number;
  initial_ltv_ppm: number;
  margin_call_ltv_ppm: number;
  liquidation_ltv_ppm: number;
  hours_accrued: number;
  status: 'open' | 'repaid' | 'liquidated';
  margin_call: boolean;
  proof: Record<string, unknown> | null;
  request_key: string;
  created_at: Date;
  closed_at: Date | null;
}

export interface NewLoan {
  userId: number;
  asset: string;
  collateral: string;
  marketId: number;
  collateralAmount: bigint;
  principal: bigint;
  aprPpm: number;
  initialLtvPpm: number;
  marginCallLtvPpm: number;
  liquidationLtvPpm: number;
  requestKey: string;
  createdAt: Date;
}

/** Insert a loan; undefined when this request key made one already (a retry). */
export async function insertLoan(ex: Executor, l: NewLoan): Promise<number | undefined> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO loans (user_id, asset, collateral, market_id, collateral_amount, principal, principal_outstanding,
                        apr_ppm, initial_ltv_ppm, margin_call_ltv_ppm, liquidation_ltv_ppm, request_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (user_id, request_key) DO NOTHING RETURNING id`,
    [
      l.userId,
      l.asset,
      l.collateral,
      l.marketId,
      l.collateralAmount.toString(),
      l.principal.toString(),
      l.aprPpm,
      l.initialLtvPpm,
      l.marginCallLtvPpm,
      l.liquidationLtvPpm,
      l.requestKey,
      l.createdAt,
    ],
  );
  return rows[0]?.id;
}

export async function loanById(ex: Executor, id: number, lock: '' | 'update' | 'skip' = ''): Promise<LoanRow | undefined> {
  const suffix = lock === 'update' ? ' FOR UPDATE' : lock === 'skip' ? ' FOR UPDATE SKIP LOCKED' : '';
  const { rows } = await ex.query<LoanRow>(`SELECT * FROM loans WHERE id = $1${suffix}`, [id]);
  return rows[0];
}

export async function loanByRequestKey(ex: Executor, userId: number, key: string): Promise<LoanRow | undefined> {
  const { rows } = await ex.query<LoanRow>('SELECT * FROM loans WHERE user_id = $1 AND request_key = $2', [userId, key]);
  return rows[0];
}

/** The loan an action's request key already acted on (repay, add collateral), for a retry. */
export async function eventByRequestKey(ex: Executor, userId: number, key: string): Promise<{ loan_id: number } | undefined> {
  const { rows } = await ex.query<{ loan_id: number }>('SELECT loan_id FROM loan_events WHERE user_id = $1 AND request_key = $2', [
    userId,
    key,
  ]);
  return rows[0];
}

export function pageOfLoans<T>(
  ex: Executor,
  q: { userId: number; status: 'open' | 'closed' | 'all'; page: number; limit: number },
  map: (r: LoanRow) => T,
): Promise<Page<T>> {
  const where = q.status === 'open' ? ` AND status = 'open'` : q.status === 'closed' ? ` AND status <> 'open'` : '';
  return paginate(
    ex,
    { select: `SELECT * FROM loans WHERE user_id = $1${where}`, params: [q.userId], order: 'id DESC', page: q.page, limit: q.limit },
    (r) => map(r as unknown as LoanRow),
  );
}

/** Open loans (for the console and the risk pass). */
export async function openLoans(ex: Executor, collateral?: string): Promise<LoanRow[]> {
  const { rows } = await ex.query<LoanRow>(
    `SELECT * FROM loans WHERE status = 'open'${collateral ? ' AND collateral = $1' : ''} ORDER BY id`,
    collateral ? [collateral] : [],
  );
  return rows;
}

/** Open loans with an hour ended and not accrued: created_at + (hours_accrued + 1) h <= now. */
export async function loansWithDueHours(ex: Executor, now: Date, limit: number): Promise<number[]> {
  const { rows } = await ex.query<{ id: number }>(
    `SELECT id FROM loans WHERE status = 'open' AND created_at + (hours_accrued + 1) * interval '1 hour' <= $1 ORDER BY id LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => r.id);
}

/**
 * Accrue hours `from`..`to` at one amount each (the principal does not change between actions,
 * and every action accrues what is due first), in one statement. The primary key (loan, hour)
 * and the guard on hours_accrued make a second run of the same hours change nothing.
 */
export async function accrueHours(ex: Executor, loan: LoanRow, to: number, perHour: bigint): Promise<boolean> {
  const from = loan.hours_accrued + 1;
  const total = perHour * BigInt(to - from + 1);
  const { rows } = await ex.query<{ id: number }>(
    `UPDATE loans SET hours_accrued = $3, interest_outstanding = interest_outstanding + $4, interest_total = interest_total + $4
      WHERE id = $1 AND hours_accrued = $2 AND status = 'open' RETURNING id`,
    [loan.id, loan.hours_accrued, to, total.toString()],
  );
  if (!rows[0]) return false;
  await ex.query(
    `INSERT INTO loan_accruals (loan_id, hour, amount, at)
     SELECT $1, h, $4, $5::timestamptz + h * interval '1 hour' FROM generate_series($2::int, $3::int) AS h`,
    [loan.id, from, to, perHour.toString(), loan.created_at],
  );
  return true;
}

export async function setOutstanding(ex: Executor, id: number, principal: bigint, interest: bigint): Promise<void> {
  await ex.query('UPDATE loans SET principal_outstanding = $2, interest_outstanding = $3 WHERE id = $1', [
    id,
    principal.toString(),
    interest.toString(),
  ]);
}

export async function addCollateralAmount(ex: Executor, id: number, amount: bigint): Promise<void> {
  await ex.query('UPDATE loans SET collateral_amount = collateral_amount + $2 WHERE id = $1', [id, amount.toString()]);
}

export async function setMarginCall(ex: Executor, id: number, on: boolean): Promise<void> {
  await ex.query('UPDATE loans SET margin_call = $2 WHERE id = $1', [id, on]);
}

export async function closeLoan(
  ex: Executor,
  id: number,
  end: { status: 'repaid' | 'liquidated'; at: Date; proof?: Record<string, unknown> },
): Promise<void> {
  await ex.query(
    `UPDATE loans SET status = $2, closed_at = $3, margin_call = false, proof = $4,
            principal_outstanding = CASE WHEN $2 = 'liquidated' THEN 0 ELSE principal_outstanding END,
            interest_outstanding = CASE WHEN $2 = 'liquidated' THEN 0 ELSE interest_outstanding END
      WHERE id = $1`,
    [id, end.status, end.at, end.proof ? JSON.stringify(end.proof) : null],
  );
}

export async function addHold(ex: Executor, loanId: number, holdId: number): Promise<void> {
  await ex.query('INSERT INTO loan_holds (loan_id, hold_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [loanId, holdId]);
}

export async function holdIdsOf(ex: Executor, loanId: number): Promise<number[]> {
  const { rows } = await ex.query<{ hold_id: number }>('SELECT hold_id FROM loan_holds WHERE loan_id = $1 ORDER BY hold_id', [loanId]);
  return rows.map((r) => r.hold_id);
}

export interface NewEvent {
  loanId: number;
  userId: number;
  kind: 'borrow' | 'repay' | 'add_collateral' | 'margin_call' | 'liquidation';
  amount?: bigint;
  currency?: string;
  interestPart?: bigint;
  principalPart?: bigint;
  ltvPpm?: bigint | null;
  requestKey?: string;
  at: Date;
}

export async function insertEvent(ex: Executor, e: NewEvent): Promise<void> {
  await ex.query(
    `INSERT INTO loan_events (loan_id, user_id, kind, amount, currency, interest_part, principal_part, ltv_ppm, request_key, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      e.loanId,
      e.userId,
      e.kind,
      e.amount?.toString() ?? null,
      e.currency ?? null,
      e.interestPart?.toString() ?? null,
      e.principalPart?.toString() ?? null,
      e.ltvPpm === undefined || e.ltvPpm === null ? null : Number(e.ltvPpm),
      e.requestKey ?? null,
      e.at,
    ],
  );
}

export interface EventRow {
  id: number;
  kind: NewEvent['kind'];
  amount: string | null;
  currency: string | null;
  interest_part: string | null;
  principal_part: string | null;
  ltv_ppm: number | null;
  at: Date;
}

export async function eventsOf(ex: Executor, loanId: number): Promise<EventRow[]> {
  const { rows } = await ex.query<EventRow>('SELECT * FROM loan_events WHERE loan_id = $1 ORDER BY id DESC LIMIT 200', [loanId]);
  return rows;
}

export interface PoolTotals {
  principal_outstanding: string;
  interest_outstanding: string;
  open_loans: number;
  margin_calls: number;
  liquidated_loans: number;
}

export async function poolTotals(ex: Executor): Promise<PoolTotals> {
  const { rows } = await ex.query<PoolTotals>(
    `SELECT coalesce(sum(principal_outstanding) FILTER (WHERE status = 'open'), 0)::text AS principal_outstanding,
            coalesce(sum(interest_outstanding) FILTER (WHERE status = 'open'), 0)::text AS interest_outstanding,
            (count(*) FILTER (WHERE status = 'open'))::int AS open_loans,
            (count(*) FILTER (WHERE status = 'open' AND margin_call))::int AS margin_calls,
            (count(*) FILTER (WHERE status = 'liquidated'))::int AS liquidated_loans
       FROM loans`,
  );
  return rows[0]!;
}

/** Interest repaid over all loans (the repayments' interest parts). */
export async function interestCollected(ex: Executor): Promise<string> {
  const { rows } = await ex.query<{ n: string }>(`SELECT coalesce(sum(interest_part), 0)::text AS n FROM loan_events WHERE kind = 'repay'`);
  return rows[0]!.n;
}

export async function pledgedBy(ex: Executor): Promise<Map<string, string>> {
  const { rows } = await ex.query<{ collateral: string; n: string }>(
    `SELECT collateral, sum(collateral_amount)::text AS n FROM loans WHERE status = 'open' GROUP BY collateral`,
  );
  return new Map(rows.map((r) => [r.collateral, r.n]));
}
