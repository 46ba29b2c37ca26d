/**
 * The loans keeper: on the clock's timer (and once at start, so hours that ended while the server
 * was down accrue at once) it accrues every loan's ended hours; after every batch of recorded ticks,
 * on the feed's node only, it checks the open loans against the mark price: at the margin-call LTV a
 * warning (a history event, a socket message and an outbox message, once until the LTV falls back
 * below), at the liquidation LTV the liquidation. Outcomes come only from the feed's mark price and
 * the stated formula (@bourse/maths/loans); nobody can set, nudge or delay one.
 *
 * Liquidation, in one transaction under the loan's row lock, after accruing its due hours: the pool
 * takes the collateral worth the debt at the mark price (rounded up, at most all of it), the rest
 * is released to the user, the loan closes with its proof (the mark's ticks, the inputs, the
 * result). A second node, a retry or a restart finds the loan closed and changes nothing.
 */
import { LOAN_ACCRUE_INTERVAL_MS } from '@bourse/contract';
import { getHolds, settleHolds, systemAccount, releaseHold, type Line } from '@bourse/ledger';
import { collateralValue, liquidate, ltvPpm } from '@bourse/maths/loans';
import { translate } from '@bourse/i18n/server';
import { formatUnits } from '@bourse/money';
import type { Executor } from '@bourse/db';
import type { Lang } from '@bourse/i18n';
import type { AppContext } from '../../app/context';
import { accrueDue } from './accrue';
import type { LoanMark, LoanMarketView } from './ports';
import type { LoansService } from './service';
import { closeLoan, holdIdsOf, insertEvent, loanById, loansWithDueHours, type LoanRow, openLoans, setMarginCall } from './store';
import { debtOf, ltvText, scalesOf, TREASURY_BOOK } from './views';
import { PeriodicPass } from '../../platform/periodic-pass';

const BATCH = 200;

export class LoansKeeper {
  private readonly periodic: PeriodicPass<{ accrued: number; liquidated: number }>;

  constructor(private readonly loans: LoansService) {
    this.periodic = new PeriodicPass(loans.ctx, { name: 'loans pass', intervalMs: LOAN_ACCRUE_INTERVAL_MS, pass: () => this.pass() });
  }

  private get ctx(): AppContext {
    return this.loans.ctx;
  }

  start = (): Promise<void> => this.periodic.start();
  stop = (): Promise<void> => this.periodic.stop();
  /** The timer and every tick batch: start a pass unless one is running (the next picks up what it missed). */
  nudge = (): void => this.periodic.nudge();
  /** A full pass after any pass in progress: accrue, then (on the feed's node) margin calls and liquidations. */
  run = (): Promise<{ accrued: number; liquidated: number }> => this.periodic.run();
  /** Resolves when no pass is running or queued. */
  idle = (): Promise<void> => this.periodic.idle();

  private async pass(): Promise<{ accrued: number; liquidated: number }> {
    const now = this.ctx.clock.now();
    let accrued = 0;
    for (;;) {
      const ids = await loansWithDueHours(this.ctx.db, now, BATCH);
      for (const id of ids) {
        const row = await this.ctx.db.tx(async (ex) => {
          const r = await loanById(ex, id, 'skip');
          return r ? accrueDue(ex, r, now) : undefined;
        });
        if (row) {
          accrued += 1;
          this.loans.publish(row);
        }
      }
      if (ids.length < BATCH || this.periodic.stopped) break;
    }
    const liquidated = this.loans.ports.prices.leads() ? await this.risk(now) : 0;
    return { accrued, liquidated };
  }

