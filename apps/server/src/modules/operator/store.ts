/** The operator module's queries: operators and their sessions, two-person actions, the outbox and the audit log. */
import type { ActionKind, ActionStatus, AuditEntry, OperatorAccount, OperatorRole, OutboxMessage, Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { paginate } from '../../platform/paging';

// ---- operators -----------------------------------------------------------------------------------

export interface OperatorRow {
  id: number;
  username: string;
  password_hash: string;
  role: OperatorRole;
  totp_secret: string | null;
  totp_enabled: boolean;
  must_set_up: boolean;
  status: string;
  created_at: Date;
  created_by: number | null;
}

/** An operator as the admin's list shows it (never a password hash or TOTP secret), before JSON. */
export type AccountRow = Omit<OperatorAccount, 'created_at' | 'approves_from'> & { created_at: Date };
const ACCOUNT_COLUMNS = `id, username, role, NOT must_set_up AS setup_done, status = 'disabled' AS disabled, created_at, created_by`;

/** Insert an operator (the seed, tests) unless the username exists; either way, its id. */
export async function insertOperator(ex: Executor, username: string, passwordHash: string, role: OperatorRole): Promise<number> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3)
     ON CONFLICT (username) DO NOTHING RETURNING id`,
    [username, passwordHash, role],
  );
  if (rows[0]) return rows[0].id;
  const { rows: existing } = await ex.query<{ id: number }>('SELECT id FROM operators WHERE username = $1', [username]);
  return existing[0]!.id;
}

export async function findOperatorByName(ex: Executor, username: string): Promise<OperatorRow | undefined> {
  const { rows } = await ex.query<OperatorRow>('SELECT * FROM operators WHERE username = $1', [username]);
  return rows[0];
}

export async function findOperator(ex: Executor, id: number): Promise<OperatorRow | undefined> {
  const { rows } = await ex.query<OperatorRow>('SELECT * FROM operators WHERE id = $1', [id]);
  return rows[0];
}

/** Step 1 of the first sign-in: a new TOTP secret, not yet enabled. */
export async function setTotpSecret(ex: Executor, id: number, secret: string): Promise<void> {
  await ex.query('UPDATE operators SET totp_secret = $2, totp_enabled = false WHERE id = $1', [id, secret]);
}

/** Step 2 of the first sign-in: the chosen password, TOTP on, setup done. */
export async function completeSetup(ex: Executor, id: number, passwordHash: string): Promise<void> {
  await ex.query('UPDATE operators SET password_hash = $2, totp_enabled = true, must_set_up = false WHERE id = $1', [id, passwordHash]);
}

export async function listAccounts(ex: Executor): Promise<AccountRow[]> {
  const { rows } = await ex.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM operators ORDER BY id`);
  return rows;
}

/** A new operator who must set up at the first sign-in; undefined when the username is taken. */
export async function insertAccount(
  ex: Executor,
  input: { username: string; passwordHash: string; role: OperatorRole; createdAt: Date; createdBy: number },
): Promise<AccountRow | undefined> {
  const { rows } = await ex.query<AccountRow>(
    `INSERT INTO operators (username, password_hash, role, must_set_up, created_at, created_by) VALUES ($1, $2, $3, true, $4, $5)
     ON CONFLICT (username) DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`,
    [input.username, input.passwordHash, input.role, input.createdAt, input.createdBy],
  );
  return rows[0];
}

export async function usernameTaken(ex: Executor, username: string): Promise<boolean> {
  const { rows } = await ex.query('SELECT 1 FROM operators WHERE username = $1', [username]);
  return rows.length > 0;
}

/** Re-enable a disabled operator; undefined when there is none with this id. */
export async function enableAccount(ex: Executor, id: number): Promise<AccountRow | undefined> {
  const { rows } = await ex.query<AccountRow>(`UPDATE operators SET status = 'active' WHERE id = $1 RETURNING ${ACCOUNT_COLUMNS}`, [id]);
  return rows[0];
}

