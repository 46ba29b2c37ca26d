/**
 * Operators for tests of the two-person rule: founders (made by the install, as the seed and
 * OPERATOR_FOUNDERS do: no creator, no wait) and operators added in the console (a proposal a second
 * admin approves), each through the real first sign-in.
 */
import type { OperatorAction, OperatorMe, OperatorRole } from '@bourse/contract';
import { totpCode } from '../src/platform/totp';
import type { TestApp } from './harness';

export interface SignedIn {
  token: string;
  id: number;
  username: string;
  secret: string;
}

let counter = 0;

/** The first sign-in (setup) with a one-time password; answers the full session. */
export async function firstSignIn(t: TestApp, username: string, initial: string): Promise<SignedIn> {
  const first = await t.call<{ token: string }>('POST', '/operator/login', { username, password: initial });
  if (first.body.type !== 'ok') throw new Error(`login ${username}: ${JSON.stringify(first.body)}`);
  const setup = first.body.message.token;
  const { secret } = (await t.call<{ secret: string }>('POST', '/operator/setup/start', {}, { token: setup })).body.message;
  const done = await t.call<{ token: string }>(
    'POST',
    '/operator/setup',
    { new_password: 'Console-Pass-2', totp_code: totpCode(secret, t.clock.now().getTime()) },
    { token: setup },
  );
  if (done.body.type !== 'ok') throw new Error(`setup ${username}: ${JSON.stringify(done.body)}`);
  const token = done.body.message.token;
  const me = (await t.call<OperatorMe>('GET', '/operator/me', {}, { token })).body.message;
  return { token, id: me.id, username, secret };
}

/** Sign in again (sessions last 12 hours; tests move the clock by days): updates and answers the token. */
export async function signInAgain(t: TestApp, op: SignedIn): Promise<string> {
  const r = await t.call<{ token: string }>('POST', '/operator/login', {
    username: op.username,
    password: 'Console-Pass-2',
    totp_code: totpCode(op.secret, t.clock.now().getTime()),
  });
  if (r.body.type !== 'ok') throw new Error(`login again ${op.username}: ${JSON.stringify(r.body)}`);
  op.token = r.body.message.token;
  return op.token;
}

/** A founder with a role: made by the install, not by an operator. */
export async function founder(t: TestApp, role: OperatorRole): Promise<SignedIn> {
  const username = `founder${role}${++counter}`;
  await t.db.tx((ex) => t.built.modules.operator.service.create(ex, username, 'Initial-Pass-1', role));
  return firstSignIn(t, username, 'Initial-Pass-1');
}

/** Propose an operator in the console as `by`; answers the pending action. */
export async function proposeOperator(t: TestApp, by: string, role: OperatorRole, username = `added${++counter}`) {
  const r = await t.call<OperatorAction>('POST', '/operator/operators', { username, role, password: 'Added-Init-1' }, { token: by });
  if (r.body.type !== 'ok') throw new Error(`propose ${username}: ${JSON.stringify(r.body)}`);
  return r.body.message;
}

/** An operator `proposer` added in the console and `approver` approved, signed in for the first time. */
export async function consoleOperator(t: TestApp, who: { proposer: string; approver: string }, role: OperatorRole): Promise<SignedIn> {
  const action = await proposeOperator(t, who.proposer, role);
  const approved = await t.call('POST', '/operator/actions/approve', { id: action.id }, { token: who.approver });
  if (approved.body.type !== 'ok') throw new Error(`approve ${action.id}: ${JSON.stringify(approved.body)}`);
  return firstSignIn(t, String(action.payload.username), 'Added-Init-1');
}

/** Approve or reject a two-person action; answers the whole reply. */
export function decide(t: TestApp, token: string, id: number, decision: 'approve' | 'reject' = 'approve') {
  return t.call<OperatorAction>(
    'POST',
    `/operator/actions/${decision}`,
    { id, ...(decision === 'reject' ? { reason: 'Not agreed' } : {}) },
    { token },
  );
}
