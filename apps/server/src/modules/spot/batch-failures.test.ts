/**
 * Group commit when something goes wrong: an order refused inside a batch fails alone with its
 * code; a batch whose transaction fails is undone (book and database) and each of its orders runs
 * again alone, so exactly the bad one fails; repeated request keys inside one batch place one
 * order; cancels share the queue and keep their place in it. The ledger is checked after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, getBalance, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { SpotMarket } from './market';
import type { SpotService, TradeInput } from './service';
import { readSeq } from './store';

const ETH = 2;
let t: TestApp;
let spot: SpotService;
let m: SpotMarket;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-18T15:00:00Z'));
  spot = t.built.modules.spot.service;
  m = spot.markets.get(ETH)!;
  m.rules = { ...m.rules, mmEnabled: false };
  await t.tick('ETH/USDT', '3000');
});
afterAll(async () => {
  await t?.dispose();
});

async function hold(): Promise<() => void> {
  let release: (() => void) | undefined;
  void m.run(() => new Promise<void>((r) => (release = r)));
  while (!release) await new Promise((r) => setImmediate(r));
  return release;
}

async function user(usdt: string, eth = '0') {
  const u = await t.newUser();
  if (usdt !== '0') await t.fund(u.userId, 'USDT', usdt);
  if (eth !== '0') await t.fund(u.userId, 'ETH', eth);
  return u.userId;
}

const limit = (type: 'buy' | 'sell', amount: string, price: string): TradeInput => ({
  currency_id: ETH,
  legal_id: 3,
  type,
  amount,
  target_price: price,
});

async function clean() {
  expect((await checkLedger(t.db)).problems).toEqual([]);
  // The book in memory is the one the committed rows rebuild.
  const before = m.engine.snapshot();
  await m.run(() => t.db.tx((ex) => spot.trading.rebuild(ex, m)));
  expect(m.engine.snapshot()).toEqual(before);
  // The next test starts from an empty book.
  for (const o of [...m.orders.values()]) await spot.trading.cancel(m, o.userId, o.id);
  expect(m.engine.snapshot()).toEqual({ bids: [], asks: [] });
  expect((await checkLedger(t.db)).problems).toEqual([]);
}

describe('an order refused inside a batch', () => {
  it('fails alone with INSUFFICIENT_BALANCE, funded by nothing that came after it; the rest commit together', async () => {
    const seller = await user('0', '1');
    const buyer = await user('1000');
    const seq = await readSeq(t.db, ETH);
    const release = await hold();
    const placing = [
      // 0.3 ETH at 3,000 is 900: the buyer can afford it, then not the next 900 …
      spot.place(buyer, limit('buy', '0.3', '2950'), 'refuse-1'),
      spot.place(buyer, limit('buy', '0.3', '2950'), 'refuse-2'),
      // … even though this sale, later in the same batch, would have paid for it.
      spot.place(seller, limit('sell', '0.5', '2900'), 'refuse-3'),
      spot.place(buyer, limit('buy', '0.01', '2950'), 'refuse-4'),
    ];
    release();
    const [a, b, c, d] = await Promise.allSettled(placing);
    expect(await readSeq(t.db, ETH)).toBe(seq! + 1);
    expect(a).toMatchObject({ status: 'fulfilled', value: { status: 'new' } });
    expect(b).toMatchObject({ status: 'rejected', reason: { code: 'INSUFFICIENT_BALANCE' } });
    expect(c).toMatchObject({ status: 'fulfilled', value: { status: 'partial', filled: '0.3' } });
    expect(d).toMatchObject({ status: 'fulfilled', value: { status: 'filled' } });
    const { rows } = await t.db.query('SELECT request_key FROM spot_orders WHERE user_id = $1 ORDER BY id', [buyer]);
    expect(rows.map((r) => r.request_key)).toEqual(['refuse-1', 'refuse-4']);
    await clean();
  });
});

describe('a batch whose transaction fails', () => {
  it('is undone, and each order runs again alone: only the bad one fails, the others commit in order', async () => {
    const makers = await user('0', '2');
    const [u1, u2, bad, u3] = [await user('5000'), await user('5000'), await user('5000'), await user('5000')];
    await spot.place(makers, limit('sell', '1', '3010'), 'tx-ask');
    // A fault the batch cannot foresee: the database refuses one user's order rows.
    await t.db.query(`CREATE FUNCTION refuse_order() RETURNS trigger AS $$
      BEGIN IF NEW.user_id = ${bad} THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await t.db.query('CREATE TRIGGER refuse_order BEFORE INSERT ON spot_orders FOR EACH ROW EXECUTE FUNCTION refuse_order()');
    try {
      const seq = await readSeq(t.db, ETH);
      const release = await hold();
      const placing = [
        spot.place(u1, limit('buy', '0.2', '3010'), 'tx-1'),
        spot.place(u2, limit('buy', '0.3', '3010'), 'tx-2'),
        spot.place(bad, limit('buy', '0.4', '3010'), 'tx-3'),
        spot.place(u3, limit('buy', '0.4', '3010'), 'tx-4'),
      ];
      release();
      const results = await Promise.allSettled(placing);
      expect(results.map((r) => (r.status === 'fulfilled' ? `${r.value.status} ${r.value.filled}` : 'refused'))).toEqual([
        'filled 0.2',
        'filled 0.3',
        'refused',
        'filled 0.4',
      ]);
      expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ message: expect.stringContaining('refused by the test') });
      // The failed batch left nothing; the three good orders committed one each.
      expect(await readSeq(t.db, ETH)).toBe(seq! + 3);
      expect(await getBalance(t.db, userAccount(bad, 'USDT', 'exchange'))).toEqual({ available: 5_000_000_000n, frozen: 0n });
      const ask = (await t.db.query('SELECT status, filled_qty FROM spot_orders WHERE request_key = $1', ['tx-ask'])).rows[0];
      expect(ask).toEqual({ status: 'partial', filled_qty: 9000 });
    } finally {
      await t.db.query('DROP TRIGGER refuse_order ON spot_orders');
      await t.db.query('DROP FUNCTION refuse_order()');
    }
    await clean();
  });
});

describe('request keys inside one batch', () => {
  it('place one order for a key however often it comes, and answer a stored key with its order', async () => {
    const u = await user('1000');
    const first = await spot.place(u, limit('buy', '0.01', '2000'), 'key-stored');
    const release = await hold();
    const placing = [
      spot.place(u, limit('buy', '0.01', '2001'), 'key-again'),
      spot.place(u, limit('buy', '0.01', '2001'), 'key-again'),
      spot.place(u, limit('buy', '0.01', '2000'), 'key-stored'),
      spot.place(u, limit('buy', '0.01', '2001'), 'key-again'),
    ];
    release();
    const ids = (await Promise.all(placing)).map((o) => o.id);
    expect(ids).toEqual([ids[0], ids[0], first.id, ids[0]]);
    expect(ids[0]).not.toBe(first.id);
    const { rows } = await t.db.query('SELECT request_key FROM spot_orders WHERE user_id = $1 ORDER BY id', [u]);
    expect(rows.map((r) => r.request_key)).toEqual(['key-stored', 'key-again']);
    // Two holds: 20 + 20.01 USDT.
    expect(await getBalance(t.db, userAccount(u, 'USDT', 'exchange'))).toEqual({ available: 959_990_000n, frozen: 40_010_000n });
    await clean();
  });
});

describe('cancels on the same queue', () => {
  it('keep their place: an order cancelled before a crossing order arrives is not filled by it', async () => {
    const seller = await user('0', '1');
    const buyer = await user('1000');
    const ask = await spot.place(seller, limit('sell', '0.1', '3020'), 'cancel-ask');
    const release = await hold();
    const cancelling = spot.trading.cancel(m, seller, ask.id);
    const buying = spot.place(buyer, limit('buy', '0.1', '3020'), 'cancel-buy');
    const again = spot.trading.cancel(m, seller, ask.id);
    const stranger = spot.trading.cancel(m, buyer, ask.id);
    release();
    const [c, b, twice, other] = await Promise.allSettled([cancelling, buying, again, stranger]);
    expect(c.status).toBe('fulfilled');
    expect(b).toMatchObject({ status: 'fulfilled', value: { status: 'new', filled: '0' } });
    expect(twice).toMatchObject({ status: 'rejected', reason: { code: 'ORDER_NOT_OPEN' } });
    expect(other).toMatchObject({ status: 'rejected', reason: { code: 'ORDER_NOT_FOUND' } });
    expect(await spot.detail(seller, ask.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'user' });
    expect(await getBalance(t.db, userAccount(seller, 'ETH', 'exchange'))).toEqual({ available: 100_000_000n, frozen: 0n });
    await clean();
  });
});
