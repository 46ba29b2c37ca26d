/**
 * Concurrency on PostgreSQL (issue 5): simultaneous withdrawals, withdrawals against the 24-hour
 * limit, and simultaneous exchanges and book transfers never overdraw or overshoot.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkLedger, getBalance, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp, uploadAs } from '../../../test/harness';

const ON_PG = process.env.TEST_DB === 'pg';
let t: TestApp;
beforeAll(async () => {
  if (!ON_PG) return;
  t = await createTestApp({ DATABASE_POOL_SIZE: '20' });
  await t.tick('BTC/USDT', '50000');
});
afterAll(async () => {
  await t?.dispose();
});

async function readyUser(currency: string, address: string, network: string) {
  const user = await t.newUser();
  await t.setPayPassword(user, 'Pay-123456');
  await t.verify(user, 1);
  const qrcode = await uploadAs(t, user.token, 'general');
  const saved = await t.call<{ id: number }>(
    'POST',
    '/user/wallet/save',
    { currency, name: 'w', address, qrcode, network },
    { token: user.token },
  );
  return { ...user, addressId: saved.body.message.id };
}

it.runIf(ON_PG)(
  '1,000 simultaneous withdrawals of 10 against 1,000 available leave exactly 100 pending and 0 available',
  async () => {
    const user = await readyUser('USDT', 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH', 'TRC20');
    await t.fund(user.userId, 'USDT', '1000');
    const results = await Promise.all(
      Array.from({ length: 1000 }, () =>
        t.call(
          'POST',
          '/wallet/out',
          { currency: 'USDT', number: '10', address: user.addressId, pay_password: 'Pay-123456' },
          { token: user.token },
        ),
      ),
    );
    const codes = results.map((r) => (r.body.type === 'ok' ? 'ok' : r.body.code));
    expect(new Set(codes)).toEqual(new Set(['ok', 'INSUFFICIENT_BALANCE']));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(100);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1 AND status = 'pending'`,
      [user.userId],
    );
    expect(rows[0]!.n).toBe(100);
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 0n, frozen: 1_000_000_000n });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  },
  300_000,
);

it.runIf(ON_PG)(
  '200 simultaneous withdrawals worth twice the 24-hour limit are accepted only up to the limit',
  async () => {
    const user = await readyUser('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'BTC');
    await t.fund(user.userId, 'BTC', '1000');
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.call(
          'POST',
          '/wallet/out',
          { currency: 'BTC', number: '2', address: user.addressId, pay_password: 'Pay-123456' },
          { token: user.token },
        ),
      ),
    );
    const codes = results.map((r) => (r.body.type === 'ok' ? 'ok' : r.body.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(100); // 100 x 2 BTC = the 200 BTC limit
    expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set(['WITHDRAW_LIMIT_EXCEEDED']));
    const { rows } = await t.db.query<{ total: string }>(`SELECT sum(amount)::text AS total FROM withdrawals WHERE user_id = $1`, [
      user.userId,
    ]);
    expect(BigInt(rows[0]!.total)).toBe(200n * 10n ** 8n);
  },
  300_000,
);

it.runIf(ON_PG)(
  '500 simultaneous exchanges and book transfers never overdraw',
  async () => {
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '1000');
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        i % 2 === 0
          ? t.call('POST', '/user/Transfer', { number: '10', from_currency_id: 3, to_currency_id: 1 }, { token: user.token })
          : t.call(
              'POST',
              '/wallet/change',
              { currency_id: 3, number: '10', from_field: 'exchange', to_field: 'lever' },
              { token: user.token },
            ),
      ),
    );
    const ok = results.filter((r) => r.body.type === 'ok').length;
    expect(new Set(results.filter((r) => r.body.type !== 'ok').map((r) => r.body.code))).toEqual(new Set(['INSUFFICIENT_BALANCE']));
    expect(ok).toBe(100);
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 0n, frozen: 0n });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  },
  300_000,
);
