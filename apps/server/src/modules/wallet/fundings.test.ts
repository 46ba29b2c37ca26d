/**
 * Funding deposits: the one way real money enters the platform's own accounts. Proposed by one
 * operator with its transfer's reference, posted from world only when a second approves, audited,
 * and shown as funding (not demo money, not user deposits) in the proof of reserves.
 */
import type { OperatorAction, ReservesSnapshot, SystemBalance } from '@bourse/contract';
import { getBalance, systemAccount } from '@bourse/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { checkMoneyOrigin } from '../../platform/money-origin';

let t: TestApp;
let finance: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await t.operatorToken('finance');
  admin = await t.operatorToken('admin');
});
afterAll(async () => {
  await t?.dispose();
});

const usdt = (account: 'house' | 'world' | 'treasury') => getBalance(t.db, systemAccount(account, 'USDT'));
const propose = (body: Record<string, unknown>, token = finance) =>
  t.call<OperatorAction>(
    'POST',
    '/operator/funding',
    { account: 'treasury', currency_id: 3, amount: '5000', reference: '0xfeed', ...body },
    { token },
  );

describe('a funding deposit', () => {
  it('is posted from world only when a second operator approves it, and is audited', async () => {
    const [house0, world0] = [await usdt('house'), await usdt('world')];
    const proposed = await propose({ account: 'house', amount: '5000.5' });
    expect(proposed.body.message).toMatchObject({
      kind: 'funding.deposit',
      target: 'sys:house:USDT',
      status: 'pending',
      payload: { account: 'house', book: 'main', currency: 'USDT', amount: '5000.5', reference: '0xfeed' },
    });
    const id = proposed.body.message.id;
    expect(await usdt('house')).toEqual(house0);

    expect((await t.call('POST', '/operator/actions/approve', { id }, { token: finance })).body.code).toBe('APPROVAL_OWN_ACTION');
    expect(await usdt('house')).toEqual(house0);
    // One pending funding per account and asset.
    expect((await propose({ account: 'house', amount: '1' })).body.code).toBe('ACTION_ALREADY_PENDING');

    const approved = await t.call<OperatorAction>('POST', '/operator/actions/approve', { id }, { token: admin });
    expect(approved.body.message.status).toBe('approved');
    expect((await usdt('house')).available - house0.available).toBe(5_000_500_000n);
    expect((await usdt('world')).available - world0.available).toBe(-5_000_500_000n);
    const { rows } = await t.db.query<{ kind: string; meta: Record<string, unknown> }>(
      `SELECT kind, meta FROM ledger_entries WHERE idem_key = $1`,
      [`funding:${id}`],
    );
    expect(rows).toEqual([{ kind: 'funding.deposit', meta: { actionId: id, reference: '0xfeed' } }]);
    const audit = await t.db.query<{ target: string; detail: Record<string, unknown> }>(
      `SELECT target, detail FROM audit_log WHERE action = 'funding.deposit' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0]).toMatchObject({ target: 'sys:house:USDT', detail: { amount: '5000.5', reference: '0xfeed', action: id } });
    expect(await checkMoneyOrigin(t.db)).toEqual([]);
  });

  it('shows in the proof of reserves as real funding, apart from demo money', async () => {
    const snap = await t.call<ReservesSnapshot>('POST', '/operator/reserves/snapshot', {}, { token: finance });
    expect(snap.body.message.assets.find((a) => a.currency === 'USDT')).toMatchObject({ funding: '5000.5', real_assets: '5000.5' });
  });

  it('changes nothing when rejected', async () => {
    const before = await usdt('treasury');
    const id = (await propose({})).body.message.id;
    const rejected = await t.call<OperatorAction>(
      'POST',
      '/operator/actions/reject',
      { id, reason: 'No transfer arrived' },
      { token: admin },
    );
    expect(rejected.body.message.status).toBe('rejected');
    expect(await usdt('treasury')).toEqual(before);
  });

  it.each([
    [{ account: 'world' }, 'INVALID_PARAMETER'],
    [{ account: 'demo' }, 'INVALID_PARAMETER'],
    [{ amount: '0' }, 'AMOUNT_ZERO'],
    [{ amount: '-5' }, 'AMOUNT_NEGATIVE'],
    [{ amount: '1.0000001' }, 'AMOUNT_TOO_PRECISE'],
    [{ reference: ' ' }, 'REFERENCE_REQUIRED'],
    [{ currency_id: 999 }, 'ASSET_UNKNOWN'],
  ])('refuses %j with %s', async (body, code) => {
    expect((await propose(body)).body).toMatchObject({ type: 'error', code });
  });

  it('is for finance alone to propose', async () => {
    for (const role of ['support', 'auditor', 'compliance'] as const) {
      expect((await propose({}, await t.operatorToken(role))).body.code).toBe('FORBIDDEN');
    }
  });
});

describe('a treasury book', () => {
  it("funds one product's treasury book, which no other product's book can spend", async () => {
    const book = () => getBalance(t.db, systemAccount('treasury', 'USDT', 'lock-mining'));
    const [main0, book0] = [await usdt('treasury'), await book()];
    expect((await propose({ account: 'house', book: 'lock-mining' })).body.code).toBe('INVALID_PARAMETER');
    expect((await propose({ book: 'nowhere' })).body.code).toBe('INVALID_PARAMETER');
    const proposed = await propose({ book: 'lock-mining', amount: '250' });
    expect(proposed.body.message).toMatchObject({ target: 'sys:treasury:USDT:lock-mining', payload: { book: 'lock-mining' } });
    await t.call('POST', '/operator/actions/approve', { id: proposed.body.message.id }, { token: admin });
    expect((await book()).available - book0.available).toBe(250_000_000n);
    expect(await usdt('treasury')).toEqual(main0);
    expect(await checkMoneyOrigin(t.db)).toEqual([]);
    const listed = await t.call<SystemBalance[]>('GET', '/operator/reserves/accounts', {}, { token: finance });
    expect(listed.body.message.filter((r) => r.account === 'sys:treasury/lock-mining').map((r) => r.currency)).toContain('USDT');
  });
});
