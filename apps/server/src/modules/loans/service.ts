/**
 * Loans for users: the terms and the pool, borrowing (collateral held on the user's spot book, the
 * USDT paid from the treasury's `loans` book, in one transaction), repaying (interest first, then
 * principal; in full, the collateral is released), pledging more collateral, and the caller's loans
 * with their history and proofs. Accrual is accrue.ts, margin calls and liquidation keeper.ts.
 */
import {
  LOAN_ASSET,
  LOAN_COLLATERALS,
  LOAN_MIN_AMOUNT,
  LOAN_TERMS,
  type Loan,
  type LoanCollateral,
  type LoanDetail,
  type LoanMarket,
  type Page,
} from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { createHold, getBalance, LedgerError, releaseHold, systemAccount, transfer, userAccount } from '@bourse/ledger';
import { ppmToPercent } from '@bourse/maths';
import { collateralValue, ltvPpm, maxDebt } from '@bourse/maths/loans';
import { formatUnits, MoneyError, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { AppError } from '../../platform/errors';
import { accrueDue } from './accrue';
import type { LoanPorts } from './ports';
import {
  addCollateralAmount,
  addHold,
  closeLoan,
  eventByRequestKey,
  eventsOf,
  holdIdsOf,
  insertEvent,
  insertLoan,
  loanById,
  loanByRequestKey,
  type LoanRow,
  pageOfLoans,
  setMarginCall,
  setOutstanding,
} from './store';
import { debtOf, loanView, ltvText, proofView, scalesOf, TREASURY_BOOK } from './views';

/** An amount typed by a user, in the asset's minor units; named errors for each way it can be wrong. */
export function parseAmount(text: string, scale: number): bigint {
  try {
    const v = parseUnits(text, scale);
    if (v <= 0n) throw new AppError('AMOUNT_INVALID');
    return v;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof MoneyError && error.code === 'AMOUNT_TOO_PRECISE') throw new AppError('AMOUNT_TOO_PRECISE', { scale });
    if (error instanceof MoneyError && error.code === 'AMOUNT_TOO_LARGE') throw new AppError('AMOUNT_TOO_LARGE');
    throw new AppError('AMOUNT_INVALID');
  }
}

export class LoansService {
  constructor(
    readonly ctx: AppContext,
    readonly ports: LoanPorts,
    readonly realtime: Realtime,
  ) {}

  now(): Date {
    return this.ctx.clock.now();
  }

  market(collateral: string) {
    return this.ports.prices.markets().find((m) => m.kind === 'crypto' && m.base === collateral && m.quote === LOAN_ASSET);
  }

  mark(collateral: string) {
    const m = this.market(collateral);
    return m ? this.ports.prices.markPrice(m.id) : undefined;
  }

  view(r: LoanRow): Loan {
    return loanView(this.ctx, r, this.market(r.collateral), this.mark(r.collateral));
  }

  private scale(code: string): number {
    return this.ctx.assets.byCodeOrFail(code).scale;
  }

  async poolAvailable(ex: Executor): Promise<bigint> {
    return (await getBalance(ex, systemAccount('treasury', LOAN_ASSET, TREASURY_BOOK))).available;
  }

  /** GET loans/market. */
  async terms(userId: number | undefined): Promise<LoanMarket> {
    const usdScale = this.scale(LOAN_ASSET);
    const balance = async (code: string) =>
      userId === undefined
        ? null
        : formatUnits((await getBalance(this.ctx.db, userAccount(userId, code, 'exchange'))).available, this.scale(code));
    const collaterals = [];
    for (const code of LOAN_COLLATERALS) {
      const t = LOAN_TERMS[code];
      const m = this.market(code);
      const mark = this.mark(code);
      collaterals.push({
        collateral: code,
        collateral_scale: this.scale(code),
        price_scale: m?.priceScale ?? 2,
        apr_percent: ppmToPercent(t.aprPpm),
        initial_ltv_percent: ppmToPercent(t.initialLtvPpm),
        margin_call_ltv_percent: ppmToPercent(t.marginCallLtvPpm),
        liquidation_ltv_percent: ppmToPercent(t.liquidationLtvPpm),
        price: m && mark ? formatUnits(mark.price, m.priceScale, { fixed: m.priceScale }) : null,
        balance: await balance(code),
        terms: {
          apr_ppm: t.aprPpm,
          initial_ltv_ppm: t.initialLtvPpm,
          margin_call_ltv_ppm: t.marginCallLtvPpm,
          liquidation_ltv_ppm: t.liquidationLtvPpm,
        },
      });
    }
    return {
      asset: LOAN_ASSET,
      asset_scale: usdScale,
      min_amount: LOAN_MIN_AMOUNT,
      pool_available: formatUnits(await this.poolAvailable(this.ctx.db), usdScale),
      asset_balance: await balance(LOAN_ASSET),
      collaterals,
    };
  }

