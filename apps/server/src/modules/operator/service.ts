/**
 * Operator accounts: separate from users, each with a role and TOTP. A seeded or reset operator's
 * first sign-in gets a "setup" session that can only choose a new password and enrol TOTP.
 */
import type { OperatorMe, OperatorRole } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import type { AppContext, SessionOperator, SessionResolver } from '../../app/context';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { hashToken, newToken } from '../../platform/tokens';
import { claimTotpStep, newTotpSecret, otpauthUrl, totpStep } from '../../platform/totp';
import {
  completeSetup,
  findOperator,
  findOperatorByName,
  findSession,
  insertOperator,
  insertSession,
  type OperatorRow,
  revokeSession,
  setTotpSecret,
} from './store';

const SESSION_MS = 12 * 3_600_000;
const SETUP_SESSION_MS = 30 * 60_000;

export class OperatorService implements SessionResolver<SessionOperator> {
  constructor(private readonly ctx: AppContext) {}

  private now() {
    return this.ctx.clock.now();
  }

  /**
   * An operator made by the install (the seed, OPERATOR_FOUNDERS) or a test fixture: a founder, with
   * no creator and so no wait before approving. The console's way is a two-person proposal (management.ts).
   */
  async create(ex: Executor, username: string, password: string, role: OperatorRole): Promise<number> {
    return insertOperator(ex, username, await hashPassword(password), role);
  }

  private async byId(id: number): Promise<OperatorRow> {
    const op = await findOperator(this.ctx.db, id);
    if (!op) throw new AppError('OPERATOR_SESSION_REQUIRED');
    return op;
  }

  private async session(ex: Executor, operatorId: number, scope: 'full' | 'setup'): Promise<string> {
    const token = newToken();
    const now = this.now();
    await insertSession(ex, {
      operatorId,
      tokenHash: hashToken(token),
      scope,
      createdAt: now,
      expiresAt: new Date(now.getTime() + (scope === 'full' ? SESSION_MS : SETUP_SESSION_MS)),
    });
    return token;
  }

  async login(username: string, password: string, totpCode: string | undefined) {
    const op = await findOperatorByName(this.ctx.db, username);
    const good = await verifyPassword(op?.password_hash, password);
    if (!op || !good || op.status !== 'active') {
      await recordAudit(this.ctx.db, { operatorId: op?.id ?? null, action: 'operator.login.failed', detail: { username } });
      throw new AppError('OPERATOR_LOGIN_FAILED');
    }
    if (op.must_set_up) {
      const token = await this.session(this.ctx.db, op.id, 'setup');
      await recordAudit(this.ctx.db, { operatorId: op.id, action: 'operator.login.setup' });
      return { token, setup_required: true };
    }
    if (!totpCode) throw new AppError('TOTP_REQUIRED');
    const step = op.totp_secret ? totpStep(op.totp_secret, totpCode, this.now().getTime()) : null;
    // A code works once: a replayed or older one fails like a wrong one.
    if (step === null || !(await claimTotpStep(this.ctx.db, 'operators', op.id, step))) {
      await recordAudit(this.ctx.db, { operatorId: op.id, action: 'operator.login.failed', detail: { reason: 'totp' } });
      throw new AppError('OPERATOR_LOGIN_FAILED');
    }
    const token = await this.session(this.ctx.db, op.id, 'full');
    await recordAudit(this.ctx.db, { operatorId: op.id, action: 'operator.login' });
    return { token, setup_required: false };
  }

  /** Step 1 of the first sign-in: a new TOTP secret to scan. */
  async startSetup(operatorId: number) {
    const op = await this.byId(operatorId);
    if (!op.must_set_up) throw new AppError('OPERATOR_SETUP_DONE');
    const secret = newTotpSecret();
    await setTotpSecret(this.ctx.db, op.id, secret);
    return { secret, otpauth_url: otpauthUrl(secret, op.username, 'Bourse console') };
  }

  /** Step 2: a new password and a current TOTP code; returns a full session. */
  async finishSetup(operatorId: number, sessionId: number, newPassword: string, totpCode: string) {
    const op = await this.byId(operatorId);
    if (!op.must_set_up) throw new AppError('OPERATOR_SETUP_DONE');
    const step = op.totp_secret ? totpStep(op.totp_secret, totpCode, this.now().getTime()) : null;
    if (step === null) throw new AppError('TOTP_INVALID');
    if (await verifyPassword(op.password_hash, newPassword)) throw new AppError('PASSWORDS_INCONSISTENT');
    const hash = await hashPassword(newPassword);
    return this.ctx.db.tx(async (ex) => {
      if (!(await claimTotpStep(ex, 'operators', op.id, step))) throw new AppError('TOTP_INVALID');
      await completeSetup(ex, op.id, hash);
      await revokeSession(ex, sessionId, this.now());
      await recordAudit(ex, { operatorId: op.id, action: 'operator.setup' });
      return { token: await this.session(ex, op.id, 'full'), setup_required: false };
    });
  }

  async logout(sessionId: number): Promise<void> {
    await revokeSession(this.ctx.db, sessionId, this.now());
  }

  async me(operatorId: number): Promise<OperatorMe> {
    const op = await this.byId(operatorId);
    return { id: op.id, username: op.username, role: op.role, totp_enabled: op.totp_enabled };
  }

  async resolve(token: string): Promise<SessionOperator | 'expired' | undefined> {
    const row = await findSession(this.ctx.db, hashToken(token));
    if (!row) return undefined;
    if (row.revoked_at || row.status !== 'active' || row.expires_at.getTime() <= this.now().getTime()) return 'expired';
    return { id: row.operator_id, username: row.username, role: row.role, sessionId: row.id, scope: row.scope };
  }
}
