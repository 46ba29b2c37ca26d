/** The operator console's sign-in (DESIGN.md section 7). Operators are not users. */
import { z } from 'zod';
import { int, page, password, requiredText } from './rules';
import { idOut, isoTimeOut, pageOf } from './wire';
import { defineEndpoints } from './endpoint';

export const OPERATOR_ROLES = ['admin', 'finance', 'compliance', 'support', 'auditor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const operatorLoginInput = z.strictObject({
  username: requiredText('USERNAME_REQUIRED', 64),
  password: requiredText('PASSWORD_REQUIRED', 64),
  totp_code: z.string({ error: 'TOTP_INVALID' }).trim().optional(),
});

/** First sign-in: choose a new password and confirm the TOTP secret with a current code. */
export const operatorSetupInput = z.strictObject({
  new_password: password,
  totp_code: requiredText('TOTP_REQUIRED', 10),
});

export const operatorPageInput = z.strictObject({ page, limit: int({ min: 1, max: 100 }).optional() });

/** The audit log: every action, or only changes (reads left out); optionally one operator's. */
export const auditListInput = z.strictObject({
  page,
  limit: int({ min: 1, max: 100 }).optional(),
  kind: z.enum(['all', 'changes'], { error: 'INVALID_PARAMETER' }).optional(),
  operator: z.string({ error: 'INVALID_PARAMETER' }).trim().max(32, { error: 'INVALID_PARAMETER' }).optional(),
});

/** Operator usernames: 3 to 32 lower-case letters, digits, dot, dash or underscore, starting with a letter. */
export const OPERATOR_USERNAME = /^[a-z][a-z0-9._-]{2,31}$/;

/** Admin: a new operator with a one-time initial password (changed at the first sign-in). */
export const operatorCreateInput = z.strictObject({
  username: requiredText('USERNAME_REQUIRED', 64).refine((v) => OPERATOR_USERNAME.test(v), 'OPERATOR_USERNAME_INVALID'),
  role: z.enum(OPERATOR_ROLES, { error: 'OPERATOR_ROLE_INVALID' }),
  password,
});

export const operatorDisableInput = z.strictObject({ id: int({ min: 1 }) });
/** Admin: propose re-enabling a disabled operator (a second admin approves). */
export const operatorEnableInput = z.strictObject({ id: int({ min: 1, error: 'OPERATOR_NOT_FOUND' }) });
/** Admin: propose another role for an operator (a second admin approves). */
export const operatorRoleInput = z.strictObject({
  id: int({ min: 1, error: 'OPERATOR_NOT_FOUND' }),
  role: z.enum(OPERATOR_ROLES, { error: 'OPERATOR_ROLE_INVALID' }),
});

// ---- two-person actions --------------------------------------------------------------------------

/**
 * What one operator may propose and only a second may approve (apps/server/src/modules/operator
 * /approvals.ts). Adjustments have their own table and screen but the same approval rules.
 */
export const ACTION_KINDS = [
  'operator.create',
  'operator.enable',
  'operator.role',
  'deposit.source',
  'deposit.pool',
  'fee.exchange',
  'fee.network',
  'deposit.credit',
  'funding.deposit',
  'chain.sweep',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];
export const ACTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

/** Why an operator may not approve an action (also the error code an attempt gets). */
export const APPROVAL_REFUSALS = ['APPROVAL_OWN_ACTION', 'APPROVAL_ROLE_REQUIRED', 'APPROVAL_TOO_NEW', 'APPROVAL_CREATOR_PAIR'] as const;
export type ApprovalRefusal = (typeof APPROVAL_REFUSALS)[number];

/** A console-made operator approves nothing for this long after being added. */
export const NEW_OPERATOR_WAIT_HOURS = 24;

export const actionListInput = z.strictObject({
  status: z.enum(ACTION_STATUSES, { error: 'INVALID_PARAMETER' }).optional(),
});
export const actionIdInput = z.strictObject({ id: int({ min: 1, error: 'ACTION_NOT_FOUND' }) });
export const actionRejectInput = z.strictObject({
  id: int({ min: 1, error: 'ACTION_NOT_FOUND' }),
  reason: z.string({ error: 'REASON_REQUIRED' }).trim().min(1, 'REASON_REQUIRED').max(300, 'CHARACTER_TOO_LONG'),
});

/** A payload value as the console shows it: flat, with labels per key (`operator.actions.fields.<key>`). */
const payloadValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

export const operatorAction = z.object({
  id: idOut,
  kind: z.enum(ACTION_KINDS),
  /** What it acts on: `operator:<id>`, `network:<currency>:<network>`, `deposit_claim:<id>`, ... */
  target: z.string(),
  /** What the approver decides on (never a secret). */
  payload: z.record(z.string(), payloadValue),
  status: z.enum(ACTION_STATUSES),
  proposed_by: idOut,
  proposer: z.string(),
  proposed_at: isoTimeOut,
  decided_by: idOut.nullable(),
  decider: z.string().nullable(),
  decided_at: isoTimeOut.nullable(),
  /** A rejection's reason. */
  reason: z.string().nullable(),
  /** What applying it did (for example, how many pool addresses were added). */
  result: z.record(z.string(), payloadValue).nullable(),
  /** Fee changes: when the approved change takes effect, after the notice period users see. */
  effective_at: isoTimeOut.nullable(),
  /** The roles that may approve it (admin always may). */
  approver_roles: z.array(z.enum(OPERATOR_ROLES)),
  /** For a pending action: why the signed-in operator may not approve it (null: they may), and until when. */
  refusal: z.object({ code: z.enum(APPROVAL_REFUSALS), until: isoTimeOut.nullable() }).nullable(),
});
export type OperatorAction = z.infer<typeof operatorAction>;

