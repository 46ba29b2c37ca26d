/**
 * Idempotency keys on every money route (issue 11, item 1; app/idempotency.ts). For each route
 * the contract marks idempotent: twenty concurrent copies under one key make one effect and get
 * one answer, never a 5xx; a different body under the key is refused before, during and after
 * the first; a claim held by another node is waited for, and one abandoned past its lease is
 * taken over. Runs on PGlite and, in CI, on PostgreSQL, where the copies truly race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeMap, type ApiKey } from '@bourse/contract';
import { checkLedger } from '@bourse/ledger';
import { CLAIM_LEASE_MS, CLAIM_POLL_MS } from '../src/app/idempotency';
import { createTestApp, uploadAs, type Reply, type TestApp } from './harness';
import { nftCases } from './nft-cases';
import { productCases } from './product-cases';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await prices();
});
afterAll(async () => {
  await t?.dispose();
});

const prices = async () => {
  await t.tick('BTC/USDT', '50000');
  await t.tick('ETH/USDT', '3000');
};

type User = Awaited<ReturnType<TestApp['newUser']>>;

interface Case {
  /** Fund and prepare a user; returns a valid body and a second valid body that differs. */
  prepare(user: User): Promise<{ body: Record<string, unknown>; other: Record<string, unknown> }>;
  /** The effect's rows for this user: one per executed request. */
  table: string;
}

const count = async (table: string, userId: number) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [userId])).rows[0]!.n;

const TRON = 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH';

const CASES: Record<string, Case> = {
  'POST /coin/trade': {
    table: 'spot_orders',
    async prepare(user) {
      await t.fund(user.userId, 'USDT', '10000');
      const order = { currency_id: 1, legal_id: 3, type: 'buy', target_price: '40000' };
      return { body: { ...order, amount: '0.01' }, other: { ...order, amount: '0.02' } };
    },
  },
  'POST /lever/submit': {
    table: 'lever_positions',
    async prepare(user) {
      await t.fund(user.userId, 'USDT', '10000', 'lever');
      await prices();
      const order = { currency_id: 1, multiple: 10, type: 1 };
      return { body: { ...order, share: 10 }, other: { ...order, share: 11 } };
    },
  },
  'POST /microtrade/submit': {
    table: 'micro_orders',
    async prepare(user) {
      await t.fund(user.userId, 'USDT', '10000', 'micro');
      await prices();
      const order = { match_id: 1, currency_id: 3, type: 1, seconds: 30 };
      return { body: { ...order, number: '100' }, other: { ...order, number: '101' } };
    },
  },
  'POST /wallet/change': {
    table: 'book_transfers',
    async prepare(user) {
      await t.fund(user.userId, 'USDT', '10000');
      const move = { currency_id: 3, from_field: 'exchange', to_field: 'lever' };
      return { body: { ...move, number: '10' }, other: { ...move, number: '11' } };
    },
  },
  'POST /wallet/out': {
    table: 'withdrawals',
    async prepare(user) {
      await t.setPayPassword(user, 'Pay-123456');
      await t.verify(user, 1);
      await t.fund(user.userId, 'USDT', '10000');
      const qrcode = await uploadAs(t, user.token, 'general');
      const saved = await t.call<{ id: number }>(
        'POST',
        '/user/wallet/save',
        { currency: 'USDT', name: 'Mine', address: TRON, qrcode, network: 'TRC20' },
        { token: user.token },
      );
      const out = { currency: 'USDT', address: saved.body.message.id, pay_password: 'Pay-123456' };
      return { body: { ...out, number: '50' }, other: { ...out, number: '51' } };
    },
  },
  'POST /lh/deposit': {
    table: 'lock_orders',
    async prepare(user) {
      await t.fund(user.userId, 'USDT', '10000');
      const config_id = await lockProductId();
      return { body: { config_id, amount: '100' }, other: { config_id, amount: '101' } };
    },
  },
  'POST /lh/deposit/order/cancel': {
    // One effect: the order redeemed (the table is the user's redeemed lock-up orders).
    table: `(SELECT user_id FROM lock_orders WHERE status = 'redeemed') AS redeemed`,
    async prepare(user) {
      await t.fund(user.userId, 'USDT', '10000');
      const order = await t.call<{ id: number; redeem_quote: { penalty: string } }>(
        'POST',
        '/lh/deposit',
        { config_id: await lockProductId(), amount: '1000' },
        { token: user.token },
      );
      const { id, redeem_quote } = order.body.message;
      return { body: { id, penalty: redeem_quote.penalty }, other: { id } };
    },
  },
  'POST /user/Transfer': {
    table: 'exchanges',
    async prepare(user) {
      await t.fund(user.userId, 'USDT', '10000');
      await prices();
      const swap = { from_currency_id: 3, to_currency_id: 1 };
      return { body: { ...swap, number: '100' }, other: { ...swap, number: '101' } };
    },
  },
  'POST /project/order': {
    table: 'ieo_orders',
    async prepare(user) {
      await t.fund(user.userId, 'USDT', '10000');
      const projectId = await ieoProject();
      const order = { project_id: projectId, pay_currency: 'USDT', price: '1' };
      return { body: { ...order, amount: '10' }, other: { ...order, amount: '11' } };
    },
  },
  'POST /dual/buyDual': {
    table: 'dual_orders',
    async prepare(user) {
      await t.fund(user.userId, 'BTC', '1');
      const start = t.clock.now().getTime() + 3_600_000;
      const product = await t.call<{ id: number }>(
        'POST',
        '/operator/dual/products',
        {
          currency_id: 1,
          type: 'call',
          apr_percent: '10',
          linked_price: '70000',
          unit_price: '0.01',
          start_time: start,
          settle_time: start + 86_400_000,
          total_shares: 1000,
          user_limit: 100,
        },
        { token: await t.operatorToken('finance') },
      );
      return { body: { id: product.body.message.id, num: 1 }, other: { id: product.body.message.id, num: 2 } };
    },
  },
  // The NFT market: buying, bidding and paying an auction win (test/nft-cases.ts).
  ...nftCases(new Proxy({} as TestApp, { get: (_target, prop) => Reflect.get(t, prop) })),
  ...productCases(new Proxy({} as TestApp, { get: (_target, prop) => Reflect.get(t, prop) })),
};

