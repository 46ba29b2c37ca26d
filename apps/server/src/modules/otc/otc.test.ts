/**
 * The OTC desk through the API with the scripted feed: the market, quoting (every rule, the spread
 * by size, the house's side held), accepting (one ledger entry, a receipt with the mark's ticks),
 * expiry (refused after the firm time, the house's side released by the sweeper), a house short of
 * funds (no quote), another user's quote, the console's desk view, and the ledger after each.
 */
import type { OtcDesk, OtcMarket, OtcQuote, OtcReceipt, Page } from '@bourse/contract';
import { MARK_PRICE_MIN_TICKS, MARK_PRICE_WINDOW_MS, OTC_QUOTE_TTL_MS } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let alice: Awaited<ReturnType<TestApp['newUser']>>;
let bob: Awaited<ReturnType<TestApp['newUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.newUser();
  bob = await t.newUser();
  await t.fund(alice.userId, 'USDT', '200000');
  await t.fund(alice.userId, 'BTC', '2');
  await steady(t, 'BTC/USDT', '50000');
  await steady(t, 'ETH/USDT', '3000');
});
afterAll(async () => {
  await t?.dispose();
});

/** Hold a price: a mark window's worth of ticks at it, so the mark price (their median) is that price. */
async function steady(t: TestApp, symbol: string, price: string): Promise<void> {
  t.clock.advance(MARK_PRICE_WINDOW_MS);
  for (let i = 0; i < MARK_PRICE_MIN_TICKS; i++) await t.tick(symbol, price);
}

const house = (code: string) => getBalance(t.db, systemAccount('treasury', code, 'otc'));
const spot = (userId: number, code: string) => getBalance(t.db, userAccount(userId, code, 'exchange'));
const ask = (token: string, body: Record<string, unknown>) => t.call<OtcQuote>('POST', '/otc/quote', body, { token });
const accept = (token: string, id: number) => t.call<OtcQuote>('POST', '/otc/accept', { id }, { token });
const clean = async () => expect((await checkLedger(t.db)).problems).toEqual([]);

describe('the market', () => {
  it('states the minimums, the spread by size, the firm time, the mark prices and what the desk covers', async () => {
    const r = await t.call<OtcMarket>('GET', '/otc/market', {}, { token: alice.token });
    const m = r.body.message;
    expect(m).toMatchObject({ quote_currency: 'USDT', ttl_ms: OTC_QUOTE_TTL_MS, quote_balance: '200000' });
    expect(m.tiers.map((x) => x.spread_percent)).toEqual(['0.3', '0.5', '0.8', '1.2']);
    const btc = m.assets.find((a) => a.currency === 'BTC')!;
    expect(btc).toMatchObject({ min_amount: '0.1', price: '50000.00', balance: '2' });
    expect(btc.max_buy).toBe((Number((await house('BTC')).available) / 1e8).toString());
    expect((await t.call<OtcMarket>('GET', '/otc/market')).body.message.quote_balance).toBeNull();
  });
});

describe('quotes', () => {
  it('refuses bad requests with a named code and holds nothing', async () => {
    const before = await house('BTC');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ currency: 'DOGE', side: 'buy', amount: '1' }, 'OTC_ASSET_UNSUPPORTED'],
      [{ currency: 'BTC', side: 'hold', amount: '1' }, 'OTC_SIDE_INVALID'],
      [{ currency: 'BTC', side: 'buy', amount: '0.09' }, 'OTC_MIN_AMOUNT'],
      [{ currency: 'ETH', side: 'sell', amount: '2.99' }, 'OTC_MIN_AMOUNT'],
      [{ currency: 'BTC', side: 'buy', amount: '0.000000001' }, 'AMOUNT_TOO_PRECISE'],
      [{ currency: 'BTC', side: 'buy', amount: '0' }, 'AMOUNT_INVALID'],
      [{ currency: 'BTC', side: 'buy' }, 'AMOUNT_REQUIRED'],
      [{ currency: 'BTC', side: 'buy', amount: '1', price: '1' }, 'UNKNOWN_FIELD'],
    ];
    for (const [body, code] of cases) expect((await ask(alice.token, body)).body.code, code).toBe(code);
    expect((await ask('', { currency: 'BTC', side: 'buy', amount: '1' })).body.type).toBe('999');
    expect(await house('BTC')).toEqual(before);
  });

  it('quotes the mark plus a spread that grows with size, and holds the house side', async () => {
    const before = await house('BTC');
    const small = (await ask(alice.token, { currency: 'BTC', side: 'buy', amount: '0.5' })).body.message;
    // 0.5 BTC = 25,000 USDT: below 50,000, 0.3 %.
    expect(small).toMatchObject({
      side: 'buy',
      amount: '0.5',
      mark_price: '50000.00',
      spread_percent: '0.3',
      price: '50150.00',
      total: '25075',
    });
    expect(small.expires_at - small.created_at).toBe(OTC_QUOTE_TTL_MS);
    const large = (await ask(alice.token, { currency: 'BTC', side: 'buy', amount: '6' })).body.message;
    // 300,000 USDT: the third tier, 0.8 %.
    expect(large).toMatchObject({ spread_percent: '0.8', price: '50400.00', total: '302400', status: 'quoted' });
    const sell = (await ask(alice.token, { currency: 'ETH', side: 'sell', amount: '3' })).body.message;
    expect(sell).toMatchObject({ spread_percent: '0.3', price: '2991.00', total: '8973' });
    expect((await house('BTC')).frozen - before.frozen).toBe(650_000_000n);
    await clean();
  });
});