  /** POST loans/borrow. */
  async borrow(
    userId: number,
    input: { collateral: LoanCollateral; collateral_amount: string; amount: string },
    requestKey: string,
  ): Promise<Loan> {
    const replay = await loanByRequestKey(this.ctx.db, userId, requestKey);
    if (replay) return this.view(replay);
    const usdScale = this.scale(LOAN_ASSET);
    const collateralMinor = parseAmount(input.collateral_amount, this.scale(input.collateral));
    const amount = parseAmount(input.amount, usdScale);
    const min = parseUnits(LOAN_MIN_AMOUNT, usdScale);
    if (amount < min) throw new AppError('LOAN_MIN_AMOUNT', { min: LOAN_MIN_AMOUNT, currency: LOAN_ASSET });
    const market = this.market(input.collateral);
    const mark = this.mark(input.collateral);
    if (!market || !mark) throw new AppError('LOAN_NO_PRICE');
    const terms = LOAN_TERMS[input.collateral];
    const s = scalesOf(this.ctx, { asset: LOAN_ASSET, collateral: input.collateral }, market);
    const limit = maxDebt(collateralValue(collateralMinor, mark.price, s), BigInt(terms.initialLtvPpm));
    if (amount > limit) throw new AppError('LOAN_LTV_EXCEEDED', { max: formatUnits(limit, usdScale), currency: LOAN_ASSET });
    const now = this.now();
    const id = await this.ctx.db.tx(async (ex) => {
      const available = await this.poolAvailable(ex);
      if (available < amount) {
        throw new AppError('LOAN_POOL_EXHAUSTED', { available: formatUnits(available, usdScale), currency: LOAN_ASSET });
      }
      const id = await insertLoan(ex, {
        userId,
        asset: LOAN_ASSET,
        collateral: input.collateral,
        marketId: market.id,
        collateralAmount: collateralMinor,
        principal: amount,
        aprPpm: terms.aprPpm,
        initialLtvPpm: terms.initialLtvPpm,
        marginCallLtvPpm: terms.marginCallLtvPpm,
        liquidationLtvPpm: terms.liquidationLtvPpm,
        requestKey,
        createdAt: now,
      });
      if (id === undefined) return (await loanByRequestKey(ex, userId, requestKey))!.id;
      const meta = { orderId: id };
      const hold = await createHold(ex, {
        key: `loan:collateral:${id}:0`,
        kind: 'loan.collateral',
        account: userAccount(userId, input.collateral, 'exchange'),
        amount: collateralMinor,
        meta,
      });
      await addHold(ex, id, hold.id);
      try {
        await transfer(ex, {
          key: `loan:borrow:${id}`,
          kind: 'loan.borrow',
          from: systemAccount('treasury', LOAN_ASSET, TREASURY_BOOK),
          to: userAccount(userId, LOAN_ASSET, 'exchange'),
          amount,
          meta,
        });
      } catch (error) {
        // Checked above, but another loan may have taken the pool's last funds meanwhile.
        if (error instanceof LedgerError && error.code === 'INSUFFICIENT_BALANCE') {
          throw new AppError('LOAN_POOL_EXHAUSTED', { available: '0', currency: LOAN_ASSET });
        }
        throw error;
      }
      await insertEvent(ex, {
        loanId: id,
        userId,
        kind: 'borrow',
        amount,
        currency: LOAN_ASSET,
        ltvPpm: ltvPpm(amount, collateralValue(collateralMinor, mark.price, s)),
        at: now,
      });
      return id;
    });
    return this.publish((await loanById(this.ctx.db, id))!);
  }

  /** The owner sees the loan in their private room, with a nudge to refresh balances. */
  publish(row: LoanRow): Loan {
    const view = this.view(row);
    this.realtime.toUser(row.user_id, 'loan', view);
    this.realtime.toUser(row.user_id, 'balance', { reason: 'loans' });
    return view;
  }

  /** The caller's open loan, locked, with its due hours accrued. */
  private async ownOpen(ex: Executor, userId: number, id: number): Promise<LoanRow> {
    const r = await loanById(ex, id, 'update');
    if (!r || r.user_id !== userId) throw new AppError('LOAN_NOT_FOUND');
    if (r.status !== 'open') throw new AppError('LOAN_NOT_OPEN');
    return accrueDue(ex, r, this.now());
  }

  /** After an action lowered the LTV: a standing margin call ends once the LTV is back below its line. */
  private async clearMarginCall(ex: Executor, r: LoanRow): Promise<void> {
    if (!r.margin_call) return;
    const market = this.market(r.collateral);
    const mark = this.mark(r.collateral);
    if (!market || !mark) return;
    const v = ltvPpm(debtOf(r), collateralValue(BigInt(r.collateral_amount), mark.price, scalesOf(this.ctx, r, market)));
    if (v !== null && v < BigInt(r.margin_call_ltv_ppm)) await setMarginCall(ex, r.id, false);
  }

