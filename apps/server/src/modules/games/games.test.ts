/**
 * The mini game through the API: the state, predicting (once a day, for tomorrow, no stake: no
 * ledger entry), rounds settled from the recorded ticks across a restart with their proof, a void
 * round when the feed had no tick near the day's start, the weekly leaderboard, and prizes from a
 * funded game campaign (once, and marked unfunded when no campaign can pay).
 */
import type { Coupon, CouponCampaignAdmin, CouponCenter, GameBoard, GamePrediction, GameState } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

const DAY = 86_400_000;
const MONDAY = Date.parse('2027-03-01T00:00:00Z');
const TUESDAY = MONDAY + DAY;
let t: TestApp;
let a: { token: string; userId: number };
let b: { token: string; userId: number };
let c: { token: string; userId: number };

beforeAll(async () => {
  // The game runs over two weeks of the test clock: sessions outlive it.
  t = await createTestApp({ SESSION_IDLE_HOURS: String(24 * 30) });
  t.clock.set(new Date(MONDAY - DAY));
  [a, b, c] = [await t.newUser(), await t.newUser(), await t.newUser()];
});
afterAll(async () => {
  await t?.dispose();
});

const predict = (token: string, direction: unknown) => t.call<GamePrediction>('POST', '/game/predict', { direction }, { token });
const state = (token?: string) => t.call<GameState>('GET', '/game/state', {}, token ? { token } : {});
const history = async (token: string) => (await t.call<GamePrediction[]>('GET', '/game/history', {}, { token })).body.message;
const board = async (week?: string, token?: string) =>
  (await t.call<GameBoard>('GET', '/game/leaderboard', week ? { week } : {}, token ? { token } : {})).body.message;
const entries = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_entries')).rows[0]!.n);
/** A game-prize campaign made in the console, as an operator would. */
async function gameCampaign(value: string, budget: string): Promise<CouponCampaignAdmin> {
  const token = await t.operatorToken('finance');
  const body = { kind: 'stake_voucher', currency_id: 3, value, budget, valid_days: 7, claim_days: 365, audience: 'game' };
  return (await t.call<CouponCampaignAdmin>('POST', '/operator/coupons/campaigns', body, { token })).body.message;
}
/** Record a BTC tick at an instant (the clock goes there first). */
async function tickAt(ms: number, price: string) {
  t.clock.set(new Date(ms));
  await t.tick('BTC/USDT', price, ms);
}

describe('predicting', () => {
  it('takes one prediction a day for tomorrow, with no stake and no ledger entry', async () => {
    t.clock.set(new Date(MONDAY + 10 * 3_600_000));
    const before = await entries();
    const r = await predict(a.token, 'up');
    expect(r.body.message).toMatchObject({ day: '2027-03-02', direction: 'up', status: 'pending', points: 0 });
    expect(r.body.message.round).toMatchObject({
      day: '2027-03-02',
      symbol: 'BTC/USDT',
      opens_at: TUESDAY,
      closes_at: TUESDAY + DAY,
      result: null,
    });
    expect((await predict(a.token, 'down')).body.code).toBe('GAME_ALREADY_PREDICTED');
    expect((await predict(b.token, 'down')).body.type).toBe('ok');
    expect((await predict(c.token, 'up')).body.type).toBe('ok');
    expect(await entries()).toBe(before);
    const s = (await state(a.token)).body.message;
    expect(s.next.day).toBe('2027-03-02');
    expect(s.current.day).toBe('2027-03-01');
    expect(s.my_next).toMatchObject({ direction: 'up' });
    expect(s.my_current).toBeNull();
    expect(s).toMatchObject({ points_right: 10, prize_places: 3, my_week_points: 0 });
  });

  it('refuses a bad direction, extra fields and a visitor', async () => {
    expect((await predict(a.token, 'sideways')).body.code).toBe('GAME_DIRECTION_INVALID');
    expect((await t.call('POST', '/game/predict', { direction: 'up', stake: '1' }, { token: a.token })).body.code).toBe('UNKNOWN_FIELD');
    expect((await t.call('POST', '/game/predict', { direction: 'up' })).body.type).toBe('999');
    expect((await state()).body.message).toMatchObject({ my_next: null, my_week_points: null });
    expect((await t.call('GET', '/game/leaderboard', { week: '2027-02-30' })).body.code).toBe('GAME_DAY_INVALID');
  });
});