describe('accepting', () => {
  it('settles a buy in one entry: USDT to the house, the coin to the user; then it cannot be accepted again', async () => {
    const q = (await ask(alice.token, { currency: 'BTC', side: 'buy', amount: '1' })).body.message;
    // 50,000 USDT is not below 50,000: the second tier, 0.5 %.
    expect(q).toMatchObject({ price: '50250.00', total: '50250' });
    const [usdt0, btc0, hb0, hu0] = [
      await spot(alice.userId, 'USDT'),
      await spot(alice.userId, 'BTC'),
      await house('BTC'),
      await house('USDT'),
    ];
    t.clock.advance(OTC_QUOTE_TTL_MS - 1);
    const r = await accept(alice.token, q.id);
    expect(r.body.message).toMatchObject({ status: 'filled', filled_at: t.clock.now().getTime() });
    expect((await spot(alice.userId, 'USDT')).available).toBe(usdt0.available - 50_250_000_000n);
    expect((await spot(alice.userId, 'BTC')).available).toBe(btc0.available + 100_000_000n);
    expect(await house('BTC')).toEqual({ available: hb0.available, frozen: hb0.frozen - 100_000_000n });
    expect((await house('USDT')).available).toBe(hu0.available + 50_250_000_000n);
    expect((await accept(alice.token, q.id)).body.code).toBe('OTC_QUOTE_FILLED');
    const receipt = (await t.call<OtcReceipt>('GET', '/otc/receipt', { id: q.id }, { token: alice.token })).body.message;
    expect(receipt.entry_id).toBeGreaterThan(0);
    expect(receipt.ticks.length).toBeGreaterThanOrEqual(5);
    expect(receipt.formula).toContain('price = 50000.00 x (1 + 0.5 %) = 50250.00');
    const orders = (await t.call<Page<OtcQuote>>('GET', '/otc/orders', {}, { token: alice.token })).body.message;
    expect(orders.data.map((o) => o.id)).toEqual([q.id]);
    await clean();
  });

  it('settles a sell: the coin to the house, USDT to the user', async () => {
    const q = (await ask(alice.token, { currency: 'BTC', side: 'sell', amount: '0.2' })).body.message;
    expect(q).toMatchObject({ price: '49850.00', total: '9970' });
    const usdt0 = await spot(alice.userId, 'USDT');
    expect((await accept(alice.token, q.id)).body.message.status).toBe('filled');
    expect((await spot(alice.userId, 'USDT')).available).toBe(usdt0.available + 9_970_000_000n);
    await clean();
  });

  it('refuses when the user cannot pay, and the quote stays open', async () => {
    const q = (await ask(bob.token, { currency: 'BTC', side: 'buy', amount: '0.1' })).body.message;
    expect((await accept(bob.token, q.id)).body.code).toBe('INSUFFICIENT_BALANCE');
    expect((await t.call<OtcReceipt>('GET', '/otc/receipt', { id: q.id }, { token: bob.token })).body.message.quote.status).toBe('quoted');
    await clean();
  });

  it("hides another user's quote", async () => {
    const q = (await ask(alice.token, { currency: 'BTC', side: 'buy', amount: '0.1' })).body.message;
    expect((await accept(bob.token, q.id)).body.code).toBe('OTC_QUOTE_NOT_FOUND');
    expect((await t.call('GET', '/otc/receipt', { id: q.id }, { token: bob.token })).body.code).toBe('OTC_QUOTE_NOT_FOUND');
  });
});

describe('expiry and cover', () => {
  it('expires after the firm time: refused, and the house side released by the sweeper', async () => {
    const before = await house('BTC');
    const q = (await ask(alice.token, { currency: 'BTC', side: 'buy', amount: '0.3' })).body.message;
    t.clock.advance(OTC_QUOTE_TTL_MS);
    expect((await accept(alice.token, q.id)).body.code).toBe('OTC_QUOTE_EXPIRED');
    await t.built.modules.otc.sweeper.run();
    const after = await house('BTC');
    // Every open quote of this suite has expired by now: the house holds nothing for quotes.
    expect(after.frozen).toBe(0n);
    expect(after.available).toBe(before.available + before.frozen);
    const all = (await t.call<Page<OtcQuote>>('GET', '/otc/orders', { status: 'all' }, { token: alice.token })).body.message;
    expect(all.data.find((o) => o.id === q.id)!.status).toBe('expired');
    expect((await accept(alice.token, q.id)).body.code).toBe('OTC_QUOTE_EXPIRED');
    await clean();
  });

  it('gives no quote the house cannot cover, for either side', async () => {
    const btc = (await house('BTC')).available;
    const tooMuch = ((btc + 100_000_000n) / 100_000_000n).toString();
    const buy = await ask(alice.token, { currency: 'BTC', side: 'buy', amount: tooMuch });
    expect(buy.body.code).toBe('OTC_HOUSE_SHORT');
    const sell = await ask(alice.token, { currency: 'BTC', side: 'sell', amount: '1000' });
    expect(sell.body.code).toBe('OTC_HOUSE_SHORT');
    expect((await house('BTC')).frozen).toBe(0n);
    expect((await house('USDT')).frozen).toBe(0n);
    await clean();
  });

  it("shows the desk's settings, cover and orders to finance and auditors only", async () => {
    const r = await t.call<OtcDesk>('GET', '/operator/otc/desk', {}, { token: await t.operatorToken('auditor') });
    expect(r.body.message.filled_count).toBe(2);
    expect(r.body.message.volume.find((v) => v.currency === 'BTC')).toMatchObject({
      bought_by_users: '1',
      sold_by_users: '0.2',
      usdt: '60220',
    });
    expect(r.body.message.cover.map((c) => c.currency)).toEqual(['BTC', 'ETH', 'USDT']);
    expect((await t.call('GET', '/operator/otc/desk', {}, { token: await t.operatorToken('support') })).body.code).toBe('FORBIDDEN');
  });
});
