/** The operator console's sign-in (DESIGN.md section 7). Operators are not users. */
import { z } from 'zod';
import { int, page, password, requiredText } from './rules';
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

/** An operator as the admin's list shows it: never a password hash or TOTP secret. */
export interface OperatorAccount {
  id: number;
  username: string;
  role: OperatorRole;
  /** False until the operator has chosen a password and enrolled TOTP at the first sign-in. */
  setup_done: boolean;
  disabled: boolean;
  created_at: string;
}

export interface OperatorLoginResult {
  token: string;
  /** True when the operator must set a password and TOTP before anything else. */
  setup_required: boolean;
}

export interface OperatorSetupStart {
  secret: string;
  otpauth_url: string;
}

export interface OperatorMe {
  id: number;
  username: string;
  role: OperatorRole;
  totp_enabled: boolean;
}

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  destination: string;
  subject: string;
  body: string;
  status: 'outbox' | 'sent' | 'failed';
  created_at: string;
}

export interface AuditEntry {
  id: number;
  operator_id: number | null;
  operator: string | null;
  action: string;
  target: string | null;
  detail: Record<string, unknown>;
  created_at: string;
}

/** The operator endpoints (the route map, routes.ts). */
export const operatorEndpoints = defineEndpoints('operator', {});
