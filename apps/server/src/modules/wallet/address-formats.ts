/**
 * Address formats per network, checked before an address is saved or a withdrawal sent, and the
 * derivation of deposit addresses from an extended public key (BIP32, external chain 0/i).
 * BTC: legacy (1...), P2SH (3...) with their base58 checksum, and bech32 / bech32m (bc1...).
 * ERC20: 0x + 40 hex digits, with the EIP-55 checksum when the case is mixed.
 * TRC20: T..., base58check over 0x41 + 20 bytes.
 * LTC and DOGE: base58check with their version bytes (and ltc1 bech32); other networks: their
 * character set and length only (no checksum check).
 */
import { ownEntry } from '@bourse/contract';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58check as makeBase58check, bech32, bech32m } from '@scure/base';
import { HDKey } from '@scure/bip32';

const base58check = makeBase58check(sha256);

function decode58(address: string): Uint8Array | undefined {
  try {
    return base58check.decode(address);
  } catch {
    return undefined;
  }
}

function segwit(address: string, hrp: string): boolean {
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return false;
  if (!lower.startsWith(`${hrp}1`)) return false;
  for (const codec of [bech32, bech32m]) {
    try {
      const { prefix, words } = codec.decode(lower as `${string}1${string}`);
      if (prefix !== hrp || words.length === 0) continue;
      const version = words[0]!;
      const program = codec.fromWords(words.slice(1));
      if (version === 0 && codec === bech32 && (program.length === 20 || program.length === 32)) return true;
      if (version >= 1 && version <= 16 && codec === bech32m && program.length >= 2 && program.length <= 40) return true;
    } catch {
      // try the other encoding
    }
  }
  return false;
}

function eip55(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let out = '';
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  }
  return out;
}

export function isEthAddress(address: string): boolean {
  const m = /^0x([0-9a-fA-F]{40})$/.exec(address);
  if (!m) return false;
  const body = m[1]!;
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return eip55(body) === body;
}

const CHECKS: Record<string, (a: string) => boolean> = {
  BTC: (a) => {
    const bytes = /^[13]/.test(a) ? decode58(a) : undefined;
    if (bytes) return bytes.length === 21 && (bytes[0] === 0x00 || bytes[0] === 0x05);
    return segwit(a, 'bc');
  },
  ERC20: isEthAddress,
  TRC20: (a) => {
    const bytes = a.startsWith('T') ? decode58(a) : undefined;
    return bytes !== undefined && bytes.length === 21 && bytes[0] === 0x41;
  },
  LTC: (a) => {
    const bytes = /^[LM3]/.test(a) ? decode58(a) : undefined;
    if (bytes) return bytes.length === 21 && [0x30, 0x32, 0x05].includes(bytes[0]!);
    return segwit(a, 'ltc');
  },
  DOGE: (a) => {
    const bytes = /^[DA9]/.test(a) ? decode58(a) : undefined;
    return bytes !== undefined && bytes.length === 21 && [0x1e, 0x16].includes(bytes[0]!);
  },
  BCH: (a) => /^(bitcoincash:)?[qp][02-9ac-hj-np-z]{41}$/.test(a) || CHECKS.BTC!(a),
  XRP: (a) => /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/.test(a),
  SOL: (a) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(a),
  ADA: (a) => /^addr1[02-9ac-hj-np-z]{50,120}$/.test(a),
  DOT: (a) => /^1[1-9A-HJ-NP-Za-km-z]{46,47}$/.test(a),
};

export function isValidAddress(network: string, address: string): boolean {
  const check = ownEntry(CHECKS, network);
  return check !== undefined && address.length <= 128 && check(address.trim());
}

/** Networks whose deposit addresses can be derived from an extended public key here. */
export const DERIVABLE_NETWORKS = new Set(['BTC', 'ERC20', 'TRC20']);

/** The address for child `index` of the external chain of an extended public key. */
export function deriveAddress(network: string, xpub: string, index: number): string {
  const child = HDKey.fromExtendedKey(xpub).deriveChild(0).deriveChild(index);
  const compressed = child.publicKey;
  if (!compressed) throw new Error('no public key');
  if (network === 'BTC') {
    const hash160 = ripemd160(sha256(compressed));
    return bech32.encode('bc', [0, ...bech32.toWords(hash160)]);
  }
  const uncompressed = secp256k1.Point.fromBytes(compressed).toBytes(false);
  const account = keccak_256(uncompressed.subarray(1)).subarray(12);
  if (network === 'ERC20') {
    return `0x${eip55(Buffer.from(account).toString('hex'))}`;
  }
  if (network === 'TRC20') return base58check.encode(new Uint8Array([0x41, ...account]));
  throw new Error(`cannot derive ${network} addresses`);
}

/** A fresh extended public key whose private key is never stored (the embedded demo's deposits). */
export function demoXpub(seed: Uint8Array): string {
  return HDKey.fromMasterSeed(seed).derive("m/44'/0'/0'").publicExtendedKey;
}
