/**
 * Ledger corrections: an operator proposes a typed, reasoned entry (a signed amount for one user's
 * book against `world`); a different operator approves it, and only then is it posted. Both steps
 * are audited. There is no other way for an operator to change a balance.
 */
import type { Adjustment } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { postEntry, systemAccount, userAccount } from '@bourse/ledger';
import { formatUnits, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';

interface Row {
  id: number;
  user_id: number;
  asset_id: number;
  book: Adjustment['book'];
  amount: string;
  reason: string;
  requested_by: number;
  decided_by: number | null;
  status: Adjustment['status'];
  created_at: Date;
  decided_at: Date | null;
}

export class Adjustments {
  constructor(private readonly ctx: AppContext) {}

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

  async propose(operatorId: number, input: { user_id: number; currency_id: number; book: Adjustment['book']; amount: string; reason: string }) {
    const asset = this.ctx.assets.byIdOrFail(input.currency_id);
    const amount = parseUnits(input.amount, asset.scale, { allowNegative: true, allowZero: false });
    const { rows: user } = await this.ctx.db.query('SELECT 1 FROM users WHERE id = $1', [input.user_id]);
    if (user.length === 0) throw new AppError('USER_NOT_FOUND');
    return this.ctx.db.tx(async (ex) => {
      const { rows } = await ex.query<Row>(
        `INSERT INTO ledger_adjustments (user_id, asset_id, book, amount, reason, requested_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
        [input.user_id, asset.id, input.book, amount.toString(), input.reason, operatorId, this.ctx.clock.now()],
      );
      await recordAudit(ex, { operatorId, action: 'adjustment.propose', target: `adjustment:${rows[0]!.id}`, detail: { ...input } });
      return this.view(rows[0]!);
    });
  }

  private async lockPending(ex: Executor, id: number): Promise<Row> {
    const { rows } = await ex.query<Row>('SELECT * FROM ledger_adjustments WHERE id = $1 FOR UPDATE', [id]);
    if (!rows[0]) throw new AppError('ADJUSTMENT_NOT_FOUND');
    if (rows[0].status !== 'pending') throw new AppError('ADJUSTMENT_NOT_PENDING');
    return rows[0];
  }

  async decide(operatorId: number, id: number, approve: boolean) {
    return this.ctx.db.tx(async (ex) => {
      const row = await this.lockPending(ex, id);
      if (row.requested_by === operatorId) throw new AppError('ADJUSTMENT_SELF_APPROVAL');
      if (approve) {
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
      const { rows } = await ex.query<Row>(
        `UPDATE ledger_adjustments SET status = $2, decided_by = $3, decided_at = $4 WHERE id = $1 RETURNING *`,
        [row.id, approve ? 'approved' : 'rejected', operatorId, this.ctx.clock.now()],
      );
      await recordAudit(ex, { operatorId, action: approve ? 'adjustment.approve' : 'adjustment.reject', target: `adjustment:${row.id}` });
      return this.view(rows[0]!);
    });
  }

  async list(status: Adjustment['status']): Promise<Adjustment[]> {
    const { rows } = await this.ctx.db.query<Row>('SELECT * FROM ledger_adjustments WHERE status = $1 ORDER BY id DESC LIMIT 100', [status]);
    return rows.map((r) => this.view(r));
  }
}
