/**
 * Dual investment's settlement, refunds and treasury: call and put on both sides of the linked
 * price (and at it) with exact payouts and balances, the wait for a final tick, the proof, a
 * cancelled product's full refund, a restart, an unfunded treasury refusing and then funded by a
 * two-person deposit, and the console's cover. The ledger is checked after every money path.
 */
import type { DualCoverRow, DualDetail, DualOrder, DualOrderProof, OperatorAction, Page } from '@bourse/contract';
import { DUAL_SETTLE_MAX_WAIT_MS } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buy, ledgerClean, listProduct, settleAt, spot, SYMBOL, treasury } from './fixtures';

let t: TestApp;
let user: { token: string; userId: number };
const T0 = Date.parse('2027-03-01T08:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ SESSION_TTL_HOURS: '2160', SESSION_IDLE_HOURS: '2160' });
  t.clock.set(new Date(T0));
  user = await t.newUser();
  await t.fund(user.userId, 'BTC', '10');
  await t.fund(user.userId, 'ETH', '10');
  await t.fund(user.userId, 'USDT', '100000');
  await t.tick('BTC/USDT', '65000');
  await t.tick('ETH/USDT', '3000');
});
afterAll(async () => {
  await t?.dispose();
});

/** Operator sessions end as the clock moves: sign in again when needed. */
const finance = () => t.operatorToken('finance');
/** Two days at 182.5 % a year: k = 1 + 2 x 1.825 / 365 = 1.01. */
const TERMS = { days: 2, apr_percent: '182.5' };
const list = async (over: Parameters<typeof listProduct>[2] = {}) => listProduct(t, await finance(), { ...TERMS, ...over });
const settler = () => t.built.modules.dualInvest.settler;
const orderOf = async (id: number) => (await t.call<DualOrderProof>('GET', '/dual/order', { id }, { token: user.token })).body.message;

/** Balances that settlement moves: the user's spot book and the treasury book, in the coin and USDT. */
async function books(coin: string) {
  return {
    userCoin: await spot(t, user.userId, coin),
    userUsdt: await spot(t, user.userId, 'USDT'),
    tCoin: await treasury(t, coin),
    tUsdt: await treasury(t, 'USDT'),
  };
}
const total = (b: { available: bigint; frozen: bigint }) => b.available + b.frozen;

interface Case {
  name: string;
  product: Parameters<typeof listProduct>[2];
  num: number;
  price: string;
  /** The price as the proof shows it, at the market's tick. */
  tickPrice: string;
  status: { comparison: 'below' | 'at' | 'above'; branch: 'coin' | 'usdt' };
  payout: string;
  payoutCurrency: string;
  /** Change of the user's coin and USDT, and of the treasury's, in minor units (principal and payout). */
  user: [bigint, bigint];
  treasury: [bigint, bigint];
}

// k = 1.01 (TERMS).
const CASES: Case[] = [
  {
    name: 'a call settling below the linked price pays amount x k in the coin',
    product: {},
    num: 3,
    price: '69999.99',
    tickPrice: '69999.99',
    status: { comparison: 'below', branch: 'coin' },
    payout: '0.0303',
    payoutCurrency: 'BTC',
    user: [30_000n, 0n], // paid 0.03 BTC, got 0.0303
    treasury: [-30_000n, 0n],
  },
  {
    name: 'a call settling at the linked price pays amount x linked price x k in USDT',
    product: {},
    num: 3,
    price: '70000',
    tickPrice: '70000.00',
    status: { comparison: 'at', branch: 'usdt' },
    payout: '2121',
    payoutCurrency: 'USDT',
    user: [-3_000_000n, 2_121_000_000n],
    treasury: [3_000_000n, -2_121_000_000n],
  },
  {
    name: 'a call settling above the linked price pays amount x linked price x k in USDT',
    product: {},
    num: 1,
    price: '71500.5',
    tickPrice: '71500.50',
    status: { comparison: 'above', branch: 'usdt' },
    payout: '707',
    payoutCurrency: 'USDT',
    user: [-1_000_000n, 707_000_000n],
    treasury: [1_000_000n, -707_000_000n],
  },
  {
    name: 'a put settling above the linked price pays amount x k in USDT',
    product: { currency_id: 2, type: 'put', linked_price: '2500', unit_price: '100' },
    num: 2,
    price: '2500.01',
    tickPrice: '2500.01',
    status: { comparison: 'above', branch: 'usdt' },
    payout: '202',
    payoutCurrency: 'USDT',
    user: [0n, 2_000_000n],
    treasury: [0n, -2_000_000n],
  },
  {
    name: 'a put settling at the linked price pays amount / linked price x k in the coin',
    product: { currency_id: 2, type: 'put', linked_price: '2500', unit_price: '100' },
    num: 2,
    price: '2500',
    tickPrice: '2500.00',
    status: { comparison: 'at', branch: 'coin' },
    payout: '0.0808',
    payoutCurrency: 'ETH',
    user: [8_080_000n, -200_000_000n],
    treasury: [-8_080_000n, 200_000_000n],
  },
  {
    name: 'a put settling below the linked price pays amount / linked price x k in the coin, rounded down',
    // 100 USDT / 3000 x 1.01 = 0.033666666... ETH: floor to 0.03366666.
    product: { currency_id: 2, type: 'put', linked_price: '3000', unit_price: '100' },
    num: 1,
    price: '2100',
    tickPrice: '2100.00',
    status: { comparison: 'below', branch: 'coin' },
    payout: '0.03366666',
    payoutCurrency: 'ETH',
    user: [3_366_666n, -100_000_000n],
    treasury: [-3_366_666n, 100_000_000n],
  },
];

