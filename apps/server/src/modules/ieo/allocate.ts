/**
 * The IEO's scheduler: at the end of a project's cycle it allocates, and at its time to market it
 * unlocks. Nothing public triggers it: it runs on the app's clock (every IEO_PASS_INTERVAL_MS, and
 * once at start), on every node, and each step is safe to run twice or to be cut short:
 *
 * 1. compute (one transaction, the project's row locked while `pending`): every order's share from
 *    maths.ts, written at once, the project marked `allocating`;
 * 2. settle (one transaction per order, its row locked while `allocating`, skipped when another
 *    node holds it): the cost and the tokens out of the two holds (payment to the project's
 *    account, tokens to the user's spot book, then locked there), the rest of the payment released;
 * 3. finish (the project's row locked while `allocating` and no order left unsettled): the
 *    issuance not allocated goes back to the IEO treasury book, the totals are recorded;
 * 4. release (one transaction per order, after the time to market): the tokens' lock is released.
 *
 * A restart finds each project and order in the state its last committed step left it in and goes on.
 */
import { createHold, releaseHold, settleHolds, systemAccount, userAccount, type Line } from '@bourse/ledger';
import type { Executor } from '@bourse/db';
import type { AppContext } from '../../app/context';
import { allocate, costOf } from './maths';
import { SPOT_BOOK } from './service';
import {
  allocatingIds,
  asksOf,
  countAllocating,
  dueProjects,
  dueReleases,
  finishAllocation,
  lockOrder,
  markReleased,
  markSettled,
  type OrderRow,
  orderView,
  type OrderView,
  type ProjectRow,
  projectById,
  projectFigures,
  writeShares,
} from './store';
import { scalesOf } from './views';
import { PeriodicPass } from '../../platform/periodic-pass';

/** How often the scheduler looks for projects to allocate and tokens to unlock. */
export const IEO_PASS_INTERVAL_MS = 1000;
const BATCH = 200;

/** The project's own account: its proceeds, held for the project's team, never mixed with another project's. */
export function proceedsAccount(payAsset: string, projectId: number) {
  return systemAccount('escrow', payAsset, `ieo:${projectId}`);
}

/** The IEO treasury book of a token: where its issuance is deposited (one project per token). */
export function issuanceAccount(token: string) {
  return systemAccount('treasury', token, 'ieo');
}

export class IeoAllocator {
  private readonly periodic: PeriodicPass<number>;
  constructor(
    private readonly ctx: AppContext,
    private readonly onChanged: (o: OrderView) => void,
  ) {
    this.periodic = new PeriodicPass<number>(ctx, { name: 'ieo pass', intervalMs: IEO_PASS_INTERVAL_MS, pass: () => this.pass() });
  }

  start = (): Promise<void> => this.periodic.start();
  stop = (): Promise<void> => this.periodic.stop();
  nudge = (): void => this.periodic.nudge();
  /** A full pass after any pass in progress (tests call it). */
  runDue = (): Promise<number> => this.periodic.run();

  private async pass(): Promise<number> {
    const now = this.ctx.clock.now();
    let changed = 0;
    for (const id of await dueProjects(this.ctx.db, now)) {
      try {
        changed += await this.allocateProject(id, now);
      } catch (err) {
        this.ctx.log.error({ err, projectId: id }, 'ieo allocation failed; retried on the next pass');
      }
    }
    for (let ids = await dueReleases(this.ctx.db, now, BATCH); ids.length > 0; ids = await dueReleases(this.ctx.db, now, BATCH)) {
      let done = 0;
      for (const id of ids) if (await this.releaseOne(id, now)) done++;
      changed += done;
      if (done === 0) break; // held by another node: it finishes them
    }
    return changed;
  }

