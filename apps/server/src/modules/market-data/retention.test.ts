/**
 * Raw-tick retention (retention.ts): ticks past TICK_RETENTION_DAYS go, except the ticks a proof
 * names with the 30 s around them and each market's last tick; candles stay; nothing else can
 * delete a tick; and every table that stores a tick id has a keeper, so a new product cannot
 * lose its proofs to the job unnoticed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MicroOrder, MicroResult } from '@bourse/contract';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
const DAY = 86_400_000;
// Older than the 30-day retention by the real clock too: the database refuses deleting a tick of the last day.
const T0 = Math.floor((Date.now() - 40 * DAY) / 1000) * 1000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

const tickIds = async () => new Set((await t.db.query<{ id: number }>('SELECT id FROM ticks')).rows.map((r) => r.id));
const idsAt = async (symbol: string, ts: number) =>
  (
    await t.db.query<{ id: number }>('SELECT t.id FROM ticks t JOIN markets m ON m.id = t.market_id WHERE m.symbol = $1 AND t.ts = $2', [
      symbol,
      new Date(ts),
    ])
  ).rows.map((r) => r.id);

/** A settled 30 s seconds order whose proof names ticks at T0 and T0 + 30 s. */
async function settledOrder(): Promise<{ token: string; id: number }> {
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
  expect(order.body).toMatchObject({ type: 'ok' });
  for (const [dt, price] of [
    [15_000, '50010'],
    [30_000, '50007'],
    [50_000, '50020'],
  ] as const) {
    await t.tick('BTC/USDT', price, T0 + dt);
  }
  // Past the tick after the settle time (T0 + 50 s): the order is ready to settle on its close tick.
  t.clock.set(new Date(order.body.message.settle_time + 21_000));
  let status = 'open';
  for (let i = 0; i < 5 && status !== 'settled'; i++) {
    await t.built.modules.microtrade.settler.settleDue();
    status = (await t.call<MicroResult>('GET', '/microtrade/get_result', { id: order.body.message.id }, { token: user.token })).body.message
      .order.status;
  }
  expect(status).toBe('settled');
  return { token: user.token, id: order.body.message.id };
}

describe('raw tick retention', () => {
  it('deletes old ticks nobody names, keeps a proof’s ticks with the 30 s around them, each market’s last tick and every candle', async () => {
    const order = await settledOrder();
    await t.tick('BTC/USDT', '50100', T0 + 10 * 60_000);
    await t.tick('ETH/USDT', '3000', T0 + 5 * 60_000);
    await t.tick('ETH/USDT', '3001', T0 + 6 * 60_000);
    const recent = Date.now() - 3_600_000;
    await t.tick('BTC/USDT', '51000', recent);
    const before = await tickIds();
    // The BTC tick ten minutes later (outside the proof's 30 s) and ETH's older tick.
    const doomed = [...(await idsAt('BTC/USDT', T0 + 10 * 60_000)), ...(await idsAt('ETH/USDT', T0 + 5 * 60_000))];
    expect(doomed).toHaveLength(2);
    const candles = (await t.db.query('SELECT 1 FROM klines')).rows.length;

    t.clock.set(new Date(Date.now()));
    const deleted = await t.built.modules.marketData.retention.run();
    const after = await tickIds();
    const gone = [...before].filter((id) => !after.has(id));
    expect(gone.sort()).toEqual(doomed.sort());
    expect(deleted).toBe(gone.length);
    // The proof's whole path and the 30 s after the close (T0 + 50 s), ETH's last tick, the recent one.
    for (const [symbol, ts] of [
      ['BTC/USDT', T0],
      ['BTC/USDT', T0 + 15_000],
      ['BTC/USDT', T0 + 30_000],
      ['BTC/USDT', T0 + 50_000],
      ['ETH/USDT', T0 + 6 * 60_000],
      ['BTC/USDT', recent],
    ] as const) {
      expect(await idsAt(symbol, ts), `${symbol} at ${ts - T0}`).toHaveLength(1);
    }
    expect((await t.db.query('SELECT 1 FROM klines')).rows.length).toBe(candles);
    const proof = await t.call<MicroResult>('GET', '/microtrade/get_result', { id: order.id }, { token: order.token });
    expect(proof.body.message.order.status).toBe('settled');
    // A second pass finds nothing more.
    expect(await t.built.modules.marketData.retention.run()).toBe(0);
  });

  it('refuses any other delete of a tick, and an update always', async () => {
    const [oldId] = await idsAt('BTC/USDT', T0);
    await expect(t.db.query('DELETE FROM ticks WHERE id = $1', [oldId])).rejects.toThrow(/append-only/);
    await expect(t.db.query("UPDATE ticks SET price = '1' WHERE id = $1", [oldId])).rejects.toThrow(/append-only/);
    // Even in a transaction that says it is the retention job: not a tick of the last day.
    const recent = (await t.db.query<{ id: number }>("SELECT id FROM ticks WHERE ts > now() - interval '1 day' LIMIT 1")).rows[0]!.id;
    await expect(
      t.db.tx(async (ex) => {
        await ex.query("SELECT set_config('bourse.tick_retention', 'on', true)");
        await ex.query('DELETE FROM ticks WHERE id = $1', [recent]);
      }),
    ).rejects.toThrow(/append-only/);
  });

  it('has a keeper for every table that stores a tick id', async () => {
    const { rows } = await t.db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name <> 'ticks'
          AND (column_name LIKE '%tick_id%' OR column_name LIKE '%tick_ids%' OR column_name = 'close_mark')`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const names = t.built.modules.marketData.retention.keeperNames.join(' ');
    for (const r of rows)
      expect(names, `${r.table_name}.${r.column_name} has no tick keeper`).toContain(`${r.table_name}.${r.column_name}`);
  });
});