/** An IEO project in progress: created, its issuance funded by two operators, opened. */
async function ieoProject(): Promise<number> {
  const finance = await t.operatorToken('finance');
  const admin = await t.operatorToken('admin');
  const now = t.clock.now().getTime();
  const code = `IDEM${Math.floor(Math.random() * 100000)}`;
  const created = await t.call<{ id: number; token_id: number }>(
    'POST',
    '/operator/ieo/projects',
    {
      name: code,
      token_code: code,
      token_name: code,
      token_scale: 2,
      pay_currency_id: 3,
      price: '1',
      total_issuance: '1000',
      min_amount: '1',
      start_time: now - 1000,
      end_time: now + 86_400_000,
      listing_time: now + 86_400_000,
    },
    { token: finance },
  );
  const p = created.body.message;
  const funding = await t.call<{ id: number }>(
    'POST',
    '/operator/funding',
    { account: 'treasury', book: 'ieo', currency_id: p.token_id, amount: '1000', reference: 'idem' },
    { token: finance },
  );
  await t.call('POST', '/operator/actions/approve', { id: funding.body.message.id }, { token: admin });
  await t.call('POST', '/operator/ieo/projects/open', { id: p.id }, { token: finance });
  return p.id;
}

/** The seeded USDT lock-up product of the shortest term (its treasury book holds the seed's demo money). */
async function lockProductId(): Promise<number> {
  const r = await t.call<Array<{ currency: string; products: Array<{ id: number; day: number }> }>>('GET', '/lh/deposit/config', {});
  const products = r.body.message.find((c) => c.currency === 'USDT')!.products;
  return products.reduce((a, b) => (b.day < a.day ? b : a)).id;
}

const MONEY_ROUTES = (Object.keys(routeMap) as ApiKey[]).filter((k) => (routeMap[k] as { idempotent?: boolean }).idempotent);

function send(key: string, user: User, body: Record<string, unknown>, idem: string): Promise<Reply> {
  const [method, path] = key.split(' ') as ['GET' | 'POST', string];
  return t.call(method, path, body, { token: user.token, headers: { 'idempotency-key': idem } });
}

it('covers every route the contract marks idempotent', () => {
  expect(MONEY_ROUTES.length).toBeGreaterThanOrEqual(6);
  expect(MONEY_ROUTES.filter((k) => !CASES[k])).toEqual([]);
});

