/** Deposit addresses, deposit claims and their review (issue 5, item 2). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillRow, DepositAddress, DepositClaim, OperatorAction, Page } from '@bourse/contract';
import { checkLedger, getBalance, postEntry, systemAccount, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp, uploadAs } from '../../../test/harness';
import { decide } from '../../../test/operators';
import { seed } from '../../seed';
import { isValidAddress } from './address-formats';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

describe('deposit addresses', () => {
  it('gives each user their own address per network, the same one every time', async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    const get = async (token: string, currency: string, network?: string) =>
      (await t.call<DepositAddress>('POST', '/wallet/get_in_address', { currency, ...(network ? { network } : {}) }, { token })).body;
    const a1 = (await get(a.token, 'USDT', 'TRC20')).message;
    const a2 = (await get(a.token, '3', 'TRC20')).message;
    const b1 = (await get(b.token, 'USDT', 'TRC20')).message;
    expect(a1).toEqual(a2);
    expect(a1.address).not.toBe(b1.address);
    expect(isValidAddress('TRC20', a1.address)).toBe(true);
    const erc = (await get(a.token, 'USDT', 'ERC20')).message;
    expect(isValidAddress('ERC20', erc.address)).toBe(true);
    expect((await get(a.token, 'ETH')).message.address).toBe(erc.address); // ETH and USDT-ERC20 share the network
    const btc = (await get(a.token, 'BTC')).message;
    expect(btc).toMatchObject({ currency: 'BTC', network: 'BTC' });
    expect(btc.address).toMatch(/^bc1q/);
  });

  it('answers only for the caller', async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    expect((await t.call('POST', '/wallet/get_in_address', { currency: 'USDT', user_id: b.userId }, { token: a.token })).body.code).toBe(
      'FORBIDDEN',
    );
    expect((await t.call('POST', '/wallet/get_in_address', { currency: 'USDT', user_id: a.userId }, { token: a.token })).body.type).toBe(
      'ok',
    );
    expect((await t.call('POST', '/wallet/get_in_address', { currency: 'USDT' })).body.type).toBe('999');
  });

  it('hands out pool addresses one per user, and says when the pool is empty', async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    // No key and no pool yet: not configured, rather than "try later".
    expect((await t.call('POST', '/wallet/get_in_address', { currency: 'LTC' }, { token: a.token })).body.code).toBe(
      'DEPOSIT_NOT_CONFIGURED',
    );
    const op = await t.operatorToken();
    const bad = await t.call('POST', '/operator/deposit-pool', { network: 'LTC', addresses: ['not-an-address'] }, { token: op });
    expect(bad.body.code).toBe('ADDRESS_INVALID');
    const load = await t.call<OperatorAction>(
      'POST',
      '/operator/deposit-pool',
      { network: 'LTC', addresses: ['ltc1qqv9pzxqlyckngw6zf9g9whn9d3eh4qvgr3a900'] },
      { token: op },
    );
    // A second operator approves the pool (two-person: two-person.test.ts).
    expect((await decide(t, await t.operatorToken('finance'), load.body.message.id)).body.message.result).toEqual({ added: 1 });
    expect(
      (await t.call<DepositAddress>('POST', '/wallet/get_in_address', { currency: 'LTC' }, { token: a.token })).body.message.address,
    ).toBe('ltc1qqv9pzxqlyckngw6zf9g9whn9d3eh4qvgr3a900');
    expect((await t.call('POST', '/wallet/get_in_address', { currency: 'LTC' }, { token: b.token })).body.code).toBe(
      'DEPOSIT_ADDRESS_UNAVAILABLE',
    );
  });

  it('refuses an extended public key that cannot derive addresses', async () => {
    const admin = await t.operatorToken();
    const r = await t.call('POST', '/operator/deposit-source', { network: 'BTC', xpub: 'xpub-that-is-not-one' }, { token: admin });
    expect(r.body).toMatchObject({ type: 'error', code: 'INVALID_PARAMETER', field: 'xpub' });
    const user = await t.newUser();
    expect(
      (await t.call<DepositAddress>('POST', '/wallet/get_in_address', { currency: 'BTC' }, { token: user.token })).body.message.address,
    ).toMatch(/^bc1q/);
  });

  it('refuses an unknown network and a paused one', async () => {
    const a = await t.newUser();
    expect((await t.call('POST', '/wallet/get_in_address', { currency: 'USDT', network: 'SPL' }, { token: a.token })).body.code).toBe(
      'NETWORK_UNKNOWN',
    );
    expect((await t.call('POST', '/wallet/get_in_address', { currency: 'USDT', network: 'BANK' }, { token: a.token })).body.code).toBe(
      'DEPOSIT_DISABLED',
    );
    expect((await t.call('POST', '/wallet/get_in_address', { currency: 'NOPE' }, { token: a.token })).body.code).toBe('ASSET_UNKNOWN');
  });
});

describe('deposit claims', () => {
  it('records a claim with its voucher; the operator approves it and the balance appears', async () => {
    const user = await t.newUser();
    const voucher = await uploadAs(t, user.token, 'voucher');
    const claim = await t.call<DepositClaim>(
      'POST',
      '/wallet/charge_req',
      { account: voucher, amount: '250.5', currency: 'USDT', type: 'TRC20', tx_hash: '0xabc' },
      { token: user.token, form: true },
    );
    expect(claim.body.message).toMatchObject({ currency: 'USDT', network: 'TRC20', amount: '250.5', status: 'pending', tx_hash: '0xabc' });
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 0n, frozen: 0n });

    const finance = await t.operatorToken('finance');
    const queue = await t.call<Page<DepositClaim & { user_id: number }>>('GET', '/operator/deposits', {}, { token: finance });
    const mine = queue.body.message.data.find((c) => c.user_id === user.userId)!;
    expect(mine.voucher).toBe(voucher);
    // The operator can open the private voucher; another user cannot.
    expect((await t.built.app.inject({ method: 'GET', url: voucher, headers: { authorization: finance } })).statusCode).toBe(200);
    const approved = await t.call<DepositClaim>('POST', '/operator/deposits/approve', { id: mine.id }, { token: finance });
    expect(approved.body.message.status).toBe('approved');
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 250_500_000n, frozen: 0n });
    expect((await t.call('POST', '/operator/deposits/approve', { id: mine.id }, { token: finance })).body.code).toBe('CLAIM_NOT_PENDING');
    const log = await t.call<Page<DepositClaim>>('GET', '/recharge/log', {}, { token: user.token });
    expect(log.body.message.data[0]).toMatchObject({ status: 'approved', amount: '250.5' });
    // The bill's memo says what arrived, not which operator approved it.
    const bill = await t.call<Page<BillRow>>('GET', '/wallet/bill', { kind: 'deposit' }, { token: user.token });
    expect(bill.body.message.data[0]!.memo).toEqual({ claimId: mine.id, network: 'TRC20', txHash: '0xabc' });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('keeps operator ids out of the memos of older entries too', async () => {
    const user = await t.newUser();
    // An entry as they were written before memos left operator ids out (the seed's demo deposits, for one).
    await t.db.tx((ex) =>
      postEntry(ex, {
        key: `deposit:legacy:${user.userId}`,
        kind: 'deposit',
        meta: { claimId: 0, network: 'TRC20', approvedBy: 1, txHash: null },
        lines: [
          { account: systemAccount('world', 'USDT'), amount: -1_000_000n },
          { account: userAccount(user.userId, 'USDT', 'exchange'), amount: 1_000_000n },
        ],
      }),
    );
    const bill = await t.call<Page<BillRow>>('GET', '/wallet/bill', { kind: 'deposit' }, { token: user.token });
    expect(bill.body.message.data[0]!.memo).toEqual({ claimId: 0, network: 'TRC20', txHash: null });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('shows the reason of a rejection and moves no money', async () => {
    const user = await t.newUser();
    const voucher = await uploadAs(t, user.token, 'voucher');
    const claim = (
      await t.call<DepositClaim>('POST', '/wallet/charge_req', { account: voucher, amount: '10', currency: 'BTC' }, { token: user.token })
    ).body.message;
    const finance = await t.operatorToken('finance');
    expect((await t.call('POST', '/operator/deposits/reject', { id: claim.id }, { token: finance })).body.code).toBe('REASON_REQUIRED');
    const r = await t.call<DepositClaim>(
      'POST',
      '/operator/deposits/reject',
      { id: claim.id, reason: 'No matching transfer received' },
      { token: finance },
    );
    expect(r.body.message).toMatchObject({ status: 'rejected', reason: 'No matching transfer received' });
    expect((await t.call<Page<DepositClaim>>('GET', '/recharge/log', {}, { token: user.token })).body.message.data[0]!.reason).toBe(
      'No matching transfer received',
    );
    expect(await getBalance(t.db, userAccount(user.userId, 'BTC', 'exchange'))).toEqual({ available: 0n, frozen: 0n });
  });

  it.each([
    [{ amount: '10', currency: 'USDT' }, 'VOUCHER_REQUIRED'],
    [{ account: '/uploads/0123456789abcdef0123456789abcdef.png', amount: '10', currency: 'USDT' }, 'VOUCHER_REQUIRED'],
    [{ account: 'VOUCHER', currency: 'USDT' }, 'AMOUNT_REQUIRED'],
    [{ account: 'VOUCHER', amount: '0', currency: 'USDT' }, 'AMOUNT_ZERO'],
    [{ account: 'VOUCHER', amount: '-3', currency: 'USDT' }, 'AMOUNT_NEGATIVE'],
    [{ account: 'VOUCHER', amount: '1.0000001', currency: 'USDT' }, 'AMOUNT_TOO_PRECISE'],
    [{ account: 'VOUCHER', amount: '1.2.3', currency: 'USDT' }, 'AMOUNT_INVALID'],
    [{ account: 'VOUCHER', amount: '10', currency: 'USDT', type: 'OMNI' }, 'NETWORK_UNKNOWN'],
    [{ account: 'VOUCHER', amount: '10' }, 'CURRENCY_REQUIRED'],
    [{ account: 'VOUCHER', amount: '10', currency: 'USDT', status: 'approved' }, 'UNKNOWN_FIELD'],
  ])('refuses %j with %s', async (input, code) => {
    const user = await t.newUser();
    const voucher = await uploadAs(t, user.token, 'voucher');
    const body = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v === 'VOUCHER' ? voucher : v]));
    const r = await t.call('POST', '/wallet/charge_req', body, { token: user.token });
    expect(r.body.code).toBe(code);
    if (code === 'AMOUNT_TOO_PRECISE') expect(r.body.message).toBe('Too many decimal places (at most 6)');
    const { rows } = await t.db.query('SELECT 1 FROM deposit_claims WHERE user_id = $1', [user.userId]);
    expect(rows).toHaveLength(0);
  });

  it("refuses another user's voucher", async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    const voucher = await uploadAs(t, b.token, 'voucher');
    expect(
      (await t.call('POST', '/wallet/charge_req', { account: voucher, amount: '1', currency: 'USDT' }, { token: a.token })).body.code,
    ).toBe('VOUCHER_REQUIRED');
  });

  it('lets only finance operators review deposits', async () => {
    const support = await t.operatorToken('support');
    expect((await t.call('GET', '/operator/deposits', {}, { token: support })).body.code).toBe('FORBIDDEN');
    const user = await t.newUser();
    expect((await t.call('GET', '/operator/deposits', {}, { token: user.token })).body.type).toBe('999');
  });

  it.each([
    ['/operator/deposits/approve', { id: 'abc' }, 'CLAIM_NOT_FOUND'],
    ['/operator/deposits/approve', { id: -1 }, 'CLAIM_NOT_FOUND'],
    ['/operator/deposits/reject', { id: 0, reason: 'Not received' }, 'CLAIM_NOT_FOUND'],
    ['/operator/deposits/approve', { id: 99_999_999 }, 'CLAIM_NOT_FOUND'],
  ])('answers %s %j with 200 and %s, not a transport 404', async (path, body, code) => {
    const r = await t.call('POST', path, body, { token: await t.operatorToken('finance') });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ type: 'error', code });
  });
});

describe('deposit keys of a production setup', () => {
  it('are installed by the seed only for a demo or a development or test setup', async () => {
    const p = await createTestApp();
    try {
      const sources = async () =>
        (await p.db.query<{ network: string }>('SELECT network FROM deposit_sources ORDER BY network')).rows.map((r) => r.network);
      // Tests run with SEED_DEMO=0 and NODE_ENV=test: the template has them.
      expect(await sources()).toEqual(['BTC', 'ERC20', 'TRC20']);
      await p.db.query('DELETE FROM deposit_sources');
      const as = (overrides: Partial<typeof p.config>) =>
        seed({ ...p.built, ctx: { ...p.built.ctx, config: { ...p.config, ...overrides } } });
      await as({ NODE_ENV: 'production', SEED_DEMO: false });
      expect(await sources()).toEqual([]);

      // What a user of that production setup sees on the receive screen: a named error, not a 500.
      const user = await p.newUser();
      const r = await p.call('POST', '/wallet/get_in_address', { currency: 'USDT', network: 'TRC20' }, { token: user.token });
      expect([r.status, r.body.type, r.body.code, r.body.message]).toEqual([
        200,
        'error',
        'DEPOSIT_NOT_CONFIGURED',
        'Deposits on this network are not set up yet',
      ]);
      expect((await p.call('POST', '/wallet/get_in_address', { currency: 'BTC' }, { token: user.token, lang: 'zh' })).body.message).toBe(
        '该网络的充值尚未开通',
      );

      // Once the admin sets the network's key, addresses come from it.
      const xpub = 'xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz';
      const proposed = await p.call<OperatorAction>(
        'POST',
        '/operator/deposit-source',
        { network: 'BTC', xpub },
        { token: await p.operatorToken() },
      );
      expect((await decide(p, await p.operatorToken('finance'), proposed.body.message.id)).body.type).toBe('ok');
      expect(
        (await p.call<DepositAddress>('POST', '/wallet/get_in_address', { currency: 'BTC' }, { token: user.token })).body.message.address,
      ).toMatch(/^bc1q/);

      await as({ NODE_ENV: 'production', SEED_DEMO: true });
      expect(await sources()).toEqual(['BTC', 'ERC20', 'TRC20']);
      expect((await p.db.query<{ xpub: string }>(`SELECT xpub FROM deposit_sources WHERE network = 'BTC'`)).rows[0]!.xpub).toBe(xpub);
    } finally {
      await p.dispose();
    }
  });
});

describe('platform settings (admin only)', () => {
  const LTC_ADDRESS = 'ltc1qqurswpc8qurswpc8qurswpc8qurswpc8p4r4uu';
  const changes: Array<[string, Record<string, unknown>]> = [
    [
      '/operator/config/network',
      { currency_id: 3, network: 'TRC20', withdraw_fee: '0', withdraw_min: '0.000001', deposit_enabled: true, withdraw_enabled: true },
    ],
    ['/operator/config/exchange', { spread_ppm: 0, fee_ppm: 0, quote_ttl_seconds: 120 }],
    ['/operator/deposit-source', { network: 'BTC', xpub: 'xpub-someone-else-holds-the-keys-of' }],
    ['/operator/deposit-pool', { network: 'LTC', addresses: [LTC_ADDRESS] }],
  ];
  it.each(
    (['support', 'auditor', 'finance', 'compliance'] as const).flatMap((role) =>
      changes.map(([path, body]) => [role, path, body] as const),
    ),
  )('refuses a %s operator on %s and changes nothing', async (role, path, body) => {
    const sources = await t.db.query('SELECT network, xpub FROM deposit_sources ORDER BY network');
    const r = await t.call('POST', path, body, { token: await t.operatorToken(role) });
    expect(r.body).toMatchObject({ type: 'error', code: 'FORBIDDEN' });
    expect((await t.db.query('SELECT network, xpub FROM deposit_sources ORDER BY network')).rows).toEqual(sources.rows);
    const { rows: fee } = await t.db.query<{ withdraw_fee: string }>(
      `SELECT withdraw_fee FROM asset_networks WHERE asset_id = 3 AND network = 'TRC20'`,
    );
    expect(fee[0]!.withdraw_fee).toBe('1000000');
    expect(
      (await t.call<{ spread_ppm: number }>('GET', '/operator/config/exchange', {}, { token: await t.operatorToken() })).body.message
        .spread_ppm,
    ).toBe(2000);
    expect((await t.db.query('SELECT 1 FROM deposit_addresses WHERE address = $1', [LTC_ADDRESS])).rows).toHaveLength(0);
  });

  it('lets the admin change them (a fee becomes a proposal: two-person.test.ts)', async () => {
    const admin = await t.operatorToken();
    const r = await t.call(
      'POST',
      '/operator/config/exchange',
      { spread_ppm: 2000, fee_ppm: 1000, quote_ttl_seconds: 10 },
      { token: admin },
    );
    expect(r.body).toMatchObject({ type: 'ok', message: { message: 'Saved', action: null } });
  });

  it("lists every coin's networks for finance", async () => {
    const r = await t.call<Array<{ currency: string; networks: Array<{ network: string; withdraw_fee: string }> }>>(
      'GET',
      '/operator/config/networks',
      {},
      { token: await t.operatorToken('finance') },
    );
    expect(r.body.type).toBe('ok');
    expect(r.body.message.find((c) => c.currency === 'USDT')?.networks.map((n) => n.network)).toContain('TRC20');
  });

  it('says how many decimals a network fee may have', async () => {
    const admin = await t.operatorToken();
    const r = await t.call(
      'POST',
      '/operator/config/network',
      { currency_id: 3, network: 'TRC20', withdraw_fee: '0.0000001', withdraw_min: '10', deposit_enabled: true, withdraw_enabled: true },
      { token: admin },
    );
    expect(r.body).toMatchObject({ code: 'AMOUNT_TOO_PRECISE', message: 'Too many decimal places (at most 6)' });
  });
});

describe('address formats', () => {
  it.each(['__proto__', 'constructor', 'toString'])('knows no network named %s (own names only)', (network) => {
    expect(isValidAddress(network, 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH')).toBe(false);
  });
});