/** An operator as the admin's list shows it: never a password hash or TOTP secret. */
export const operatorAccount = z.object({
  id: idOut,
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** False until the operator has chosen a password and enrolled TOTP at the first sign-in. */
  setup_done: z.boolean(),
  disabled: z.boolean(),
  created_at: isoTimeOut,
  /** Who proposed adding them; null for a founder the install made. */
  created_by: idOut.nullable(),
  /** From when they may approve two-person actions (a console-made operator waits 24 hours); null for a founder. */
  approves_from: isoTimeOut.nullable(),
});
export type OperatorAccount = z.infer<typeof operatorAccount>;

export const operatorLoginResult = z.object({
  token: z.string(),
  /** True when the operator must set a password and TOTP before anything else. */
  setup_required: z.boolean(),
});
export type OperatorLoginResult = z.infer<typeof operatorLoginResult>;

export const operatorSetupStart = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
});
export type OperatorSetupStart = z.infer<typeof operatorSetupStart>;

export const operatorMe = z.object({
  id: idOut,
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  totp_enabled: z.boolean(),
});
export type OperatorMe = z.infer<typeof operatorMe>;

export const outboxMessage = z.object({
  id: idOut,
  channel: z.enum(['email', 'sms']),
  destination: z.string(),
  subject: z.string(),
  body: z.string(),
  /** pending while a transport is trying it; outbox when kept for operators (no transport). */
  status: z.enum(['pending', 'outbox', 'sent', 'failed']),
  created_at: isoTimeOut,
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const auditEntry = z.object({
  id: idOut,
  operator_id: idOut.nullable(),
  operator: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  created_at: isoTimeOut,
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** The ledger check's report (@bourse/ledger's CheckReport, as JSON). */
export const ledgerReport = z.object({
  ok: z.boolean(),
  problems: z.array(z.string()),
  counts: z.object({ accounts: z.number().int(), entries: z.number().int(), postings: z.number().int(), holds: z.number().int() }),
});
export type LedgerReport = z.infer<typeof ledgerReport>;

/** The operator endpoints (the route map, routes.ts). Every call is audited by the route layer. */
export const operatorEndpoints = defineEndpoints('operator', {
  'POST /operator/login': {
    auth: 'none',
    rateLimit: 'auth',
    input: operatorLoginInput,
    output: operatorLoginResult,
    summary: 'Operator sign-in with password and TOTP; a first sign-in returns a setup session',
  },
  'POST /operator/setup/start': {
    auth: 'operator-setup',
    output: operatorSetupStart,
    summary: 'First sign-in, step 1: a new TOTP secret to enrol',
  },
  'POST /operator/setup': {
    auth: 'operator-setup',
    rateLimit: 'auth',
    input: operatorSetupInput,
    output: operatorLoginResult,
    summary: 'First sign-in, step 2: set a new password and confirm TOTP; returns a full session',
  },
  'GET /operator/me': {
    auth: 'operator',
    output: operatorMe,
    summary: 'The signed-in operator',
  },
  'POST /operator/logout': {
    auth: 'operator',
    output: z.string(),
    summary: 'Sign the operator out',
  },
  'GET /operator/operators': {
    auth: 'operator',
    roles: [],
    output: z.array(operatorAccount),
    summary: 'Every operator: role, whether the first sign-in is done, disabled (admin)',
  },
  'POST /operator/operators': {
    auth: 'operator',
    roles: [],
    input: operatorCreateInput,
    output: operatorAction,
    summary:
      'Propose an operator with a one-time initial password (admin); added once a second admin approves, they set their own password and TOTP at the first sign-in',
  },
  'POST /operator/operators/enable': {
    auth: 'operator',
    roles: [],
    input: operatorEnableInput,
    output: operatorAction,
    summary: 'Propose re-enabling a disabled operator (admin); a second admin approves',
  },
  'POST /operator/operators/role': {
    auth: 'operator',
    roles: [],
    input: operatorRoleInput,
    output: operatorAction,
    summary: 'Propose another role for an operator (admin); a second admin approves',
  },
  'GET /operator/actions': {
    auth: 'operator',
    input: actionListInput,
    output: z.array(operatorAction),
    summary:
      'Two-person actions by status (default pending, oldest first; decided ones newest first, at most 100), each saying whether the caller may approve it',
  },
  'POST /operator/actions/approve': {
    auth: 'operator',
    input: actionIdInput,
    output: operatorAction,
    summary:
      'Approve another operator\u2019s action: applied now (a fee change after its notice period). Refused for one\u2019s own, without the role, within 24 hours of being added, and between an operator and the one who added them',
  },
  'POST /operator/actions/reject': {
    auth: 'operator',
    input: actionRejectInput,
    output: operatorAction,
    summary: 'Reject a pending action with a reason (an approver, or the proposer withdrawing it)',
  },
  'POST /operator/operators/disable': {
    auth: 'operator',
    roles: [],
    input: operatorDisableInput,
    output: operatorAccount,
    summary: 'Disable an operator (not oneself): no more sign-ins, and their sessions end (admin)',
  },
  'GET /operator/ledger/check': {
    auth: 'operator',
    roles: ['finance', 'auditor'],
    output: ledgerReport,
    summary: 'Check the ledger invariants: balanced entries, zero-sum assets, balances equal postings, no negatives',
  },
  'GET /operator/outbox': {
    auth: 'operator',
    roles: ['support'],
    input: operatorPageInput,
    output: pageOf(outboxMessage),
    summary: 'Messages kept in the outbox (no mail or SMS transport configured)',
  },
  'GET /operator/audit': {
    auth: 'operator',
    roles: ['auditor'],
    input: auditListInput,
    output: pageOf(auditEntry),
    summary: 'The append-only audit log of operator actions: all, or only changes (no reads); optionally one operator',
  },
});