  private async allocateProject(id: number, now: Date): Promise<number> {
    await this.ctx.db.tx(async (ex) => {
      const p = await projectById(ex, id, true);
      if (!p || p.allocation !== 'pending' || p.end_at.getTime() > now.getTime()) return;
      const { token } = await scalesOf(this.ctx, p);
      const asks = await asksOf(ex, id);
      const shares = allocate(
        asks.map((a) => ({ id: a.id, amount: BigInt(a.amount) })),
        BigInt(p.total_issuance),
      );
      const payments = new Map(asks.map((a) => [a.id, BigInt(a.payment)]));
      await writeShares(
        ex,
        id,
        shares.map((s) => {
          const cost = costOf(s.proRata + s.remainder, BigInt(p.price_minor), token.scale);
          return { ...s, cost, refund: payments.get(s.id)! - cost };
        }),
      );
    });
    let settled = 0;
    for (let after = 0; ;) {
      const ids = await allocatingIds(this.ctx.db, id, after, BATCH);
      for (const orderId of ids) if (await this.settleOne(orderId, now)) settled++;
      if (ids.length < BATCH) break;
      after = ids[ids.length - 1]!;
    }
    await this.finish(id, now);
    return settled;
  }

  /** Step 2 for one order: its ledger entries and its new state in one transaction. */
  private async settleOne(orderId: number, now: Date): Promise<boolean> {
    const done = await this.ctx.db.tx(async (ex) => {
      const o = await lockOrder(ex, orderId, 'allocating');
      if (!o) return false;
      const p = (await projectById(ex, o.project_id))!;
      const lockHoldId = await this.settleMoney(ex, o, p);
      await markSettled(ex, o.id, { status: lockHoldId === null ? 'refunded' : 'allocated', lockHoldId, now });
      return true;
    });
    if (done) this.onChanged((await orderView(this.ctx.db, orderId))!);
    return done;
  }

  private async settleMoney(ex: Executor, o: OrderRow, p: ProjectRow): Promise<number | null> {
    const tokens = BigInt(o.pro_rata!) + BigInt(o.remainder!);
    const cost = BigInt(o.cost!);
    const refund = BigInt(o.refund!);
    const meta = { orderId: o.id, projectId: p.id };
    let lockHoldId: number | null = null;
    if (tokens > 0n) {
      const userTokens = userAccount(o.user_id, p.token_asset, SPOT_BOOK);
      const lines: Line[] = [
        { account: proceedsAccount(p.pay_asset, p.id), amount: cost },
        { account: userTokens, amount: tokens },
      ];
      await settleHolds(ex, {
        key: `ieo:allocate:${o.id}`,
        kind: 'ieo.allocation',
        parts: [
          { holdId: o.pay_hold_id!, amount: cost },
          { holdId: p.issuance_hold_id!, amount: tokens },
        ],
        lines,
        meta: { ...meta, tokens: tokens.toString(), cost: cost.toString() },
      });
      const lock = await createHold(ex, { key: `ieo:lock:${o.id}`, kind: 'ieo.lock', account: userTokens, amount: tokens, meta });
      lockHoldId = lock.id;
    }
    if (refund > 0n) {
      await releaseHold(ex, { key: `ieo:refund:${o.id}`, kind: 'ieo.refund', holdId: o.pay_hold_id!, amount: refund, meta });
    }
    return lockHoldId;
  }

  /** Step 3: once every order is settled, the unallocated issuance goes back and the totals are kept. */
  private async finish(id: number, now: Date): Promise<void> {
    await this.ctx.db.tx(async (ex) => {
      const p = await projectById(ex, id, true);
      if (!p || p.allocation !== 'allocating' || (await countAllocating(ex, id)) > 0) return;
      const { allocated } = await projectFigures(ex, id);
      const returned = BigInt(p.total_issuance) - allocated;
      if (returned > 0n) {
        await releaseHold(ex, {
          key: `ieo:issuance_return:${id}`,
          kind: 'ieo.issuance_release',
          holdId: p.issuance_hold_id!,
          amount: returned,
          meta: { projectId: id },
        });
      }
      await finishAllocation(ex, id, { allocated, returned, now });
    });
  }

  /** Step 4: the time to market has come; the tokens' lock on the spot book is released. */
  private async releaseOne(orderId: number, now: Date): Promise<boolean> {
    const done = await this.ctx.db.tx(async (ex) => {
      const o = await lockOrder(ex, orderId, 'allocated');
      if (!o) return false;
      await releaseHold(ex, {
        key: `ieo:unlock:${o.id}`,
        kind: 'ieo.unlock',
        holdId: o.lock_hold_id!,
        meta: { orderId: o.id, projectId: o.project_id },
      });
      await markReleased(ex, o.id, now);
      return true;
    });
    if (done) this.onChanged((await orderView(this.ctx.db, orderId))!);
    return done;
  }
}
