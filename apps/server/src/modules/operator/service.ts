/**
 * Operator accounts: separate from users, each with a role and TOTP. A seeded or reset operator's
 * first sign-in gets a "setup" session that can only choose a new password and enrol TOTP.
 */
import type { OperatorAccount, OperatorMe, OperatorRole } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import type { AppContext, SessionOperator, SessionResolver } from '../../app/context';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { hashToken, newToken } from '../../platform/tokens';
import { claimTotpStep, newTotpSecret, otpauthUrl, totpStep } from '../../platform/totp';

const SESSION_MS = 12 * 3_600_000;
const SETUP_SESSION_MS = 30 * 60_000;

const ACCOUNT_COLUMNS = `id, username, role, NOT must_set_up AS setup_done, status = 'disabled' AS disabled, created_at`;
type AccountRow = Omit<OperatorAccount, 'created_at'> & { created_at: Date };
const account = (r: AccountRow): OperatorAccount => ({ ...r, created_at: r.created_at.toISOString() });

interface OperatorRow {
  id: number;
  username: string;
  password_hash: string;
  role: OperatorRole;
  totp_secret: string | null;
  totp_enabled: boolean;
  must_set_up: boolean;
  status: string;
}

export class OperatorService implements SessionResolver<SessionOperator> {
  constructor(private readonly ctx: AppContext) {}

  private now() {
    return this.ctx.clock.now();
  }

  async create(ex: Executor, username: string, password: string, role: OperatorRole): Promise<number> {
    const { rows } = await ex.query<{ id: number }>(
      `INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3)
       ON CONFLICT (username) DO NOTHING RETURNING id`,
      [username, await hashPassword(password), role],
    );
    if (rows[0]) return rows[0].id;
    const { rows: existing } = await ex.query<{ id: number }>('SELECT id FROM operators WHERE username = $1', [username]);
    return existing[0]!.id;
  }

  private async byName(username: string): Promise<OperatorRow | undefined> {
    const { rows } = await this.ctx.db.query<OperatorRow>('SELECT * FROM operators WHERE username = $1', [username]);
    return rows[0];
  }

  private async byId(id: number): Promise<OperatorRow> {
    const { rows } = await this.ctx.db.query<OperatorRow>('SELECT * FROM operators WHERE id = $1', [id]);
    if (!rows[0]) throw new AppError('OPERATOR_SESSION_REQUIRED');
    return rows[0];
  }

  private async session(ex: Executor, operatorId: number, scope: 'full' | 'setup'): Promise<string> {
    const token = newToken();
    const now = this.now();
    await ex.query(
      `INSERT INTO operator_sessions (operator_id, token_hash, scope, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [operatorId, hashToken(token), scope, now, new Date(now.getTime() + (scope === 'full' ? SESSION_MS : SETUP_SESSION_MS))],
    );
    return token;
  }

  async login(username: string, password: string, totpCode: string | undefined) {
    const op = await this.byName(username);
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
    await this.ctx.db.query('UPDATE operators SET totp_secret = $2, totp_enabled = false WHERE id = $1', [op.id, secret]);
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
      await ex.query('UPDATE operators SET password_hash = $2, totp_enabled = true, must_set_up = false WHERE id = $1', [op.id, hash]);
      await ex.query('UPDATE operator_sessions SET revoked_at = $2 WHERE id = $1', [sessionId, this.now()]);
      await recordAudit(ex, { operatorId: op.id, action: 'operator.setup' });
      return { token: await this.session(ex, op.id, 'full'), setup_required: false };
    });
  }

  /** Every operator for the admin's list: no password hash, no TOTP secret. */
  async list(): Promise<OperatorAccount[]> {
    const { rows } = await this.ctx.db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM operators ORDER BY id`);
    return rows.map(account);
  }

  /**
   * The admin adds an operator with a one-time initial password. `must_set_up` (the column's
   * default) sends them through the same first sign-in as the seeded admin: a new password and TOTP.
   */
  async add(adminId: number, username: string, role: OperatorRole, password: string): Promise<OperatorAccount> {
    const hash = await hashPassword(password);
    return this.ctx.db.tx(async (ex) => {
      const { rows } = await ex.query<AccountRow>(
        `INSERT INTO operators (username, password_hash, role, must_set_up, created_at) VALUES ($1, $2, $3, true, $4)
         ON CONFLICT (username) DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`,
        [username, hash, role, this.now()],
      );
      const created = rows[0];
      if (!created) throw new AppError('OPERATOR_USERNAME_TAKEN', undefined, 'username');
      await recordAudit(ex, { operatorId: adminId, action: 'operator.create', target: `operator:${created.id}`, detail: { username, role } });
      return account(created);
    });
  }

  /** Disable an operator: they can no longer sign in, and every session of theirs ends now. */
  async disable(adminId: number, id: number): Promise<OperatorAccount> {
    if (id === adminId) throw new AppError('OPERATOR_SELF_DISABLE');
    return this.ctx.db.tx(async (ex) => {
      const { rows } = await ex.query<AccountRow>(`UPDATE operators SET status = 'disabled' WHERE id = $1 RETURNING ${ACCOUNT_COLUMNS}`, [id]);
      const target = rows[0];
      if (!target) throw new AppError('OPERATOR_NOT_FOUND');
      await ex.query('UPDATE operator_sessions SET revoked_at = $2 WHERE operator_id = $1 AND revoked_at IS NULL', [id, this.now()]);
      await recordAudit(ex, { operatorId: adminId, action: 'operator.disable', target: `operator:${id}`, detail: { username: target.username } });
      return account(target);
    });
  }

  async logout(sessionId: number): Promise<void> {
    await this.ctx.db.query('UPDATE operator_sessions SET revoked_at = $2 WHERE id = $1', [sessionId, this.now()]);
  }

  async me(operatorId: number): Promise<OperatorMe> {
    const op = await this.byId(operatorId);
    return { id: op.id, username: op.username, role: op.role, totp_enabled: op.totp_enabled };
  }

  async resolve(token: string): Promise<SessionOperator | 'expired' | undefined> {
    const { rows } = await this.ctx.db.query<{
      id: number;
      operator_id: number;
      scope: 'full' | 'setup';
      expires_at: Date;
      revoked_at: Date | null;
      username: string;
      role: string;
      status: string;
    }>(
      `SELECT s.id, s.operator_id, s.scope, s.expires_at, s.revoked_at, o.username, o.role, o.status
         FROM operator_sessions s JOIN operators o ON o.id = s.operator_id WHERE s.token_hash = $1`,
      [hashToken(token)],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (row.revoked_at || row.status !== 'active' || row.expires_at.getTime() <= this.now().getTime()) return 'expired';
    return { id: row.operator_id, username: row.username, role: row.role, sessionId: row.id, scope: row.scope };
  }
}
