/** Currency exchange, balances, rates and bills (issue 5, items 1, 5, 9). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetBalance, BillRow, CoinRate, ExchangeQuote, ExchangeRecord, Page, WalletOverview } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.tick('BTC/USDT', '50000');
  await t.tick('ETH/USDT', '2500');
});
afterAll(async () => {
  await t?.dispose();
});

describe('exchange', () => {
  it('quotes BTC to USDT with the spread and fee, and executes the quote through the liquidity account', async () => {
    const user = await t.newUser();
    await t.fund(user.userId, 'BTC', '1');
    const quote = (
      await t.call<ExchangeQuote>('POST', '/user/getTransferFee', { from_currency_id: 1, to_currency_id: 3 }, { token: user.token })
    ).body.message;
    // 50,000 less the 0.2 % spread; fee 0.1 %
    expect(quote).toMatchObject({ rate: '49900', fee_percent: '0.1', form_price: '50000', to_price: '1' });
    expect(Date.parse(quote.expires_at) - t.clock.now().getTime()).toBe(10_000);
    const liquidity0 = await getBalance(t.db, systemAccount('liquidity', 'USDT'));
    const done = await t.call<ExchangeRecord>(
      'POST',
      '/user/Transfer',
      { number: '0.1', from_currency_id: 1, to_currency_id: 3, quote_id: quote.quote_id },
      { token: user.token, form: true },
    );
    // fee 0.0001 BTC; 0.0999 x 49,900 = 4,985.01 USDT
    expect(done.body.message).toMatchObject({
      from_currency: 'BTC',
      to_currency: 'USDT',
      number: '0.1',
      fee: '0.0001',
      received: '4985.01',
    });
    expect(await getBalance(t.db, userAccount(user.userId, 'BTC', 'exchange'))).toEqual({ available: 90_000_000n, frozen: 0n });
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 4_985_010_000n, frozen: 0n });
    expect(liquidity0.available - (await getBalance(t.db, systemAccount('liquidity', 'USDT'))).available).toBe(4_985_010_000n);
    // A quote is used once.
    const again = await t.call(
      'POST',
      '/user/Transfer',
      { number: '0.1', from_currency_id: 1, to_currency_id: 3, quote_id: quote.quote_id },
      { token: user.token },
    );
    expect(again.body.code).toBe('QUOTE_NOT_FOUND');
    const history = (await t.call<Page<ExchangeRecord>>('GET', '/user/exchange/history', {}, { token: user.token })).body.message;
    expect(history.total).toBe(1);
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('refuses an expired quote, another user\u2019s quote, the same coin, and coins without a price', async () => {
    const user = await t.newUser();
    const other = await t.newUser();
    await t.fund(user.userId, 'USDT', '1000');
    const quote = (
      await t.call<ExchangeQuote>('POST', '/user/getTransferFee', { from_currency_id: 3, to_currency_id: 2 }, { token: user.token })
    ).body.message;
    expect(
      (
        await t.call(
          'POST',
          '/user/Transfer',
          { number: '10', from_currency_id: 3, to_currency_id: 2, quote_id: quote.quote_id },
          { token: other.token },
        )
      ).body.code,
    ).toBe('QUOTE_NOT_FOUND');
    t.clock.advance(10_001);
    expect(
      (
        await t.call(
          'POST',
          '/user/Transfer',
          { number: '10', from_currency_id: 3, to_currency_id: 2, quote_id: quote.quote_id },
          { token: user.token },
        )
      ).body.code,
    ).toBe('QUOTE_EXPIRED');
    expect(
      (await t.call('POST', '/user/getTransferFee', { from_currency_id: 3, to_currency_id: 3 }, { token: user.token })).body.code,
    ).toBe('EXCHANGE_SAME_ASSET');
    expect(
      (await t.call('POST', '/user/getTransferFee', { from_currency_id: 3, to_currency_id: 11 }, { token: user.token })).body.code,
    ).toBe('PRICE_UNAVAILABLE');
    expect(
      (await t.call('POST', '/user/Transfer', { number: '2000', from_currency_id: 3, to_currency_id: 2 }, { token: user.token })).body.code,
    ).toBe('INSUFFICIENT_BALANCE');
    expect(
      (
        await t.call(
          'POST',
          '/user/Transfer',
          { number: '1.0000001', from_currency_id: 3, to_currency_id: 2 },
          { token: user.token, lang: 'zh' },
        )
      ).body,
    ).toMatchObject({
      code: 'AMOUNT_TOO_PRECISE',
      message: '小数位数过多（最多6位）',
    });
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 1_000_000_000n, frozen: 0n });
  });

  it('rounds down: the user never gets a unit the rate does not give, the house gains at most one', async () => {
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '1');
    const done = (
      await t.call<ExchangeRecord>(
        'POST',
        '/user/Transfer',
        { number: '0.000003', from_currency_id: 3, to_currency_id: 1 },
        { token: user.token },
      )
    ).body;
    // 0.000003 USDT less a fee rounded up to 0.000001 -> 0.000002 / 50,100 BTC: below one satoshi
    expect(done.code).toBe('AMOUNT_ZERO');
    const ok = (
      await t.call<ExchangeRecord>('POST', '/user/Transfer', { number: '1', from_currency_id: 3, to_currency_id: 2 }, { token: user.token })
    ).body.message;
    // (1 - 0.001) x (1 / 2,500 x (1 - 0.002)) = 0.00039880... -> 0.00039880 ETH (8 decimals, down)
    expect(ok.received).toBe('0.0003988');
  });

  it('applies a retried exchange once, and lists the exchangeable coins', async () => {
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '100');
    const headers = { 'idempotency-key': 'exchange-retry-0001' };
    const a = await t.call(
      'POST',
      '/user/Transfer',
      { number: '50', from_currency_id: 3, to_currency_id: 1 },
      { token: user.token, headers },
    );
    const b = await t.call(
      'POST',
      '/user/Transfer',
      { number: '50', from_currency_id: 3, to_currency_id: 1 },
      { token: user.token, headers },
    );
    expect(b.body).toEqual(a.body);
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 50_000_000n, frozen: 0n });
    const coins = (await t.call<Array<{ currency: string }>>('POST', '/user/getTransferList', {}, { token: user.token })).body.message;
    expect(coins.map((c) => c.currency)).toEqual(['BTC', 'ETH', 'USDT']);
  });
});

describe('balances', () => {
  it('shows every book with values in USDT and the user\u2019s fiat', async () => {
    const user = await t.newUser();
    await t.fund(user.userId, 'BTC', '0.5');
    await t.fund(user.userId, 'USDT', '1000', 'lever');
    await t.call('POST', '/user/default_fiat', { currency_code: 'EUR' }, { token: user.token });
    const o = (await t.call<WalletOverview>('POST', '/wallet/list', {}, { token: user.token })).body.message;
    expect(o.fiat).toBe('EUR');
    expect(o.usdt_value).toBe('26000.00');
    expect(o.fiat_value).toBe('23920.00'); // x 0.92
    expect(o.books.map((b) => [b.type, b.book, b.usdt_value])).toEqual([
      [1, 'legal', '0.00'],
      [2, 'exchange', '25000.00'],
      [3, 'lever', '1000.00'],
      [4, 'micro', '0.00'],
      [5, 'stock', '0.00'],
      [6, 'lock', '0.00'],
    ]);
    const btc = o.books[1]!.assets.find((a) => a.currency === 'BTC')!;
    expect(btc).toMatchObject({ available: '0.5', frozen: '0', balance: '0.5', usdt_value: '25000.00', fiat_value: '23000.00' });
    expect(o.books[1]!.assets.find((a) => a.currency === 'SOL')!.usdt_value).toBeNull();
    const detail = (await t.call<AssetBalance>('POST', '/wallet/detail', { currency: 3, type: 'lever' }, { token: user.token })).body
      .message;
    expect(detail).toMatchObject({ currency: 'USDT', available: '1000', usdt_value: '1000.00' });
    expect((await t.call('POST', '/wallet/detail', { currency: 3, type: 'savings' }, { token: user.token })).body.code).toBe(
      'BOOK_UNKNOWN',
    );
    const coins = (await t.call<AssetBalance[]>('GET', '/currency/user_currency_list', {}, { token: user.token })).body.message;
    expect(coins.find((c) => c.currency === 'BTC')!.available).toBe('0.5');
    const rate = (await t.call<CoinRate>('GET', '/wallet/getRateCurrency', { id: 2 }, { token: user.token })).body.message;
    expect(rate).toEqual({ currency_id: 2, currency: 'ETH', usdt: '2500', fiat: '2300.00', fiat_code: 'EUR' });
    expect((await t.call<CoinRate>('GET', '/wallet/getRateCurrency', { id: 2 })).body.message.fiat_code).toBe('USD');
  });
});

describe('bills', () => {
  it('lists every change, filters by coin, book, kind and date, pages by 10, and exports CSV', async () => {
    const user = await t.newUser();
    for (let i = 0; i < 12; i++) await t.fund(user.userId, 'USDT', '1');
    await t.call(
      'POST',
      '/wallet/change',
      { currency_id: 3, number: '2', from_field: 'exchange', to_field: 'micro' },
      { token: user.token },
    );
    const all = (await t.call<Page<BillRow>>('GET', '/wallet/bill', {}, { token: user.token })).body.message;
    expect(all.total).toBe(14);
    expect(all.data).toHaveLength(10);
    expect(all.pages).toBe(2);
    expect(all.data[0]).toMatchObject({ kind: 'book.transfer', currency: 'USDT' });
    const micro = (await t.call<Page<BillRow>>('GET', '/wallet/bill', { type: 'micro' }, { token: user.token })).body.message;
    expect(micro.data.map((b) => [b.book, b.change])).toEqual([['micro', '2']]);
    expect((await t.call<Page<BillRow>>('GET', '/wallet/bill', { kind: 'deposit' }, { token: user.token })).body.message.total).toBe(12);
    expect((await t.call<Page<BillRow>>('GET', '/wallet/bill', { currency: 'BTC' }, { token: user.token })).body.message.total).toBe(0);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await t.call<Page<BillRow>>('GET', '/wallet/bill', { from: today, to: today }, { token: user.token })).body.message.total).toBe(
      14,
    );
    expect(
      (await t.call<Page<BillRow>>('GET', '/wallet/bill', { from: '2000-01-01', to: '2000-01-02' }, { token: user.token })).body.message
        .total,
    ).toBe(0);
    expect((await t.call('GET', '/wallet/bill', { from: '2000-13-45' }, { token: user.token })).body.code).toBe('DATE_INVALID');
    const log = (
      await t.call<Page<BillRow>>('POST', '/wallet/legal_log', { currency: 'USDT', type: 'exchange', page: 1 }, { token: user.token })
    ).body.message;
    expect(log.total).toBe(13);
    const csv = await t.built.app.inject({
      method: 'GET',
      url: '/api/wallet/bill/export?kind=deposit',
      headers: { authorization: user.token },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\n')).toHaveLength(13);
    expect(csv.body.split('\n')[0]).toBe('time,entry,kind,currency,book,bucket,change,type,product,source');
    const stranger = await t.newUser();
    expect((await t.call<Page<BillRow>>('GET', '/wallet/bill', {}, { token: stranger.token })).body.message.total).toBe(0);
  });
});
