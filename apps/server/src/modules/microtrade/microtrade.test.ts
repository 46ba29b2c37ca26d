/**
 * Seconds options through the API: terms, every validation rule, win, tie and loss with exact
 * payouts and balances, the house's capacity, stale prices, owners, lists and proofs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MicroCurrency, MicroDuration, MicroOrder, MicroResult, Page } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, transfer, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
const T0 = Date.parse('2026-11-18T03:00:00Z');
let alice: { token: string; userId: number };
let bob: { token: string; userId: number };
let poor: { token: string; userId: number };

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.newUser();
  bob = await t.newUser();
  poor = await t.newUser();
  await t.fund(alice.userId, 'USDT', '100000', 'micro');
  await t.fund(bob.userId, 'USDT', '1000', 'micro');
  await t.fund(poor.userId, 'USDT', '50', 'micro');
  await t.fund(poor.userId, 'USDT', '5000', 'exchange');
  t.clock.set(new Date(T0));
  await t.tick('BTC/USDT', '50000');
  await t.tick('ETH/USDT', '3000');
});
afterAll(async () => {
  await t?.dispose();
});

const micro = (userId: number) => getBalance(t.db, userAccount(userId, 'USDT', 'micro'));
const house = () => getBalance(t.db, systemAccount('house', 'USDT'));
const fees = () => getBalance(t.db, systemAccount('fees', 'USDT'));
const settle = () => t.built.modules.microtrade.settler.settleDue();
const submit = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call<MicroOrder>(
    'POST',
    '/microtrade/submit',
    { match_id: 1, currency_id: 3, type: 1, seconds: 30, number: '100', ...body },
    { token, ...(headers ? { headers } : {}) },
  );
const result = (token: string, id: number) => t.call<MicroResult>('GET', '/microtrade/get_result', { id }, { token });
async function orderCount(userId: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM micro_orders WHERE user_id = $1', [userId]);
  return rows[0]!.n;
}
/** Move the clock, settle what came due, and keep both markets' prices fresh at the new instant. */
async function at(ms: number, prices: { btc?: string; eth?: string } = {}) {
  t.clock.set(new Date(ms));
  await settle();
  await t.tick('BTC/USDT', prices.btc ?? '50000', ms);
  await t.tick('ETH/USDT', prices.eth ?? '3000', ms);
}

describe('terms', () => {
  it('lists the durations with payout, limits, fee and the break-even win rate', async () => {
    const r = await t.call<MicroDuration[]>('GET', '/microtrade/seconds');
    expect(r.body.message.map((d) => [d.seconds, d.payout_percent, d.payout_ratio, d.break_even_percent])).toEqual([
      [30, '80', '0.8', '55.62'],
      [60, '82', '0.82', '55.00'],
      [120, '85', '0.85', '54.11'],
      [300, '88', '0.88', '53.25'],
    ]);
    expect(r.body.message[0]).toEqual({
      currency_id: 3,
      currency: 'USDT',
      seconds: 30,
      payout_percent: '80',
      payout_ratio: '0.8',
      min_stake: '10',
      max_stake: '10000',
      fee_percent: '0.1',
      break_even_percent: '55.62',
      price_max_age_ms: 10_000,
      settle_max_wait_ms: 10_000,
      close_max_age_ms: 5000,
    });
    expect((await t.call<MicroDuration[]>('GET', '/microtrade/seconds', { currency_id: 3 })).body.message).toHaveLength(4);
    for (const currency_id of [1, 999, 'usdt']) {
      expect((await t.call('GET', '/microtrade/seconds', { currency_id })).body.code).toBe('MICRO_CURRENCY_UNSUPPORTED');
    }
    expect((await t.call('GET', '/microtrade/seconds', { foo: 1 })).body.code).toBe('UNKNOWN_FIELD');
  });

  it('lists the payable currencies with their crypto markets, and the caller\u2019s micro book when signed in', async () => {
    const anon = (await t.call<MicroCurrency[]>('GET', '/microtrade/payable_currencies')).body.message;
    expect(anon).toHaveLength(1);
    expect(anon[0]).toMatchObject({
      currency_id: 3,
      currency: 'USDT',
      min_stake: '10',
      max_stake: '10000',
      seconds: [30, 60, 120, 300],
      balance: null,
    });
    const symbols = anon[0]!.markets.map((m) => m.symbol);
    expect(symbols).toContain('BTC/USDT');
    expect(symbols).toHaveLength(11);
    expect(symbols).not.toContain('AAPL/USDT');
    const mine = (await t.call<MicroCurrency[]>('GET', '/microtrade/payable_currencies', {}, { token: bob.token })).body.message;
    expect(mine[0]!.balance).toEqual({ available: '1000', frozen: '0' });
  });
});