  private async risk(now: Date): Promise<number> {
    let liquidated = 0;
    for (const r of await openLoans(this.ctx.db)) {
      const market = this.loans.market(r.collateral);
      const mark = this.loans.mark(r.collateral);
      if (!market || !mark) continue;
      const ltv = ltvAt(this.ctx, r, market, mark);
      if (ltv === null) continue;
      try {
        if (ltv >= BigInt(r.liquidation_ltv_ppm)) {
          if (await this.liquidate(r.id, now)) liquidated += 1;
        } else if (ltv >= BigInt(r.margin_call_ltv_ppm) && !r.margin_call) {
          await this.marginCall(r.id, r.user_id, now);
        } else if (ltv < BigInt(r.margin_call_ltv_ppm) && r.margin_call) {
          await setMarginCall(this.ctx.db, r.id, false);
        }
      } catch (err) {
        // Left as it is: the next pass tries again; one loan's fault never holds up the others.
        this.ctx.log.error({ err, loanId: r.id }, 'loan risk check failed');
      }
    }
    return liquidated;
  }

  private async marginCall(id: number, userId: number, now: Date): Promise<void> {
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const who = { ...(await this.loans.ports.identity.of(userId)), lang: await this.loans.ports.profile.language(userId) };
    const sent = await this.ctx.db.tx(async (ex) => {
      const r = await loanById(ex, id, 'update');
      if (!r || r.status !== 'open' || r.margin_call) return undefined;
      const market = this.loans.market(r.collateral)!;
      const mark = this.loans.mark(r.collateral)!;
      const ltv = ltvAt(this.ctx, r, market, mark);
      if (ltv === null || ltv < BigInt(r.margin_call_ltv_ppm)) return undefined;
      await setMarginCall(ex, r.id, true);
      await insertEvent(ex, { loanId: r.id, userId: r.user_id, kind: 'margin_call', ltvPpm: ltv, at: now });
      const view = this.loans.view({ ...r, margin_call: true });
      const outboxId = await this.message(ex, { r, who }, { ltv: view.ltv_percent ?? ltvText(ltv), price: view.liquidation_price });
      return { r, view, outboxId };
    });
    if (!sent) return;
    this.loans.realtime.toUser(sent.r.user_id, 'loan_margin_call', {
      id: sent.r.id,
      collateral: sent.r.collateral,
      ltv_percent: sent.view.ltv_percent ?? '0',
      liquidation_price: sent.view.liquidation_price,
    });
    this.loans.realtime.toUser(sent.r.user_id, 'loan', sent.view);
    if (sent.outboxId !== undefined) void this.ctx.notifier.deliver(sent.outboxId);
  }

  /** The margin-call message to the user's email (or mobile), in the outbox with the action's transaction. */
  private async message(
    ex: Executor,
    { r, who }: { r: LoanRow; who: { email: string | null; areaCode: string | null; mobile: string | null; lang: Lang } },
    { ltv, price: liquidationPrice }: { ltv: string; price: string | null },
  ): Promise<number | undefined> {
    const contact = who.email
      ? { channel: 'email' as const, destination: who.email }
      : who.areaCode && who.mobile
        ? { channel: 'sms' as const, destination: `+${who.areaCode}${who.mobile}` }
        : undefined;
    if (!contact) return undefined;
    const params = { id: r.id, collateral: r.collateral, ltv, liquidation: r.liquidation_ltv_ppm / 10_000, price: liquidationPrice ?? '-' };
    return this.ctx.notifier.enqueue(ex, {
      ...contact,
      subject: translate(who.lang, 'loans.marginCallMessage.subject', params),
      body: translate(who.lang, 'loans.marginCallMessage.body', params),
    });
  }

