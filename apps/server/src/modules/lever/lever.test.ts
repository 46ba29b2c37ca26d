/**
 * Futures through the API with the scripted feed: opening, closing, take-profit, stop-loss,
 * delegated orders, closing longs only, the profit cap, the overnight fee across a restart, every
 * validation rule, and the ledger checked after each. The mark price (and liquidation at it, with
 * the insurance fund), the threshold kept per position and the leverage cap are in mark.test.ts.
 */
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EventMessage,
  type LeverPosition,
  type LeverProof,
  type LeverSummary,
  type LeverTerms,
  MARK_PRICE_MIN_TICKS,
  MARK_PRICE_WINDOW_MS,
  type Page,
} from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, transfer, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
const USDT = 1_000_000n;

beforeAll(async () => {
  t = await createTestApp();
  await steady(['BTC/USDT', '50000'], ['ETH/USDT', '3000']);
});
afterAll(async () => {
  await t?.dispose();
});

const last = new Map<string, string>();

/** Push a tick and wait until the futures watcher has acted on it. */
async function tick(symbol: string, price: string): Promise<void> {
  last.set(symbol, price);
  await t.tick(symbol, price);
  await t.built.modules.lever.watcher.idle();
}

/**
 * Hold a price: a mark window's worth of ticks at it (the clock moves past the window first), so
 * the mark price, the median of that window, is that price too.
 */
async function steady(...prices: Array<[symbol: string, price: string]>): Promise<void> {
  t.clock.advance(MARK_PRICE_WINDOW_MS);
  for (const [symbol, price] of prices) for (let i = 0; i < MARK_PRICE_MIN_TICKS; i++) await tick(symbol, price);
}

/** A user with USDT in the lever book. Signing up moves the test clock, so the feed holds its prices again after. */
async function trader(usdt = '1000') {
  const user = await t.newUser();
  await t.fund(user.userId, 'USDT', usdt, 'lever');
  await steady(...last);
  return user;
}

const lever = (userId: number) => getBalance(t.db, userAccount(userId, 'USDT', 'lever'));
const sys = async (name: 'house' | 'insurance' | 'fees') => (await getBalance(t.db, systemAccount(name, 'USDT'))).available;
/** Move USDT between two system accounts, outside any position (a test's own ledger entry). */
const shift = (from: 'house' | 'treasury', to: 'house' | 'treasury', amount: bigint, key: string) =>
  t.db.tx((ex) => transfer(ex, { key, kind: 'test', from: systemAccount(from, 'USDT'), to: systemAccount(to, 'USDT'), amount }));

function submit(token: string, body: Record<string, unknown>, headers?: Record<string, string>) {
  return t.call<LeverPosition>(
    'POST',
    '/lever/submit',
    { currency_id: 1, share: 10, multiple: 10, type: 1, ...body },
    { token, ...(headers ? { headers } : {}) },
  );
}

async function open(token: string, body: Record<string, unknown> = {}): Promise<LeverPosition> {
  const r = await submit(token, body);
  if (r.body.type !== 'ok') throw new Error(JSON.stringify(r.body));
  return r.body.message;
}

const openPosition = async (token: string, id: number) =>
  (await t.call<Page<LeverPosition>>('POST', '/lever/my_trade', { status: 'open' }, { token })).body.message.data.find((p) => p.id === id);

describe('the open form', () => {
  it('gives the terms, the available margin and the feed price', async () => {
    const user = await trader();
    const terms = (await t.call<LeverTerms>('POST', '/lever/deal', { currency_id: 1, legal_id: 3 }, { token: user.token })).body.message;
    expect(terms).toMatchObject({
      symbol: 'BTC/USDT',
      margin_currency: 'USDT',
      margin_scale: 6,
      price_scale: 2,
      available: '1000',
      multiples: [5, 10, 20, 50, 100],
      min_lots: 1,
      max_lots: 10000,
      contract_size: '0.001',
      fee_percent: '0.05',
      overnight_percent: '0.02',
      overnight_time: '00:00',
      liquidation_risk_percent: '10',
      spread: '0.00',
      price: '50000.00',
    });
  });
});

