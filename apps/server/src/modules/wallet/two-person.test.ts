/**
 * The wallet's two-person actions (issue 12, item 4): deposit sources, fee and spread changes (in
 * effect only after the notice period users are shown) and deposit credits above the
 * single-approval limit, each refused for one operator and applied once a second one approves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoinInfo, DepositAddress, DepositClaim, ExchangeQuote, OperatorAction, Page, UpcomingFees } from '@bourse/contract';
import { getBalance, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp, uploadAs } from '../../../test/harness';
import { decide, founder, type SignedIn, signInAgain } from '../../../test/operators';

const DAY_MS = 86_400_000;
const XPUB = 'xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz';
const LTC_ADDRESS = 'ltc1qqv9pzxqlyckngw6zf9g9whn9d3eh4qvgr3a900';

let t: TestApp;
let finance: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  finance = await founder(t, 'finance');
});
afterAll(async () => {
  await t?.dispose();
});

const address = async (token: string, currency: string) =>
  (await t.call<DepositAddress>('POST', '/wallet/get_in_address', { currency }, { token })).body;

describe('deposit sources', () => {
  it('a new extended public key or pool applies only once a second operator approves it', async () => {
    const admin = await t.operatorToken();
    const support = await founder(t, 'support');
    const before = (await t.db.query<{ xpub: string }>(`SELECT xpub FROM deposit_sources WHERE network = 'BTC'`)).rows[0]!.xpub;
    const key = (await t.call<OperatorAction>('POST', '/operator/deposit-source', { network: 'BTC', xpub: XPUB }, { token: admin })).body
      .message;
    // The approver sees the key proposed beside the one in use.
    expect(key).toMatchObject({
      kind: 'deposit.source',
      status: 'pending',
      payload: { network: 'BTC', xpub: XPUB, previous_xpub: before },
    });
    expect((await decide(t, admin, key.id)).body.code).toBe('APPROVAL_OWN_ACTION');
    expect((await decide(t, support.token, key.id)).body.code).toBe('APPROVAL_ROLE_REQUIRED');
    const current = async () =>
      (await t.db.query<{ xpub: string }>(`SELECT xpub FROM deposit_sources WHERE network = 'BTC'`)).rows[0]!.xpub;
    expect(await current()).toBe(before);
    expect((await decide(t, finance.token, key.id)).body.message.status).toBe('approved');
    expect(await current()).toBe(XPUB);

    const user = await t.newUser();
    expect((await address(user.token, 'LTC')).code).toBe('DEPOSIT_NOT_CONFIGURED');
    const pool = (
      await t.call<OperatorAction>(
        'POST',
        '/operator/deposit-pool',
        { network: 'LTC', addresses: [LTC_ADDRESS, LTC_ADDRESS] },
        { token: admin },
      )
    ).body.message;
    expect(pool.payload.addresses).toEqual([LTC_ADDRESS]);
    expect((await decide(t, admin, pool.id)).body.code).toBe('APPROVAL_OWN_ACTION');
    expect((await address(user.token, 'LTC')).code).toBe('DEPOSIT_NOT_CONFIGURED');
    expect((await decide(t, finance.token, pool.id)).body.message).toMatchObject({ status: 'approved', result: { added: 1 } });
    expect((await address(user.token, 'LTC')).message).toMatchObject({ address: LTC_ADDRESS });
  });
});

describe('fee and spread changes', () => {
  it('need a second operator, are shown to users for the notice period, and apply only after it', async () => {
    await t.tick('BTC/USDT', '50000');
    const admin = await t.operatorToken();
    const user = await t.newUser();
    const quote = async () =>
      (await t.call<ExchangeQuote>('POST', '/user/getTransferFee', { from_currency_id: 1, to_currency_id: 3 }, { token: user.token })).body
        .message;
    const trc20Fee = async () =>
      (await t.call<CoinInfo>('POST', '/wallet/get_info', { currency: 'USDT' }, { token: user.token })).body.message.networks.find(
        (n) => n.network === 'TRC20',
      )!;
    const upcoming = async () => (await t.call<UpcomingFees>('GET', '/fees/upcoming')).body.message;

    // The admin raises the exchange to 10 % and the TRC20 withdrawal fee to 50 USDT; the minimum changes at once.
    const exchange = await t.call<{ action: OperatorAction }>(
      'POST',
      '/operator/config/exchange',
      { spread_ppm: 100_000, fee_ppm: 100_000, quote_ttl_seconds: 10 },
      { token: admin },
    );
    expect(exchange.body.message.action.payload).toEqual({
      spread_ppm_from: 2000,
      spread_ppm: 100_000,
      fee_ppm_from: 1000,
      fee_ppm: 100_000,
    });
    const network = await t.call<{ action: OperatorAction }>(
      'POST',
      '/operator/config/network',
      { currency_id: 3, network: 'TRC20', withdraw_fee: '50', withdraw_min: '60', deposit_enabled: true, withdraw_enabled: true },
      { token: admin },
    );
    expect(network.body.message.action.payload).toMatchObject({
      currency: 'USDT',
      network: 'TRC20',
      withdraw_fee_from: '1',
      withdraw_fee: '50',
    });
    expect(await trc20Fee()).toMatchObject({ withdraw_fee: '1', withdraw_min: '60' });
    for (const a of [exchange.body.message.action, network.body.message.action]) {
      expect((await decide(t, admin, a.id)).body.code).toBe('APPROVAL_OWN_ACTION');
    }
    expect((await quote()).fee_percent).toBe('0.1');
    expect((await upcoming()).changes).toEqual([]);

    const approvedAt = t.clock.now().getTime();
    const approved = (await decide(t, finance.token, exchange.body.message.action.id)).body.message;
    expect(Date.parse(approved.effective_at!) - approvedAt).toBe(7 * DAY_MS);
    await decide(t, finance.token, network.body.message.action.id);
    const notice = await upcoming();
    expect(notice.notice_days).toBe(7);
    expect(notice.changes.map((c) => [c.item, c.currency, c.network, c.from, c.to])).toEqual([
      ['exchange_spread', null, null, '0.2', '10'],
      ['exchange_fee', null, null, '0.1', '10'],
      ['withdraw_fee', 'USDT', 'TRC20', '1', '50'],
    ]);
    expect(notice.changes[0]!.effective_at).toBe(approved.effective_at);

    // Not in effect a minute before the notice period ends...
    t.clock.advance(7 * DAY_MS - 60_000);
    await t.tick('BTC/USDT', '50000');
    user.token = (await t.call<string>('POST', '/user/login', { user_string: user.email, password: user.password })).body.message;
    expect(await quote()).toMatchObject({ rate: '49900', fee_percent: '0.1' });
    expect((await trc20Fee()).withdraw_fee).toBe('1');
    // ...and in effect from its end; the notice is gone from the list.
    t.clock.advance(60_000);
    expect(await quote()).toMatchObject({ rate: '45000', fee_percent: '10' });
    expect((await trc20Fee()).withdraw_fee).toBe('50');
    expect((await upcoming()).changes).toEqual([]);
  });
});

describe('deposit credits', () => {
  const claim = async (user: { token: string }, amount: string, currency = 'USDT') => {
    const voucher = await uploadAs(t, user.token, 'voucher');
    const r = await t.call<DepositClaim>('POST', '/wallet/charge_req', { account: voucher, amount, currency }, { token: user.token });
    if (r.body.type !== 'ok') throw new Error(JSON.stringify(r.body));
    return r.body.message.id;
  };
  const approve = (token: string, id: number) => t.call<DepositClaim>('POST', '/operator/deposits/approve', { id }, { token });

  it('above the single-approval limit need a second finance operator; up to it one credits', async () => {
    await signInAgain(t, finance);
    const user = await t.newUser();
    const first = await t.operatorToken('finance');
    const balance = async () => (await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).available;

    // 10,000 USDT is the limit: one operator credits it.
    expect((await approve(first, await claim(user, '10000'))).body.message.status).toBe('approved');
    expect(await balance()).toBe(10_000_000_000n);

    // A cent more: the first approval only proposes the credit.
    const big = await claim(user, '10000.01');
    expect((await approve(first, big)).body.message.status).toBe('pending');
    expect(await balance()).toBe(10_000_000_000n);
    const actions = (await t.call<OperatorAction[]>('GET', '/operator/actions', {}, { token: first })).body.message;
    const credit = actions.find((a) => a.kind === 'deposit.credit' && a.payload.claim_id === big)!;
    expect(credit).toMatchObject({
      payload: { amount: '10000.01', amount_usdt: '10000.01', currency: 'USDT' },
      refusal: { code: 'APPROVAL_OWN_ACTION' },
    });
    expect((await approve(first, big)).body.code).toBe('APPROVAL_OWN_ACTION');
    expect((await decide(t, first, credit.id)).body.code).toBe('APPROVAL_OWN_ACTION');
    expect(await balance()).toBe(10_000_000_000n);
    // The second finance operator's approval, from the queue, credits it.
    expect((await approve(finance.token, big)).body.message.status).toBe('approved');
    expect(await balance()).toBe(20_000_010_000n);
    expect(
      (await t.call<OperatorAction[]>('GET', '/operator/actions', { status: 'approved' }, { token: first })).body.message[0],
    ).toMatchObject({
      id: credit.id,
      decider: finance.username,
    });

    // A coin without a price cannot be valued: two operators, whatever the amount. Rejecting the
    // claim rejects its waiting credit too.
    const unpriced = await claim(user, '1', 'DOT');
    expect((await approve(first, unpriced)).body.message.status).toBe('pending');
    expect(
      (await t.call('POST', '/operator/deposits/reject', { id: unpriced, reason: 'No such transfer' }, { token: finance.token })).body.type,
    ).toBe('ok');
    const rejected = (await t.call<OperatorAction[]>('GET', '/operator/actions', { status: 'rejected' }, { token: first })).body.message;
    expect(rejected.find((a) => a.payload.claim_id === unpriced)).toMatchObject({ reason: 'No such transfer' });
    const queue = (await t.call<Page<DepositClaim>>('GET', '/operator/deposits', { status: 'rejected' }, { token: first })).body.message;
    expect(queue.data.some((c) => c.id === unpriced)).toBe(true);
  });
});
