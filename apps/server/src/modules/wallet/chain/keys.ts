/**
 * Reading the hot wallets' keys: from an environment variable or the file another one names, never
 * from the database; the value is handed to a signer's closure and never logged (config.ts hides
 * these variables from its error messages).
 */
import { readFileSync } from 'node:fs';
import { secp256k1 } from '@noble/curves/secp256k1.js';

export function readSecret(value: string | undefined, file: string | undefined): string | undefined {
  const raw = value ?? (file ? readFileSync(file, 'utf8') : undefined);
  const trimmed = raw?.trim();
  return trimmed ? trimmed : undefined;
}

/** A 32-byte secp256k1 private key from hex (with or without 0x), checked to be a valid scalar. */
export function privateKeyFromHex(hex: string, what: string): Uint8Array {
  const body = hex.replace(/^0x/, '');
  if (!/^[0-9a-fA-F]{64}$/.test(body)) throw new Error(`${what} is not 32 bytes of hex`);
  const key = Uint8Array.from(Buffer.from(body, 'hex'));
  if (!secp256k1.utils.isValidSecretKey(key)) throw new Error(`${what} is not a valid secp256k1 key`);
  return key;
}