describe('a market position', () => {
  it('holds margin, pays the fee, has the house reserve its cap, and closes at the feed price', async () => {
    const user = await trader();
    const [house0, fees0] = [await sys('house'), await sys('fees')];
    const p = await open(user.token);
    // 10 lots x 0.001 BTC at 50,000 = 500 USDT notional; 10x: 50 margin; 0.05 %: 0.25 fee.
    expect(p).toMatchObject({
      status: 'open',
      side: 'long',
      qty: '0.01',
      entry_price: '50000.00',
      margin: '50',
      fee: '0.25',
      liquidation_price: '45500.00',
      cap_price: '100000.00',
      unrealised_pnl: '0',
      risk_rate: '100.00',
    });
    expect(await lever(user.userId)).toEqual({ available: 949_750_000n, frozen: 50n * USDT });
    expect(house0 - (await sys('house'))).toBe(500n * USDT);
    expect((await sys('fees')) - fees0).toBe(250_000n);

    await steady(['BTC/USDT', '51000']);
    const summary = (await t.call<LeverSummary>('POST', '/lever/dealall', {}, { token: user.token })).body.message;
    expect(summary.positions[0]).toMatchObject({
      id: p.id,
      mark_price: '51000.00',
      last_price: '51000.00',
      unrealised_pnl: '10',
      risk_rate: '120.00',
      liquidation_risk_percent: '10',
    });
    expect(summary).toMatchObject({ total_margin: '50', total_unrealised_pnl: '10', risk_rate: '120.00' });

    const closed = (await t.call<LeverPosition>('POST', '/lever/close', { id: p.id }, { token: user.token })).body.message;
    expect(closed).toMatchObject({ status: 'closed', close_reason: 'user', close_price: '51000.00', pnl: '10' });
    expect(await lever(user.userId)).toEqual({ available: 1_009_750_000n, frozen: 0n });
    expect(house0 - (await sys('house'))).toBe(10n * USDT);
    expect((await t.call('POST', '/lever/close', { id: p.id }, { token: user.token })).body.code).toBe('POSITION_NOT_OPEN');
    await tick('BTC/USDT', '50000');
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('closes at take-profit when the feed reaches it, with the tick in its proof', async () => {
    const user = await trader();
    const p = await open(user.token, { target_profit_price: '52000', stop_loss_price: '48000' });
    await steady(['BTC/USDT', '51999.99']);
    expect((await openPosition(user.token, p.id))?.unrealised_pnl).toBe('19.9999');
    await tick('BTC/USDT', '52000');
    const proof = (await t.call<LeverProof>('GET', '/lever/proof', { id: p.id }, { token: user.token })).body.message;
    expect(proof.position).toMatchObject({ status: 'closed', close_reason: 'tp', close_price: '52000.00', pnl: '20' });
    expect(proof.close_tick).toMatchObject({ price: '52000.00', source: 'scripted' });
    expect(proof.entry_tick).toMatchObject({ price: '50000.00' });
    expect(proof.maths).toMatchObject({ notional: '500', open_margin: '50', raw_pnl: '20', settled_pnl: '20', fee: '0.25' });
    expect(proof.path.map((x) => x.price)).toContain('52000.00');
    expect(await lever(user.userId)).toEqual({ available: 1_019_750_000n, frozen: 0n });
    await tick('BTC/USDT', '50000');
  });

  it('closes a short at stop-loss', async () => {
    const user = await trader();
    const p = await open(user.token, { type: 2, stop_loss_price: '50500' });
    expect(p).toMatchObject({ side: 'short', liquidation_price: '54500.00', cap_price: null });
    await tick('BTC/USDT', '50600');
    const closed = (await t.call<LeverProof>('GET', '/lever/proof', { id: p.id }, { token: user.token })).body.message.position;
    expect(closed).toMatchObject({ status: 'closed', close_reason: 'sl', close_price: '50600.00', pnl: '-6' });
    expect(await lever(user.userId)).toEqual({ available: 993_750_000n, frozen: 0n });
    await tick('BTC/USDT', '50000');
  });

  it("closes a long at its profit cap: twice the entry, the house's reserve", async () => {
    const user = await trader();
    const p = await open(user.token, { share: 1, multiple: 5 });
    await tick('BTC/USDT', '100000');
    const closed = (await t.call<LeverProof>('GET', '/lever/proof', { id: p.id }, { token: user.token })).body.message.position;
    expect(closed).toMatchObject({ close_reason: 'cap', pnl: '50' });
    await tick('BTC/USDT', '50000');
  });
});

describe('delegated (limit) orders', () => {
  it('wait with margin and fee held, open at the feed price that reaches them, and can be cancelled', async () => {
    const user = await trader();
    const order = await open(user.token, { status: 0, target_price: '49000' });
    // 490 notional at the limit: 49 margin + 0.245 fee held.
    expect(order).toMatchObject({ status: 'doing', kind: 'limit', limit_price: '49000.00', entry_price: null, margin: '49', fee: '0.245' });
    expect(await lever(user.userId)).toEqual({ available: 950_755_000n, frozen: 49_245_000n });
    await tick('BTC/USDT', '49500');
    expect((await t.call<LeverSummary>('POST', '/lever/dealall', {}, { token: user.token })).body.message.doing).toHaveLength(1);
    await tick('BTC/USDT', '48900');
    const opened = (await t.call<Page<LeverPosition>>('POST', '/lever/my_trade', { status: 1 }, { token: user.token })).body.message
      .data[0]!;
    expect(opened).toMatchObject({ id: order.id, status: 'open', entry_price: '48900.00', margin: '48.9', fee: '0.2445' });
    expect(await lever(user.userId)).toEqual({ available: 950_855_500n, frozen: 48_900_000n });
    await t.call('POST', '/lever/close', { id: order.id }, { token: user.token });

    const waiting = await open(user.token, { status: 0, target_price: '45000', type: 'long' });
    const cancelled = (await t.call<LeverPosition>('POST', '/lever/cancel', { id: waiting.id }, { token: user.token })).body.message;
    expect(cancelled).toMatchObject({ status: 'cancelled', close_reason: 'cancelled' });
    expect((await lever(user.userId)).frozen).toBe(0n);
    expect((await t.call('POST', '/lever/cancel', { id: waiting.id }, { token: user.token })).body.code).toBe('POSITION_NOT_OPEN');
    const history = (await t.call<Page<LeverPosition>>('POST', '/lever/my_trade', { status: 'history' }, { token: user.token })).body
      .message;
    expect(history.data.map((x) => x.status).sort()).toEqual(['cancelled', 'closed']);
    await tick('BTC/USDT', '50000');
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });
});

describe('take-profit and stop-loss', () => {
  it('are validated against the current price for a position and the limit for an order, and can be cleared', async () => {
    const user = await trader();
    const p = await open(user.token);
    const set = (body: Record<string, unknown>) =>
      t.call<LeverPosition>('POST', '/lever/setstop', { id: p.id, ...body }, { token: user.token });
    expect((await set({ target_profit_price: '49000' })).body.code).toBe('TAKE_PROFIT_INVALID');
    expect((await set({ stop_loss_price: '50000' })).body.code).toBe('STOP_LOSS_INVALID');
    expect((await set({ stop_loss_price: 'abc' })).body.code).toBe('STOP_LOSS_INVALID');
    expect((await set({ target_profit_price: '55000', stop_loss_price: '47000.5' })).body.message).toMatchObject({
      target_profit_price: '55000.00',
      stop_loss_price: '47000.50',
    });
    expect((await set({ target_profit_price: '', stop_loss_price: '0' })).body.message).toMatchObject({
      target_profit_price: null,
      stop_loss_price: null,
    });
    const short = await open(user.token, { type: 'short' });
    expect((await t.call('POST', '/lever/setstop', { id: short.id, target_profit_price: '51000' }, { token: user.token })).body.code).toBe(
      'TAKE_PROFIT_INVALID',
    );
    const order = await open(user.token, { status: 0, target_price: '40000' });
    expect((await t.call('POST', '/lever/setstop', { id: order.id, stop_loss_price: '45000' }, { token: user.token })).body.code).toBe(
      'STOP_LOSS_INVALID',
    );
    expect((await t.call('POST', '/lever/setstop', { id: order.id, stop_loss_price: '39000' }, { token: user.token })).body.type).toBe(
      'ok',
    );
    await t.call('POST', '/lever/batch_close', { type: 0 }, { token: user.token });
    await t.call('POST', '/lever/cancel', { id: order.id }, { token: user.token });
  });
});

describe('closing in batches', () => {
  it('closes only longs, then all', async () => {
    const user = await trader('5000');
    const a = await open(user.token);
    const b = await open(user.token, { currency_id: 2, share: 5 });
    const c = await open(user.token, { type: 'short' });
    const r = (
      await t.call<{ closed: number; positions: LeverPosition[] }>('POST', '/lever/batch_close', { type: 1 }, { token: user.token })
    ).body.message;
    expect(r.closed).toBe(2);
    expect(r.positions.map((x) => x.id).sort()).toEqual([a.id, b.id].sort());
    const open1 = (await t.call<Page<LeverPosition>>('POST', '/lever/my_trade', { status: 'open' }, { token: user.token })).body.message
      .data;
    expect(open1.map((x) => x.id)).toEqual([c.id]);
    expect((await t.call<{ closed: number }>('POST', '/lever/batch_close', { type: 0 }, { token: user.token })).body.message.closed).toBe(
      1,
    );
    expect(await lever(user.userId)).toMatchObject({ frozen: 0n });
  });
});

describe('refusals', () => {
  it.each([
    [{ share: 0 }, 'NUMBER_INVALID'],
    [{ share: 1.5 }, 'NUMBER_INVALID'],
    [{ share: 10001 }, 'MAX_ORDER_QTY'],
    [{ multiple: 7 }, 'LEVERAGE_INVALID'],
    [{ multiple: -10 }, 'LEVERAGE_INVALID'],
    [{ multiple: 50 }, 'LEVERAGE_CONFIRMATION_REQUIRED'],
    [{ type: 3 }, 'INVALID_PARAMETER'],
    [{ status: 0 }, 'PRICE_REQUIRED'],
    [{ status: 0, target_price: '-1' }, 'PRICE_INVALID'],
    [{ status: 0, target_price: '1e30' }, 'PRICE_INVALID'],
    [{ target_profit_price: '49000' }, 'TAKE_PROFIT_INVALID'],
    [{ stop_loss_price: '51000' }, 'STOP_LOSS_INVALID'],
    [{ type: 2, stop_loss_price: '49000' }, 'STOP_LOSS_INVALID'],
    [{ currency_id: 101 }, 'MARKET_UNKNOWN'],
    [{ legal_id: 1 }, 'MARKET_UNKNOWN'],
    [{ fee: '0' }, 'UNKNOWN_FIELD'],
    [{ share: 1000 }, 'INSUFFICIENT_BALANCE'],
  ])('refuses %j with %s and moves nothing', async (body, code) => {
    const user = await trader();
    const r = await submit(user.token, body);
    expect(r.body.code).toBe(code);
    expect(await lever(user.userId)).toEqual({ available: 1000n * USDT, frozen: 0n });
    expect(
      (await t.call<Page<LeverPosition>>('POST', '/lever/my_trade', { status: 'history' }, { token: user.token })).body.message.total,
    ).toBe(0);
  });

  it("refuses another user's position, and an order the house could not pay", async () => {
    const owner = await trader();
    const p = await open(owner.token);
    const other = await trader();
    for (const [path, body] of [
      ['/lever/close', { id: p.id }],
      ['/lever/cancel', { id: p.id }],
      ['/lever/setstop', { id: p.id, target_profit_price: '60000' }],
    ] as const) {
      expect((await t.call('POST', path, body, { token: other.token })).body.code).toBe('POSITION_NOT_FOUND');
    }
    expect((await t.call('GET', '/lever/proof', { id: p.id }, { token: other.token })).body.code).toBe('POSITION_NOT_FOUND');
    await t.call('POST', '/lever/close', { id: p.id }, { token: owner.token });

    // Take the house down to 100 USDT for a moment (the rest parks in the treasury): a 500 USDT notional cannot be reserved.
    const house = await sys('house');
    const spare = house - 100n * USDT;
    await shift('house', 'treasury', spare, `test:house-out:${Date.now()}`);
    try {
      expect((await submit(owner.token, {})).body.code).toBe('HOUSE_CAPACITY');
    } finally {
      await shift('treasury', 'house', spare, `test:house-in:${Date.now()}`);
    }
  });

  it('refuses to open or close on a stale price, and opens once per idempotency key', async () => {
    const user = await trader();
    const key = { 'idempotency-key': `lever-${Date.now()}` };
    const first = (await submit(user.token, {}, key)).body.message;
    const again = (await submit(user.token, {}, key)).body.message;
    expect(again.id).toBe(first.id);
    t.clock.advance(60_000);
    expect((await submit(user.token, {})).body.code).toBe('PRICE_UNAVAILABLE');
    expect((await t.call('POST', '/lever/close', { id: first.id }, { token: user.token })).body.code).toBe('PRICE_UNAVAILABLE');
    await tick('BTC/USDT', '50000');
    expect((await t.call<LeverPosition>('POST', '/lever/close', { id: first.id }, { token: user.token })).body.message.status).toBe(
      'closed',
    );
  });
});

describe('the overnight fee', () => {
  it('is charged once per UTC day, from available funds first, and not again after a restart', async () => {
    const user = await trader();
    const p = await open(user.token);
    const before = await lever(user.userId);
    const midnight = new Date(t.clock.now());
    midnight.setUTCHours(24, 0, 30, 0);
    t.clock.set(midnight);
    await tick('BTC/USDT', '50000');
    expect(await t.built.modules.lever.watcher.chargeOvernight()).toBe(1);
    // 500 notional x 0.02 % = 0.1 USDT, from available funds: the margin stays whole.
    expect(await lever(user.userId)).toEqual({ available: before.available - 100_000n, frozen: before.frozen });
    await t.restart();
    expect(await t.built.modules.lever.watcher.chargeOvernight()).toBe(0);
    const after = (await t.call<LeverSummary>('POST', '/lever/dealall', {}, { token: user.token })).body.message.positions.find(
      (x) => x.id === p.id,
    )!;
    expect(after).toMatchObject({ overnight_fee: '0.1', margin: '50' });
    await tick('BTC/USDT', '50000');
    await t.call('POST', '/lever/close', { id: p.id }, { token: user.token });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('takes what available funds cannot cover from the margin, and moves the liquidation price', async () => {
    const user = await trader('50.25');
    const p = await open(user.token);
    expect(await lever(user.userId)).toEqual({ available: 0n, frozen: 50n * USDT });
    const next = new Date(t.clock.now());
    next.setUTCHours(24, 0, 30, 0);
    t.clock.set(next);
    await tick('BTC/USDT', '50000');
    expect(await t.built.modules.lever.watcher.chargeOvernight()).toBeGreaterThanOrEqual(1);
    const after = (await t.call<LeverSummary>('POST', '/lever/dealall', {}, { token: user.token })).body.message.positions.find(
      (x) => x.id === p.id,
    )!;
    expect(after).toMatchObject({ margin: '49.9', overnight_fee: '0.1' });
    expect(after.liquidation_price).toBe('45509.00');
    await t.call('POST', '/lever/close', { id: p.id }, { token: user.token });
    expect(await lever(user.userId)).toEqual({ available: 49_900_000n, frozen: 0n });
  });
});

describe('live PnL', () => {
  it('sends the owner the newest price even when two ticks come within a second', async () => {
    const user = await trader();
    const p = await open(user.token);
    await t.built.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.built.app.server.address() as AddressInfo).port}`;
    const socket = connect(url, { transports: ['websocket'], reconnection: false, auth: { token: user.token } });
    try {
      await new Promise((r) => socket.on('hello', r));
      // The last price shows each push's tick (the mark, a median of the window, moves less).
      const marks: string[] = [];
      let arrived: (mark: string) => void = () => {};
      socket.on('lever', (m: EventMessage<'lever'>) => {
        const mine = m.data.positions.find((x) => x.id === p.id);
        if (!mine) return;
        marks.push(mine.last_price);
        arrived(mine.last_price);
      });
      const markArrives = (price: string) => new Promise<void>((resolve) => (arrived = (mark) => mark === price && resolve()));
      // Move the clock past the push the trader's held prices left for later (several ticks in one
      // second), then past the second after it; then two ticks close together.
      for (let i = 0; i < 2; i++) {
        await t.clock.advanceAsync(1100);
        await t.built.modules.lever.watcher.idle();
      }
      const first = markArrives('50100.00');
      await tick('BTC/USDT', '50100');
      await first;
      marks.length = 0;
      const second = markArrives('50200.00');
      await tick('BTC/USDT', '50200');
      // The second tick came inside the second after the first push: nothing yet, it waits for the second to end.
      expect(marks).toEqual([]);
      await t.clock.advanceAsync(1000);
      await t.built.modules.lever.watcher.idle();
      await second;
      expect(marks).toEqual(['50200.00']);
    } finally {
      socket.close();
      await t.call('POST', '/lever/close', { id: p.id }, { token: user.token });
    }
  });
});
