/**
 * The tick rules (issue 12, item 6): the entry is the last tick stored at acceptance, read from
 * the database (not this node's memory), refused when older than MICRO_PRICE_MAX_AGE_MS;
 * settlement waits until a tick after settle_at is stored (or MICRO_SETTLE_MAX_WAIT_MS), so a tick
 * stamped before settle_at but stored late still counts; a close tick older than
 * MICRO_CLOSE_MAX_AGE_MS at settle_at makes the order void: stake and fee come back through the
 * ledger, and the order, the lists and the proof say why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MicroOrder, MicroResult, Page } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let user: { token: string; userId: number };
const T0 = Date.parse('2026-11-20T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  user = await t.newUser();
  await t.fund(user.userId, 'USDT', '10000', 'micro');
});
afterAll(async () => {
  await t?.dispose();
});

const settings = () => t.built.modules.microtrade.service.settings;
const settle = () => t.built.modules.microtrade.settler.settleDue();
const micro = () => getBalance(t.db, userAccount(user.userId, 'USDT', 'micro'));
const house = () => getBalance(t.db, systemAccount('house', 'USDT'));
const fees = () => getBalance(t.db, systemAccount('fees', 'USDT'));
const submit = (body: Record<string, unknown> = {}) =>
  t.call<MicroOrder>(
    'POST',
    '/microtrade/submit',
    { match_id: 1, currency_id: 3, type: 1, seconds: 30, number: '100', ...body },
    { token: user.token },
  );
const result = async (id: number) =>
  (await t.call<MicroResult>('GET', '/microtrade/get_result', { id }, { token: user.token })).body.message;
const list = async (status: string | number) =>
  (await t.call<Page<MicroOrder>>('GET', '/microtrade/lists', { status, limit: 50 }, { token: user.token })).body.message.data.map(
    (o) => o.id,
  );
/** A tick the feed's leader stored and this node has not folded into its memory yet (a follower behind the fan-out). */
async function storeOnly(marketId: number, tsMs: number, price: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO ticks (market_id, ts, price, volume, source) VALUES ($1, $2, $3, '1', 'scripted') RETURNING id`,
    [marketId, new Date(tsMs), price],
  );
  return Number(rows[0]!.id);
}

describe('the entry', () => {
  it('is the last tick stored at acceptance, read from the database, not the newest this node holds in memory', async () => {
    t.clock.set(new Date(T0 + 1000));
    await t.tick('BTC/USDT', '50000', T0);
    const stored = await storeOnly(1, T0 + 500, '50100.5');
    expect(t.built.modules.marketData.state.lastTick(1)).toMatchObject({ ts: T0, price: 5_000_000n });
    const order = (await submit()).body.message;
    expect(order).toMatchObject({ open_price: '50100.50', status: 'open', void_reason: null });
    expect((await result(order.id)).proof.open_tick).toMatchObject({ id: stored, time: T0 + 500, price: '50100.50' });
  });

  it('is refused when the last tick stored at acceptance is older than the stated age, whatever this node holds in memory', async () => {
    const at = T0 + 100_000;
    t.clock.set(new Date(at));
    await t.tick('ETH/USDT', '3000', at - settings().priceMaxAgeMs - 1);
    // A feed whose clock runs ahead: this tick is stamped after the acceptance instant, so it is not the entry.
    await t.tick('ETH/USDT', '3333', at + 5000);
    expect(t.built.modules.marketData.state.lastTick(2)).toMatchObject({ ts: at + 5000 });
    // The earlier test's order is due by now: settle it first, so the balance compared is only this order's.
    await settle();
    const [u0, n0] = [await micro(), (await list('all')).length];
    expect((await submit({ match_id: 2 })).body).toMatchObject({ type: 'error', code: 'PRICE_STALE' });
    expect([await micro(), (await list('all')).length]).toEqual([u0, n0]);
    // Exactly the stated age is still fresh.
    const fresh = await storeOnly(2, at - settings().priceMaxAgeMs, '3001');
    const order = (await submit({ match_id: 2 })).body.message;
    expect(order.open_price).toBe('3001.00');
    expect((await result(order.id)).proof.open_tick.id).toBe(fresh);
  });
});

describe('the close', () => {
  it('waits for a stored tick after the settle time, so a tick stamped before it but stored late still counts', async () => {
    const at = T0 + 200_000;
    const settleAt = at + 30_000;
    t.clock.set(new Date(at));
    await t.tick('ETH/USDT', '3000', at);
    const order = (await submit({ match_id: 2, type: 'rise' })).body.message;
    await t.tick('ETH/USDT', '3010', settleAt - 1000);
    // Three seconds past the settle time, no later tick yet: the close may still change.
    t.clock.set(new Date(settleAt + 3000));
    await settle();
    expect((await result(order.id)).order).toMatchObject({ status: 'open', status_code: 2 });
    await t.tick('ETH/USDT', '2990', settleAt - 100); // stamped before the settle time, stored late
    await settle();
    expect((await result(order.id)).order.status).toBe('open');
    await t.tick('ETH/USDT', '2995', settleAt); // exactly at the settle time: it counts
    await t.tick('ETH/USDT', '3100', settleAt + 1); // after it: never the close, but the close is now final
    await settle();
    const done = await result(order.id);
    expect(done.order).toMatchObject({ status: 'settled', status_code: 3, result: 'loss', close_price: '2995.00', void_reason: null });
    expect(done.proof).toMatchObject({ close_tick: { time: settleAt, price: '2995.00' }, close_age_ms: 0, void_reason: null });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('settles from a fresh close once the stated maximum wait has passed without a later tick', async () => {
    const at = T0 + 300_000;
    const settleAt = at + 60_000;
    t.clock.set(new Date(at));
    await t.tick('BTC/USDT', '50000', at);
    const order = (await submit({ type: 'fall', seconds: 60 })).body.message;
    await t.tick('BTC/USDT', '49990', settleAt - 2000);
    t.clock.set(new Date(settleAt + settings().settleMaxWaitMs - 1));
    await settle();
    expect((await result(order.id)).order.status).toBe('open');
    t.clock.set(new Date(settleAt + settings().settleMaxWaitMs));
    await settle();
    expect((await result(order.id)).order).toMatchObject({ status: 'settled', result: 'win', close_price: '49990.00' });
  });

  it('is void when older than the stated age at the settle time, even when the feed comes back in time', async () => {
    const at = T0 + 400_000;
    const settleAt = at + 30_000;
    t.clock.set(new Date(at));
    await t.tick('BTC/USDT', '50000', at);
    await t.tick('ETH/USDT', '3000', at);
    const btc = (await submit({ match_id: 1 })).body.message;
    const eth = (await submit({ match_id: 2 })).body.message;
    await t.tick('BTC/USDT', '50500', settleAt - settings().closeMaxAgeMs - 1);
    await t.tick('ETH/USDT', '3050', settleAt - settings().closeMaxAgeMs);
    await t.tick('BTC/USDT', '50600', settleAt + 500);
    await t.tick('ETH/USDT', '3060', settleAt + 500);
    t.clock.set(new Date(settleAt + 600));
    await settle();
    expect((await result(btc.id)).order).toMatchObject({ status: 'void', status_code: 4, result: null, void_reason: 'close_tick_stale' });
    expect((await result(eth.id)).order).toMatchObject({ status: 'settled', result: 'win', close_price: '3050.00' });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });
});

describe('a stalled feed', () => {
  it('makes the order void: stake and fee come back through the ledger, and the order, the lists and the proof say why', async () => {
    const at = T0 + 500_000;
    t.clock.set(new Date(at));
    await t.tick('BTC/USDT', '50000', at);
    await settle(); // nothing else is left to move the balances
    const [u0, h0, f0] = [await micro(), await house(), await fees()];
    const order = (await submit({ type: 'rise', number: '100' })).body.message;
    expect(order).toMatchObject({ fee: '0.1', expected_profit: '80' });
    // The feed stalls: no tick at all. The clock's own timer starts the passes.
    await t.clock.advanceAsync(30_000 + settings().settleMaxWaitMs - 1);
    await settle();
    expect((await result(order.id)).order.status).toBe('open');
    await t.clock.advanceAsync(1);
    await settle();

    const done = await result(order.id);
    expect(done.order).toMatchObject({
      status: 'void',
      status_code: 4,
      result: null,
      void_reason: 'close_tick_stale',
      close_price: '50000.00',
      payout: '100.1',
      profit: '0',
    });
    expect(done.proof).toMatchObject({
      open_tick: { time: at, price: '50000.00' },
      close_tick: { id: done.proof.open_tick.id, time: at, price: '50000.00' },
      close_age_ms: 30_000,
      close_max_age_ms: 5000,
      void_reason: 'close_tick_stale',
      rule: { comparison: null, result: null },
      maths: { stake: '100', fee: '0.1', payout: '100.1', net: '0' },
    });
    // Everything is back where it was: the stake and the fee to the user, the possible profit to the house.
    expect([await micro(), await house(), await fees()]).toEqual([u0, h0, f0]);
    const { rows } = await t.db.query<{ idem_key: string; kind: string }>(
      'SELECT idem_key, kind FROM ledger_entries WHERE idem_key = ANY($1) ORDER BY id',
      [[`micro:settle:${order.id}`, `micro:fee_refund:${order.id}`]],
    );
    expect(rows.map((r) => r.kind)).toEqual(['micro.void', 'micro.fee_refund']);
    expect((await checkLedger(t.db)).problems).toEqual([]);

    expect(await list('void')).toEqual(await list(4));
    expect(await list('void')).toContain(order.id);
    expect(await list('history')).toContain(order.id);
    expect(await list('settled')).not.toContain(order.id);
    expect(await list('open')).not.toContain(order.id);
    // A void order is as final as a settled one.
    await expect(t.db.query(`UPDATE micro_orders SET status = 'settled', result = 'win' WHERE id = $1`, [order.id])).rejects.toThrow(
      /never changes/,
    );
    expect(await settle()).toBe(0);
  });
});
