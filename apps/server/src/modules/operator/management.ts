/**
 * Operator accounts in the console (admin only). Adding, re-enabling and re-roling an operator are
 * two-person actions (approvals.ts) a second admin approves: an admin alone can no longer mint an
 * approver. Disabling stays one admin's call, at once: it only takes power away, and a compromised
 * account must be stoppable without waiting for anyone.
 */
import type { OperatorAccount, OperatorAction, OperatorRole } from '@bourse/contract';
import type { AppContext } from '../../app/context';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { type Approvals, NEW_OPERATOR_WAIT_MS } from './approvals';
import {
  type AccountRow,
  disableAccount,
  enableAccount,
  findOperator,
  insertAccount,
  listAccounts,
  revokeSessions,
  setRole,
  usernameTaken,
} from './store';

/** Operator kinds are approved by a second admin only. */
const ADMINS: readonly OperatorRole[] = [];

export function accountView(r: AccountRow): OperatorAccount {
  return {
    ...r,
    created_at: r.created_at.toISOString(),
    approves_from: r.created_by === null ? null : new Date(r.created_at.getTime() + NEW_OPERATOR_WAIT_MS).toISOString(),
  };
}

export class OperatorManagement {
  constructor(
    private readonly ctx: AppContext,
    private readonly approvals: Approvals,
  ) {
    approvals.register('operator.create', {
      approverRoles: ADMINS,
      apply: async (ex, action) => {
        const username = String(action.payload.username);
        const role = action.payload.role as OperatorRole;
        // The operator exists from the approval: their 24 hours count from then.
        const created = await insertAccount(ex, {
          username,
          role,
          passwordHash: String(action.sealed?.password_hash),
          createdAt: this.ctx.clock.now(),
          createdBy: action.proposed_by,
        });
        if (!created) throw new AppError('OPERATOR_USERNAME_TAKEN', undefined, 'username');
        await recordAudit(ex, {
          operatorId: action.proposed_by,
          action: 'operator.create',
          target: `operator:${created.id}`,
          detail: { username, role, action_id: action.id },
        });
        return { result: { operator_id: created.id } };
      },
    });
    approvals.register('operator.enable', {
      approverRoles: ADMINS,
      apply: async (ex, action) => {
        const id = Number(action.payload.operator_id);
        const row = await enableAccount(ex, id);
        if (!row) throw new AppError('OPERATOR_NOT_FOUND');
        await recordAudit(ex, {
          operatorId: action.proposed_by,
          action: 'operator.enable',
          target: `operator:${id}`,
          detail: { action_id: action.id },
        });
      },
    });
    approvals.register('operator.role', {
      approverRoles: ADMINS,
      apply: async (ex, action) => {
        const id = Number(action.payload.operator_id);
        const role = action.payload.role as OperatorRole;
        const row = await setRole(ex, id, role);
        if (!row) throw new AppError('OPERATOR_NOT_FOUND');
        await recordAudit(ex, {
          operatorId: action.proposed_by,
          action: 'operator.role',
          target: `operator:${id}`,
          detail: { from: action.payload.role_from, to: role, action_id: action.id },
        });
      },
    });
  }

  /** Every operator for the admin's list: no password hash, no TOTP secret. */
  async list(): Promise<OperatorAccount[]> {
    return (await listAccounts(this.ctx.db)).map(accountView);
  }

  /**
   * Propose an operator with a one-time initial password (kept only as its hash, never shown). Once a
   * second admin approves, they go through the same first sign-in as the seeded admin.
   */
  async proposeAdd(adminId: number, username: string, role: OperatorRole, password: string): Promise<OperatorAction> {
    if (await usernameTaken(this.ctx.db, username)) throw new AppError('OPERATOR_USERNAME_TAKEN', undefined, 'username');
    const hash = await hashPassword(password);
    return this.ctx.db.tx((ex) =>
      this.approvals.propose(ex, {
        kind: 'operator.create',
        target: `operator-name:${username}`,
        payload: { username, role },
        sealed: { password_hash: hash },
        proposerId: adminId,
      }),
    );
  }

  async proposeEnable(adminId: number, id: number): Promise<OperatorAction> {
    const target = await findOperator(this.ctx.db, id);
    if (!target) throw new AppError('OPERATOR_NOT_FOUND');
    if (target.status !== 'disabled') throw new AppError('OPERATOR_NOT_DISABLED');
    return this.ctx.db.tx((ex) =>
      this.approvals.propose(ex, {
        kind: 'operator.enable',
        target: `operator:${id}`,
        payload: { operator_id: id, username: target.username, role: target.role },
        proposerId: adminId,
      }),
    );
  }

  async proposeRole(adminId: number, id: number, role: OperatorRole): Promise<OperatorAction> {
    const target = await findOperator(this.ctx.db, id);
    if (!target) throw new AppError('OPERATOR_NOT_FOUND');
    if (target.role === role) throw new AppError('OPERATOR_ROLE_UNCHANGED');
    return this.ctx.db.tx((ex) =>
      this.approvals.propose(ex, {
        kind: 'operator.role',
        target: `operator:${id}`,
        payload: { operator_id: id, username: target.username, role_from: target.role, role },
        proposerId: adminId,
      }),
    );
  }

  /** Disable an operator: they can no longer sign in, and every session of theirs ends now. */
  async disable(adminId: number, id: number): Promise<OperatorAccount> {
    if (id === adminId) throw new AppError('OPERATOR_SELF_DISABLE');
    return this.ctx.db.tx(async (ex) => {
      const target = await disableAccount(ex, id);
      if (!target) throw new AppError('OPERATOR_NOT_FOUND');
      await revokeSessions(ex, id, this.ctx.clock.now());
      await recordAudit(ex, {
        operatorId: adminId,
        action: 'operator.disable',
        target: `operator:${id}`,
        detail: { username: target.username },
      });
      return accountView(target);
    });
  }
}
