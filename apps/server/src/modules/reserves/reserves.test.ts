/**
 * Proof of reserves: a published root that this test recomputes on its own (node:crypto, from the
 * documented rules and every user's balances read from the ledger), each user's own leaf and path,
 * no one else's, the schedule, the console's labelled system balances, and bad inputs.
 */
import { createHash } from 'node:crypto';
import type { ReservesProof, ReservesSnapshot, SystemBalance } from '@bourse/contract';
import { createHold, userAccount } from '@bourse/ledger';
import { formatUnits } from '@bourse/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let finance: string;
let alice: Awaited<ReturnType<TestApp['newUser']>>;
let bob: Awaited<ReturnType<TestApp['newUser']>>;
let carol: Awaited<ReturnType<TestApp['newUser']>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

// ---- a second implementation of the documented rules (reserves README), with node:crypto ----------
const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest('hex');
const leafOf = (account: string, nonce: string, balances: Array<[string, string]>) =>
  sha(
    Buffer.from([0]),
    Buffer.from(['bourse-por-v1', `account=${account}`, `nonce=${nonce}`, ...balances.map(([c, a]) => `${c}=${a}`)].join('\n')),
  );
const nodeOf = (l: string, r: string) => sha(Buffer.from([1]), Buffer.from(l, 'hex'), Buffer.from(r, 'hex'));
function rootOf(leaves: string[]): string {
  let level = [...leaves].sort();
  while (level.length > 1) {
    const next: string[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(i + 1 < level.length ? nodeOf(level[i]!, level[i + 1]!) : level[i]!);
    level = next;
  }
  return level[0] ?? sha();
}
const walk = (leaf: string, path: ReservesProof['path']) =>
  path.reduce((h, s) => (s.side === 'left' ? nodeOf(s.hash, h) : nodeOf(h, s.hash)), leaf);

/** Every user's total per asset over all books, straight from the ledger, as canonical decimals. */
async function ledgerBalances(): Promise<Map<number, Array<[string, string]>>> {
  const { rows } = await t.db.query<{ owner: string; asset: string; total: string; scale: number }>(
    `SELECT a.owner, a.asset, sum(a.available + a.frozen)::text AS total, s.scale
       FROM ledger_accounts a JOIN assets s ON s.code = a.asset
      WHERE a.owner LIKE 'user:%' GROUP BY a.owner, a.asset, s.scale ORDER BY a.owner, a.asset`,
  );
  const out = new Map<number, Array<[string, string]>>();
  for (const r of rows) {
    const id = Number(r.owner.slice(5));
    const list = out.get(id) ?? [];
    if (BigInt(r.total) !== 0n) list.push([r.asset, formatUnits(BigInt(r.total), r.scale)]);
    out.set(id, list);
  }
  return out;
}

const take = async () => {
  const r = await t.call<ReservesSnapshot>('POST', '/operator/reserves/snapshot', {}, { token: finance });
  expect(r.body.type).toBe('ok');
  return r.body.message;
};
const proofOf = (token: string, input: Record<string, unknown> = {}) => t.call<ReservesProof>('GET', '/reserves/proof', input, { token });

describe('before the first snapshot', () => {
  it('publishes nothing, and has no proof to give', async () => {
    alice = await t.newUser();
    expect((await t.call('GET', '/reserves/snapshot')).body).toEqual({ type: 'ok', message: null });
    expect((await t.call('GET', '/reserves/history')).body).toEqual({ type: 'ok', message: [] });
    expect((await proofOf(alice.token)).body).toMatchObject({ type: 'error', code: 'RESERVES_SNAPSHOT_NOT_FOUND' });
  });
});

let snap: ReservesSnapshot;

describe('a snapshot', () => {
  beforeAll(async () => {
    finance = await t.operatorToken('finance');
    bob = await t.newUser();
    carol = await t.newUser(); // never funded: no ledger account, no leaf
    await t.fund(alice.userId, 'USDT', '1000');
    await t.fund(alice.userId, 'BTC', '0.5', 'lever');
    await t.fund(bob.userId, 'USDT', '250.75');
    // Frozen money is still owed to its user: a hold stays in the leaf.
    await t.db.tx((ex) =>
      createHold(ex, { key: `test:hold:${bob.userId}`, account: userAccount(bob.userId, 'USDT', 'exchange'), amount: 75_000_000n }),
    );
    snap = await take();
  });

  it('has the root this test computes from every user’s balances in the ledger', async () => {
    const balances = await ledgerBalances();
    const { rows: leaves } = await t.db.query<{ user_id: number; account: string; nonce: string; hash: string }>(
      'SELECT user_id, account, nonce, hash FROM reserve_leaves WHERE snapshot_id = $1',
      [snap.id],
    );
    // One leaf per user with a ledger account, whatever it holds; carol has none.
    expect(leaves.map((l) => Number(l.user_id)).sort((a, b) => a - b)).toEqual([...balances.keys()].sort((a, b) => a - b));
    expect(leaves.map((l) => Number(l.user_id))).not.toContain(carol.userId);
    const recomputed = leaves.map((l) => leafOf(l.account, l.nonce, balances.get(Number(l.user_id))!));
    expect(recomputed.sort()).toEqual(leaves.map((l) => l.hash).sort());
    expect(snap.root).toBe(rootOf(recomputed));
    expect(snap).toMatchObject({ leaf_count: balances.size, encoding: 'bourse-por-v1', demo: true });
    expect(snap.root).toMatch(/^[0-9a-f]{64}$/);
  });

  it('states liabilities against the recorded deposits, the funding and the demo money, and the platform’s accounts', async () => {
    const usdt = snap.assets.find((a) => a.currency === 'USDT')!;
    const btc = snap.assets.find((a) => a.currency === 'BTC')!;
    // The users' deposits are all that is real here; the house and insurance hold demo money.
    expect(usdt).toMatchObject({ liabilities: '1250.75', deposits_held: '1250.75', funding: '0', real_assets: '1250.75', covered: true });
    // The treasury holds the demo seed's books: lock-up 1,000,000, dual investment 2,000,000, the
    // loans pool 1,000,000, the OTC desk 2,000,000 and coupons 100,000.
    expect(usdt.accounts).toMatchObject({ house: '22000000', insurance: '1000000', treasury: '6100000' });
    expect(BigInt(usdt.demo.replace('.', ''))).toBeGreaterThan(0n);
    expect(btc).toMatchObject({ liabilities: '0.5', deposits_held: '0.5', covered: true });
    expect(snap.assets.map((a) => a.currency).slice(0, 3)).toEqual(['BTC', 'ETH', 'USDT']);
    expect((await t.call('GET', '/reserves/snapshot', { id: snap.id })).body.message).toEqual(snap);
    expect((await t.call('GET', '/reserves/snapshot')).body.message).toEqual(snap);
  });
});

describe('a user’s own proof', () => {
  it('gives each user their own leaf and a path that leads to the root, after a restart too', async () => {
    const balances = await ledgerBalances();
    for (const user of [alice, bob]) {
      const proof = (await proofOf(user.token)).body.message;
      expect(proof).toMatchObject({ snapshot_id: snap.id, root: snap.root, encoding: 'bourse-por-v1' });
      expect(proof.leaf.balances.map((b) => [b.currency, b.amount])).toEqual(balances.get(user.userId));
      const leaf = leafOf(proof.leaf.account, proof.leaf.nonce, balances.get(user.userId)!);
      expect(proof.leaf.hash).toBe(leaf);
      expect(walk(leaf, proof.path)).toBe(snap.root);
    }
    expect((await proofOf(alice.token)).body.message.leaf.balances).toEqual([
      { currency: 'BTC', amount: '0.5' },
      { currency: 'USDT', amount: '1000' },
    ]);
    await t.restart();
    const again = (await proofOf(bob.token)).body.message;
    expect(walk(again.leaf.hash, again.path)).toBe(snap.root);
  });

  it('never serves another user’s leaf, and anonymises each user afresh in every snapshot', async () => {
    const mine = (await proofOf(alice.token)).body.message;
    expect((await proofOf(alice.token, { user_id: bob.userId })).body).toMatchObject({ type: 'error', code: 'UNKNOWN_FIELD' });
    expect((await proofOf(carol.token)).body).toMatchObject({ type: 'error', code: 'RESERVES_NOT_INCLUDED' });
    expect((await t.call('GET', '/reserves/proof', {})).body.type).toBe('999');
    expect(JSON.stringify(mine)).not.toContain(alice.email);

    const next = await take();
    const later = (await proofOf(alice.token)).body.message;
    expect(later.snapshot_id).toBe(next.id);
    expect(later.leaf.account).not.toBe(mine.leaf.account);
    expect(later.leaf.nonce).not.toBe(mine.leaf.nonce);
    // An older snapshot stays provable.
    expect((await proofOf(alice.token, { id: snap.id })).body.message).toEqual(mine);
  });

  it.each([
    [{ id: 0 }, 'RESERVES_SNAPSHOT_NOT_FOUND'],
    [{ id: 'abc' }, 'RESERVES_SNAPSHOT_NOT_FOUND'],
    [{ id: 99_999_999 }, 'RESERVES_SNAPSHOT_NOT_FOUND'],
    [{ id: '1', extra: 'x' }, 'UNKNOWN_FIELD'],
  ])('answers %j with %s', async (input, code) => {
    expect((await t.call('GET', '/reserves/snapshot', input)).body).toMatchObject({ type: 'error', code });
    expect((await proofOf(alice.token, input)).body).toMatchObject({ type: 'error', code });
  });

  it('lets finance and auditors publish, and no one else', async () => {
    for (const role of ['support', 'compliance'] as const) {
      const r = await t.call('POST', '/operator/reserves/snapshot', {}, { token: await t.operatorToken(role) });
      expect(r.body.code).toBe('FORBIDDEN');
    }
    expect((await t.call('POST', '/operator/reserves/snapshot', {}, { token: alice.token })).body.type).toBe('999');
    expect((await t.call('POST', '/operator/reserves/snapshot', {}, { token: await t.operatorToken('auditor') })).body.type).toBe('ok');
  });

  it('cannot be changed once published', async () => {
    await expect(t.db.query(`UPDATE reserve_snapshots SET root = 'x' WHERE id = $1`, [snap.id])).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM reserve_leaves WHERE snapshot_id = $1`, [snap.id])).rejects.toThrow(/append-only/);
  });
});

describe('the schedule', () => {
  it('publishes when the latest snapshot is a day old, and not before', async () => {
    const count = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM reserve_snapshots')).rows[0]!.n);
    const before = await count();
    await t.clock.advanceAsync(23 * 3_600_000);
    await t.restart(); // the module's stop() waits for a snapshot being taken
    expect(await count()).toBe(before);
    await t.clock.advanceAsync(2 * 3_600_000);
    await t.restart();
    expect(await count()).toBe(before + 1);
    const { rows } = await t.db.query<{ trigger: string; operator_id: number | null }>(
      'SELECT trigger, operator_id FROM reserve_snapshots ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({ trigger: 'schedule', operator_id: null });
    expect((await t.call('GET', '/reserves/history')).body.message).toHaveLength(before + 1);
  });
});

describe('the console', () => {
  it('shows the platform’s own balances with the demo money issued into each', async () => {
    const r = await t.call<SystemBalance[]>('GET', '/operator/reserves/accounts', {}, { token: await t.operatorToken('auditor') });
    const house = r.body.message.find((b) => b.account === 'sys:house' && b.currency === 'USDT');
    expect(house).toMatchObject({ demo_issued: '22000000' });
    expect(r.body.message.some((b) => b.account === 'sys:world' || b.account === 'sys:demo')).toBe(false);
  });
});
