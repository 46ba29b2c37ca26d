/**
 * The platform's market maker against a real book (PGlite): sizes that vary within bounds, depth
 * that follows the last minute's range, never more than it holds; the market's public trades
 * (everyone's, the market maker's marked, no user ids) for a visitor over HTTP and the socket;
 * and a market buy by amount that spends across levels and gets the rest back through the ledger.
 */
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Depth, SpotFill, SpotOrder, SpotPublicTrade } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';
import { JITTER_PPM, levelSharePpm } from './quotes';

let t: TestApp;
const OPEN = Date.parse('2026-11-18T15:00:00Z'); // Wednesday, New York open

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(OPEN));
});
afterAll(async () => {
  await t?.dispose();
});

const depthOf = async (symbol: string) => (await t.call<Depth>('GET', '/coin/depth', { symbol, limit: 50 })).body.message;

async function quotesAt(symbol: string, check: (d: Depth) => boolean): Promise<Depth> {
  for (let i = 0; i < 100; i++) {
    const d = await depthOf(symbol);
    if (check(d)) return d;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no market maker quotes on ${symbol} as expected: ${JSON.stringify(await depthOf(symbol))}`);
}
const fiveEach = (d: Depth) => d.bids.length >= 5 && d.asks.length >= 5;

type Order = SpotOrder & { fills: SpotFill[] };
const trade = (token: string, body: Record<string, unknown>) => t.call<Order>('POST', '/coin/trade', { legal_id: 3, ...body }, { token });

describe('the market maker’s quotes', () => {
  it('sizes each level within 30 % of its share, growing away from the price, not all alike', async () => {
    await t.tick('BCH/USDT', '400');
    const d = await quotesAt('BCH/USDT', fiveEach);
    const m = t.built.modules.spot.service.markets.get(5)!;
    const lots = (qty: string) => Math.round(Number(qty) * 10 ** m.shape.qtyScale);
    const sizes: number[] = [];
    for (const side of [d.bids, d.asks]) {
      side.forEach((level, i) => {
        expect(level.platform_qty).toBe(level.qty);
        const share = (m.rules.mmSizeLots * levelSharePpm(i)) / 1e6;
        expect(lots(level.qty)).toBeGreaterThanOrEqual(Math.floor(share * (1 - JITTER_PPM / 1e6)));
        expect(lots(level.qty)).toBeLessThanOrEqual(Math.ceil(share * (1 + JITTER_PPM / 1e6)));
        sizes.push(lots(level.qty));
      });
    }
    expect(new Set(sizes).size).toBeGreaterThan(5);
    // Still still: the rules' distances, 0.05 % then 0.05 % a level.
    expect(d.asks.map((l) => l.price)).toEqual(['400.20', '400.40', '400.60', '400.80', '401.00']);
    expect(d.bids.map((l) => l.price)).toEqual(['399.80', '399.60', '399.40', '399.20', '399.00']);
  });

  it('keeps its orders near the new levels when it quotes again, placing only the levels that moved (issue 14: storage)', async () => {
    const m = t.built.modules.spot.service.markets.get(2)!; // ETH/USDT, prices in cents
    const mine = () => [...m.orders.values()].filter((o) => o.userId === 0).map((o) => o.id);
    const holds = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_holds')).rows[0]!.n;
    await t.tick('ETH/USDT', '3000');
    await quotesAt('ETH/USDT', fiveEach);
    const before = mine();
    const holdsBefore = await holds();
    // 3,000 to 3,001 is more than half a step (250 ppm): a re-quote. The levels move by about a
    // third of a step, so most resting orders are within half a step of one of them.
    await t.tick('ETH/USDT', '3001');
    const d = await quotesAt('ETH/USDT', (x) => fiveEach(x) && m.mmReference === 300_100);
    const after = mine();
    const kept = after.filter((id) => before.includes(id));
    const placed = after.filter((id) => !before.includes(id));
    expect(before).toHaveLength(10);
    expect(kept.length).toBeGreaterThanOrEqual(6);
    expect(kept.length + placed.length).toBe(10);
    // Only the placed orders took a hold; the kept ones kept theirs.
    expect((await holds()) - holdsBefore).toBe(placed.length);
    expect(Number(d.bids[0]!.price)).toBeLessThan(3001);
    expect(Number(d.asks[0]!.price)).toBeGreaterThan(3001);
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('spreads out after the price moved within the minute, and back once the minute has passed', async () => {
    await t.tick('LINK/USDT', '15');
    await quotesAt('LINK/USDT', (d) => d.bids[0]?.price === '14.992');
    // 15 to 15.03 is a range of 1,996 ppm of 15.03: an eighth (249) widens 500 ppm to 749.
    await t.tick('LINK/USDT', '15.03');
    const wide = await quotesAt('LINK/USDT', (d) => d.bids[0]?.price === '15.018');
    expect(wide.bids[1]!.price).toBe('15.007'); // 15.03 x 0.998502, rounded down
    // The plan's first ask is 15.042 (15.03 x 1.000749, rounded up); the ask quoted at 15 five
    // levels out, 15.038 (15 x 1.0025), is within half a widened step (5 ticks) of it and is kept
    // in its place rather than cancelled and placed again.
    expect(wide.asks[0]!.price).toBe('15.038');
    t.clock.set(new Date(OPEN + 61_000));
    try {
      await t.tick('LINK/USDT', '15.03');
      const calm = await quotesAt('LINK/USDT', (d) => d.bids[0]?.price === '15.022');
      expect(calm.asks[0]!.price).toBe('15.038');
    } finally {
      t.clock.set(new Date(OPEN));
    }
  });
});

describe('public trades', () => {
  it('shows a visitor everyone’s trades, the market maker’s marked, with no user or order ids', async () => {
    await t.built.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.built.app.server.address() as AddressInfo).port}`;
    await t.tick('SOL/USDT', '150');
    const d = await quotesAt('SOL/USDT', fiveEach);
    const visitor = connect(url, { transports: ['websocket'], reconnection: false });
    try {
      await new Promise((r) => visitor.on('hello', r));
      await visitor.emitWithAck('subscribe', { rooms: ['trades:SOL/USDT'] });
      const live: SpotPublicTrade[] = [];
      visitor.on('trade', (m: { data: SpotPublicTrade }) => live.push(m.data));

      // One user buys from the market maker; two others trade with each other.
      const [a, b, c] = [await t.newUser(), await t.newUser(), await t.newUser()];
      await t.fund(a.userId, 'USDT', '1000');
      await t.fund(b.userId, 'SOL', '5');
      await t.fund(c.userId, 'USDT', '1000');
      const bought = (await trade(a.token, { currency_id: 7, type: 'buy', amount: '1', target_price: d.asks[0]!.price })).body.message;
      expect(bought.status).toBe('filled');
      await trade(b.token, { currency_id: 7, type: 'sell', amount: '2', target_price: '149.99' });
      const crossed = (await trade(c.token, { currency_id: 7, type: 'buy', amount: '2', target_price: '149.99' })).body.message;
      expect(crossed).toMatchObject({ status: 'filled', avg_price: '149.99' });

      const trades = (await t.call<SpotPublicTrade[]>('GET', '/coin/trades', { symbol: 'SOL/USDT' })).body.message;
      expect(trades).toEqual([
        { id: expect.any(Number), price: '149.99', qty: '2', side: 'buy', time: expect.any(Number), platform: false },
        { id: expect.any(Number), price: d.asks[0]!.price, qty: '1', side: 'buy', time: expect.any(Number), platform: true },
      ]);
      for (let i = 0; i < 40 && live.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
      expect(live).toEqual([...trades].reverse());
      // No user's name or id in either.
      const text = JSON.stringify([trades, live]);
      for (const u of [a, b, c]) expect(text).not.toContain(u.email);
      expect(Object.keys(trades[0]!).sort()).toEqual(['id', 'platform', 'price', 'qty', 'side', 'time']);
    } finally {
      visitor.close();
    }
  });
});

