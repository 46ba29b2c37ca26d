/** Transfers between a user's own books: ledger-backed, idempotent, never overdrawn. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookTransfer, Page } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, transfer, userAccount } from '@bourse/ledger';
import { parseUnits } from '@bourse/money';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

/** Fund a test user as an approved deposit would (the deposit flow itself comes with the wallet issue). */
async function fund(userId: number, asset: string, book: string, amount: string, scale: number) {
  await t.db.tx((ex) =>
    transfer(ex, {
      key: `test-fund:${userId}:${asset}:${book}:${amount}:${Math.random()}`,
      kind: 'deposit',
      from: systemAccount('world', asset),
      to: userAccount(userId, asset, book),
      amount: parseUnits(amount, scale),
    }),
  );
}

describe('wallet/change', () => {
  it('moves funds from exchange to lever and back, as ledger entries', async () => {
    const user = await t.newUser();
    await fund(user.userId, 'USDT', 'exchange', '100', 6);
    const r = await t.call<BookTransfer>(
      'POST',
      '/wallet/change',
      { currency_id: 3, number: '25.5', from_field: 'change', to_field: 'lever' },
      { token: user.token, form: true },
    );
    expect(r.body.message).toMatchObject({ currency: 'USDT', from: 'exchange', to: 'lever', number: '25.5', fee: '0' });
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 74_500_000n, frozen: 0n });
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'lever'))).toEqual({ available: 25_500_000n, frozen: 0n });
    await t.call('POST', '/wallet/change', { currency_id: 3, number: '0.5', from_field: 3, to_field: 2 }, { token: user.token });
    const history = (await t.call<Page<BookTransfer>>('GET', '/wallet/hzhistory', { page: 1 }, { token: user.token })).body.message;
    expect(history.total).toBe(2);
    expect(history.data[0]).toMatchObject({ from: 'lever', to: 'exchange', number: '0.5' });
    expect((await checkLedger(t.db)).problems).toEqual([]);
    // The evidence cannot be edited afterwards.
    await expect(t.db.query('UPDATE ledger_postings SET amount = amount + 1')).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only|foreign key/);
  });

  it.each([
    [{ currency_id: 3, number: '1000', from_field: 'exchange', to_field: 'lever' }, 'INSUFFICIENT_BALANCE'],
    [{ currency_id: 3, number: '1', from_field: 'exchange', to_field: 'exchange' }, 'SAME_BOOK'],
    [{ currency_id: 3, number: '1', from_field: 'exchange', to_field: 'lock' }, 'BOOK_UNKNOWN'],
    [{ currency_id: 3, number: '1', from_field: 'exchange', to_field: 'savings' }, 'BOOK_UNKNOWN'],
    [{ currency_id: 3, number: '0.0000001', from_field: 'exchange', to_field: 'lever' }, 'AMOUNT_TOO_PRECISE'],
    [{ currency_id: 3, number: '-5', from_field: 'exchange', to_field: 'lever' }, 'AMOUNT_NEGATIVE'],
    [{ currency_id: 3, number: '0', from_field: 'exchange', to_field: 'lever' }, 'AMOUNT_ZERO'],
    [{ currency_id: 3, number: '1e3', from_field: 'exchange', to_field: 'lever' }, 'AMOUNT_INVALID'],
    [{ currency_id: 3, number: '9'.repeat(60), from_field: 'exchange', to_field: 'lever' }, 'AMOUNT_TOO_LARGE'],
    [{ currency_id: 3, from_field: 'exchange', to_field: 'lever' }, 'AMOUNT_REQUIRED'],
    [{ currency_id: 999, number: '1', from_field: 'exchange', to_field: 'lever' }, 'ASSET_UNKNOWN'],
    [{ currency_id: 3, number: '1', from_field: 'exchange', to_field: 'lever', user_id: 1 }, 'UNKNOWN_FIELD'],
  ])('refuses %j with %s and moves nothing', async (input, code) => {
    const user = await t.newUser();
    await fund(user.userId, 'USDT', 'exchange', '10', 6);
    const r = await t.call('POST', '/wallet/change', input, { token: user.token });
    expect(r.body.code).toBe(code);
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 10_000_000n, frozen: 0n });
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'lever'))).toEqual({ available: 0n, frozen: 0n });
  });

  it('applies a retried request with the same Idempotency-Key once, and refuses the key for another request', async () => {
    const user = await t.newUser();
    await fund(user.userId, 'USDT', 'exchange', '10', 6);
    const headers = { 'idempotency-key': 'transfer-0001-abc' };
    const body = { currency_id: 3, number: '4', from_field: 'exchange', to_field: 'micro' };
    const first = await t.call<BookTransfer>('POST', '/wallet/change', body, { token: user.token, headers });
    const retry = await t.call<BookTransfer>('POST', '/wallet/change', body, { token: user.token, headers });
    expect(retry.body).toEqual(first.body);
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'micro'))).toEqual({ available: 4_000_000n, frozen: 0n });
    const other = await t.call('POST', '/wallet/change', { ...body, number: '5' }, { token: user.token, headers });
    expect(other.body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await t.call('POST', '/wallet/change', body, { token: user.token, headers: { 'idempotency-key': 'x' } })).body.code).toBe(
      'IDEMPOTENCY_KEY_INVALID',
    );
    // Another user's key space is their own.
    const stranger = await t.newUser();
    await fund(stranger.userId, 'USDT', 'exchange', '10', 6);
    expect((await t.call('POST', '/wallet/change', body, { token: stranger.token, headers })).body.type).toBe('ok');
  });

  it('shows a user only their own history', async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    await fund(a.userId, 'BTC', 'exchange', '1', 8);
    await t.call(
      'POST',
      '/wallet/change',
      { currency_id: 1, number: '0.1', from_field: 'exchange', to_field: 'lever' },
      { token: a.token },
    );
    expect((await t.call<Page<BookTransfer>>('GET', '/wallet/hzhistory', {}, { token: b.token })).body.message.total).toBe(0);
    expect((await t.call('GET', '/wallet/hzhistory', {})).body.type).toBe('999');
  });
});
