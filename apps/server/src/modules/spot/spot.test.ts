/** Spot and stock trading through the API, with the ledger checked after fills and cancels. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Depth, Page, SpotFill, SpotOrder, SpotUserFill } from '@bourse/contract';
import { checkLedger, createHold, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
const OPEN = Date.parse('2026-11-18T15:00:00Z'); // Wednesday, New York open

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(OPEN));
  await t.tick('BTC/USDT', '50000');
  await waitForQuotes('BTC/USDT');
});
afterAll(async () => {
  await t?.dispose();
});

async function waitForQuotes(symbol: string): Promise<Depth> {
  for (let i = 0; i < 100; i++) {
    const d = (await t.call<Depth>('GET', '/coin/depth', { symbol })).body.message;
    if (d.bids.length >= 5 && d.asks.length >= 5) return d;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no market maker quotes on ${symbol}`);
}

type Order = SpotOrder & { fills: SpotFill[] };
const trade = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call<Order>('POST', '/coin/trade', { currency_id: 1, legal_id: 3, ...body }, { token, ...(headers ? { headers } : {}) });

describe('market maker', () => {
  it('quotes five levels each side around the reference, marked as platform liquidity', async () => {
    const d = await waitForQuotes('BTC/USDT');
    expect(d.bids[0]).toMatchObject({ price: '49975.00', platform_qty: d.bids[0]!.qty });
    expect(d.asks[0]!.price).toBe('50025.00');
    expect(d.asks.map((l) => l.price)).toEqual(['50025.00', '50050.00', '50075.00', '50100.00', '50125.00']);
  });

  it('re-quotes when the price moves, further out after a jump', async () => {
    await t.tick('ETH/USDT', '3000');
    const before = await waitForQuotes('ETH/USDT');
    await t.tick('ETH/USDT', '3100');
    // The last minute ranged 3.2 %: an eighth of it widens the first level, capped at four times
    // the rules' 0.05 %: 0.2 % below 3,100 (quotes.ts).
    for (let i = 0; i < 100; i++) {
      const d = (await t.call<Depth>('GET', '/coin/depth', { symbol: 'ETH/USDT' })).body.message;
      if (d.bids[0]?.price === '3093.80') return expect(d.bids[0]!.price).not.toBe(before.bids[0]!.price);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('no re-quote');
  });
});

describe('market maker with one side stopped by its inventory limit', () => {
  it('does not re-quote on every tick while its quotes rest, only once one is taken', async () => {
    const spot = t.built.modules.spot.service;
    const m = spot.markets.get(7)!; // SOL/USDT, not traded elsewhere in this file
    const rules = m.rules;
    m.rules = { ...rules, mmMaxBaseLots: 0 }; // it holds more base than this: no bids, asks only
    try {
      await t.tick('SOL/USDT', '150');
      let asks: Depth['asks'] = [];
      for (let i = 0; i < 100 && asks.length < 5; i++) {
        asks = (await t.call<Depth>('GET', '/coin/depth', { symbol: 'SOL/USDT' })).body.message.asks;
        if (asks.length < 5) await new Promise((r) => setTimeout(r, 50));
      }
      expect(asks).toHaveLength(5);
      const ref = m.mmReference!;
      const now = t.clock.now().getTime();
      // Five of its orders rest, as many as it placed: nothing to do at the same price.
      expect(spot.maker.due(m, ref, now)).toBe(false);
      const mine = async () =>
        (
          await t.db.query<{ id: number }>(
            `SELECT id FROM spot_orders WHERE user_id = 0 AND market_id = 7 AND status IN ('new', 'partial') ORDER BY id`,
          )
        ).rows.map((r) => r.id);
      const before = await mine();
      await t.tick('SOL/USDT', '150');
      await new Promise((r) => setTimeout(r, 200));
      await m.run(async () => undefined);
      expect(await mine()).toEqual(before);
      // A user takes the best ask: now one is missing and it quotes again.
      const user = await t.newUser();
      await t.fund(user.userId, 'USDT', '10000');
      const taken = await t.call<Order>(
        'POST',
        '/coin/trade',
        { currency_id: 7, type: 'buy', amount: asks[0]!.qty, target_price: asks[0]!.price },
        { token: user.token },
      );
      expect(taken.body.message.status).toBe('filled');
      expect(spot.maker.due(m, ref, now)).toBe(true);
    } finally {
      m.rules = rules;
    }
  });
});

describe('orders', () => {
  it('rests a limit buy below the market, holding its cost, and releases it on cancel', async () => {
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '1000');
    const order = (await trade(user.token, { type: 'buy', amount: '0.01', target_price: '40000' })).body.message;
    expect(order).toMatchObject({
      symbol: 'BTC/USDT',
      side: 'buy',
      kind: 'limit',
      price: '40000.00',
      amount: '0.01',
      status: 'new',
      filled: '0',
    });
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 600_000_000n, frozen: 400_000_000n });
    const open = (await t.call<Page<SpotOrder>>('GET', '/coin/list', { status: 'doing' }, { token: user.token })).body.message;
    expect(open.data.map((o) => o.id)).toEqual([order.id]);
    const depth = (await t.call<Depth>('GET', '/coin/depth', { symbol: 'BTC/USDT', limit: 50 })).body.message;
    expect(depth.bids.find((l) => l.price === '40000.00')).toMatchObject({ qty: '0.01', platform_qty: '0' });
    const cancelled = (await t.call<SpotOrder>('POST', '/coin/cancel', { id: order.id }, { token: user.token })).body.message;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'user' });
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 1_000_000_000n, frozen: 0n });
    expect((await t.call<Page<SpotOrder>>('GET', '/coin/list', { status: 'complete' }, { token: user.token })).body.message.total).toBe(1);
    expect((await t.call('POST', '/coin/cancel', { id: order.id }, { token: user.token })).body.code).toBe('ORDER_NOT_OPEN');
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('market-buys with 100 USDT against the book: fill, fee in BTC, new balances', async () => {
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '150');
    const fees0 = await getBalance(t.db, systemAccount('fees', 'BTC'));
    const order = (await trade(user.token, { type: 'buy', quote_amount: '100' })).body.message;
    // 100 / 50,025 = 0.0019 BTC (whole lots of 0.0001): 95.0475 USDT spent
    expect(order).toMatchObject({
      kind: 'market',
      status: 'filled',
      filled: '0.0019',
      filled_quote: '95.0475',
      avg_price: '50025.00',
      fee: '0.0000019',
      fee_currency: 'BTC',
    });
    expect(order.fills).toEqual([expect.objectContaining({ price: '50025.00', qty: '0.0019', role: 'taker', fee: '0.0000019' })]);
    expect(await getBalance(t.db, userAccount(user.userId, 'BTC', 'exchange'))).toEqual({ available: 189_810n, frozen: 0n });
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 54_952_500n, frozen: 0n });
    expect((await getBalance(t.db, systemAccount('fees', 'BTC'))).available - fees0.available).toBe(190n);
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('matches users against each other with maker and taker fees', async () => {
    const seller = await t.newUser();
    const buyer = await t.newUser();
    await t.fund(seller.userId, 'BTC', '1');
    await t.fund(buyer.userId, 'USDT', '10000');
    const ask = (await trade(seller.token, { type: 'sell', amount: '0.1', target_price: '50010' })).body.message;
    expect(ask.status).toBe('new');
    const bid = (await trade(buyer.token, { type: 'buy', amount: '0.15', target_price: '50010' })).body.message;
    expect(bid).toMatchObject({ status: 'partial', filled: '0.1', filled_quote: '5001', avg_price: '50010.00' });
    // The buyer's rest (0.05) is held at its limit: 2,500.5 USDT; 5,001 paid; 2,498.5 left.
    expect(await getBalance(t.db, userAccount(buyer.userId, 'USDT', 'exchange'))).toEqual({
      available: 2_498_500_000n,
      frozen: 2_500_500_000n,
    });
    expect(await getBalance(t.db, userAccount(buyer.userId, 'BTC', 'exchange'))).toEqual({ available: 9_990_000n, frozen: 0n });
    expect(await getBalance(t.db, userAccount(seller.userId, 'USDT', 'exchange'))).toEqual({ available: 4_995_999_000n, frozen: 0n });
    const detail = (await t.call<Order>('GET', '/coin/order', { id: ask.id }, { token: seller.token })).body.message;
    expect(detail).toMatchObject({ status: 'filled', fee: '5.001', fee_currency: 'USDT' });
    expect(detail.fills[0]).toMatchObject({ role: 'maker', qty: '0.1' });
    const other = await t.newUser();
    expect((await t.call('GET', '/coin/order', { id: ask.id }, { token: other.token })).body.code).toBe('ORDER_NOT_FOUND');
    expect((await t.call('POST', '/coin/cancel', { id: bid.id }, { token: other.token })).body.code).toBe('ORDER_NOT_FOUND');
    expect((await checkLedger(t.db)).problems).toEqual([]);

    // Each side sees the one fill as its own, with its own role, side and fee; nobody else does.
    const fills = async (token: string, query: Record<string, unknown> = {}) =>
      (await t.call<Page<SpotUserFill>>('GET', '/coin/fills', query, { token })).body;
    expect((await fills(seller.token)).message.data).toEqual([
      expect.objectContaining({
        order_id: ask.id,
        symbol: 'BTC/USDT',
        order_side: 'sell',
        role: 'maker',
        side: 'buy',
        price: '50010.00',
        qty: '0.1',
        fee: '5.001',
        fee_currency: 'USDT',
      }),
    ]);
    expect((await fills(buyer.token, { currency_id: 1 })).message).toMatchObject({
      total: 1,
      data: [expect.objectContaining({ order_id: bid.id, order_side: 'buy', role: 'taker', fee: '0.0001', fee_currency: 'BTC' })],
    });
    expect((await fills(buyer.token, { currency_id: 2 })).message.total).toBe(0);
    expect((await fills(other.token)).message.total).toBe(0);
    expect((await fills(buyer.token, { page: 0 })).code).toBe('INVALID_PARAMETER');
    expect((await fills(buyer.token, { user_id: seller.userId })).code).toBe('UNKNOWN_FIELD');
    expect((await fills('')).type).toBe('999');
  });

  it('honours IOC, FOK and post-only', async () => {
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '100000');
    const ioc = (await trade(user.token, { type: 'buy', amount: '1', target_price: '50030', tif: 'IOC' })).body.message;
    expect(ioc).toMatchObject({ status: 'cancelled', cancel_reason: 'ioc' });
    expect(Number(ioc.filled)).toBeGreaterThan(0);
    const fok = (await trade(user.token, { type: 'buy', amount: '1.9', target_price: '50200', tif: 'FOK' })).body.message;
    expect(fok).toMatchObject({ status: 'cancelled', cancel_reason: 'fok', filled: '0' });
    const post = (await trade(user.token, { type: 'buy', amount: '0.01', target_price: '60000', post_only: true })).body.message;
    expect(post).toMatchObject({ status: 'cancelled', cancel_reason: 'post_only' });
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toMatchObject({ frozen: 0n });
  });

  it.each([
    [{ type: 'buy', amount: '0.00001', target_price: '40000' }, 'NUMBER_INVALID'],
    [{ type: 'buy', amount: 'abc', target_price: '40000' }, 'NUMBER_INVALID'],
    [{ type: 'buy', amount: '0.01', target_price: '40000.001' }, 'PRICE_INVALID'],
    [{ type: 'buy', amount: '0.01', target_price: '-5' }, 'PRICE_INVALID'],
    [{ type: 'buy', amount: '0.01', kind: 'limit' }, 'PRICE_REQUIRED'],
    [{ type: 'buy', amount: '5', target_price: '0.1', currency_id: 8 }, 'MIN_ORDER_QTY'],
    [{ type: 'buy', amount: '100', target_price: '40000' }, 'MAX_ORDER_QTY'],
    [{ type: 'hold', amount: '0.01', target_price: '40000' }, 'INVALID_PARAMETER'],
    [{ type: 'buy', amount: '0.01', target_price: '40000', currency_id: 3 }, 'MARKET_UNKNOWN'],
    [{ type: 'buy', amount: '0.01', target_price: '40000', fee: '0' }, 'UNKNOWN_FIELD'],
    [{ type: 'buy', amount: '1', target_price: '40000' }, 'INSUFFICIENT_BALANCE'],
  ])('refuses %j with %s and holds nothing', async (body, code) => {
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '1000');
    const r = await trade(user.token, body);
    expect(r.body.code).toBe(code);
    // DOGE: about $1 minimum at its 0.15 reference is 6; BTC: about $1,000,000 maximum at 65,000 is 15.3846.
    if (code === 'MIN_ORDER_QTY') expect(r.body.message).toBe('Minimum order quantity cannot be less than 6');
    if (code === 'MAX_ORDER_QTY') expect(r.body.message).toBe('Maximum order quantity cannot exceed 15.3846');
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 1_000_000_000n, frozen: 0n });
  });

  it('applies a retried order with the same Idempotency-Key once', async () => {
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '1000');
    const headers = { 'idempotency-key': 'order-retry-000001' };
    const a = await trade(user.token, { type: 'buy', amount: '0.01', target_price: '40000' }, headers);
    const b = await trade(user.token, { type: 'buy', amount: '0.01', target_price: '40000' }, headers);
    expect(b.body.message.id).toBe(a.body.message.id);
    expect((await t.call<Page<SpotOrder>>('GET', '/coin/list', {}, { token: user.token })).body.message.total).toBe(1);
  });
});

describe('orders the engine would reject', () => {
  it.each([
    [{ type: 'buy', amount: '0.01', post_only: true }],
    [{ type: 'sell', amount: '0.01', post_only: 'true' }],
    [{ type: 'buy', quote_amount: '100', post_only: '1' }],
    [{ type: 'buy', amount: '0.01', kind: 'market', target_price: '50000', post_only: true }],
  ])('refuses a post-only market order %j with POST_ONLY_MARKET and holds nothing', async (body) => {
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '1000');
    await t.fund(user.userId, 'BTC', '1');
    const r = await trade(user.token, body);
    expect(r.body).toMatchObject({ type: 'error', code: 'POST_ONLY_MARKET', message: 'A market order cannot be post-only' });
    expect((await t.call<Page<SpotOrder>>('GET', '/coin/list', {}, { token: user.token })).body.message.total).toBe(0);
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 1_000_000_000n, frozen: 0n });
    expect(await getBalance(t.db, userAccount(user.userId, 'BTC', 'exchange'))).toEqual({ available: 100_000_000n, frozen: 0n });
  });

  it('cancels an order the engine rejects, with its reason, and releases the hold', async () => {
    // Past the input checks: whatever the engine rejects must never leave an order open with funds held.
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '1000');
    const spot = t.built.modules.spot.service;
    const m = spot.markets.get(1)!;
    const placed = await spot.trading.place(
      m,
      user.userId,
      { side: 'buy', kind: 'market', tif: 'IOC', postOnly: true, qty: 10 },
      { requestKey: 'engine-rejects-1' },
    );
    if (placed.kind !== 'new') throw new Error('expected a new order');
    const id = placed.order.id;
    const order = (await t.call<Order>('GET', '/coin/order', { id }, { token: user.token })).body.message;
    expect(order).toMatchObject({ status: 'cancelled', cancel_reason: 'invalid', filled: '0' });
    expect(m.orders.has(id)).toBe(false);
    expect(m.engine.has(id)).toBe(false);
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 1_000_000_000n, frozen: 0n });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('cancels an open order the book does not hold when its owner cancels it, releasing the hold', async () => {
    // An order stranded before rejections were settled: open in the database, unknown to the book.
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '1000');
    const spot = t.built.modules.spot.service;
    const m = spot.markets.get(1)!;
    await m.run(async () => {
      await t.db.tx(async (ex) => {
        const hold = await createHold(ex, {
          key: `spot:hold:stranded-1:${user.userId}`,
          kind: 'spot.hold',
          account: userAccount(user.userId, 'USDT', 'exchange'),
          amount: 100_000_000n,
        });
        await ex.query(
          `INSERT INTO spot_orders (market_id, user_id, side, kind, tif, post_only, qty, status, hold_id, request_key)
             VALUES (1, $1, 'buy', 'market', 'IOC', true, 10, 'new', $2, 'stranded-1')`,
          [user.userId, hold.id],
        );
      });
      m.seq = -1; // as after a restart: the book is rebuilt from the stored open orders, and refuses this one
    });
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM spot_orders WHERE user_id = $1', [user.userId]);
    expect((await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).frozen).toBeGreaterThan(0n);
    const cancelled = (await t.call<SpotOrder>('POST', '/coin/cancel', { id: rows[0]!.id }, { token: user.token })).body.message;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'unknown_order' });
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 1_000_000_000n, frozen: 0n });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });
});

describe('market buy by quantity while the price moves', () => {
  it('holds for the band of the reference the book uses, not a newer feed price the book has not heard of yet', async () => {
    await t.tick('LTC/USDT', '100');
    await waitForQuotes('LTC/USDT');
    const spot = t.built.modules.spot.service;
    const m = spot.markets.get(4)!;
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '1000');
    // Keep the market's queue busy so the order waits in it, then let the feed drop 20 %: the
    // new price is the feed's last price at once, but reaches the book only after the order.
    let release!: () => void;
    void m.run(() => new Promise<void>((r) => (release = r)));
    const placing = spot.place(user.userId, { currency_id: 4, legal_id: 3, type: 'buy', amount: '1' }, 'interleave-1');
    await t.tick('LTC/USDT', '80');
    expect(t.built.modules.marketData.state.lastTick(4)!.price).toBe(8000n);
    release();
    const order = await placing;
    // It takes the market maker's asks around 100 (within 5 % of the book's reference, 100).
    expect(order).toMatchObject({ status: 'filled', filled: '1', avg_price: '100.05' });
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 899_950_000n, frozen: 0n });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });
});

describe('stocks', () => {
  it('trades fractions of a share in the stock book during market hours, and refuses orders when closed', async () => {
    await t.tick('AAPL/USDT', '190');
    await waitForQuotes('AAPL/USDT');
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '500', 'stock');
    const order = (
      await t.call<Order>(
        'POST',
        '/coin/trade',
        { currency_id: 101, type: 'buy', amount: '0.5', target_price: '191' },
        { token: user.token },
      )
    ).body.message;
    expect(order).toMatchObject({ symbol: 'AAPL/USDT', status: 'filled', filled: '0.5' });
    expect((await getBalance(t.db, userAccount(user.userId, 'AAPL', 'stock'))).available).toBe(499_500n); // 0.5 share less the 0.1 % fee (scale 6)
    t.clock.set(new Date('2026-11-21T15:00:00Z')); // Saturday
    try {
      const closed = await t.call(
        'POST',
        '/coin/trade',
        { currency_id: 101, type: 'buy', amount: '0.5', target_price: '191' },
        { token: user.token },
      );
      expect(closed.body).toMatchObject({ code: 'MARKET_CLOSED', message: 'The market is closed. It opens at 2026-11-23 14:30 UTC' });
    } finally {
      t.clock.set(new Date(OPEN));
    }
  });
});
