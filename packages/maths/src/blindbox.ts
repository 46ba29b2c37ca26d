/**
 * Provably fair blind boxes (DESIGN.md section 1, rule 5): commit-reveal, computed the same way by
 * the server (to open a box) and by the browser (to check any box once the seed is revealed).
 * HMAC-SHA256 and SHA-256 through WebCrypto (`crypto.subtle`), which Node and every browser have.
 * The exact rules, so anyone can re-implement them (apps/server/src/modules/nft/README.md repeats
 * them):
 *
 * Seed: 32 random bytes, written as 64 lower-case hex. Made by the server when the series is
 *   minted; no endpoint takes one.
 * Commitment: SHA-256(seed bytes) as 64 lower-case hex, published with the item list before the
 *   sale starts. The seed is published when the series ends.
 * Pool: the published items in list order, each repeated `count` times: items [A x2, B x1] give
 *   the pool [0, 0, 1] (item indexes). The series has exactly as many boxes as the pool has entries.
 * Draw: boxes are drawn in box-number order 1, 2, ..., N. Box n takes
 *   r = HMAC-SHA256(key = seed bytes, message = UTF-8 "<series code>:<n>") read as a 256-bit
 *   big-endian unsigned integer, and i = r mod (entries left in the pool); its item is the pool's
 *   entry at i, which then leaves the pool (the entries after it move down by one).
 * So every box's content is fixed the moment the seed is committed, whatever order the boxes are
 * bought or opened in, and nobody (an operator included) can choose or change it afterwards.
 */

const HEX64 = /^[0-9a-f]{64}$/;

export class BlindBoxInputError extends Error {
  override name = 'BlindBoxInputError';
}

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

export function seedBytes(seedHex: string): Uint8Array<ArrayBuffer> {
  if (!HEX64.test(seedHex)) throw new BlindBoxInputError('the seed must be 64 lower-case hex characters');
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = parseInt(seedHex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** SHA-256 of the seed's 32 bytes, as 64 lower-case hex: what a series publishes before its sale. */
export async function commitmentOf(seedHex: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', seedBytes(seedHex))));
}

/** The pool of item indexes: each item's index repeated `count` times, in list order. */
export function poolOf(counts: readonly number[]): number[] {
  const pool: number[] = [];
  counts.forEach((count, index) => {
    if (!Number.isSafeInteger(count) || count < 0) throw new BlindBoxInputError(`item ${index}: count must be a whole number`);
    for (let k = 0; k < count; k++) pool.push(index);
  });
  return pool;
}

/**
 * The item index of every box, box 1 first (element 0 is box 1). `boxes` limits how many boxes
 * are drawn (a verifier that only needs box 7 draws 1 to 7); by default all of them.
 */
export async function drawSeries(seedHex: string, seriesCode: string, counts: readonly number[], boxes?: number): Promise<number[]> {
  const pool = poolOf(counts);
  const n = boxes ?? pool.length;
  if (n > pool.length) throw new BlindBoxInputError('more boxes than items');
  const key = await crypto.subtle.importKey('raw', seedBytes(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const encoder = new TextEncoder();
  const out: number[] = [];
  for (let box = 1; box <= n; box++) {
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${seriesCode}:${box}`)));
    const r = BigInt(`0x${toHex(mac)}`);
    const at = Number(r % BigInt(pool.length));
    out.push(pool[at]!);
    pool.splice(at, 1);
  }
  return out;
}

/** The rule as one line of text (the series page shows it beside the commitment). */
export const DRAW_RULE =
  'Box n takes HMAC-SHA256(seed, "<series code>:<n>") mod (items left), boxes drawn in order 1..N from the published list; commitment = SHA-256(seed).';