export async function setRole(ex: Executor, id: number, role: OperatorRole): Promise<AccountRow | undefined> {
  const { rows } = await ex.query<AccountRow>(`UPDATE operators SET role = $2 WHERE id = $1 RETURNING ${ACCOUNT_COLUMNS}`, [id, role]);
  return rows[0];
}

/** Mark an operator disabled; undefined when there is none with this id. */
export async function disableAccount(ex: Executor, id: number): Promise<AccountRow | undefined> {
  const { rows } = await ex.query<AccountRow>(`UPDATE operators SET status = 'disabled' WHERE id = $1 RETURNING ${ACCOUNT_COLUMNS}`, [id]);
  return rows[0];
}

// ---- sessions ------------------------------------------------------------------------------------

export interface SessionRow {
  id: number;
  operator_id: number;
  scope: 'full' | 'setup';
  expires_at: Date;
  revoked_at: Date | null;
  username: string;
  role: string;
  status: string;
}

export async function insertSession(
  ex: Executor,
  input: { operatorId: number; tokenHash: string; scope: 'full' | 'setup'; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await ex.query(`INSERT INTO operator_sessions (operator_id, token_hash, scope, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
    input.operatorId,
    input.tokenHash,
    input.scope,
    input.createdAt,
    input.expiresAt,
  ]);
}

/** A session by its token's hash, with its operator's name, role and status. */
export async function findSession(ex: Executor, tokenHash: string): Promise<SessionRow | undefined> {
  const { rows } = await ex.query<SessionRow>(
    `SELECT s.id, s.operator_id, s.scope, s.expires_at, s.revoked_at, o.username, o.role, o.status
       FROM operator_sessions s JOIN operators o ON o.id = s.operator_id WHERE s.token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

export async function revokeSession(ex: Executor, sessionId: number, at: Date): Promise<void> {
  await ex.query('UPDATE operator_sessions SET revoked_at = $2 WHERE id = $1', [sessionId, at]);
}

/** End every open session of an operator. */
export async function revokeSessions(ex: Executor, operatorId: number, at: Date): Promise<void> {
  await ex.query('UPDATE operator_sessions SET revoked_at = $2 WHERE operator_id = $1 AND revoked_at IS NULL', [operatorId, at]);
}

// ---- two-person actions --------------------------------------------------------------------------

export type PayloadValue = string | number | boolean | null | string[];
export type Payload = Record<string, PayloadValue>;

export interface ActionRow {
  id: number;
  kind: ActionKind;
  target: string;
  payload: Payload;
  sealed: Record<string, unknown> | null;
  status: ActionStatus;
  proposed_by: number;
  proposed_at: Date;
  decided_by: number | null;
  decided_at: Date | null;
  reason: string | null;
  result: Payload | null;
  effective_at: Date | null;
}

/** An action with the names and creators the console and the approval rules need. */
export interface ActionListRow extends ActionRow {
  proposer: string;
  proposer_created_by: number | null;
  decider: string | null;
}

/** A new pending action; undefined when one of the same kind and target is pending already. */
export async function insertAction(
  ex: Executor,
  a: { kind: ActionKind; target: string; payload: Payload; sealed: Record<string, unknown> | null; proposedBy: number; at: Date },
): Promise<ActionRow | undefined> {
  const { rows } = await ex.query<ActionRow>(
    `INSERT INTO operator_actions (kind, target, payload, sealed, proposed_by, proposed_at) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6)
     ON CONFLICT (kind, target) WHERE status = 'pending' DO NOTHING RETURNING *`,
    [a.kind, a.target, JSON.stringify(a.payload), a.sealed ? JSON.stringify(a.sealed) : null, a.proposedBy, a.at],
  );
  return rows[0];
}

export async function lockAction(ex: Executor, id: number): Promise<ActionRow | undefined> {
  const { rows } = await ex.query<ActionRow>('SELECT * FROM operator_actions WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

/** The pending action of this kind and target, locked. */
export async function lockPendingAction(ex: Executor, kind: ActionKind, target: string): Promise<ActionRow | undefined> {
  const { rows } = await ex.query<ActionRow>(
    `SELECT * FROM operator_actions WHERE kind = $1 AND target = $2 AND status = 'pending' FOR UPDATE`,
    [kind, target],
  );
  return rows[0];
}

export async function decideAction(
  ex: Executor,
  id: number,
  d: { status: 'approved' | 'rejected'; by: number; at: Date; reason?: string | null; result?: Payload | null; effectiveAt?: Date | null },
): Promise<void> {
  await ex.query(
    `UPDATE operator_actions SET status = $2, decided_by = $3, decided_at = $4, reason = $5, result = $6::jsonb, effective_at = $7
      WHERE id = $1`,
    [id, d.status, d.by, d.at, d.reason ?? null, d.result ? JSON.stringify(d.result) : null, d.effectiveAt ?? null],
  );
}

const ACTION_LIST = `SELECT a.*, p.username AS proposer, p.created_by AS proposer_created_by, d.username AS decider
  FROM operator_actions a JOIN operators p ON p.id = a.proposed_by LEFT JOIN operators d ON d.id = a.decided_by`;

export async function findActionForList(ex: Executor, id: number): Promise<ActionListRow | undefined> {
  const { rows } = await ex.query<ActionListRow>(`${ACTION_LIST} WHERE a.id = $1`, [id]);
  return rows[0];
}

/** Pending ones oldest first (a queue); decided ones newest first, the latest 100. */
export async function listActions(ex: Executor, status: ActionStatus): Promise<ActionListRow[]> {
  const order = status === 'pending' ? 'a.id ASC' : 'a.id DESC LIMIT 100';
  const { rows } = await ex.query<ActionListRow>(`${ACTION_LIST} WHERE a.status = $1 ORDER BY ${order}`, [status]);
  return rows;
}

// ---- outbox and audit log ------------------------------------------------------------------------

interface OutboxRow extends Omit<OutboxMessage, 'created_at'> {
  created_at: Date;
}

interface AuditRow extends Omit<AuditEntry, 'created_at'> {
  created_at: Date;
}

/** Outbox messages, newest first. */
export function listOutbox(ex: Executor, page: number, limit: number): Promise<Page<OutboxMessage>> {
  return paginate(
    ex,
    { select: 'SELECT id, channel, destination, subject, body, status, created_at FROM outbox', order: 'id DESC', page, limit },
    (r) => {
      const row = r as unknown as OutboxRow;
      return { ...row, created_at: row.created_at.toISOString() };
    },
  );
}

export interface AuditFilter {
  /** Only changes: every console request is audited, reads too; this leaves the reads out. */
  changesOnly: boolean;
  /** One operator's entries, by username (lower case). */
  operator?: string;
}

/** The audit log, newest first, with each entry's operator's username. */
export function listAudit(ex: Executor, filter: AuditFilter, page: number, limit: number): Promise<Page<AuditEntry>> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.changesOnly) where.push(`a.action NOT LIKE 'GET %'`);
  if (filter.operator) where.push(`o.username = $${params.push(filter.operator)}`);
  const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  return paginate(
    ex,
    {
      select: `SELECT a.id, a.operator_id, o.username AS operator, a.action, a.target, a.detail, a.created_at
                 FROM audit_log a LEFT JOIN operators o ON o.id = a.operator_id${clause}`,
      count: clause ? undefined : 'SELECT count(*)::int AS n FROM audit_log',
      params,
      order: 'a.id DESC',
      page,
      limit,
    },
    (r) => {
      const row = r as unknown as AuditRow;
      return { ...row, created_at: row.created_at.toISOString() };
    },
  );
}