  /** Liquidate one loan if, with its hours accrued, it is at the liquidation LTV at the mark price now. */
  async liquidate(id: number, now: Date): Promise<boolean> {
    const row = await this.ctx.db.tx(async (ex) => {
      const locked = await loanById(ex, id, 'update');
      if (!locked || locked.status !== 'open') return undefined;
      const r = await accrueDue(ex, locked, now);
      const market = this.loans.market(r.collateral)!;
      const mark = this.loans.mark(r.collateral);
      if (!mark) return undefined;
      const ltv = ltvAt(this.ctx, r, market, mark);
      if (ltv === null || ltv < BigInt(r.liquidation_ltv_ppm)) return undefined;
      const s = scalesOf(this.ctx, r, market);
      const debt = debtOf(r);
      const collateral = BigInt(r.collateral_amount);
      const out = liquidate(debt, collateral, mark.price, s);
      await this.moveCollateral(ex, r, out.seizedMinor);
      const fmt = (v: bigint, scale: number) => formatUnits(v, scale);
      const price = formatUnits(mark.price, s.priceScale, { fixed: s.priceScale });
      const proof = {
        mark_price: price,
        window_ms: mark.windowMs,
        ticks: mark.ticks.map((t) => ({
          id: t.id,
          source: t.source,
          time: t.ts,
          price: formatUnits(t.price, t.priceScale, { fixed: t.priceScale }),
        })),
        debt: fmt(debt, s.loanScale),
        collateral_amount: fmt(collateral, s.collateralScale),
        collateral_value: fmt(out.valueMinor, s.loanScale),
        ltv_percent: ltvText(ltv),
        liquidation_ltv_percent: ltvText(BigInt(r.liquidation_ltv_ppm)),
        seized: fmt(out.seizedMinor, s.collateralScale),
        surplus: fmt(out.surplusMinor, s.collateralScale),
        shortfall: fmt(out.shortfallMinor, s.loanScale),
        formula:
          `LTV = ${fmt(debt, s.loanScale)} / (${fmt(collateral, s.collateralScale)} x ${price}) = ${ltvText(ltv)} % >= ${ltvText(BigInt(r.liquidation_ltv_ppm))} %; ` +
          `seized = min(${fmt(collateral, s.collateralScale)}, ceil(${fmt(debt, s.loanScale)} / ${price})) = ${fmt(out.seizedMinor, s.collateralScale)} ${r.collateral}; ` +
          `returned = ${fmt(out.surplusMinor, s.collateralScale)} ${r.collateral}`,
      };
      await insertEvent(ex, {
        loanId: r.id,
        userId: r.user_id,
        kind: 'liquidation',
        amount: out.seizedMinor,
        currency: r.collateral,
        ltvPpm: ltv,
        at: now,
      });
      await closeLoan(ex, r.id, { status: 'liquidated', at: now, proof });
      return (await loanById(ex, r.id))!;
    });
    if (!row) return false;
    this.loans.publish(row);
    return true;
  }

  /** The seized collateral from the loan's holds to the pool (in hold order), the rest released. */
  private async moveCollateral(ex: Executor, r: LoanRow, seized: bigint): Promise<void> {
    const ids = await holdIdsOf(ex, r.id);
    const holds = await getHolds(ex, ids);
    const parts: Array<{ holdId: number; amount: bigint }> = [];
    let left = seized;
    for (const id of ids) {
      const h = holds.get(id)!;
      const free = h.amount - h.settled - h.released;
      const take = left < free ? left : free;
      if (take > 0n) parts.push({ holdId: id, amount: take });
      left -= take;
    }
    const meta = { orderId: r.id };
    if (seized > 0n) {
      const lines: Line[] = [{ account: systemAccount('treasury', r.collateral, TREASURY_BOOK), amount: seized }];
      await settleHolds(ex, { key: `loan:liquidation:${r.id}`, kind: 'loan.liquidation', parts, lines, meta });
    }
    for (const id of ids) {
      await releaseHold(ex, { key: `loan:release:${r.id}:${id}`, kind: 'loan.collateral_release', holdId: id, meta });
    }
  }
}

/** The loan's LTV at a mark price (ppm), or null when the collateral is worth nothing. */
export function ltvAt(ctx: AppContext, r: LoanRow, market: LoanMarketView, mark: LoanMark): bigint | null {
  return ltvPpm(debtOf(r), collateralValue(BigInt(r.collateral_amount), mark.price, scalesOf(ctx, r, market)));
}