describe('settlement', () => {
  it('settles a round across a restart from the recorded ticks, with both ticks as its proof', async () => {
    // The game's settler is down while the day's ticks are recorded (a server that stopped).
    await t.built.modules.games.settler.stop();
    await tickAt(TUESDAY - 10_000, '50000');
    await tickAt(TUESDAY + DAY - 5_000, '51000');
    await tickAt(TUESDAY + DAY + 5_000, '51000');
    // Past the day's end while it was down: still pending until the restart's first pass.
    t.clock.set(new Date(TUESDAY + DAY + 10_000));
    expect((await history(a.token))[0]!.status).toBe('pending');
    await t.restart();
    const [mine] = await history(a.token);
    expect(mine).toMatchObject({ day: '2027-03-02', status: 'right', points: 10 });
    expect(mine!.round).toMatchObject({ result: 'up' });
    expect(mine!.round.open_tick).toMatchObject({ time: TUESDAY - 10_000 });
    expect(mine!.round.close_tick).toMatchObject({ time: TUESDAY + DAY - 5_000 });
    expect(Number(mine!.round.open_tick!.price)).toBe(50000);
    expect(Number(mine!.round.close_tick!.price)).toBe(51000);
    // The ticks it cites are the recorded ones.
    const ids = [mine!.round.open_tick!.id, mine!.round.close_tick!.id];
    expect((await t.db.query('SELECT id FROM ticks WHERE id = ANY($1::bigint[])', [ids])).rows).toHaveLength(2);
    expect((await history(b.token))[0]).toMatchObject({ status: 'wrong', points: 0 });
    // A second pass changes nothing.
    expect(await t.built.modules.games.settler.run()).toBe(0);
  });

  it('makes a round void, no points, when the feed had no tick near the day’s start; the first tick after the day settles it', async () => {
    const wednesday = TUESDAY + DAY;
    t.clock.set(new Date(wednesday + 3_600_000));
    // b predicts Thursday, whose start has no tick within five minutes before it.
    expect((await predict(b.token, 'up')).body.type).toBe('ok');
    await tickAt(wednesday + 2 * DAY - 5_000, '52000');
    await tickAt(wednesday + 2 * DAY + 5_000, '52000');
    // No pass is called here: the tick after the day's end wakes the settler.
    await vi.waitFor(async () => expect((await history(b.token))[0]!.status).not.toBe('pending'), { timeout: 5000, interval: 50 });
    expect((await history(b.token))[0]).toMatchObject({
      day: '2027-03-04',
      status: 'void',
      points: 0,
      round: { result: 'void', open_tick: null },
    });
  });
});

describe('leaderboard and prizes', () => {
  it('ranks the week by points and, once it is over, gives its top places coupons from the funded game campaign', async () => {
    const campaign = await gameCampaign('10', '15');
    const live = await board('2027-03-01', a.token);
    expect(live).toMatchObject({ week: '2027-03-01', final: false });
    expect(live.rows.map((r) => [r.points, r.me, r.prize])).toEqual([
      [10, true, null],
      [10, false, null],
      [0, false, null],
    ]);
    expect(live.rows[0]!.name).toMatch(/^U\*\*\*\d{3}$/);
    expect((await state(a.token)).body.message.prize).toMatchObject({ kind: 'stake_voucher', value: '10' });
    t.clock.set(new Date(MONDAY + 7 * DAY + 60_000));
    await t.built.modules.games.settler.run();
    const done = await board('2027-03-01', a.token);
    // The budget of 15 covers one coupon of 10: first place gets it, second is marked unfunded; nobody without points wins.
    expect(done.final).toBe(true);
    expect(done.rows.map((r) => r.prize)).toEqual(['granted', 'unfunded', null]);
    const won = (await t.call<CouponCenter>('GET', '/coupons/center', {}, { token: a.token })).body.message.coupons;
    expect(won.map((x: Coupon) => [x.source, x.kind, x.campaign_id])).toEqual([['game', 'stake_voucher', campaign.id]]);
    // Decided once: another pass and a restart give nothing more.
    await t.built.modules.games.settler.run();
    await t.restart();
    expect((await t.db.query('SELECT 1 FROM coupons WHERE source = $1', ['game'])).rows).toHaveLength(1);
    expect((await board()).week).toBe('2027-03-08');
  });
});
