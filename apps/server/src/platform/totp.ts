/** RFC 6238 time-based one-time passwords (SHA-1, 6 digits, 30 s), as authenticator apps use. */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Executor } from '@bourse/db';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_S = 30;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = ALPHABET.indexOf(ch);
    if (idx === -1) throw new Error('invalid base32');
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function totpCode(secret: string, atMs: number): string {
  const counter = Math.floor(atMs / 1000 / STEP_S);
  const buf = Buffer.alloc(8);
  buf.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', base32Decode(secret)).update(buf).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return binary.toString().padStart(6, '0');
}

/**
 * The time step a code belongs to, accepting the current step and one either side (clock drift);
 * null when it matches none. Callers store the step they accept and refuse any step not newer, so
 * a code is good once (RFC 6238 section 5.2).
 */
export function totpStep(secret: string, code: string, atMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = Math.floor(atMs / 1000 / STEP_S);
  for (const drift of [-1, 0, 1]) {
    const expected = Buffer.from(totpCode(secret, (now + drift) * STEP_S * 1000));
    if (timingSafeEqual(expected, Buffer.from(code))) return now + drift;
  }
  return null;
}

export function verifyTotp(secret: string, code: string, atMs: number): boolean {
  return totpStep(secret, code, atMs) !== null;
}

/**
 * Take a code's step for one account: true only when it is newer than the last step taken, so the
 * same code (or an older one) cannot be used twice, even by two requests at once.
 */
export async function claimTotpStep(ex: Executor, table: 'users' | 'operators', id: number, step: number): Promise<boolean> {
  const { rows } = await ex.query<{ id: number }>(
    `UPDATE ${table} SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
    [id, step],
  );
  return rows.length === 1;
}

export function otpauthUrl(secret: string, account: string, issuer = 'Bourse'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}
