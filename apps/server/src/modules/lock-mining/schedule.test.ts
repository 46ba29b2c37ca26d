/**
 * The interest scheduler: 30 days of interest across two restarts, each day paid exactly once
 * (also when two passes run at once), the principal back at expiry; and 1,000 subscriptions at
 * once against a treasury that covers 100: exactly 100 accepted.
 */
import type { LockOrder } from '@bourse/contract';
import { getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { payDueBatch } from './payout';
import type { DueCursor } from './store';
import { createProduct, fundTreasury, ledgerProblems } from './testkit';

const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  // Sessions outlive the 30 simulated days.
  t = await createTestApp({ SESSION_TTL_HOURS: '2160', SESSION_IDLE_HOURS: '2160' });
});
afterAll(async () => {
  await t?.dispose();
});

const eth = (userId: number, book = 'exchange') => getBalance(t.db, userAccount(userId, 'ETH', book));
const payDue = () => t.built.modules.lockMining.scheduler.payDue();
const count = async (sql: string, params: unknown[]) => Number((await t.db.query<{ n: string }>(sql, params)).rows[0]!.n);

describe('30 days of interest across two restarts', () => {
  it('pays each day exactly once and the principal at expiry', async () => {
    const p = await createProduct(t, { currency_id: 2, day: 30, interest_rate: '0.1', save_min: '0.5', dividend_time: '06:00' });
    await fundTreasury(t, 2, '1');
    const users = [await t.newUser(), await t.newUser(), await t.newUser()];
    const orders: LockOrder[] = [];
    for (const [i, u] of users.entries()) {
      await t.fund(u.userId, 'ETH', '10');
      const r = await t.call<LockOrder>('POST', '/lh/deposit', { config_id: p.id, amount: String(i + 1) }, { token: u.token });
      expect(r.body.type).toBe('ok');
      orders.push(r.body.message);
    }
    const start = orders[0]!.start_at;
    expect(orders.every((o) => o.start_at === start && o.end_at === start + 30 * DAY)).toBe(true);

    // Days 1 to 10, one at a time, on the clock's timer (and a second pass racing the first).
    for (let day = 1; day <= 10; day++) {
      t.clock.set(new Date(start + day * DAY - 1));
      await payDue();
      expect(await count('SELECT count(*) AS n FROM lock_interest WHERE order_id = $1', [orders[0]!.id])).toBe(day - 1);
      await t.clock.advanceAsync(10_000);
      await Promise.all([payDue(), payDue()]);
    }
    // Down over days 11 to 20: the restart pays them all at once.
    await t.restart();
    t.clock.set(new Date(start + 20 * DAY + 3_600_000));
    await t.restart();
    expect(await count('SELECT count(*) AS n FROM lock_interest WHERE order_id = $1', [orders[0]!.id])).toBe(20);
    // Down again, past the expiry.
    t.clock.set(new Date(start + 31 * DAY));
    await t.restart();
    await payDue();

    for (const [i, u] of users.entries()) {
      const o = orders[i]!;
      const daily = BigInt(i + 1) * 100_000n; // (i + 1) ETH x 0.1 %
      expect(await count('SELECT count(*) AS n FROM lock_interest WHERE order_id = $1', [o.id])).toBe(30);
      expect(
        await count(`SELECT count(*) AS n FROM ledger_entries WHERE kind = 'lock.interest' AND meta->>'orderId' = $1`, [String(o.id)]),
      ).toBe(30);
      expect(await count(`SELECT count(DISTINCT day) AS n FROM lock_interest WHERE order_id = $1`, [o.id])).toBe(30);
      expect(await eth(u.userId)).toEqual({ available: 1_000_000_000n + 30n * daily, frozen: 0n });
      expect(await eth(u.userId, 'lock')).toEqual({ available: 0n, frozen: 0n });
      const list = await t.call<{ data: LockOrder[] }>('GET', '/lh/deposit/order', { status: 2 }, { token: u.token });
      expect(list.body.message.data[0]).toMatchObject({
        id: o.id,
        status: 'redeemed',
        redeem_type: 'expiry',
        days_paid: 30,
        returned: o.amount,
        penalty: '0',
      });
    }
    const treasury = await getBalance(t.db, systemAccount('treasury', 'ETH', 'lock-mining'));
    expect(treasury).toEqual({ available: 100_000_000n - 6n * 30n * 100_000n, frozen: 0n });
    expect(await ledgerProblems(t)).toEqual([]);
  });
});

describe('1,000 subscriptions at once', () => {
  it('against a treasury that covers 100: exactly 100 accepted', async () => {
    const p = await createProduct(t, { currency_id: 2, day: 10, interest_rate: '1', save_min: '0.1' });
    // Each order of 0.1 ETH owes 0.1 x 1 % x 10 = 0.01 ETH; the book is left with exactly 1 ETH free.
    const free = (await getBalance(t.db, systemAccount('treasury', 'ETH', 'lock-mining'))).available;
    await fundTreasury(t, 2, (Number(100_000_000n - free) / 1e8).toFixed(8));
    const users = await Promise.all(Array.from({ length: 10 }, () => t.newUser()));
    for (const u of users) await t.fund(u.userId, 'ETH', '100');
    const replies = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        t.call('POST', '/lh/deposit', { config_id: p.id, amount: '0.1' }, { token: users[i % 10]!.token }),
      ),
    );
    const codes = replies.map((r) => (r.body.type === 'ok' ? 'ok' : r.body.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(100);
    expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set(['LOCK_AWAITING_FUNDING']));
    expect(await count('SELECT count(*) AS n FROM lock_orders WHERE product_id = $1', [p.id])).toBe(100);
    expect(await getBalance(t.db, systemAccount('treasury', 'ETH', 'lock-mining'))).toMatchObject({ available: 0n });
    let spot = 0n;
    for (const u of users) spot += (await eth(u.userId)).available;
    expect(spot).toBe(10n * 10_000_000_000n - 100n * 10_000_000n);
    expect(await ledgerProblems(t)).toEqual([]);
  });
});

describe('a pass in batches', () => {
  it('walks the due orders batch after batch from its cursor, paying each once', async () => {
    // The 100 orders of the test above, one day on: batches of 30 from the cursor.
    const { rows } = await t.db.query<{ start_at: Date }>(`SELECT min(start_at) AS start_at FROM lock_orders WHERE status = 'in_progress'`);
    const now = new Date(rows[0]!.start_at.getTime() + DAY + 1);
    const sizes: number[] = [];
    let cursor: DueCursor | undefined;
    for (;;) {
      const batch = await t.db.tx((ex) => payDueBatch(ex, now, 30, cursor));
      sizes.push(batch.paid.length);
      if (batch.paid.length < 30) break;
      expect(batch.cursor).toBeDefined();
      cursor = batch.cursor;
    }
    expect(sizes).toEqual([30, 30, 30, 10, 0].slice(0, sizes.length));
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(100);
    expect(await count(`SELECT count(*) AS n FROM lock_interest WHERE paid_at = $1`, [now])).toBe(100);
    expect(
      await count(`SELECT count(*) AS n FROM (SELECT order_id FROM lock_interest GROUP BY order_id, day HAVING count(*) > 1) d`, []),
    ).toBe(0);
    expect(await ledgerProblems(t)).toEqual([]);
  });
});
