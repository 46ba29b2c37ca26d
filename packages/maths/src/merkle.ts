/**
 * Proof of reserves: the Merkle tree of users' balances, computed the same way by the server (to
 * publish a root) and by the browser (to check a user's own leaf against it). SHA-256 through
 * WebCrypto (`crypto.subtle`), which Node and every browser have. The exact rules, so anyone can
 * re-implement them (apps/server/src/modules/reserves/README.md repeats them):
 *
 * Leaf preimage: UTF-8 text, lines joined by "\n", no trailing newline:
 *   bourse-por-v1
 *   account=<64 lower-case hex: the user's anonymised id for this snapshot>
 *   nonce=<64 lower-case hex: the leaf's nonce for this snapshot>
 *   <CODE>=<amount>        one line per asset, codes in ascending byte order; the amount is the
 *                          user's total over all books (available + frozen) as a canonical decimal:
 *                          no sign, no exponent, no leading zeros, no trailing fraction zeros, no
 *                          trailing '.'. Assets at zero are left out (a user with none has no lines).
 * Leaf hash: SHA-256(0x00 || preimage bytes), as 64 lower-case hex.
 * Node hash: SHA-256(0x01 || left (32 bytes) || right (32 bytes)). The 0x00 / 0x01 prefixes keep a
 *   leaf from ever passing for an inner node.
 * Tree: the leaves in ascending order of their hash (hex); each level pairs neighbours left to
 *   right; an odd last node moves up unchanged (never paired with itself). The root of one leaf is
 *   that leaf; the root of no leaves is SHA-256 of no bytes.
 * Path: from the leaf up, each step the sibling's hash and its side (`left`: the sibling comes
 *   first). A level where the node moved up unpaired adds no step.
 */

export const LEAF_VERSION = 'bourse-por-v1';

export interface LeafBalance {
  currency: string;
  amount: string;
}

export interface Leaf {
  account: string;
  nonce: string;
  balances: LeafBalance[];
}

export interface PathStep {
  hash: string;
  side: 'left' | 'right';
}

const HEX64 = /^[0-9a-f]{64}$/;
const CODE = /^[A-Z0-9]{1,16}$/;
const CANONICAL = /^(0|[1-9]\d*)(\.\d*[1-9])?$/;

export class MerkleInputError extends Error {
  override name = 'MerkleInputError';
}

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

function fromHex(hex: string): Uint8Array {
  if (!HEX64.test(hex)) throw new MerkleInputError(`not a 32-byte hash: ${hex.slice(0, 70)}`);
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return toHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes)));
}

/** The leaf's exact text (see the rules above); refuses anything that is not canonical. */
export function leafPreimage(leaf: Leaf): string {
  if (!HEX64.test(leaf.account)) throw new MerkleInputError('account must be 64 lower-case hex');
  if (!HEX64.test(leaf.nonce)) throw new MerkleInputError('nonce must be 64 lower-case hex');
  const lines = [LEAF_VERSION, `account=${leaf.account}`, `nonce=${leaf.nonce}`];
  let previous = '';
  for (const b of leaf.balances) {
    if (!CODE.test(b.currency)) throw new MerkleInputError(`bad currency code: ${b.currency.slice(0, 20)}`);
    if (!CANONICAL.test(b.amount) || b.amount === '0')
      throw new MerkleInputError(`not a canonical non-zero amount: ${b.amount.slice(0, 50)}`);
    if (previous && !(previous < b.currency)) throw new MerkleInputError('currencies must be in ascending order, each once');
    previous = b.currency;
    lines.push(`${b.currency}=${b.amount}`);
  }
  return lines.join('\n');
}

export async function leafHash(leaf: Leaf): Promise<string> {
  const text = new TextEncoder().encode(leafPreimage(leaf));
  const bytes = new Uint8Array(text.length + 1);
  bytes.set(text, 1); // bytes[0] = 0x00: a leaf
  return sha256(bytes);
}

export async function nodeHash(left: string, right: string): Promise<string> {
  const bytes = new Uint8Array(65);
  bytes[0] = 0x01;
  bytes.set(fromHex(left), 1);
  bytes.set(fromHex(right), 33);
  return sha256(bytes);
}

/** The root of no leaves. */
export async function emptyRoot(): Promise<string> {
  return sha256(new Uint8Array(0));
}

/** Every level of the tree, leaves (sorted) first and the root's level last. */
export async function treeLevels(leafHashes: readonly string[]): Promise<string[][]> {
  for (const h of leafHashes) fromHex(h);
  const levels: string[][] = [[...leafHashes].sort()];
  for (let level = levels[0]!; level.length > 1;) {
    const next: string[] = [];
    for (let i = 0; i < level.length; i += 2) {
      next.push(i + 1 < level.length ? await nodeHash(level[i]!, level[i + 1]!) : level[i]!);
    }
    levels.push(next);
    level = next;
  }
  return levels;
}

export async function merkleRoot(leafHashes: readonly string[]): Promise<string> {
  if (leafHashes.length === 0) return emptyRoot();
  const levels = await treeLevels(leafHashes);
  return levels[levels.length - 1]![0]!;
}

/** The path of the leaf at `index` (its place among the sorted leaves) up to the root. */
export function pathFor(levels: readonly (readonly string[])[], index: number): PathStep[] {
  const steps: PathStep[] = [];
  let at = index;
  for (const level of levels.slice(0, -1)) {
    if (at < 0 || at >= level.length) throw new MerkleInputError('no such leaf');
    const sibling = at % 2 === 0 ? at + 1 : at - 1;
    if (sibling < level.length) steps.push({ hash: level[sibling]!, side: at % 2 === 0 ? 'right' : 'left' });
    at = Math.floor(at / 2);
  }
  return steps;
}

/** Walk a path from a leaf hash to the root it leads to. */
export async function rootFromPath(leaf: string, path: readonly PathStep[]): Promise<string> {
  let hash = leaf;
  fromHex(hash);
  for (const step of path) hash = step.side === 'left' ? await nodeHash(step.hash, hash) : await nodeHash(hash, step.hash);
  return hash;
}

export interface Verification {
  ok: boolean;
  leafHash: string;
  computedRoot: string;
}

/** Recompute a leaf from its data and follow its path: ok when that reaches the published root. */
export async function verifyLeaf(leaf: Leaf, path: readonly PathStep[], root: string): Promise<Verification> {
  const hash = await leafHash(leaf);
  const computedRoot = await rootFromPath(hash, path);
  return { ok: computedRoot === root, leafHash: hash, computedRoot };
}
