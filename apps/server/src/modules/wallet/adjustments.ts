/**
 * Ledger corrections: an operator proposes a typed, reasoned entry (a signed amount for one user's
 * book against `world`); a different operator approves it, and only then is it posted. Both steps
 * are audited. There is no other way for an operator to change a balance. The approver passes the
 * same rules as every two-person action (operator/approvals.ts): not within 24 hours of being added
 * in the console, and never the operator who added the proposer, nor one the proposer added.
 */
import type { Adjustment } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { postEntry, systemAccount, userAccount } from '@bourse/ledger';
import { formatUnits, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { WalletPorts } from './ports';
import { type AdjustmentRow as Row, decideAdjustmentRow, insertAdjustment, listAdjustments, lockAdjustment, userExists } from './store';

export class Adjustments {
  constructor(
    private readonly ctx: AppContext,
    private readonly approvals: WalletPorts['approvals'],
  ) {}

  view(r: Row): Adjustment {
    const asset = this.ctx.assets.byIdOrFail(r.asset_id);
    return {
      id: r.id,
      user_id: r.user_id,
      currency: asset.code,
      book: r.book,
      amount: formatUnits(BigInt(r.amount), asset.scale),
      reason: r.reason,
      requested_by: r.requested_by,
      decided_by: r.decided_by,
      status: r.status,
      created_at: r.created_at.toISOString(),
      decided_at: r.decided_at?.toISOString() ?? null,
    };
  }

  async propose(
    operatorId: number,
    input: { user_id: number; currency_id: number; book: Adjustment['book']; amount: string; reason: string },
  ) {
    const asset = this.ctx.assets.byIdOrFail(input.currency_id);
    const amount = parseUnits(input.amount, asset.scale, { allowNegative: true, allowZero: false });
    if (!(await userExists(this.ctx.db, input.user_id))) throw new AppError('USER_NOT_FOUND');
    return this.ctx.db.tx(async (ex) => {
      const row = await insertAdjustment(ex, {
        userId: input.user_id,
        assetId: asset.id,
        book: input.book,
        amount,
        reason: input.reason,
        requestedBy: operatorId,
        at: this.ctx.clock.now(),
      });
      await recordAudit(ex, { operatorId, action: 'adjustment.propose', target: `adjustment:${row.id}`, detail: { ...input } });
      return this.view(row);
    });
  }

  private async lockPending(ex: Executor, id: number): Promise<Row> {
    const row = await lockAdjustment(ex, id);
    if (!row) throw new AppError('ADJUSTMENT_NOT_FOUND');
    if (row.status !== 'pending') throw new AppError('ADJUSTMENT_NOT_PENDING');
    return row;
  }

  async decide(operatorId: number, id: number, approve: boolean) {
    return this.ctx.db.tx(async (ex) => {
      const row = await this.lockPending(ex, id);
      if (row.requested_by === operatorId) throw new AppError('ADJUSTMENT_SELF_APPROVAL');
      if (approve) {
        await this.approvals.assertCanApprove(ex, operatorId, { proposerId: row.requested_by, roles: ['finance'] });
        const asset = this.ctx.assets.byIdOrFail(row.asset_id);
        const amount = BigInt(row.amount);
        await postEntry(ex, {
          key: `adjustment:${row.id}`,
          kind: 'adjustment',
          // Shown to the user in their bill: no operator ids (the adjustment row and the audit log keep them).
          meta: { adjustmentId: row.id, reason: row.reason },
          lines: [
            { account: systemAccount('world', asset.code), amount: -amount },
            { account: userAccount(row.user_id, asset.code, row.book), amount },
          ],
        });
      }
      const decided = await decideAdjustmentRow(ex, row.id, approve ? 'approved' : 'rejected', operatorId, this.ctx.clock.now());
      await recordAudit(ex, { operatorId, action: approve ? 'adjustment.approve' : 'adjustment.reject', target: `adjustment:${row.id}` });
      return this.view(decided);
    });
  }

  async list(status: Adjustment['status']): Promise<Adjustment[]> {
    return (await listAdjustments(this.ctx.db, status)).map((r) => this.view(r));
  }
}