describe('settlement from the last recorded tick at or before the settlement time', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const p = await list(c.product);
      const coin = p.currency;
      const before = await books(coin);
      const order = (await buy(t, user.token, { id: p.id, num: c.num })).body.message;
      await settleAt(t, p, c.price);
      const after = await books(coin);
      expect([total(after.userCoin) - total(before.userCoin), total(after.userUsdt) - total(before.userUsdt)]).toEqual(c.user);
      expect([total(after.tCoin) - total(before.tCoin), total(after.tUsdt) - total(before.tUsdt)]).toEqual(c.treasury);
      // Nothing stays held: the user's and the treasury's frozen funds are as before the purchase.
      expect([after.userCoin.frozen, after.userUsdt.frozen, after.tCoin.frozen, after.tUsdt.frozen]).toEqual([
        before.userCoin.frozen,
        before.userUsdt.frozen,
        before.tCoin.frozen,
        before.tUsdt.frozen,
      ]);
      const { order: o, proof } = await orderOf(order.id);
      expect(o).toMatchObject({ status: 'success', status_code: 3, payout: c.payout, payout_currency: c.payoutCurrency });
      expect(proof).toMatchObject({
        ...c.status,
        tick: { price: c.tickPrice, time: p.settle_time - 1000, source: 'scripted' },
        settle_time: p.settle_time,
        days: 2,
        apr_percent: '182.5',
        k: '1.01',
        k_numerator: String(365_000_000 + 2 * 1_825_000),
        k_denominator: '365000000',
        payout: c.payout,
        payout_currency: c.payoutCurrency,
        rounding: 'floor',
      });
      expect(proof!.formula).toContain(`= ${c.payout} ${c.payoutCurrency}`);
      const detail = await t.call<DualDetail>('GET', '/dual/detail', { id: p.id });
      expect(detail.body.message.product.status).toBe('settled');
      await ledgerClean(t);
    });
  }
});

