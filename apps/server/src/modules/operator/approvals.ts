/**
 * Two-person actions (DESIGN.md section 1; issue 12): one operator proposes, a second approves, and
 * only then is the action applied, in the approval's transaction. Each kind names the roles that
 * may approve it and what applying it does; the owning module registers it (the wallet through its
 * `approvals` port). Creating, re-enabling or re-roling an operator, changing a deposit source, any
 * fee or spread change and any deposit credit above the single-approval limit go through here;
 * adjustments keep their own table but are approved under the same rules (`assertCanApprove`).
 *
 * The rules, one place for all of them:
 * - nobody approves their own action, nor one about themself (`operator:<own id>`);
 * - the approver has one of the kind's roles (admin always has);
 * - an operator added in the console approves nothing until 24 hours after being added (a founder
 *   the install made has no creator and no wait);
 * - an operator and the one who added them never approve each other's actions.
 * Every proposal, approval and rejection is audited; a refused approval is audited by the route
 * layer as a failed call.
 */
import { NEW_OPERATOR_WAIT_HOURS, type ActionKind, type ApprovalRefusal, type OperatorAction, type OperatorRole } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import type { AppContext } from '../../app/context';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import {
  type ActionListRow,
  type ActionRow,
  decideAction,
  findActionForList,
  findOperator,
  insertAction,
  listActions,
  lockAction,
  lockPendingAction,
  type OperatorRow,
  type Payload,
} from './store';

export const NEW_OPERATOR_WAIT_MS = NEW_OPERATOR_WAIT_HOURS * 3_600_000;

export interface Applied {
  /** What applying did, kept on the action (for example, how many addresses were added). */
  result?: Payload;
  /** A fee change: when it takes effect. */
  effectiveAt?: Date;
}

export interface ActionKindDef {
  /** Roles that may approve (admin always may). */
  approverRoles: readonly OperatorRole[];
  /** Apply an approved action, in the approval's transaction; an AppError leaves it pending and unchanged. */
  apply(ex: Executor, action: ActionRow, approverId: number): Promise<Applied | void>;
}

export interface Proposal {
  kind: ActionKind;
  target: string;
  /** What the approver sees and decides on: never a secret. */
  payload: Payload;
  /** What the console never shows (an initial password's hash). */
  sealed?: Record<string, unknown>;
  proposerId: number;
}

type Party = Pick<OperatorRow, 'id' | 'role' | 'created_at' | 'created_by'>;

export interface Refusal {
  code: ApprovalRefusal;
  until: Date | null;
}

/** What an approval is asked about: who proposed it, which roles approve its kind, what it acts on. */
interface Asked {
  proposer: Pick<Party, 'id' | 'created_by'>;
  roles: readonly OperatorRole[];
  target: string;
}

/** Why `approver` may not approve the action (null: they may). */
export function refusalOf(approver: Party, { proposer, roles, target }: Asked, now: Date): Refusal | null {
  if (approver.id === proposer.id || target === `operator:${approver.id}`) return { code: 'APPROVAL_OWN_ACTION', until: null };
  if (approver.role !== 'admin' && !roles.includes(approver.role)) return { code: 'APPROVAL_ROLE_REQUIRED', until: null };
  if (approver.created_by !== null) {
    const from = new Date(approver.created_at.getTime() + NEW_OPERATOR_WAIT_MS);
    if (now.getTime() < from.getTime()) return { code: 'APPROVAL_TOO_NEW', until: from };
  }
  if (approver.created_by === proposer.id || proposer.created_by === approver.id) return { code: 'APPROVAL_CREATOR_PAIR', until: null };
  return null;
}

export class Approvals {
  private readonly kinds = new Map<ActionKind, ActionKindDef>();

  constructor(private readonly ctx: AppContext) {}

  /** The module that owns a kind says who approves it and what approval does. */
  register(kind: ActionKind, def: ActionKindDef): void {
    if (this.kinds.has(kind)) throw new Error(`action kind ${kind} registered twice`);
    this.kinds.set(kind, def);
  }

  private def(kind: ActionKind): ActionKindDef {
    const def = this.kinds.get(kind);
    if (!def) throw new Error(`action kind ${kind} has no handler`);
    return def;
  }

  private async party(ex: Executor, id: number): Promise<OperatorRow> {
    const op = await findOperator(ex, id);
    if (!op) throw new AppError('OPERATOR_SESSION_REQUIRED');
    return op;
  }

  /** Refuse (with the reason's code) unless `approverId` may approve an action of `proposerId`. */
  async assertCanApprove(
    ex: Executor,
    approverId: number,
    action: { proposerId: number; roles: readonly OperatorRole[]; target?: string },
  ) {
    const approver = await this.party(ex, approverId);
    const proposer = approverId === action.proposerId ? approver : await this.party(ex, action.proposerId);
    const refusal = refusalOf(approver, { proposer, roles: action.roles, target: action.target ?? '' }, this.ctx.clock.now());
    if (refusal) throw new AppError(refusal.code);
  }

