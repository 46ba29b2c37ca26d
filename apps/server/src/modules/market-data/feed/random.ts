/**
 * The simulator's randomness. A simulated market must not be predictable: with a 32-bit generator
 * or a seed in the source, anyone who replays it knows the next tick and can drain the house on
 * seconds options. So the seed is 256 bits from node:crypto at every start (a fixed seed only in
 * tests: config.ts refuses SIMULATOR_SEED outside NODE_ENV=test), and each market's numbers are
 * AES-256-CTR output under a key derived from it by HMAC-SHA256: observing any number of ticks
 * reveals neither the key nor the seed, one market's stream or the history's says nothing about
 * another's, and the same seed still replays the same numbers (tests).
 * The seed is never logged, stored or served: it lives only in a private field of this object.
 */
import { type Cipher, createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { inspect } from 'node:util';

/** What a stream is for: the live ticks, or the history generated on first start. */
export type StreamPurpose = 'live' | 'history';

const BLOCK = Buffer.alloc(4096);
const TWO_POW_26 = 67_108_864;
const TWO_POW_53 = 9_007_199_254_740_992;

/** Uniform numbers from AES-256-CTR keystream: unpredictable without the key, reproducible with it. */
export class RandomStream {
  readonly #cipher: Cipher;
  #bytes = Buffer.alloc(0);
  #offset = 0;

  constructor(key: Buffer) {
    this.#cipher = createCipheriv('aes-256-ctr', key, Buffer.alloc(16));
    // The cipher holds its own copy of the key; ours is not needed any more.
    key.fill(0);
  }

  /** Uniform in [0, 1), with 53 random bits (a double's full precision). */
  next(): number {
    if (this.#offset + 8 > this.#bytes.length) {
      this.#bytes = this.#cipher.update(BLOCK);
      this.#offset = 0;
    }
    const high = this.#bytes.readUInt32BE(this.#offset) >>> 5;
    const low = this.#bytes.readUInt32BE(this.#offset + 4) >>> 6;
    this.#offset += 8;
    return (high * TWO_POW_26 + low) / TWO_POW_53;
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    let u = 0;
    while (u === 0) u = this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}

export class SimulatorSeed {
  readonly #secret: Buffer;

  private constructor(secret: Buffer) {
    this.#secret = secret;
  }

  /** A fresh secret from the operating system's secure random source: what every start uses. */
  static random(): SimulatorSeed {
    return new SimulatorSeed(randomBytes(32));
  }

  /** A secret fixed by a test (SIMULATOR_SEED), so a test can replay the same prices. */
  static fixed(text: string): SimulatorSeed {
    return new SimulatorSeed(createHash('sha256').update(`bourse simulator seed\n${text}`).digest());
  }

  /** Each market's independent stream for one purpose. */
  streams(purpose: StreamPurpose): (marketId: number) => RandomStream {
    return (marketId) => new RandomStream(createHmac('sha256', this.#secret).update(`${purpose}\n${marketId}`).digest());
  }

  /** Nothing of the secret ever reaches a log line or a JSON answer, even by accident. */
  toJSON(): string {
    return '[hidden]';
  }

  [inspect.custom](): string {
    return 'SimulatorSeed [hidden]';
  }
}