describe('when settlement happens', () => {
  it('waits for a tick after the settlement time, or the stated wait, and never uses a later price', async () => {
    const p = await list();
    const order = (await buy(t, user.token, { id: p.id, num: 1 })).body.message;
    t.clock.set(new Date(p.settle_time - 5000));
    await t.tick(SYMBOL.BTC!, '69000', p.settle_time - 5000);
    t.clock.set(new Date(p.settle_time + 1000));
    expect(await settler().settleDue()).toBe(0);
    const settling = await t.call<Page<DualOrder>>('POST', '/dual/dual_list', { status: 'settling' }, { token: user.token });
    expect(settling.body.message.data.map((o) => o.id)).toContain(order.id);
    expect(settling.body.message.data[0]!.status_code).toBe(2);
    t.clock.set(new Date(p.settle_time + DUAL_SETTLE_MAX_WAIT_MS));
    expect(await settler().settleDue()).toBe(1);
    const { order: o, proof } = await orderOf(order.id);
    expect(o).toMatchObject({ status: 'success', settle_price: '69000.00', payout_currency: 'BTC' });
    expect(proof!.tick.time).toBe(p.settle_time - 5000);
    await t.tick(SYMBOL.BTC!, '65000', p.settle_time + DUAL_SETTLE_MAX_WAIT_MS);
    await ledgerClean(t);
  });

  it('settles what came due while the server was down at the next start, exactly once', async () => {
    const p = await list();
    const order = (await buy(t, user.token, { id: p.id, num: 2 })).body.message;
    await t.tick(SYMBOL.BTC!, '75000', p.settle_time - 1);
    await t.tick(SYMBOL.BTC!, '60000', p.settle_time + 1);
    t.clock.set(new Date(p.settle_time + 3_600_000));
    await t.restart();
    await settler().settleDue();
    expect((await orderOf(order.id)).order).toMatchObject({
      status: 'success',
      payout: '1414',
      payout_currency: 'USDT',
      settle_price: '75000.00',
    });
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE idem_key = $1`, [
      `dual:settle:${order.id}`,
    ]);
    expect(rows[0]!.n).toBe(1);
    await ledgerClean(t);
  });
});

describe('a cancelled product', () => {
  it('fails every order with a full refund of the payment and releases the treasury’s cover', async () => {
    const p = await list({ type: 'put', linked_price: '60000', unit_price: '250' });
    const before = await books('BTC');
    const order = (await buy(t, user.token, { id: p.id, num: 4 })).body.message;
    expect((await spot(t, user.userId, 'USDT')).available).toBe(before.userUsdt.available - 1_000_000_000n);
    const cancelled = await t.call('POST', '/operator/dual/cancel', { id: p.id }, { token: await finance() });
    expect(cancelled.body.message).toMatchObject({ status: 'cancelled' });
    await settler().settleDue();
    expect(await books('BTC')).toEqual(before);
    expect((await orderOf(order.id)).order).toMatchObject({
      status: 'fail',
      status_code: 4,
      fail_reason: 'product_cancelled',
      payout: '1000',
      payout_currency: 'USDT',
    });
    expect((await t.call('POST', '/operator/dual/cancel', { id: p.id }, { token: await finance() })).body.code).toBe(
      'DUAL_NOT_CANCELLABLE',
    );
    await ledgerClean(t);
  });

  it('cannot be cancelled once started', async () => {
    const p = await list();
    t.clock.set(new Date(p.start_time + 1));
    expect((await t.call('POST', '/operator/dual/cancel', { id: p.id }, { token: await finance() })).body.code).toBe(
      'DUAL_NOT_CANCELLABLE',
    );
  });
});

describe('the treasury', () => {
  it('refuses a purchase it cannot cover, shows the product awaiting funding, and takes it once funded', async () => {
    // One share's worst case is 3,000,000 x 1.01 USDT: more than the demo treasury's 2,000,000.
    const p = await list({ linked_price: '3000000', unit_price: '1' });
    expect(p.awaiting_funding).toBe(true);
    const before = await books('BTC');
    const refused = await buy(t, user.token, { id: p.id, num: 1 });
    expect([refused.body.code, refused.body.message]).toEqual(['DUAL_AWAITING_FUNDING', 'Sold out: awaiting funding']);
    expect(await books('BTC')).toEqual(before);
    const proposed = await t.call<OperatorAction>(
      'POST',
      '/operator/funding',
      { account: 'treasury', book: 'dual-invest', currency_id: 3, amount: '1100000', reference: '0xdual' },
      { token: await finance() },
    );
    await t.call('POST', '/operator/actions/approve', { id: proposed.body.message.id }, { token: await t.operatorToken('admin') });
    const detail = await t.call<DualDetail>('GET', '/dual/detail', { id: p.id });
    expect(detail.body.message.product.awaiting_funding).toBe(false);
    expect((await buy(t, user.token, { id: p.id, num: 1 })).body.type).toBe('ok');
    expect((await buy(t, user.token, { id: p.id, num: 1 })).body.code).toBe('DUAL_AWAITING_FUNDING');
    await ledgerClean(t);
  });

  it('shows the operator what it holds against the worst case open orders could be owed', async () => {
    const r = await t.call<DualCoverRow[]>('GET', '/operator/dual/cover', {}, { token: await finance() });
    const usdt = r.body.message.find((x) => x.currency === 'USDT')!;
    expect(usdt.covered).toBe(true);
    expect(usdt.held).toBe(usdt.owed);
    expect(Number(usdt.owed)).toBeGreaterThanOrEqual(3_030_000);
    expect(r.body.message.every((x) => x.covered)).toBe(true);
  });
});
