/** Saved addresses, bank cards and withdrawals (issue 5, items 3, 6, 7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillRow, CoinInfo, Page, SavedAddress, Withdrawal } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp, uploadAs } from '../../../test/harness';
import { totpCode } from '../../platform/totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.tick('BTC/USDT', '50000');
  await t.tick('ETH/USDT', '2500');
});
afterAll(async () => {
  await t?.dispose();
});

const TRON = 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH';
const ETH = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

async function readyUser(level: 1 | 2 = 1) {
  const user = await t.newUser();
  await t.setPayPassword(user, 'Pay-123456');
  await t.verify(user, level);
  return user;
}

async function saveAddress(token: string, currency: string, address: string, network?: string) {
  const qrcode = await uploadAs(t, token, 'general');
  return t.call<SavedAddress>(
    'POST',
    '/user/wallet/save',
    { currency, name: 'My wallet', address, qrcode, ...(network ? { network } : {}) },
    { token },
  );
}

describe('saved addresses', () => {
  it.each([
    ['USDT', 'TRC20', TRON, true],
    ['USDT', 'TRC20', 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYh', false],
    ['USDT', 'ERC20', ETH, true],
    ['USDT', 'ERC20', ETH.toLowerCase(), true],
    ['USDT', 'ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', false],
    ['BTC', 'BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', true],
    ['BTC', 'BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', false],
    ['BTC', 'BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true],
    ['BTC', 'BTC', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', true],
    ['BTC', 'BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx', false],
  ])('%s on %s: %s valid %s', async (currency, network, address, valid) => {
    const user = await t.newUser();
    const r = await saveAddress(user.token, currency, address, network);
    if (valid) expect(r.body.message).toMatchObject({ currency, network, address });
    else expect(r.body.code).toBe('ADDRESS_INVALID');
  });

  it('requires the currency, the address and the QR code', async () => {
    const user = await t.newUser();
    const qrcode = await uploadAs(t, user.token, 'general');
    expect((await t.call('POST', '/user/wallet/save', { name: 'x', address: TRON, qrcode }, { token: user.token })).body.code).toBe(
      'CURRENCY_REQUIRED',
    );
    expect((await t.call('POST', '/user/wallet/save', { currency: 'USDT', name: 'x', qrcode }, { token: user.token })).body.code).toBe(
      'ADDRESS_REQUIRED',
    );
    expect(
      (await t.call('POST', '/user/wallet/save', { currency: 'USDT', name: 'x', address: TRON }, { token: user.token })).body.code,
    ).toBe('QRCODE_REQUIRED');
    expect(
      (
        await t.call(
          'POST',
          '/user/wallet/save',
          { currency: 'USDT', name: 'x', address: TRON, qrcode: 'https://x/y.png', network: 'TRC20' },
          { token: user.token },
        )
      ).body.code,
    ).toBe('QRCODE_REQUIRED');
  });

  it('lists and deletes only your own', async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    const saved = (await saveAddress(a.token, 'USDT', TRON, 'TRC20')).body.message;
    expect(
      (await t.call<Page<SavedAddress>>('GET', '/user/wallet/list', { page: 1, limit: 10 }, { token: a.token })).body.message.total,
    ).toBe(1);
    expect((await t.call<Page<SavedAddress>>('GET', '/user/wallet/list', {}, { token: b.token })).body.message.total).toBe(0);
    expect((await t.call('POST', '/user/wallet/delete', { id: saved.id }, { token: b.token })).body.code).toBe('ADDRESS_NOT_FOUND');
    const bad = await t.call('POST', '/user/wallet/delete', { id: 'abc' }, { token: b.token });
    expect([bad.status, bad.body.type, bad.body.code]).toEqual([200, 'error', 'ADDRESS_NOT_FOUND']);
    expect((await t.call('POST', '/user/wallet/delete', { id: saved.id }, { token: a.token })).body.type).toBe('ok');
    expect((await t.call<Page<SavedAddress>>('GET', '/user/wallet/list', {}, { token: a.token })).body.message.total).toBe(0);
  });
});

describe('bank cards', () => {
  const domestic = {
    real_name: 'Li Lei',
    bank_account: '6222020200112233',
    bank_name: 'ICBC',
    bank_dizhi: 'Shanghai',
    bank_network: 'Pudong branch',
    phone: '13800138000',
  };
  const international = {
    real_name: 'Ann Smith',
    bank_account: 'GB29NWBK60161331926819',
    bank_name: 'NatWest',
    bank_dizhi: 'London',
    alipay_account: '026009593',
    swift_code: 'NWBKGB2L',
    wechat_account: '1 High St, London',
    phone: '+447700900123',
  };

  it('saves both cards with every field, and returns them', async () => {
    const user = await t.newUser();
    expect((await t.call('POST', '/user/cash_info', {}, { token: user.token })).body.message).toBeNull();
    expect((await t.call('POST', '/user/cash_save', domestic, { token: user.token, form: true })).body.type).toBe('ok');
    expect((await t.call('POST', '/user/cash_save_international', international, { token: user.token })).body.type).toBe('ok');
    expect((await t.call('POST', '/user/cash_info', {}, { token: user.token })).body.message).toEqual(domestic);
    expect((await t.call('POST', '/user/cash_info_international', {}, { token: user.token })).body.message).toEqual(international);
  });

  it.each(Object.keys(domestic))('refuses a card without %s: please add a bank card', async (field) => {
    const user = await t.newUser();
    const r = await t.call('POST', '/user/cash_save', { ...domestic, [field]: '' }, { token: user.token, lang: 'zh' });
    expect(r.body).toMatchObject({ code: 'BANK_CARD_REQUIRED', field });
  });
});

describe('withdrawals', () => {
  it('needs identity verification (998)', async () => {
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '100');
    const saved = (await saveAddress(user.token, 'USDT', TRON, 'TRC20')).body.message;
    const r = await t.call(
      'POST',
      '/wallet/out',
      { currency: 'USDT', number: '50', address: saved.id, pay_password: 'x' },
      { token: user.token },
    );
    expect(r.body).toMatchObject({ type: '998', code: 'VERIFICATION_REQUIRED' });
  });

  it('holds the amount, then the operator approves: amount less fee to world, fee to the fee account', async () => {
    const user = await readyUser();
    await t.fund(user.userId, 'USDT', '100');
    const saved = (await saveAddress(user.token, 'USDT', TRON, 'TRC20')).body.message;
    const info = (await t.call<CoinInfo>('POST', '/wallet/get_info', { currency: 'USDT' }, { token: user.token })).body.message;
    expect(info.networks.find((n) => n.network === 'TRC20')).toMatchObject({ withdraw_fee: '1', withdraw_min: '10' });
    expect(info).toMatchObject({ available: '100', limit_btc: '200', remaining_btc: '200', withdraw_locked_until: null });

    const fees0 = await getBalance(t.db, systemAccount('fees', 'USDT'));
    const world0 = await getBalance(t.db, systemAccount('world', 'USDT'));
    const w = await t.call<Withdrawal>(
      'POST',
      '/wallet/out',
      { currency: 'USDT', number: '50', address: saved.id, pay_password: 'Pay-123456', remark: 'rent' },
      { token: user.token },
    );
    expect(w.body.message).toMatchObject({
      amount: '50',
      fee: '1',
      receive: '49',
      status: 'pending',
      network: 'TRC20',
      destination: TRON,
      remark: 'rent',
    });
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 50_000_000n, frozen: 50_000_000n });
    expect(
      (await t.call<CoinInfo>('POST', '/wallet/get_info', { currency: 'USDT' }, { token: user.token })).body.message.remaining_btc,
    ).toBe('199.999');

    const finance = await t.operatorToken('finance');
    const approved = await t.call<Withdrawal>(
      'POST',
      '/operator/withdrawals/approve',
      { id: w.body.message.id, tx_hash: '0xfeed' },
      { token: finance },
    );
    expect(approved.body.message).toMatchObject({ status: 'approved', tx_hash: '0xfeed' });
    const queue = await t.call<Page<Withdrawal & { user_id: number }>>(
      'GET',
      '/operator/withdrawals',
      { status: 'approved', limit: 50 },
      { token: finance },
    );
    expect(queue.body.type).toBe('ok');
    expect(queue.body.message.data.find((q) => q.id === w.body.message.id)).toMatchObject({
      user_id: user.userId,
      amount: '50',
      fee: '1',
      receive: '49',
    });
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 50_000_000n, frozen: 0n });
    expect((await getBalance(t.db, systemAccount('fees', 'USDT'))).available - fees0.available).toBe(1_000_000n);
    expect((await getBalance(t.db, systemAccount('world', 'USDT'))).available - world0.available).toBe(49_000_000n);
    const list = await t.call<Page<Withdrawal>>('GET', '/user/withdraw/list', {}, { token: user.token });
    expect(list.body.message.data[0]).toMatchObject({ status: 'approved', amount: '50', fee: '1' });
    // The user's bill carries the fee and what was paid out, and no operator id.
    const bill = await t.call<Page<BillRow>>('GET', '/wallet/bill', { kind: 'withdraw.settle' }, { token: user.token });
    expect(bill.body.message.data[0]).toMatchObject({ change: '-50', bucket: 'frozen' });
    expect(bill.body.message.data[0]!.memo).toEqual({
      withdrawalId: w.body.message.id,
      holdId: expect.any(Number),
      fee: '1',
      receive: '49',
      txHash: '0xfeed',
    });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('releases the hold on rejection (with the reason) and on cancel', async () => {
    const user = await readyUser();
    await t.fund(user.userId, 'USDT', '100');
    const saved = (await saveAddress(user.token, 'USDT', ETH, 'ERC20')).body.message;
    const ask = () =>
      t.call<Withdrawal>(
        'POST',
        '/wallet/out',
        { currency: 'USDT', number: '30', address: saved.id, pay_password: 'Pay-123456' },
        { token: user.token },
      );
    const one = (await ask()).body.message;
    const two = (await ask()).body.message;
    expect(one.fee).toBe('5');
    const finance = await t.operatorToken('finance');
    const rejected = await t.call<Withdrawal>(
      'POST',
      '/operator/withdrawals/reject',
      { id: one.id, reason: 'Address is on a sanctions list' },
      { token: finance },
    );
    expect(rejected.body.message).toMatchObject({ status: 'rejected', reason: 'Address is on a sanctions list' });
    const other = await t.newUser();
    expect((await t.call('POST', '/wallet/withdraw/cancel', { id: two.id }, { token: other.token })).body.code).toBe(
      'WITHDRAWAL_NOT_FOUND',
    );
    expect((await t.call<Withdrawal>('POST', '/wallet/withdraw/cancel', { id: two.id }, { token: user.token })).body.message.status).toBe(
      'cancelled',
    );
    expect((await t.call('POST', '/wallet/withdraw/cancel', { id: two.id }, { token: user.token })).body.code).toBe(
      'WITHDRAWAL_NOT_PENDING',
    );
    for (const id of ['abc', 0, -3]) {
      const r = await t.call('POST', '/wallet/withdraw/cancel', { id }, { token: user.token });
      expect([r.status, r.body.type, r.body.code]).toEqual([200, 'error', 'WITHDRAWAL_NOT_FOUND']);
    }
    const op = await t.call('POST', '/operator/withdrawals/reject', { id: 'abc', reason: 'x' }, { token: finance });
    expect([op.status, op.body.code]).toEqual([200, 'WITHDRAWAL_NOT_FOUND']);
    expect((await t.call('POST', '/operator/withdrawals/approve', { id: one.id }, { token: finance })).body.code).toBe(
      'WITHDRAWAL_NOT_PENDING',
    );
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 100_000_000n, frozen: 0n });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('checks the pay password, the minimum, the address owner and the balance', async () => {
    const user = await readyUser();
    await t.fund(user.userId, 'USDT', '100');
    const mine = (await saveAddress(user.token, 'USDT', TRON, 'TRC20')).body.message;
    const stranger = await t.newUser();
    const theirs = (await saveAddress(stranger.token, 'USDT', TRON, 'TRC20')).body.message;
    const out = (body: Record<string, unknown>) =>
      t.call(
        'POST',
        '/wallet/out',
        { currency: 'USDT', number: '20', address: mine.id, pay_password: 'Pay-123456', ...body },
        { token: user.token },
      );
    expect((await out({ pay_password: 'Pay-000000' })).body.code).toBe('PAY_PASSWORD_WRONG');
    expect((await out({ number: '9.99' })).body).toMatchObject({ code: 'WITHDRAW_MIN', message: 'The minimum withdrawal is 10 USDT' });
    expect((await out({ address: theirs.id })).body.code).toBe('ADDRESS_NOT_FOUND');
    expect((await out({ address: undefined })).body.code).toBe('ADDRESS_REQUIRED');
    expect((await out({ number: '500' })).body.code).toBe('INSUFFICIENT_BALANCE');
    expect((await out({ number: 'abc' })).body.code).toBe('AMOUNT_INVALID');
    expect((await out({ number: '20.0000001' })).body).toMatchObject({
      code: 'AMOUNT_TOO_PRECISE',
      message: 'Too many decimal places (at most 6)',
    });
    expect((await out({ fee: '0' })).body.code).toBe('UNKNOWN_FIELD');
    expect((await out({ address: 'bank' })).body.code).toBe('BANK_CARD_REQUIRED');
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 100_000_000n, frozen: 0n });
    const unset = await t.newUser();
    await t.verify(unset, 1);
    await t.fund(unset.userId, 'USDT', '100');
    const addr = (await saveAddress(unset.token, 'USDT', TRON, 'TRC20')).body.message;
    expect(
      (await t.call('POST', '/wallet/out', { currency: 'USDT', number: '20', address: addr.id, pay_password: 'x' }, { token: unset.token }))
        .body.code,
    ).toBe('PAY_PASSWORD_NOT_SET');
  });

  it('pays out to a saved bank card', async () => {
    const user = await readyUser();
    await t.fund(user.userId, 'USDT', '100');
    await t.call(
      'POST',
      '/user/cash_save',
      { real_name: 'Li Lei', bank_account: '6222', bank_name: 'ICBC', bank_dizhi: 'Shanghai', bank_network: 'Pudong', phone: '138' },
      { token: user.token },
    );
    const w = await t.call<Withdrawal>(
      'POST',
      '/wallet/out',
      { currency: 'USDT', number: '60', address: 'bank', pay_password: 'Pay-123456' },
      { token: user.token },
    );
    expect(w.body.message).toMatchObject({
      destination_type: 'bank',
      network: 'BANK',
      fee: '5',
      receive: '55',
      destination: 'ICBC 6222 Li Lei',
    });
  });

  it('locks withdrawals for 24 hours after a security change', async () => {
    const user = await readyUser();
    await t.fund(user.userId, 'USDT', '100');
    const saved = (await saveAddress(user.token, 'USDT', TRON, 'TRC20')).body.message;
    t.clock.advance(61_000);
    await t.call('POST', '/sms_mail', { scene: 'security' }, { token: user.token });
    await t.call(
      'POST',
      '/safe/pay_password',
      { pay_password: 'Pay-654321', re_pay_password: 'Pay-654321', code: await t.lastCode(user.email) },
      { token: user.token },
    );
    const r = await t.call(
      'POST',
      '/wallet/out',
      { currency: 'USDT', number: '20', address: saved.id, pay_password: 'Pay-654321' },
      { token: user.token },
    );
    expect(r.body.code).toBe('WITHDRAW_LOCKED');
    expect(
      (await t.call<CoinInfo>('POST', '/wallet/get_info', { currency: 'USDT' }, { token: user.token })).body.message.withdraw_locked_until,
    ).not.toBeNull();
    t.clock.advance(24 * 3_600_000 + 1000);
    expect(
      (
        await t.call(
          'POST',
          '/wallet/out',
          { currency: 'USDT', number: '20', address: saved.id, pay_password: 'Pay-654321' },
          { token: user.token },
        )
      ).body.type,
    ).toBe('ok');
  });

  it('needs a valid authenticator code once the user has turned TOTP on', async () => {
    const user = await readyUser();
    await t.fund(user.userId, 'USDT', '100');
    const saved = (await saveAddress(user.token, 'USDT', TRON, 'TRC20')).body.message;
    const { secret } = (await t.call<{ secret: string }>('POST', '/safe/totp/setup', {}, { token: user.token })).body.message;
    t.clock.advance(61_000);
    await t.call('POST', '/sms_mail', { scene: 'security' }, { token: user.token });
    const on = await t.call(
      'POST',
      '/safe/totp/enable',
      { totp_code: totpCode(secret, t.clock.now().getTime()), code: await t.lastCode(user.email) },
      { token: user.token },
    );
    expect(on.body.type).toBe('ok');
    const out = (body: Record<string, unknown>) =>
      t.call<Withdrawal>(
        'POST',
        '/wallet/out',
        { currency: 'USDT', number: '20', address: saved.id, pay_password: 'Pay-123456', ...body },
        { token: user.token },
      );
    // Turning it on is a security change.
    expect((await out({ totp_code: totpCode(secret, t.clock.now().getTime()) })).body.code).toBe('WITHDRAW_LOCKED');
    t.clock.advance(24 * 3_600_000 + 1000);
    const now = t.clock.now().getTime();
    expect((await out({})).body.code).toBe('TOTP_REQUIRED');
    expect((await out({ totp_code: '' })).body.code).toBe('TOTP_REQUIRED');
    const near = new Set([-30_000, 0, 30_000].map((d) => totpCode(secret, now + d)));
    const wrong = ['000000', '111111', '222222'].find((c) => !near.has(c))!;
    expect((await out({ totp_code: wrong })).body.code).toBe('TOTP_INVALID');
    expect((await out({ totp_code: totpCode(secret, now - 10 * 60_000) })).body.code).toBe('TOTP_INVALID');
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 100_000_000n, frozen: 0n });
    const done = await out({ totp_code: totpCode(secret, now) });
    expect(done.body.message).toMatchObject({ status: 'pending', amount: '20' });
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 80_000_000n, frozen: 20_000_000n });
    // A code works once: the same code again is refused and holds nothing; the next one works.
    expect((await out({ totp_code: totpCode(secret, now) })).body.code).toBe('TOTP_INVALID');
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 80_000_000n, frozen: 20_000_000n });
    expect((await out({ totp_code: totpCode(secret, now + 30_000) })).body.message).toMatchObject({ status: 'pending' });
  });

  it('keeps to the rolling 24-hour limit: 200 BTC at Lv1, 500 BTC at Lv2', async () => {
    const user = await readyUser(1);
    await t.fund(user.userId, 'BTC', '800');
    const saved = (await saveAddress(user.token, 'BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).body.message;
    const out = (n: string) =>
      t.call('POST', '/wallet/out', { currency: 'BTC', number: n, address: saved.id, pay_password: 'Pay-123456' }, { token: user.token });
    expect((await out('150')).body.type).toBe('ok');
    expect((await out('60')).body).toMatchObject({
      code: 'WITHDRAW_LIMIT_EXCEEDED',
      message: 'This exceeds your 24-hour withdrawal limit (50 BTC left of 200 BTC)',
    });
    expect((await out('50')).body.type).toBe('ok');
    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await out('150')).body.type).toBe('ok');

    const rich = await readyUser(2);
    await t.fund(rich.userId, 'USDT', '30000000');
    const usdtAddress = (await saveAddress(rich.token, 'USDT', TRON, 'TRC20')).body.message;
    const info = (await t.call<CoinInfo>('POST', '/wallet/get_info', { currency: 'USDT' }, { token: rich.token })).body.message;
    expect(info.limit_btc).toBe('500');
    // 500 BTC at 50,000 = 25,000,000 USDT
    const big = (n: string) =>
      t.call(
        'POST',
        '/wallet/out',
        { currency: 'USDT', number: n, address: usdtAddress.id, pay_password: 'Pay-123456' },
        { token: rich.token },
      );
    expect((await big('25000001')).body.code).toBe('WITHDRAW_LIMIT_EXCEEDED');
    expect((await big('25000000')).body.type).toBe('ok');
  });
});
