/**
 * GET market/ticks: the recorded ticks, served publicly so anyone can check a proof against them
 * (issue 12): a settled seconds order's proof ticks are there as the proof states them; pages
 * follow a cursor; a closed range is cached; every bad input has a named error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MicroOrder, MicroResult, TickPage } from '@bourse/contract';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
const T0 = Date.parse('2026-11-18T03:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(T0));
});
afterAll(async () => {
  await t?.dispose();
});

const ticks = (input: Record<string, unknown>, lang?: string) => t.call<TickPage>('GET', '/market/ticks', input, lang ? { lang } : {});

/** Every page of a range, following `next`. */
async function allPages(input: Record<string, unknown>): Promise<TickPage[]> {
  const pages: TickPage[] = [];
  let cursor: string | null | undefined;
  do {
    const r = await ticks({ ...input, ...(cursor ? { cursor } : {}) });
    expect(r.body.type).toBe('ok');
    pages.push(r.body.message);
    cursor = r.body.message.next;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('the ticks behind a proof', () => {
  it('serves exactly the ticks a settled seconds order’s proof names, among the others stored around them', async () => {
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '1000', 'micro');
    t.clock.set(new Date(T0));
    await t.tick('BTC/USDT', '50000', T0);
    const order = await t.call<MicroOrder>(
      'POST',
      '/microtrade/submit',
      { match_id: 1, currency_id: 3, type: 1, seconds: 30, number: '10' },
      { token: user.token },
    );
    expect(order.body.type).toBe('ok');
    const settleAt = order.body.message.settle_time;
    for (const [dt, price] of [
      [10_000, '50010'],
      [20_000, '49990'],
      [29_000, '50005.5'],
      [30_000, '50007'],
      [31_000, '50100'],
    ] as const) {
      await t.tick('BTC/USDT', price, T0 + dt);
    }
    t.clock.set(new Date(settleAt + 2000));
    let proof: MicroResult | undefined;
    for (let i = 0; i < 5 && proof?.order.status !== 'settled'; i++) {
      await t.built.modules.microtrade.settler.settleDue();
      proof = (await t.call<MicroResult>('GET', '/microtrade/get_result', { id: order.body.message.id }, { token: user.token })).body
        .message;
    }
    expect(proof!.order.status).toBe('settled');
    const { open_tick: open, close_tick: close } = proof!.proof;
    expect(close).not.toBeNull();

    // What the proof page asks for: the ticks around the entry and around the close.
    for (const tick of [open, close!]) {
      const pages = await allPages({ symbol: 'BTC/USDT', from: tick.time - 30_000, to: tick.time + 30_000 });
      const served = pages.flatMap((p) => p.ticks).find((x) => x.id === tick.id);
      expect(served).toEqual({ id: tick.id, ts: tick.time, time_iso: tick.time_iso, price: tick.price, volume: '1', source: tick.source });
    }
    // And the rule holds on the raw ticks: the close is the last tick stored at or before settle_at.
    const around = (await allPages({ symbol: 'btcusdt', from: open.time, to: settleAt + 5000 })).flatMap((p) => p.ticks);
    expect(around[0]!.id).toBe(open.id);
    expect(around.filter((x) => x.ts <= settleAt).at(-1)!.id).toBe(close!.id);
    expect(around.map((x) => x.price)).toEqual(['50000.00', '50010.00', '49990.00', '50005.50', '50007.00', '50100.00']);
  });
});

describe('pages and caching', () => {
  const T1 = T0 + 3_600_000;

  it('pages a range in (time, id) order with a cursor, and caches it once it is closed', async () => {
    t.clock.set(new Date(T1 + 10_000));
    for (let i = 0; i < 5; i++) await t.tick('ETH/USDT', `${3000 + i}`, T1 + i * 1000);
    const range = { symbol: 'ETH/USDT', from: T1, to: T1 + 4000, limit: 2 };

    const open = await ticks(range);
    expect(open.body.message).toMatchObject({ symbol: 'ETH/USDT', from: T1, to: T1 + 4000, closed: false, simulated: true });
    expect(open.headers['cache-control']).toBe('no-cache');
    const pages = await allPages(range);
    expect(pages.map((p) => p.ticks.length)).toEqual([2, 2, 1]);
    expect(pages.at(-1)!.next).toBeNull();
    const ids = pages.flatMap((p) => p.ticks.map((x) => x.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(pages.flatMap((p) => p.ticks.map((x) => x.price))).toEqual(['3000.00', '3001.00', '3002.00', '3003.00', '3004.00']);

    // A tick after the range closes it: no tick can join it any more, so its pages may be cached.
    await t.tick('ETH/USDT', '3005', T1 + 5000);
    const closed = await ticks(range);
    expect(closed.body.message).toMatchObject({ closed: true, ticks: pages[0]!.ticks, next: pages[0]!.next });
    expect(closed.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect((await ticks({ ...range, cursor: pages[0]!.next })).body.message.ticks).toEqual(pages[1]!.ticks);

    // An empty range answers an empty page, and the default page holds them all.
    expect((await ticks({ symbol: 'ETH/USDT', from: T1 - 5000, to: T1 - 1 })).body.message).toMatchObject({ ticks: [], next: null });
    expect((await ticks({ symbol: 'ETH/USDT', from: T1, to: T1 + 5000 })).body.message.ticks).toHaveLength(6);
  });

  it('refuses bad inputs with named errors, in the caller’s language', async () => {
    const ok = { symbol: 'ETH/USDT', from: T1, to: T1 + 4000 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...ok, symbol: 'NOPE/USDT' }, 'MARKET_UNKNOWN'],
      [{ symbol: 'ETH/USDT', to: T1 }, 'TICK_RANGE_INVALID'],
      [{ ...ok, from: 'yesterday' }, 'TICK_RANGE_INVALID'],
      [{ ...ok, to: -1 }, 'TICK_RANGE_INVALID'],
      [{ ...ok, to: T1 - 1 }, 'TICK_RANGE_INVALID'],
      [{ ...ok, from: 9e15, to: 9e15 }, 'TICK_RANGE_INVALID'],
      [{ ...ok, to: T1 + 86_400_001 }, 'TICK_RANGE_TOO_LONG'],
      [{ ...ok, cursor: 'abc' }, 'TICK_CURSOR_INVALID'],
      [{ ...ok, cursor: `${T1 + 5000}-1` }, 'TICK_CURSOR_INVALID'],
      [{ ...ok, limit: 0 }, 'INVALID_PARAMETER'],
      [{ ...ok, limit: 501 }, 'INVALID_PARAMETER'],
      [{ ...ok, page: 2 }, 'UNKNOWN_FIELD'],
      [{ from: T1, to: T1 + 1 }, 'INVALID_PARAMETER'],
    ];
    for (const [input, code] of cases) {
      const r = await ticks(input);
      expect([r.status, r.body.type, r.body.code], JSON.stringify(input)).toEqual([200, 'error', code]);
      expect(String(r.headers['cache-control'] ?? '')).not.toContain('public');
    }
    expect((await ticks({ ...ok, to: T1 + 86_400_001 }, 'zh')).body.message).toBe('每次最多查询一天的价格数据');
    expect((await ticks({ ...ok, to: T1 - 1 })).body.message).toBe('Give the start and end of the range, the end not before the start');
    // Exactly a day, and the largest page, are allowed.
    expect((await ticks({ ...ok, to: T1 + 86_400_000, limit: 500 })).body.type).toBe('ok');
  });
});
