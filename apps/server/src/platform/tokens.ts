import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256, hex: the one-shot `hash` gives createHash's digest at a third of its cost (every request hashes its token). */
export function hashToken(token: string): string {
  return hash('sha256', token);
}
