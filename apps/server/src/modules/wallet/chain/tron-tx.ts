/**
 * Checking a TRON transaction the indexer built before the hot key signs it: the signature covers
 * `raw_data_hex` (its SHA-256 is the `txID`), so that is what is read, field by field (protobuf),
 * not the JSON beside it. A transaction is signed only if it is exactly one TriggerSmartContract
 * from the hot wallet to the USDT contract, carrying no TRX, with the call data we asked for and
 * a fee limit no higher than ours. An indexer that answers anything else gets nothing signed.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58check as makeBase58check } from '@scure/base';

const base58check = makeBase58check(sha256);
const TRIGGER_SMART_CONTRACT = 31;

/** A TRON address (T...) from an uncompressed secp256k1 public key (65 bytes, 0x04 first). */
export function tronAddressOf(publicKey: Uint8Array): string {
  const hash = keccak_256(publicKey.slice(1));
  return base58check.encode(Uint8Array.from([0x41, ...hash.slice(12)]));
}

/** The 21 bytes (0x41 + 20) behind a T... address. */
export function tronAddressBytes(address: string): Uint8Array {
  const bytes = base58check.decode(address);
  if (bytes.length !== 21 || bytes[0] !== 0x41) throw new Error(`not a TRON address: ${address}`);
  return bytes;
}

/** ABI words for transfer(address,uint256): the 20-byte address and the amount, each padded to 32 bytes. */
export function transferParameter(to: string, amount: bigint): string {
  const address = Buffer.from(tronAddressBytes(to).slice(1)).toString('hex');
  return address.padStart(64, '0') + amount.toString(16).padStart(64, '0');
}

type Field = { no: number; wire: number; int?: bigint; bytes?: Uint8Array };

/** The top-level fields of a protobuf message (varint, 64-bit, length-delimited and 32-bit). */
function fields(buf: Uint8Array): Field[] {
  const out: Field[] = [];
  let i = 0;
  const varint = (): bigint => {
    let v = 0n;
    for (let shift = 0n; ; shift += 7n) {
      if (i >= buf.length || shift > 63n) throw new Error('bad varint');
      const b = buf[i++]!;
      v |= BigInt(b & 0x7f) << shift;
      if ((b & 0x80) === 0) return v;
    }
  };
  while (i < buf.length) {
    const key = varint();
    const no = Number(key >> 3n);
    const wire = Number(key & 7n);
    if (wire === 0) out.push({ no, wire, int: varint() });
    else if (wire === 2) {
      const len = Number(varint());
      if (i + len > buf.length) throw new Error('truncated field');
      out.push({ no, wire, bytes: buf.slice(i, i + len) });
      i += len;
    } else if (wire === 1 || wire === 5) i += wire === 1 ? 8 : 4;
    else throw new Error(`unknown wire type ${wire}`);
  }
  if (i !== buf.length) throw new Error('truncated message');
  return out;
}

const one = (fs: Field[], no: number) => fs.filter((f) => f.no === no);
const hex = (b: Uint8Array | undefined) => (b ? Buffer.from(b).toString('hex') : '');

export interface ExpectedCall {
  txId: string;
  rawDataHex: string;
  owner: string;
  contract: string;
  /** The call data: selector and ABI words, hex without 0x. */
  data: string;
  maxFeeLimitSun: number;
}

/** Throws unless the transaction is exactly the call we asked for (see above). */
export function checkTronCall(e: ExpectedCall): void {
  const raw = Uint8Array.from(Buffer.from(e.rawDataHex, 'hex'));
  if (hex(sha256(raw)) !== e.txId.toLowerCase()) throw new Error('txID is not the hash of raw_data_hex');
  const top = fields(raw);
  const contracts = one(top, 11);
  if (contracts.length !== 1) throw new Error('not exactly one contract');
  const feeLimit = one(top, 18)[0]?.int ?? 0n;
  if (feeLimit > BigInt(e.maxFeeLimitSun)) throw new Error('fee limit above ours');
  const contract = fields(contracts[0]!.bytes!);
  if (one(contract, 1)[0]?.int !== BigInt(TRIGGER_SMART_CONTRACT)) throw new Error('not a smart contract call');
  const any = fields(one(contract, 2)[0]?.bytes ?? new Uint8Array());
  const call = fields(one(any, 2)[0]?.bytes ?? new Uint8Array());
  if (hex(one(call, 1)[0]?.bytes) !== hex(tronAddressBytes(e.owner))) throw new Error('not from the hot wallet');
  if (hex(one(call, 2)[0]?.bytes) !== hex(tronAddressBytes(e.contract))) throw new Error('not the USDT contract');
  if ((one(call, 3)[0]?.int ?? 0n) !== 0n || one(call, 5).length + one(call, 6).length > 0) throw new Error('carries TRX or a token');
  if (hex(one(call, 4)[0]?.bytes) !== e.data.toLowerCase()) throw new Error('not the transfer asked for');
}
