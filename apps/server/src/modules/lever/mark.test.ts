/**
 * Issue 12, item 3 and the threshold of item 6: liquidation and the risk rate follow the mark price
 * (the median of the last ten seconds of recorded ticks, at least five), not one tick; each
 * liquidation's proof carries the mark, its ticks and the threshold, and the insurance fund pays a
 * loss beyond the margin; a position keeps the threshold
 * it was opened under; leverage above the cap waits for the user's confirmation. Ticks come a
 * second apart on the test clock, as the feed sends them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LeverPosition,
  type LeverProof,
  type LeverTerms,
  MARK_PRICE_MIN_TICKS,
  MARK_PRICE_WINDOW_MS,
  type Page,
} from '@bourse/contract';
import { markPrice } from '@bourse/maths/lever';
import { parseUnits } from '@bourse/money';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
const USDT = 1_000_000n;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

/** One BTC tick, a second after the last, handled by the watcher. */
async function next(price: string): Promise<void> {
  t.clock.advance(1000);
  await t.tick('BTC/USDT', price);
  await t.built.modules.lever.watcher.idle();
}

/** A window's worth of ticks at one price (past the window first), so mark and last price agree. */
async function steady(price: string): Promise<void> {
  t.clock.advance(MARK_PRICE_WINDOW_MS);
  for (let i = 0; i < MARK_PRICE_MIN_TICKS; i++) await t.tick('BTC/USDT', price);
  await t.built.modules.lever.watcher.idle();
}

async function trader() {
  const user = await t.newUser();
  await t.fund(user.userId, 'USDT', '1000', 'lever');
  await steady('50000');
  return user;
}

const submit = (token: string, body: Record<string, unknown>) =>
  t.call<LeverPosition>('POST', '/lever/submit', { currency_id: 1, share: 10, multiple: 10, type: 1, ...body }, { token });

async function open(token: string, body: Record<string, unknown> = {}): Promise<LeverPosition> {
  const r = await submit(token, body);
  if (r.body.type !== 'ok') throw new Error(JSON.stringify(r.body));
  return r.body.message;
}

const confirm = (token: string, accept: unknown = true) =>
  t.call<{ confirmed_at: string; leverage_cap: number }>('POST', '/lever/confirm_risk', { accept }, { token });
const terms = async (token: string) => (await t.call<LeverTerms>('POST', '/lever/deal', { currency_id: 1 }, { token })).body.message;
const proofOf = async (token: string, id: number) => (await t.call<LeverProof>('GET', '/lever/proof', { id }, { token })).body.message;
const position = async (token: string, id: number) => (await proofOf(token, id)).position;
const openPosition = async (token: string, id: number) =>
  (await t.call<Page<LeverPosition>>('POST', '/lever/my_trade', { status: 'open' }, { token })).body.message.data.find((p) => p.id === id);
const lever = (userId: number) => getBalance(t.db, userAccount(userId, 'USDT', 'lever'));
const sys = async (name: 'house' | 'insurance') => (await getBalance(t.db, systemAccount(name, 'USDT'))).available;