  /** Record a proposal; nothing is applied until a second operator approves it. */
  async propose(ex: Executor, p: Proposal): Promise<OperatorAction> {
    this.def(p.kind);
    const row = await insertAction(ex, {
      kind: p.kind,
      target: p.target,
      payload: p.payload,
      sealed: p.sealed ?? null,
      proposedBy: p.proposerId,
      at: this.ctx.clock.now(),
    });
    if (!row) throw new AppError('ACTION_ALREADY_PENDING');
    await recordAudit(ex, {
      operatorId: p.proposerId,
      action: 'action.propose',
      target: `action:${row.id}`,
      detail: { kind: p.kind, target: p.target, payload: p.payload },
    });
    return this.viewOne(ex, row.id, p.proposerId);
  }

  async approve(approverId: number, id: number): Promise<OperatorAction> {
    return this.ctx.db.tx(async (ex) => {
      const row = await this.lockPending(ex, id);
      const def = this.def(row.kind);
      await this.assertCanApprove(ex, approverId, { proposerId: row.proposed_by, roles: def.approverRoles, target: row.target });
      const applied = (await def.apply(ex, row, approverId)) ?? {};
      await decideAction(ex, id, {
        status: 'approved',
        by: approverId,
        at: this.ctx.clock.now(),
        result: applied.result ?? null,
        effectiveAt: applied.effectiveAt ?? null,
      });
      await recordAudit(ex, {
        operatorId: approverId,
        action: 'action.approve',
        target: `action:${id}`,
        detail: { kind: row.kind, target: row.target, proposed_by: row.proposed_by, ...(applied.result ? { result: applied.result } : {}) },
      });
      return this.viewOne(ex, id, approverId);
    });
  }

  /** Reject: an operator who could approve it, or the proposer withdrawing their own. */
  async reject(operatorId: number, id: number, reason: string): Promise<OperatorAction> {
    return this.ctx.db.tx(async (ex) => {
      const row = await this.lockPending(ex, id);
      if (row.proposed_by !== operatorId) {
        const op = await this.party(ex, operatorId);
        if (op.role !== 'admin' && !this.def(row.kind).approverRoles.includes(op.role)) throw new AppError('APPROVAL_ROLE_REQUIRED');
      }
      await this.close(ex, row, operatorId, reason);
      return this.viewOne(ex, id, operatorId);
    });
  }

  /** The pending action of a kind and target, if any (a deposit claim's second approval). */
  async pendingId(ex: Executor, kind: ActionKind, target: string): Promise<number | undefined> {
    return (await lockPendingAction(ex, kind, target))?.id;
  }

  /** The thing a pending action was about went away (a claim rejected): reject the action with it. */
  async rejectPending(ex: Executor, of: { kind: ActionKind; target: string }, by: { operatorId: number; reason: string }): Promise<void> {
    const row = await lockPendingAction(ex, of.kind, of.target);
    if (row) await this.close(ex, row, by.operatorId, by.reason);
  }

  private async close(ex: Executor, row: ActionRow, operatorId: number, reason: string): Promise<void> {
    await decideAction(ex, row.id, { status: 'rejected', by: operatorId, at: this.ctx.clock.now(), reason });
    await recordAudit(ex, {
      operatorId,
      action: 'action.reject',
      target: `action:${row.id}`,
      detail: { kind: row.kind, target: row.target, proposed_by: row.proposed_by, reason },
    });
  }

  private async lockPending(ex: Executor, id: number): Promise<ActionRow> {
    const row = await lockAction(ex, id);
    if (!row) throw new AppError('ACTION_NOT_FOUND');
    if (row.status !== 'pending') throw new AppError('ACTION_NOT_PENDING');
    return row;
  }

  /** Actions by status, each saying whether `viewerId` may approve it and, if not, why. */
  async list(viewerId: number, status: OperatorAction['status']): Promise<OperatorAction[]> {
    const viewer = await this.party(this.ctx.db, viewerId);
    return (await listActions(this.ctx.db, status)).map((r) => this.view(r, viewer));
  }

  private async viewOne(ex: Executor, id: number, viewerId: number): Promise<OperatorAction> {
    const row = await findActionForList(ex, id);
    if (!row) throw new AppError('ACTION_NOT_FOUND');
    return this.view(row, await this.party(ex, viewerId));
  }

  private view(r: ActionListRow, viewer: Party): OperatorAction {
    const roles = this.kinds.get(r.kind)?.approverRoles ?? [];
    const proposer = { id: r.proposed_by, created_by: r.proposer_created_by };
    const refusal = r.status === 'pending' ? refusalOf(viewer, { proposer, roles, target: r.target }, this.ctx.clock.now()) : null;
    return {
      id: r.id,
      kind: r.kind,
      target: r.target,
      payload: r.payload,
      status: r.status,
      proposed_by: r.proposed_by,
      proposer: r.proposer,
      proposed_at: r.proposed_at.toISOString(),
      decided_by: r.decided_by,
      decider: r.decider,
      decided_at: r.decided_at?.toISOString() ?? null,
      reason: r.reason,
      result: r.result,
      effective_at: r.effective_at?.toISOString() ?? null,
      approver_roles: ['admin', ...roles.filter((role) => role !== 'admin')],
      refusal: refusal ? { code: refusal.code, until: refusal.until?.toISOString() ?? null } : null,
    };
  }
}