  /** POST loans/repay: interest first, then principal; above the debt only the debt is taken. */
  async repay(userId: number, input: { id: number; amount: string }, requestKey: string): Promise<Loan> {
    const replay = await eventByRequestKey(this.ctx.db, userId, requestKey);
    if (replay) return this.view((await loanById(this.ctx.db, replay.loan_id))!);
    const asked = parseAmount(input.amount, this.scale(LOAN_ASSET));
    const id = await this.ctx.db.tx(async (ex) => {
      const r = await this.ownOpen(ex, userId, input.id);
      const interest = BigInt(r.interest_outstanding);
      const principal = BigInt(r.principal_outstanding);
      const paid = asked < interest + principal ? asked : interest + principal;
      const interestPart = paid < interest ? paid : interest;
      const principalPart = paid - interestPart;
      const now = this.now();
      const seq = await this.nextSeq(ex, r.id);
      const meta = { orderId: r.id, interest: interestPart.toString(), principal: principalPart.toString() };
      await transfer(ex, {
        key: `loan:repay:${r.id}:${seq}`,
        kind: 'loan.repay',
        from: userAccount(userId, LOAN_ASSET, 'exchange'),
        to: systemAccount('treasury', LOAN_ASSET, TREASURY_BOOK),
        amount: paid,
        meta,
      });
      await setOutstanding(ex, r.id, principal - principalPart, interest - interestPart);
      await insertEvent(ex, {
        loanId: r.id,
        userId,
        kind: 'repay',
        amount: paid,
        currency: LOAN_ASSET,
        interestPart,
        principalPart,
        requestKey,
        at: now,
      });
      if (paid === interest + principal) {
        for (const holdId of await holdIdsOf(ex, r.id)) {
          await releaseHold(ex, {
            key: `loan:release:${r.id}:${holdId}`,
            kind: 'loan.collateral_release',
            holdId,
            meta: { orderId: r.id },
          });
        }
        await closeLoan(ex, r.id, { status: 'repaid', at: now });
      } else {
        await this.clearMarginCall(ex, (await loanById(ex, r.id))!);
      }
      return r.id;
    });
    return this.publish((await loanById(this.ctx.db, id))!);
  }

  /** How many events the loan has: the sequence number of a repayment's or pledge's ledger key. */
  private async nextSeq(ex: Executor, loanId: number): Promise<number> {
    const { rows } = await ex.query<{ n: number }>('SELECT count(*)::int AS n FROM loan_events WHERE loan_id = $1', [loanId]);
    return rows[0]!.n;
  }

  /** POST loans/add_collateral: another hold on the spot book, the same collateral. */
  async addCollateral(userId: number, input: { id: number; amount: string }, requestKey: string): Promise<Loan> {
    const replay = await eventByRequestKey(this.ctx.db, userId, requestKey);
    if (replay) return this.view((await loanById(this.ctx.db, replay.loan_id))!);
    const id = await this.ctx.db.tx(async (ex) => {
      const r = await this.ownOpen(ex, userId, input.id);
      const amount = parseAmount(input.amount, this.scale(r.collateral));
      const seq = await this.nextSeq(ex, r.id);
      const hold = await createHold(ex, {
        key: `loan:collateral:${r.id}:${seq}`,
        kind: 'loan.collateral',
        account: userAccount(userId, r.collateral, 'exchange'),
        amount,
        meta: { orderId: r.id },
      });
      await addHold(ex, r.id, hold.id);
      await addCollateralAmount(ex, r.id, amount);
      await insertEvent(ex, { loanId: r.id, userId, kind: 'add_collateral', amount, currency: r.collateral, requestKey, at: this.now() });
      await this.clearMarginCall(ex, (await loanById(ex, r.id))!);
      return r.id;
    });
    return this.publish((await loanById(this.ctx.db, id))!);
  }

  /** GET loans/list. */
  list(userId: number, q: { status: 'open' | 'closed' | 'all'; page: number; limit: number }): Promise<Page<Loan>> {
    return pageOfLoans(this.ctx.db, { userId, ...q }, (r) => this.view(r));
  }

  /** GET loans/detail. */
  async detail(userId: number, id: number): Promise<LoanDetail> {
    const r = await loanById(this.ctx.db, id);
    if (!r || r.user_id !== userId) throw new AppError('LOAN_NOT_FOUND');
    const events = await eventsOf(this.ctx.db, id);
    return {
      loan: this.view(r),
      events: events.map((e) => {
        const scale = e.currency ? this.scale(e.currency) : 0;
        const money = (v: string | null) => (v === null ? null : formatUnits(BigInt(v), scale));
        return {
          id: e.id,
          kind: e.kind,
          amount: money(e.amount),
          currency: e.currency,
          interest_part: money(e.interest_part),
          principal_part: money(e.principal_part),
          ltv_percent: e.ltv_ppm === null ? null : ltvText(BigInt(e.ltv_ppm)),
          at: e.at.getTime(),
        };
      }),
      proof: proofView(r),
    };
  }
}