describe('the mark price', () => {
  it('lets a 100x long ride out a one-tick blip, liquidates it when the move lasts, and proves it with the mark', async () => {
    const user = await trader();
    expect((await confirm(user.token)).body.type).toBe('ok');
    // 10 lots = 0.01 BTC at 50,000: 500 notional, 5 margin; 10 % of it left at 49,550.
    const p = await open(user.token, { multiple: 100 });
    expect(p).toMatchObject({ leverage: 100, liquidation_price: '49550.00', liquidation_risk_percent: '10', mark_price: '50000.00' });

    // 50,000 -> 49,500 -> 50,000 in single ticks: the last price crossed 49,550, the mark did not.
    await next('49500');
    expect(await position(user.token, p.id)).toMatchObject({ status: 'open', mark_price: '50000.00', last_price: '49500.00' });
    await next('50000');
    expect((await position(user.token, p.id)).status).toBe('open');

    // Then 49,500 holds. Six ticks at 50,000 in the window: the mark reaches 49,500 once 49,500 is most of it.
    for (let i = 0; i < 5; i++) await next('49500');
    // 6 against 6: the mean of the two middle prices.
    expect(await position(user.token, p.id)).toMatchObject({ status: 'open', mark_price: '49750.00', risk_rate: '50.00' });
    await next('49500');
    const proof = await proofOf(user.token, p.id);
    expect(proof.position).toMatchObject({ status: 'closed', close_reason: 'liquidation', close_price: '49500.00', pnl: '-5' });
    expect(proof.maths).toMatchObject({ liquidation_risk_percent: '10', risk_rate_at_close: '0.00', raw_pnl: '-5' });
    expect(proof.mark).toMatchObject({ price: '49500.00', window_ms: MARK_PRICE_WINDOW_MS });
    const inputs = proof.mark!.ticks;
    expect(inputs.map((x) => x.price).sort()).toEqual([...Array(7).fill('49500.00'), ...Array(6).fill('50000.00')]);
    // The newest input is the tick that closed it; anyone can take the median again.
    expect(inputs[inputs.length - 1]).toEqual(proof.close_tick);
    expect(markPrice(inputs.map((x) => ({ price: parseUnits(x.price, 2), source: x.source })))).toBe(4_950_000n);
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('refuses a market order that the mark price would liquidate as it opens', async () => {
    const user = await trader();
    await confirm(user.token);
    // A spike to 50,600: a 100x long there would be liquidated at 50,144.60, above the mark (50,000).
    await next('50600');
    const r = await submit(user.token, { multiple: 100 });
    expect(r.body.code).toBe('LIQUIDATION_AT_OPEN');
    const list = await t.call<Page<LeverPosition>>('POST', '/lever/my_trade', { status: 'history' }, { token: user.token });
    expect(list.body.message.total).toBe(0);
    const p = await open(user.token, { multiple: 10 });
    await t.call('POST', '/lever/close', { id: p.id }, { token: user.token });
  });
});

describe('a lasting gap past the liquidation price', () => {
  it('liquidates at the mark price once a gap lasts, and the insurance fund pays a loss beyond the margin', async () => {
    const user = await trader();
    const p = await open(user.token);
    const [insurance0, house0] = [await sys('insurance'), await sys('house')];
    // The price gaps from 50,000 to 40,000, past the liquidation price (45,500), for four ticks a
    // second apart: 4 of the window's 9 ticks, so the mark (their median) stays at 50,000.
    for (let i = 0; i < 4; i++) await next('40000');
    expect(await openPosition(user.token, p.id)).toMatchObject({ mark_price: '50000.00', last_price: '40000.00', risk_rate: '100.00' });
    // Still there past the window: the mark is 40,000, a 100 USDT loss on 50 of margin.
    t.clock.advance(MARK_PRICE_WINDOW_MS - 4000);
    await next('40000');
    const proof = (await t.call<LeverProof>('GET', '/lever/proof', { id: p.id }, { token: user.token })).body.message;
    expect(proof.position).toMatchObject({
      status: 'closed',
      close_reason: 'liquidation',
      close_price: '40000.00',
      pnl: '-50',
      insurance_paid: '50',
    });
    // Fewer than five ticks lie in the last ten seconds: the window reaches back to the last five.
    expect(proof.mark).toMatchObject({ price: '40000.00', window_ms: MARK_PRICE_WINDOW_MS });
    expect(proof.mark!.ticks.map((x) => x.price)).toEqual(Array(MARK_PRICE_MIN_TICKS).fill('40000.00'));
    expect(proof.maths).toMatchObject({
      raw_pnl: '-100',
      settled_pnl: '-50',
      risk_rate_at_close: '0.00',
      liquidation_price: '45500.00',
      liquidation_risk_percent: '10',
    });
    expect(proof.close_tick?.price).toBe('40000.00');
    expect(await lever(user.userId)).toEqual({ available: 949_750_000n, frozen: 0n });
    expect(insurance0 - (await sys('insurance'))).toBe(50n * USDT);
    // The house gets the whole 100: 50 of margin and 50 from insurance, and its 500 reserve back.
    expect((await sys('house')) - house0).toBe(600n * USDT);
    await next('50000');
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });
});

describe('the liquidation threshold', () => {
  it('is kept by each position from its opening: a later change of the terms moves only new positions', async () => {
    const user = await trader();
    const before = await open(user.token);
    expect(before).toMatchObject({ liquidation_risk_percent: '10', liquidation_price: '45500.00' });
    const lever = t.built.modules.lever.service;
    await t.db.query('UPDATE lever_markets SET liquidation_ppm = 500000 WHERE market_id = 1');
    await lever.load();
    try {
      expect((await terms(user.token)).liquidation_risk_percent).toBe('50');
      const after = await open(user.token);
      expect(after).toMatchObject({ liquidation_risk_percent: '50', liquidation_price: '47500.00' });
      // The overnight fee works the liquidation price out again, with each position's own threshold.
      const midnight = new Date(t.clock.now());
      midnight.setUTCHours(24, 0, 30, 0);
      t.clock.set(midnight);
      await t.built.modules.lever.watcher.chargeOvernight();
      expect(await position(user.token, before.id)).toMatchObject({ overnight_fee: '0.1', liquidation_price: '45500.00' });
      // At 47,000 the first keeps a 40 % risk rate, above its 10 %; the second is at its 50 % line.
      await steady('47000');
      expect(await position(user.token, before.id)).toMatchObject({ status: 'open', liquidation_price: '45500.00', risk_rate: '40.00' });
      const gone = await proofOf(user.token, after.id);
      expect(gone.position).toMatchObject({ status: 'closed', close_reason: 'liquidation' });
      expect(gone.maths.liquidation_risk_percent).toBe('50');
      await t.call('POST', '/lever/close', { id: before.id }, { token: user.token });
      expect((await proofOf(user.token, before.id)).maths.liquidation_risk_percent).toBe('10');
    } finally {
      await t.db.query('UPDATE lever_markets SET liquidation_ppm = 100000 WHERE market_id = 1');
      await lever.load();
    }
  });
});

describe('the leverage cap', () => {
  it('refuses leverage above the setting until the user confirms, once, that they understand it', async () => {
    const user = await trader();
    expect(await terms(user.token)).toMatchObject({ leverage_cap: 20, leverage_confirmed: false, mark_price: '50000.00' });
    const refused = await submit(user.token, { multiple: 50 });
    expect(refused.body).toMatchObject({ code: 'LEVERAGE_CONFIRMATION_REQUIRED' });
    expect(refused.body.message).toContain('20x');
    const at20 = await open(user.token, { multiple: 20 });

    // The cap is a setting.
    await t.built.ctx.settings.set(t.db, 'lever_leverage_cap', 50);
    try {
      const at50 = await open(user.token, { multiple: 50 });
      expect((await submit(user.token, { multiple: 100 })).body.code).toBe('LEVERAGE_CONFIRMATION_REQUIRED');
      await t.call('POST', '/lever/close', { id: at50.id }, { token: user.token });
    } finally {
      await t.built.ctx.settings.set(t.db, 'lever_leverage_cap', 20);
    }

    expect((await confirm(user.token, false)).body.code).toBe('INVALID_PARAMETER');
    const confirmed = (await confirm(user.token)).body.message;
    expect(confirmed.leverage_cap).toBe(20);
    expect((await terms(user.token)).leverage_confirmed).toBe(true);
    const at100 = await open(user.token, { multiple: 100 });
    // A second confirmation keeps the first.
    t.clock.advance(5000);
    expect((await confirm(user.token)).body.message.confirmed_at).toBe(confirmed.confirmed_at);
    for (const id of [at20.id, at100.id]) await t.call('POST', '/lever/close', { id }, { token: user.token });
    // Another user still needs their own confirmation.
    const other = await trader();
    expect((await submit(other.token, { multiple: 100 })).body.code).toBe('LEVERAGE_CONFIRMATION_REQUIRED');
  });
});