describe('win, tie and loss', () => {
  it('a rise that closes higher pays stake x (1 + 0.8), from the house, once a later tick is stored', async () => {
    await at(T0 + 1000);
    const [h0, f0] = [await house(), await fees()];
    const r = await submit(bob.token, { type: 1, seconds: 30, number: '100' });
    const order = r.body.message;
    expect(order).toMatchObject({
      match_id: 1,
      symbol: 'BTC/USDT',
      currency: 'USDT',
      type: 1,
      side: 'rise',
      seconds: 30,
      number: '100',
      fee: '0.1',
      payout_percent: '80',
      expected_profit: '80',
      status: 'open',
      status_code: 1,
      result: null,
      open_price: '50000.00',
      open_time: T0 + 1000,
      settle_time: T0 + 31_000,
      remain_milli_seconds: 30_000,
      close_price: null,
      payout: null,
    });
    // The stake shows frozen on the micro book; the fee is gone; the house holds the possible profit.
    expect(await micro(bob.userId)).toEqual({ available: 899_900_000n, frozen: 100_000_000n });
    expect(await house()).toEqual({ available: h0.available - 80_000_000n, frozen: h0.frozen + 80_000_000n });
    expect((await fees()).available - f0.available).toBe(100_000n);

    await t.tick('BTC/USDT', '50000.01', T0 + 30_000);
    t.clock.set(new Date(T0 + 31_500));
    await settle();
    const waiting = (await result(bob.token, order.id)).body.message;
    expect(waiting.order).toMatchObject({ status: 'open', status_code: 2, remain_milli_seconds: 0 });
    expect(waiting.proof.close_tick).toBeNull();

    t.clock.set(new Date(T0 + 32_000));
    await t.tick('BTC/USDT', '49000', T0 + 31_800); // after settle time: it never counts, but it makes the close final
    await settle();
    const done = (await result(bob.token, order.id)).body.message;
    expect(done.order).toMatchObject({
      status: 'settled',
      status_code: 3,
      result: 'win',
      close_price: '50000.01',
      payout: '180',
      profit: '80',
      settled_at: T0 + 32_000,
    });
    expect(done.proof).toMatchObject({
      open_tick: { source: 'scripted', time: T0 + 1000, price: '50000.00' },
      close_tick: { source: 'scripted', time: T0 + 30_000, time_iso: '2026-11-18T03:00:30.000Z', price: '50000.01' },
      settle_time: T0 + 31_000,
      close_age_ms: 1000,
      close_max_age_ms: 5000,
      void_reason: null,
      rule: { side: 'rise', comparison: 'higher', result: 'win' },
      maths: { stake: '100', fee: '0.1', fee_percent: '0.1', ratio: '0.8', profit: '80', payout: '180', net: '79.9' },
    });
    const { rows: ticks } = await t.db.query<{ id: number }>(`SELECT id FROM ticks WHERE market_id = 1 AND ts IN ($1, $2) ORDER BY ts`, [
      new Date(T0 + 1000),
      new Date(T0 + 30_000),
    ]);
    expect([done.proof.open_tick.id, done.proof.close_tick!.id]).toEqual(ticks.map((x) => x.id));
    expect(await micro(bob.userId)).toEqual({ available: 1_079_900_000n, frozen: 0n });
    expect(await house()).toEqual({ available: h0.available - 80_000_000n, frozen: h0.frozen });
    expect((await fees()).available - f0.available).toBe(100_000n);
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('a fall that closes where it opened is a tie: the stake comes back, the fee does not', async () => {
    await at(T0 + 40_000, { eth: '3000.50' });
    const [u0, h0] = [await micro(bob.userId), await house()];
    const order = (await submit(bob.token, { match_id: 2, type: 2, seconds: 60, number: '200' })).body.message;
    expect(order).toMatchObject({ symbol: 'ETH/USDT', type: 2, side: 'fall', open_price: '3000.50', fee: '0.2', expected_profit: '164' });
    expect(await house()).toEqual({ available: h0.available - 164_000_000n, frozen: h0.frozen + 164_000_000n });
    await t.tick('ETH/USDT', '2990', T0 + 70_000);
    await t.tick('ETH/USDT', '3000.50', T0 + 99_000);
    await t.tick('ETH/USDT', '2990', T0 + 100_001);
    t.clock.set(new Date(T0 + 101_000));
    await settle();
    const done = (await result(bob.token, order.id)).body.message;
    expect(done.order).toMatchObject({ result: 'tie', close_price: '3000.50', payout: '200', profit: '0' });
    expect(done.proof.rule).toMatchObject({ comparison: 'equal', result: 'tie' });
    expect(done.proof.maths).toMatchObject({ payout: '200', net: '-0.2' });
    expect(await micro(bob.userId)).toEqual({ available: u0.available - 200_000n, frozen: 0n });
    expect(await house()).toEqual(h0);
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('a rise that closes lower loses the stake to the house', async () => {
    await at(T0 + 110_000);
    const [u0, h0, f0] = [await micro(alice.userId), await house(), await fees()];
    const order = (await submit(alice.token, { type: 'rise', seconds: 120, number: '1000' })).body.message;
    expect(order).toMatchObject({ fee: '1', expected_profit: '850' });
    await t.tick('BTC/USDT', '49999.99', T0 + 229_000);
    await t.tick('BTC/USDT', '50100', T0 + 230_001);
    t.clock.set(new Date(T0 + 231_000));
    await settle();
    const done = (await result(alice.token, order.id)).body.message;
    expect(done.order).toMatchObject({ result: 'loss', close_price: '49999.99', payout: '0', profit: '-1000' });
    expect(done.proof.rule).toMatchObject({ side: 'rise', comparison: 'lower', result: 'loss' });
    expect(done.proof.maths).toMatchObject({ stake: '1000', profit: '850', payout: '0', net: '-1001' });
    expect(await micro(alice.userId)).toEqual({ available: u0.available - 1_001_000_000n, frozen: 0n });
    expect(await house()).toEqual({ available: h0.available + 1_000_000_000n, frozen: h0.frozen });
    expect((await fees()).available - f0.available).toBe(1_000_000n);
    // One settlement entry per order, posted under its key, with the result as its kind.
    const { rows } = await t.db.query<{ kind: string }>('SELECT kind FROM ledger_entries WHERE idem_key = $1', [
      `micro:settle:${order.id}`,
    ]);
    expect(rows).toEqual([{ kind: 'micro.loss' }]);
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('keeps a settled order as it is: the row cannot be edited or deleted', async () => {
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM micro_orders WHERE status = 'settled' LIMIT 1`);
    await expect(t.db.query(`UPDATE micro_orders SET result = 'win' WHERE id = $1`, [rows[0]!.id])).rejects.toThrow(/never changes/);
    await expect(t.db.query('DELETE FROM micro_orders WHERE id = $1', [rows[0]!.id])).rejects.toThrow(/never deleted/);
    await expect(t.db.query(`UPDATE ticks SET price = 1 WHERE market_id = 1`)).rejects.toThrow(/append-only/);
  });
});

describe('refusals', () => {
  it('refuses an order the house could not pay, and changes nothing', async () => {
    await at(T0 + 400_000);
    const h = await house();
    // Leave the house 50 USDT it can promise (a fixture: the rest parks in the treasury and comes back).
    await t.db.tx((ex) =>
      transfer(ex, {
        key: 'test:house-out',
        kind: 'test',
        from: systemAccount('house', 'USDT'),
        to: systemAccount('treasury', 'USDT'),
        amount: h.available - 50_000_000n,
      }),
    );
    try {
      const [u0, f0, n0] = [await micro(bob.userId), await fees(), await orderCount(bob.userId)];
      const refused = await submit(bob.token, { number: '100' });
      expect(refused.body).toMatchObject({ type: 'error', code: 'HOUSE_CAPACITY' });
      expect([await micro(bob.userId), await fees(), await orderCount(bob.userId)]).toEqual([u0, f0, n0]);
      expect((await submit(bob.token, { number: '62.5' })).body.message).toMatchObject({ expected_profit: '50' });
      expect((await submit(bob.token, { number: '10' })).body.code).toBe('HOUSE_CAPACITY');
      expect(await house()).toEqual({ available: 0n, frozen: h.frozen + 50_000_000n });
    } finally {
      await t.db.tx((ex) =>
        transfer(ex, {
          key: 'test:house-back',
          kind: 'test',
          from: systemAccount('treasury', 'USDT'),
          to: systemAccount('house', 'USDT'),
          amount: h.available - 50_000_000n,
        }),
      );
    }
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('refuses without a price, or with a price older than 10 s', async () => {
    await at(T0 + 500_000);
    expect((await submit(bob.token, { match_id: 7 })).body.code).toBe('PRICE_UNAVAILABLE');
    await t.tick('SOL/USDT', '150', T0 + 500_000 - 10_001);
    expect((await submit(bob.token, { match_id: 7 })).body.code).toBe('PRICE_STALE');
    await t.tick('SOL/USDT', '151', T0 + 500_000 - 10_000);
    expect((await submit(bob.token, { match_id: 7 })).body.message).toMatchObject({ symbol: 'SOL/USDT', open_price: '151.00' });
    t.clock.set(new Date(T0 + 515_000));
    const n = await orderCount(bob.userId);
    expect((await submit(bob.token, {})).body.code).toBe('PRICE_STALE');
    expect(await orderCount(bob.userId)).toBe(n);
  });

  it('refuses a stake the micro book cannot cover with its fee', async () => {
    await at(T0 + 600_000);
    // 50 USDT: a stake of 50 needs 50.05; 49.95 needs 49.99995.
    expect((await submit(poor.token, { number: '50' })).body).toMatchObject({ type: 'error', code: 'INSUFFICIENT_BALANCE' });
    expect(await micro(poor.userId)).toEqual({ available: 50_000_000n, frozen: 0n });
    expect((await submit(poor.token, { number: '49.95' })).body.message).toMatchObject({ number: '49.95', fee: '0.04995' });
    expect(await micro(poor.userId)).toEqual({ available: 50n, frozen: 49_950_000n });
    // Money in the exchange book does not count.
    expect((await submit(poor.token, { number: '10' })).body.code).toBe('INSUFFICIENT_BALANCE');
  });

  it.each([
    [{ match_id: undefined }, 'MARKET_UNKNOWN'],
    [{ match_id: 999 }, 'MARKET_UNKNOWN'],
    [{ match_id: 'btc' }, 'MARKET_UNKNOWN'],
    [{ match_id: -1 }, 'MARKET_UNKNOWN'],
    [{ match_id: 1.5 }, 'MARKET_UNKNOWN'],
    [{ match_id: 101 }, 'MICRO_MARKET_UNSUPPORTED'],
    [{ currency_id: undefined }, 'MICRO_CURRENCY_UNSUPPORTED'],
    [{ currency_id: 1 }, 'MICRO_CURRENCY_UNSUPPORTED'],
    [{ currency_id: 999 }, 'MICRO_CURRENCY_UNSUPPORTED'],
    [{ currency_id: [3] }, 'MICRO_CURRENCY_UNSUPPORTED'],
    [{ type: undefined }, 'MICRO_DIRECTION_INVALID'],
    [{ type: 3 }, 'MICRO_DIRECTION_INVALID'],
    [{ type: 'up' }, 'MICRO_DIRECTION_INVALID'],
    [{ type: true }, 'MICRO_DIRECTION_INVALID'],
    [{ seconds: undefined }, 'MICRO_SECONDS_UNSUPPORTED'],
    [{ seconds: 45 }, 'MICRO_SECONDS_UNSUPPORTED'],
    [{ seconds: 0 }, 'MICRO_SECONDS_UNSUPPORTED'],
    [{ seconds: '30s' }, 'MICRO_SECONDS_UNSUPPORTED'],
    [{ seconds: 1e20 }, 'MICRO_SECONDS_UNSUPPORTED'],
    [{ number: undefined }, 'NUMBER_INVALID'],
    [{ number: '' }, 'NUMBER_INVALID'],
    [{ number: 'abc' }, 'NUMBER_INVALID'],
    [{ number: '-10' }, 'NUMBER_INVALID'],
    [{ number: '1e3' }, 'NUMBER_INVALID'],
    [{ number: { value: 10 } }, 'NUMBER_INVALID'],
    [{ number: false }, 'NUMBER_INVALID'],
    [{ number: '9'.repeat(200) }, 'NUMBER_INVALID'],
    [{ number: '10.0000001' }, 'AMOUNT_TOO_PRECISE'],
    [{ number: '0' }, 'MICRO_MIN_STAKE'],
    [{ number: '9.999999' }, 'MICRO_MIN_STAKE'],
    [{ number: '10000.000001' }, 'MICRO_MAX_STAKE'],
    [{ number: '9'.repeat(60) }, 'MICRO_MAX_STAKE'],
    [{ number: 1e30 }, 'NUMBER_INVALID'],
    [{ user_id: 1 }, 'UNKNOWN_FIELD'],
    [{ price: '1' }, 'UNKNOWN_FIELD'],
  ])('refuses %j with %s and changes nothing', async (patch, code) => {
    await at(T0 + 700_000);
    const [u0, h0, n0] = [await micro(alice.userId), await house(), await orderCount(alice.userId)];
    const body = { match_id: 1, currency_id: 3, type: 1, seconds: 30, number: '100', ...patch };
    for (const k of Object.keys(body) as Array<keyof typeof body>) if (body[k] === undefined) delete body[k];
    const r = await t.call('POST', '/microtrade/submit', body, { token: alice.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ type: 'error', code });
    expect([await micro(alice.userId), await house(), await orderCount(alice.userId)]).toEqual([u0, h0, n0]);
  });

  it('states the spec\u2019s stake messages in the request language, without the limits', async () => {
    await at(T0 + 710_000);
    const low = await t.call(
      'POST',
      '/microtrade/submit',
      { match_id: 1, currency_id: 3, type: 1, seconds: 30, number: '1' },
      { token: alice.token, lang: 'en' },
    );
    expect(low.body.message).toBe('Minimum order quantity cannot be less than the minimum stake');
    const high = await t.call(
      'POST',
      '/microtrade/submit',
      { match_id: 1, currency_id: 3, type: 1, seconds: 30, number: '20000' },
      { token: alice.token, lang: 'zh' },
    );
    expect(high.body.message).toBe('最大下单数量不能超过最高投资额');
    expect(`${low.body.message}${high.body.message}`).not.toMatch(/\d/);
  });

  it('needs a session', async () => {
    expect(
      (await t.call('POST', '/microtrade/submit', { match_id: 1, currency_id: 3, type: 1, seconds: 30, number: '100' })).body.type,
    ).toBe('999');
    expect((await t.call('GET', '/microtrade/lists')).body.type).toBe('999');
    expect((await t.call('GET', '/microtrade/get_result', { id: 1 })).body.type).toBe('999');
  });
});

describe('requests, lists and owners', () => {
  it('accepts the spec\u2019s form-encoded body', async () => {
    await at(T0 + 800_000);
    const r = await t.call<MicroOrder>(
      'POST',
      '/microtrade/submit',
      { match_id: '2', currency_id: '3', type: '2', seconds: '300', number: '25.5' },
      { token: alice.token, form: true },
    );
    expect(r.body.message).toMatchObject({
      match_id: 2,
      type: 2,
      side: 'fall',
      seconds: 300,
      number: '25.5',
      fee: '0.0255',
      expected_profit: '22.44',
    });
  });

  it('places one order per Idempotency-Key', async () => {
    await at(T0 + 810_000);
    const u0 = await micro(alice.userId);
    const headers = { 'idempotency-key': 'micro-key-0001' };
    const first = await submit(alice.token, { number: '40' }, headers);
    const again = await submit(alice.token, { number: '40' }, headers);
    expect(again.body.message.id).toBe(first.body.message.id);
    expect((await submit(alice.token, { number: '41' }, headers)).body.code).toBe('IDEMPOTENCY_CONFLICT');
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => submit(alice.token, { number: '40' }, { 'idempotency-key': 'micro-key-0002' })),
    );
    expect(new Set(burst.map((r) => r.body.message.id)).size).toBe(1);
    expect(await micro(alice.userId)).toEqual({ available: u0.available - 2n * 40_040_000n, frozen: u0.frozen + 80_000_000n });
  });

  it('lists the caller\u2019s orders newest first, 5 a page, by market and status', async () => {
    await at(T0 + 820_000);
    for (const type of [1, 2, 1]) expect((await submit(alice.token, { type, number: '10' })).body.type).toBe('ok');
    const list = (q: Record<string, unknown>, token = alice.token) => t.call<Page<MicroOrder>>('GET', '/microtrade/lists', q, { token });
    const all = (await list({})).body.message;
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM micro_orders WHERE user_id = $1', [alice.userId]);
    expect(all).toMatchObject({ page: 1, limit: 5, total: rows[0]!.n, pages: Math.ceil(rows[0]!.n / 5) });
    expect(all.data).toHaveLength(5);
    expect(all.data.map((o) => o.id)).toEqual([...all.data.map((o) => o.id)].sort((a, b) => b - a));
    const page2 = (await list({ page: 2 })).body.message.data;
    expect(page2[0]!.id).toBeLessThan(all.data[4]!.id);
    const settled = (await list({ status: 'settled', limit: 50 })).body.message;
    expect(settled.data.every((o) => o.status === 'settled')).toBe(true);
    expect((await list({ status: 3, limit: 50 })).body.message.total).toBe(settled.total);
    const open = (await list({ status: 'open', limit: 50 })).body.message;
    expect(open.data.every((o) => o.status === 'open')).toBe(true);
    expect(open.total + settled.total).toBe(all.total);
    expect((await list({ status: 1 })).body.message.total).toBe(open.total);
    expect((await list({ status: 'all' })).body.message.total).toBe(all.total);
    // 2: open orders whose time is up, waiting for settlement.
    t.clock.set(new Date(T0 + 840_000));
    const due = (await list({ status: 2, limit: 50 })).body.message;
    expect(due.total).toBeGreaterThan(0);
    expect(due.data.every((o) => o.status_code === 2 && o.settle_time <= T0 + 840_000)).toBe(true);
    const eth = (await list({ match_id: 2, limit: 50 })).body.message;
    expect(eth.data.length).toBeGreaterThan(0);
    expect(eth.data.every((o) => o.symbol === 'ETH/USDT')).toBe(true);
    expect((await list({}, bob.token)).body.message.data.every((o) => !all.data.some((a) => a.id === o.id))).toBe(true);
    for (const [q, code] of [
      [{ status: 'done' }, 'INVALID_PARAMETER'],
      [{ limit: 51 }, 'INVALID_PARAMETER'],
      [{ page: 0 }, 'INVALID_PARAMETER'],
      [{ match_id: 'x' }, 'MARKET_UNKNOWN'],
      [{ currency_id: 3 }, 'UNKNOWN_FIELD'],
    ] as const) {
      expect((await list(q)).body.code).toBe(code);
    }
  });

  it('shows an order and its proof to its owner only', async () => {
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM micro_orders WHERE user_id = $1 ORDER BY id LIMIT 1', [alice.userId]);
    const id = rows[0]!.id;
    expect((await result(alice.token, id)).body.message.order.id).toBe(id);
    expect((await result(bob.token, id)).body).toMatchObject({ type: 'error', code: 'ORDER_NOT_FOUND' });
    expect((await result(bob.token, 999_999)).body.code).toBe('ORDER_NOT_FOUND');
    expect((await t.call('GET', '/microtrade/get_result', { id: 'x' }, { token: bob.token })).body.code).toBe('ORDER_NOT_FOUND');
    expect((await t.call('GET', '/microtrade/get_result', {}, { token: bob.token })).body.code).toBe('ORDER_NOT_FOUND');
  });

  it('offers no operator endpoint that touches seconds orders, results or ticks', async () => {
    const r = await t.built.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(r.json().paths as Record<string, unknown>);
    expect(paths.filter((p) => p.startsWith('/api/microtrade/'))).toHaveLength(5);
    expect(paths.filter((p) => p.startsWith('/api/operator/') && /micro|option|tick|result|price/i.test(p))).toEqual([]);
  });
});