describe('a market buy by amount', () => {
  it('spends across levels in whole lots and gets what it could not spend back through the ledger', async () => {
    await t.tick('BTC/USDT', '50000');
    await quotesAt('BTC/USDT', (d) => d.asks[0]?.price === '50025.00');
    const seller = await t.newUser();
    const buyer = await t.newUser();
    await t.fund(seller.userId, 'BTC', '0.001');
    await t.fund(buyer.userId, 'USDT', '150');
    await trade(seller.token, { currency_id: 1, type: 'sell', amount: '0.001', target_price: '50010' });
    const order = (await trade(buyer.token, { currency_id: 1, type: 'buy', quote_amount: '100' })).body.message;
    // 0.001 x 50,010 = 50.01; 49.99 left buys 9 lots of 0.0001 at 50,025 (45.0225); 4.9675 is less than a lot.
    expect(order).toMatchObject({ status: 'filled', quote_amount: '100', filled: '0.0019', filled_quote: '95.0325' });
    expect(order.fills.map((f) => [f.price, f.qty])).toEqual([
      ['50010.00', '0.001'],
      ['50025.00', '0.0009'],
    ]);
    expect(await getBalance(t.db, userAccount(buyer.userId, 'USDT', 'exchange'))).toEqual({ available: 54_967_500n, frozen: 0n });
    const release = await t.db.query<{ asset: string; bucket: number; amount: string }>(
      `SELECT p.asset, p.bucket, p.amount FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
        JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.idem_key = $1 AND a.owner = $2 ORDER BY p.bucket`,
      [`spot:release:${order.id}`, `user:${buyer.userId}`],
    );
    // 4.9675 USDT from frozen back to available.
    expect(release.rows).toEqual([
      { asset: 'USDT', bucket: 0, amount: '4967500' },
      { asset: 'USDT', bucket: 1, amount: '-4967500' },
    ]);
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });
});

describe('the market maker’s funds', () => {
  // Last in the file: it leaves the market maker's USDT held for DOT bids.
  it('never quotes more than it holds, however large its sizes', async () => {
    const spot = t.built.modules.spot.service;
    const m = spot.markets.get(11)!; // DOT/USDT
    const rules = m.rules;
    m.rules = { ...rules, mmSizeLots: 1_000_000_000 }; // $7 billion a level: far more than it has
    try {
      await t.tick('DOT/USDT', '7');
      const d = await quotesAt('DOT/USDT', (x) => x.asks.length > 0 && x.bids.length > 0);
      const base = await getBalance(t.db, systemAccount('marketMaker', 'DOT'));
      const quote = await getBalance(t.db, systemAccount('marketMaker', 'USDT'));
      const lots = (side: Depth['asks']) => side.reduce((s, l) => s + Math.round(Number(l.platform_qty) * 100), 0);
      // Every DOT it has is held for its asks, less than a lot (0.01) left over.
      expect(base.frozen).toBe(m.baseOf(lots(d.asks)));
      expect(base.available).toBeLessThan(m.baseOf(1));
      // Its USDT went to the first bid (and what other markets' bids hold): less than a lot's price is left.
      expect(d.bids).toHaveLength(1);
      expect(d.bids[0]!.price).toBe('6.996'); // 7 x 0.9995, rounded down
      expect(quote.available).toBeLessThan(m.quoteOf(6996, 1));
      expect((await checkLedger(t.db)).problems).toEqual([]);
    } finally {
      m.rules = rules;
    }
  });
});