describe.each(MONEY_ROUTES.map((k) => [k]))('%s', (key) => {
  const c = CASES[key]!;

  it('twenty concurrent copies under one key: one effect, one answer, no 5xx', async () => {
    const user = await t.newUser();
    const { body } = await c.prepare(user);
    const before = await count(c.table, user.userId);
    const replies = await Promise.all(Array.from({ length: 20 }, () => send(key, user, body, 'same-key-0001')));
    expect(replies.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
    expect(replies.map((r) => r.body.type)).toEqual(Array(20).fill('ok'));
    expect(new Set(replies.map((r) => JSON.stringify(r.body.message))).size).toBe(1);
    expect(await count(c.table, user.userId)).toBe(before + 1);
    // A retry long after replays the stored answer.
    const later = await send(key, user, body, 'same-key-0001');
    expect(later.body.message).toEqual(replies[0]!.body.message);
    expect(await count(c.table, user.userId)).toBe(before + 1);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('a different body under the key is refused before, during and after the first', async () => {
    const user = await t.newUser();
    const { body, other } = await c.prepare(user);
    const before = await count(c.table, user.userId);
    // During: both bodies race; exactly one kind wins and every other is a conflict.
    const racing = await Promise.all(Array.from({ length: 20 }, (_, i) => send(key, user, i % 2 === 0 ? body : other, 'mixed-key-0001')));
    expect(racing.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
    const oks = racing.filter((r) => r.body.type === 'ok');
    const conflicts = racing.filter((r) => r.body.code === 'IDEMPOTENCY_CONFLICT');
    expect(oks.length).toBeGreaterThanOrEqual(1);
    expect(oks.length + conflicts.length).toBe(20);
    expect(new Set(oks.map((r) => JSON.stringify(r.body.message))).size).toBe(1);
    expect(await count(c.table, user.userId)).toBe(before + 1);
    // After: whichever body lost is refused, the winner is replayed.
    const winner = racing.findIndex((r) => r.body.type === 'ok') % 2 === 0 ? body : other;
    const loser = winner === body ? other : body;
    expect((await send(key, user, loser, 'mixed-key-0001')).body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await send(key, user, winner, 'mixed-key-0001')).body.type).toBe('ok');
    expect(await count(c.table, user.userId)).toBe(before + 1);
  });
});

describe('claims held elsewhere', () => {
  /** A claim another node took and is still working on (or died holding). */
  async function foreignClaim(user: User, key: string, body: Record<string, unknown>) {
    // The fingerprint is the route layer's: get it by letting this node answer once under a throwaway key.
    const probe = `probe-${key}`;
    const userId = user.userId;
    await send('POST /wallet/change', user, body, probe);
    const { rows } = await t.db.query<{ fingerprint: string }>('SELECT fingerprint FROM request_keys WHERE user_id = $1 AND key = $2', [
      userId,
      probe,
    ]);
    await t.db.query(
      `INSERT INTO request_keys (key, user_id, route, fingerprint, response, claimed_at) VALUES ($1, $2, 'POST /wallet/change', $3, NULL, $4)`,
      [key, userId, rows[0]!.fingerprint, t.clock.now()],
    );
  }

  it('on PostgreSQL a copy waits for another node, then replays its answer; past the lease it takes over', async () => {
    if (t.db.kind !== 'pg') return; // PGlite is one process: every claim not running here is abandoned (next test)
    const user = await t.newUser();
    const { body } = await CASES['POST /wallet/change']!.prepare(user);
    await foreignClaim(user, 'elsewhere-0001', body);
    const before = await count('book_transfers', user.userId);
    const waiting = send('POST /wallet/change', user, body, 'elsewhere-0001');
    // The other node answers: the waiting copy replays it without running the handler.
    await t.db.query(`UPDATE request_keys SET response = $3::json WHERE user_id = $1 AND key = $2`, [
      user.userId,
      'elsewhere-0001',
      JSON.stringify({ type: 'ok', message: 'answered elsewhere' }),
    ]);
    await t.clock.advanceAsync(CLAIM_POLL_MS);
    expect((await waiting).body.message).toBe('answered elsewhere');
    expect(await count('book_transfers', user.userId)).toBe(before);

    // A node that died holding a claim: after the lease this node runs the request itself.
    await foreignClaim(user, 'elsewhere-0002', body);
    const beforeTakeover = await count('book_transfers', user.userId);
    const takeover = send('POST /wallet/change', user, body, 'elsewhere-0002');
    for (let waited = 0; waited <= CLAIM_LEASE_MS; waited += CLAIM_POLL_MS * 20) await t.clock.advanceAsync(CLAIM_POLL_MS * 20);
    expect((await takeover).body.type).toBe('ok');
    expect(await count('book_transfers', user.userId)).toBe(beforeTakeover + 1);
  });

  it('on PGlite a claim left by an earlier run is taken over at once', async () => {
    if (t.db.kind !== 'pglite') return;
    const user = await t.newUser();
    const { body } = await CASES['POST /wallet/change']!.prepare(user);
    await foreignClaim(user, 'left-over-0001', body);
    const before = await count('book_transfers', user.userId);
    expect((await send('POST /wallet/change', user, body, 'left-over-0001')).body.type).toBe('ok');
    expect(await count('book_transfers', user.userId)).toBe(before + 1);
  });

  it('releases the claim of a request that failed, so a retry runs it', async () => {
    const user = await t.newUser();
    const body = { currency_id: 3, from_field: 'exchange', to_field: 'lever', number: '10' };
    const poor = await send('POST /wallet/change', user, body, 'retry-later-0001');
    expect(poor.body.code).toBe('INSUFFICIENT_BALANCE');
    await t.fund(user.userId, 'USDT', '10');
    expect((await send('POST /wallet/change', user, body, 'retry-later-0001')).body.type).toBe('ok');
  });
});

it('a unique index backs every request key column', async () => {
  const { rows: columns } = await t.db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name IN ('request_key', 'entry_key', 'idem_key', 'key')
        AND table_name NOT IN ('settings', 'jobs')`,
  );
  expect(columns.length).toBeGreaterThanOrEqual(5);
  const { rows: indexes } = await t.db.query<{ table_name: string; indexdef: string }>(
    `SELECT tablename AS table_name, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexdef LIKE 'CREATE UNIQUE INDEX%'`,
  );
  const uncovered = columns.filter(
    (c) => !indexes.some((i) => i.table_name === c.table_name && new RegExp(`\\(.*\\b${c.column_name}\\b.*\\)`).test(i.indexdef)),
  );
  expect(uncovered).toEqual([]);
});
