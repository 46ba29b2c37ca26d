/**
 * API helpers for browser flows that need money in an account: calls in the envelope, the seeded
 * operator's first sign-in, and a USDT deposit claimed with a voucher and approved by the operator
 * (the only way money enters; there is no test endpoint that creates balances).
 */
import { totpCode } from '../../../server/src/platform/totp';
import { TINY_PNG } from './app';
import type { RunningServer } from './server';

export interface Envelope<T> {
  type: string;
  code?: string;
  message: T;
}

/** One API call; GET sends `body` as the query. Answers the whole envelope, whatever its type. */
export async function call<T>(
  server: RunningServer,
  method: 'GET' | 'POST',
  path: string,
  body: Record<string, unknown> = {},
  token = '',
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const query = method === 'GET' ? `?${new URLSearchParams({ ...(body as Record<string, string>), lang: 'en' }).toString()}` : '';
  const res = await fetch(`${server.url}/api${path}${query}`, {
    method,
    headers: { authorization: token, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers },
    body: method === 'POST' ? JSON.stringify({ ...body, lang: 'en' }) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

/** One API call that must succeed; answers its `message`. */
export async function api<T>(
  server: RunningServer,
  method: 'GET' | 'POST',
  path: string,
  body: Record<string, unknown> = {},
  token = '',
  headers: Record<string, string> = {},
): Promise<T> {
  const envelope = await call<T>(server, method, path, body, token, headers);
  if (envelope.type !== 'ok') throw new Error(`${path}: ${envelope.code} ${String(envelope.message)}`);
  return envelope.message;
}

/** First sign-in of the seeded operator: a new password and TOTP enrolment (`nowMs` is the server's clock). */
export async function signInSeededOperator(server: RunningServer, newPassword: string, nowMs = Date.now()): Promise<string> {
  const first = await api<{ token: string }>(server, 'POST', '/operator/login', {
    username: 'admin',
    password: process.env.OPERATOR_INITIAL_PASSWORD ?? 'ChangeMe-2026',
  });
  const { secret } = await api<{ secret: string }>(server, 'POST', '/operator/setup/start', {}, first.token);
  const done = await api<{ token: string }>(
    server,
    'POST',
    '/operator/setup',
    { new_password: newPassword, totp_code: totpCode(secret, nowMs) },
    first.token,
  );
  return done.token;
}

/** Deposit `amount` USDT into the user's main wallet: a claim with a voucher, approved by the operator. */
export async function depositUsdt(server: RunningServer, operatorToken: string, userToken: string, amount: string): Promise<void> {
  const form = new FormData();
  form.append('purpose', 'voucher');
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'voucher.png');
  const res = await fetch(`${server.url}/api/upload?lang=en`, { method: 'POST', headers: { authorization: userToken }, body: form });
  const upload = (await res.json()) as Envelope<string>;
  if (upload.type !== 'ok') throw new Error(`upload: ${upload.code}`);
  await api(server, 'POST', '/wallet/charge_req', { account: upload.message, amount, currency: 'USDT', type: 'TRC20' }, userToken);
  const me = await api<{ id: number }>(server, 'GET', '/user/info', {}, userToken);
  const queue = await api<{ data: Array<{ id: number; user_id: number }> }>(
    server,
    'GET',
    '/operator/deposits',
    { status: 'pending', limit: '50' },
    operatorToken,
  );
  const claim = queue.data.find((r) => r.user_id === me.id);
  if (!claim) throw new Error('no pending deposit');
  await api(server, 'POST', '/operator/deposits/approve', { id: claim.id }, operatorToken);
}
