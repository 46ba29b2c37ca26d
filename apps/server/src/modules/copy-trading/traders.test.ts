/**
 * Traders and statistics: applying (Lv1 and a closed position, the page says why not), the
 * operator's review with a reason, the leaderboard and its sorts, statistics recomputed by the
 * clock every hour against a hand-worked example, SPEC section 5's rounding rule, no endpoint
 * that takes a statistic or a follower count, and a property: every copy's money reconciles with
 * the ledger.
 */
import fc from 'fast-check';
import { parseUnits } from '@bourse/money';
import { copyTradingEndpoints, type Page, type TraderCard, type TraderSelf, TRADER_STATS_EVERY_MS } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/harness';
import { kit } from './kit.test-helpers';
import { copyLotsCents, roundProportionalLots, traderStats } from './rules';

let t: TestApp;
const k = kit(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await k.steady(['BTC/USDT', '50000']);
});
afterAll(async () => {
  await t?.dispose();
});

describe('applying and the review', () => {
  it('needs Lv1 and a closed position, a valid name and share; the operator rejects with a reason, then approves', async () => {
    const u = await k.user();
    const apply = (body: Record<string, unknown> = {}) =>
      t.call<TraderSelf>('POST', '/follow/apply', { name: 'Alice', profit_share: '5', ...body }, { token: u.token });
    expect((await apply()).body).toMatchObject({ code: 'TRADER_APPLY_KYC_REQUIRED' });
    await t.verify(u, 1);
    await k.steady();
    expect((await apply()).body).toMatchObject({ code: 'TRADER_APPLY_HISTORY_REQUIRED' });
    expect((await t.call<{ trader: TraderSelf }>('GET', '/follow/my', {}, { token: u.token })).body.message.trader).toMatchObject({
      status: 'none',
      verified: true,
      closed_positions: 0,
    });
    const p = await k.open(u.token, { share: 1 });
    await k.close(u.token, p.id);
    expect((await apply({ profit_share: '10.01' })).body).toMatchObject({ code: 'PROFIT_SHARE_INVALID' });
    expect((await apply({ name: 'A' })).body).toMatchObject({ code: 'TRADER_NAME_INVALID' });
    expect((await apply()).body.message).toMatchObject({ status: 'pending', profit_share_percent: '5' });
    expect((await apply()).body).toMatchObject({ code: 'TRADER_APPLICATION_EXISTS' });

    const op = await t.operatorToken('compliance');
    const queue = await t.call<Page<{ user_id: number }>>('GET', '/operator/traders', {}, { token: op });
    expect(queue.body.message.data.map((a) => a.user_id)).toContain(u.userId);
    expect((await t.call('POST', '/operator/traders/reject', { id: u.userId }, { token: op })).body).toMatchObject({
      code: 'REJECT_REASON_REQUIRED',
    });
    await t.call('POST', '/operator/traders/reject', { id: u.userId, reason: 'Too few trades' }, { token: op });
    expect((await t.call<{ trader: TraderSelf }>('GET', '/follow/my', {}, { token: u.token })).body.message.trader).toMatchObject({
      status: 'rejected',
      reject_reason: 'Too few trades',
    });
    expect((await t.call('POST', '/operator/traders/approve', { id: u.userId }, { token: op })).body).toMatchObject({
      code: 'APPLICATION_NOT_PENDING',
    });
    await apply();
    const ok = await t.call('POST', '/operator/traders/approve', { id: u.userId }, { token: op });
    expect(ok.body.message).toMatchObject({ status: 'approved' });
    const audit = await t.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE target = $1 ORDER BY id`, [`user:${u.userId}`]);
    expect(audit.rows.map((r) => r.action)).toEqual(['trader.reject', 'trader.approve']);
    // Users cannot reach the console's calls.
    expect((await t.call('POST', '/operator/traders/approve', { id: u.userId }, { token: u.token })).body.type).toBe('999');
  });

  it('a follower cannot apply until they cancel', async () => {
    const trader = await k.trader();
    const u = await k.user();
    await t.verify(u, 1);
    await k.steady();
    const p = await k.open(u.token, { share: 1 });
    await k.close(u.token, p.id);
    await k.follow(u, trader.userId);
    const r = await t.call('POST', '/follow/apply', { name: 'Bob', profit_share: '1' }, { token: u.token });
    expect(r.body).toMatchObject({ code: 'TRADER_APPLY_FOLLOWING' });
  });
});

describe('statistics', () => {
  it('match a hand-worked example', () => {
    // Margins 100, 100, 200; net +50, -75, +20 (a long, a long, a short).
    const s = traderStats([
      { side: 'long', net: 50n, margin: 100n, closedMs: 1 },
      { side: 'long', net: -75n, margin: 100n, closedMs: 2 },
      { side: 'short', net: 20n, margin: 200n, closedMs: 3 },
    ]);
    // PnL -5; ROI -5/400 = -1.25 %; win rate 2/3 = 66.6666 %; index 1 -> 1.5 -> 0.375 -> 0.4125:
    // the drawdown is (1.5 - 0.375) / 1.5 = 75 %.
    expect(s).toMatchObject({
      totalPnl: -5n,
      roiPpm: -12_500n,
      winRatePpm: 666_666,
      drawdownPpm: 750_000,
      longWins: 1,
      shortWins: 1,
      closedTrades: 3,
    });
    expect(s.curve).toEqual([
      [1, '50'],
      [2, '-25'],
      [3, '-5'],
    ]);
  });

  it('are recomputed by the clock every hour, say when, and sort', async () => {
    const trader = await k.trader();
    const board = async (sort: string) => (await t.call<Page<TraderCard>>('GET', '/follow/index', { sort })).body.message.data;
    const before = (await board('pnl')).find((c) => c.user_id === trader.userId)!;
    expect(before.computed_at).not.toBeNull();
    expect(before.closed_trades).toBe(1);
    const p = await k.open(trader.token, { share: 1 });
    await k.steady(['BTC/USDT', '51000']);
    await k.close(trader.token, p.id);
    await k.steady(['BTC/USDT', '50000']);
    await t.clock.advanceAsync(TRADER_STATS_EVERY_MS);
    await t.built.modules.copyTrading.traders.idle();
    const after = (await board('pnl')).find((c) => c.user_id === trader.userId)!;
    expect(after.closed_trades).toBe(2);
    expect(Date.parse(after.computed_at!)).toBeGreaterThan(Date.parse(before.computed_at!));
    for (const [sort, key, dir] of [
      ['pnl', 'total_pnl', -1],
      ['roi', 'roi_percent', -1],
      ['win_rate', 'win_rate_percent', -1],
      ['drawdown', 'max_drawdown_percent', 1],
      ['followers', 'followers', -1],
    ] as const) {
      const values = (await board(sort)).map((c) => Number(c[key]));
      expect(values, sort).toEqual([...values].sort((x, y) => (x - y) * dir));
    }
  });

  it('no endpoint takes a statistic or a follower count', () => {
    const forbidden = /followers|pnl|roi|win|drawdown|accuracy|statistic|computed|earning/i;
    for (const [key, def] of Object.entries(copyTradingEndpoints)) {
      const shape = (def.input as unknown as z.ZodObject).shape as Record<string, unknown>;
      for (const field of Object.keys(shape)) expect(forbidden.test(field), `${key} ${field}`).toBe(false);
    }
  });
});

describe('SPEC section 5: proportional lots', () => {
  it('rounds a result above 1 that is not whole to two decimals', () => {
    expect(roundProportionalLots(12_345n)).toBe(123n); // 1.2345 -> 1.23
    expect(roundProportionalLots(12_355n)).toBe(124n); // 1.2355 -> 1.24 (half up)
    expect(roundProportionalLots(30_000n)).toBe(300n); // 3 stays 3
    expect(roundProportionalLots(5_000n)).toBe(50n); // 0.5: not above 1, kept (the market refuses it)
    expect(copyLotsCents('multiple', 150, 3)).toBe(450n); // 3 x 1.5 = 4.5
    expect(copyLotsCents('lots', 300, 7)).toBe(300n); // fixed lots ignore the trader's
  });
});

describe('reconciliation (property)', () => {
  it("every copy's margin, fee, PnL and profit share match the follower's and the trader's ledger balances", async () => {
    const trader = await k.trader('10', '100000');
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: -900, max: 900 }),
        async (n, lots, move) => {
          const f = await k.user('1000');
          await k.follow(f, trader.userId, { type: 1, number: String(n) });
          const [f0, t0] = [await k.lever(f.userId), await k.lever(trader.userId)];
          const p = await k.open(trader.token, { share: lots });
          await k.steady(['BTC/USDT', String(50_000 + move)]);
          await k.close(trader.token, p.id);
          await t.call('POST', '/follow/cancel', { follow_user_id: trader.userId }, { token: f.token });
          const [c] = await k.copies(f);
          const minor = (v: string | null) => parseUnits(v ?? '0', 6, { allowNegative: true });
          expect(c).toMatchObject({ status: 'closed', lots: String(n * lots) });
          expect(await k.lever(f.userId)).toBe(f0 + minor(c!.pnl) - minor(c!.profit_share));
          expect(minor(c!.profit_share)).toBe(minor(c!.pnl) > 0n ? (minor(c!.pnl) * 100_000n) / 1_000_000n : 0n);
          expect((await k.lever(trader.userId)) - t0 - minor(c!.profit_share)).toBe(await traderNet(p.id));
          await k.ledgerOk();
          await k.steady(['BTC/USDT', '50000']);
        },
      ),
      { numRuns: 4 },
    );
  });
});

async function traderNet(positionId: number): Promise<bigint> {
  const row = (await t.built.modules.lever.ports.copy.position(t.db, positionId))!;
  return BigInt(row.pnl!) - BigInt(row.fee) - BigInt(row.overnight_total);
}
