/**
 * The proof-of-reserves tree (merkle.ts), checked against a second implementation written here
 * with node:crypto from the rules as documented, so the rules and the code cannot drift together.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyRoot, type Leaf, leafHash, leafPreimage, merkleRoot, pathFor, rootFromPath, treeLevels, verifyLeaf } from '../src/merkle';

const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest('hex');
const leafOf = (text: string) => sha(Buffer.from([0]), Buffer.from(text, 'utf8'));
const nodeOf = (l: string, r: string) => sha(Buffer.from([1]), Buffer.from(l, 'hex'), Buffer.from(r, 'hex'));

/** The documented tree, bottom up: sorted leaves, pairs left to right, an odd last node moves up. */
function rootByHand(leaves: string[]): string {
  if (leaves.length === 0) return sha();
  let level = [...leaves].sort();
  while (level.length > 1) {
    const next: string[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(i + 1 < level.length ? nodeOf(level[i]!, level[i + 1]!) : level[i]!);
    level = next;
  }
  return level[0]!;
}

const hex = (n: number) => n.toString(16).padStart(2, '0').repeat(32);
const alice: Leaf = {
  account: hex(0xaa),
  nonce: hex(0x01),
  balances: [
    { currency: 'BTC', amount: '0.5' },
    { currency: 'USDT', amount: '10000.25' },
  ],
};

describe('leaf', () => {
  it('is SHA-256 of 0x00 and the documented text', async () => {
    const text = `bourse-por-v1\naccount=${hex(0xaa)}\nnonce=${hex(0x01)}\nBTC=0.5\nUSDT=10000.25`;
    expect(leafPreimage(alice)).toBe(text);
    expect(await leafHash(alice)).toBe(leafOf(text));
    expect(await leafHash({ ...alice, balances: [] })).toBe(leafOf(`bourse-por-v1\naccount=${hex(0xaa)}\nnonce=${hex(0x01)}`));
  });

  it.each([
    ['a trailing zero', { ...alice, balances: [{ currency: 'BTC', amount: '0.50' }] }],
    ['a zero amount', { ...alice, balances: [{ currency: 'BTC', amount: '0' }] }],
    ['a sign', { ...alice, balances: [{ currency: 'BTC', amount: '-1' }] }],
    ['an exponent', { ...alice, balances: [{ currency: 'BTC', amount: '1e3' }] }],
    ['codes out of order', { ...alice, balances: [...alice.balances].reverse() }],
    ['a code twice', { ...alice, balances: [alice.balances[0]!, alice.balances[0]!] }],
    ['an upper-case account', { ...alice, account: hex(0xaa).toUpperCase() }],
    ['a short nonce', { ...alice, nonce: 'ab' }],
  ])('refuses %s: one leaf has one text', async (_name, leaf) => {
    await expect(leafHash(leaf as Leaf)).rejects.toThrow();
  });
});

describe('tree', () => {
  it('has the documented root for no, one, two and three leaves', async () => {
    const [a, b, c] = [leafOf('a'), leafOf('b'), leafOf('c')];
    expect(await merkleRoot([])).toBe(sha());
    expect(await emptyRoot()).toBe(sha());
    expect(await merkleRoot([a])).toBe(a);
    expect(await merkleRoot([b, a])).toBe(a < b ? nodeOf(a, b) : nodeOf(b, a));
    const [x, y, z] = [a, b, c].sort();
    expect(await merkleRoot([c, a, b])).toBe(nodeOf(nodeOf(x!, y!), z!));
  });

  it('gives every leaf a path to the root, and no tampered leaf or path reaches it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 40 }), async (ids) => {
        const leaves = ids.map((id) => leafOf(String(id)));
        const levels = await treeLevels(leaves);
        const root = levels[levels.length - 1]![0]!;
        expect(root).toBe(rootByHand(leaves));
        for (const [index, leaf] of levels[0]!.entries()) {
          const path = pathFor(levels, index);
          expect(path.length).toBeLessThanOrEqual(Math.ceil(Math.log2(leaves.length)));
          expect(await rootFromPath(leaf, path)).toBe(root);
          if (path.length > 0) {
            const flipped = path.map((s, i) => (i === 0 ? { ...s, side: s.side === 'left' ? ('right' as const) : ('left' as const) } : s));
            expect(await rootFromPath(leaf, flipped)).not.toBe(root);
          }
          expect(await rootFromPath(leafOf(`not ${ids[0]}`), path)).not.toBe(root);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('verifies a user leaf from its data, and fails when one balance differs by one unit', async () => {
    const bob: Leaf = { account: hex(0xbb), nonce: hex(0x02), balances: [{ currency: 'USDT', amount: '3' }] };
    const carol: Leaf = { account: hex(0xcc), nonce: hex(0x03), balances: [] };
    const hashes = [await leafHash(alice), await leafHash(bob), await leafHash(carol)];
    const levels = await treeLevels(hashes);
    const root = levels[levels.length - 1]![0]!;
    const path = pathFor(levels, levels[0]!.indexOf(hashes[0]!));
    expect(await verifyLeaf(alice, path, root)).toEqual({ ok: true, leafHash: hashes[0], computedRoot: root });
    const more = { ...alice, balances: [alice.balances[0]!, { currency: 'USDT', amount: '10000.250001' }] };
    expect((await verifyLeaf(more, path, root)).ok).toBe(false);
    expect(() => pathFor(levels, 3)).toThrow();
  });
});
