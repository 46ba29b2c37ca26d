/**
 * Checking a TRON transaction the indexer built before the hot key signs it: the signature covers
 * `raw_data_hex` (its SHA-256 is the `txID`), so that is what is read, field by field (protobuf),
 * not the JSON beside it. A transaction is signed only if it is exactly one TriggerSmartContract
 * from the hot wallet (or, for a sweep, the deposit address) to the USDT contract, carrying no TRX, with the call data we asked for and
 * a fee limit no higher than ours; a TRX transfer (a sweep's gas) only if it is exactly one
 * TransferContract of the amount asked for, from the hot wallet to the address asked for. An
 * indexer that answers anything else gets nothing signed.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58check as makeBase58check } from '@scure/base';

const base58check = makeBase58check(sha256);
/** The contract types (protocol.Transaction.Contract.ContractType) a signer here accepts. */
const TRANSFER_CONTRACT = 1;
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

/** The one contract of a transaction's raw bytes, checked to hash to `txId` and to be of `type`: the raw fields and the contract's own. */
function onlyContract(txId: string, rawDataHex: string, type: number): { top: Field[]; value: Field[] } {
  const raw = Uint8Array.from(Buffer.from(rawDataHex, 'hex'));
  if (hex(sha256(raw)) !== txId.toLowerCase()) throw new Error('txID is not the hash of raw_data_hex');
  const top = fields(raw);
  const contracts = one(top, 11);
  if (contracts.length !== 1) throw new Error('not exactly one contract');
  const contract = fields(contracts[0]!.bytes!);
  if (one(contract, 1)[0]?.int !== BigInt(type))
    throw new Error(type === TRIGGER_SMART_CONTRACT ? 'not a smart contract call' : 'not a TRX transfer');
  const any = fields(one(contract, 2)[0]?.bytes ?? new Uint8Array());
  return { top, value: fields(one(any, 2)[0]?.bytes ?? new Uint8Array()) };
}

/** Throws unless the transaction is exactly the call we asked for (see above). */
export function checkTronCall(e: ExpectedCall): void {
  const { top, value: call } = onlyContract(e.txId, e.rawDataHex, TRIGGER_SMART_CONTRACT);
  const feeLimit = one(top, 18)[0]?.int ?? 0n;
  if (feeLimit > BigInt(e.maxFeeLimitSun)) throw new Error('fee limit above ours');
  if (hex(one(call, 1)[0]?.bytes) !== hex(tronAddressBytes(e.owner))) throw new Error('not from the sender asked for');
  if (hex(one(call, 2)[0]?.bytes) !== hex(tronAddressBytes(e.contract))) throw new Error('not the USDT contract');
  if ((one(call, 3)[0]?.int ?? 0n) !== 0n || one(call, 5).length + one(call, 6).length > 0) throw new Error('carries TRX or a token');
  if (hex(one(call, 4)[0]?.bytes) !== e.data.toLowerCase()) throw new Error('not the transfer asked for');
}

export interface ExpectedTransfer {
  txId: string;
  rawDataHex: string;
  owner: string;
  to: string;
  amountSun: bigint;
}

/** Throws unless the transaction is exactly one TransferContract of `amountSun` from `owner` to `to`. */
export function checkTronTransfer(e: ExpectedTransfer): void {
  const { value } = onlyContract(e.txId, e.rawDataHex, TRANSFER_CONTRACT);
  if (hex(one(value, 1)[0]?.bytes) !== hex(tronAddressBytes(e.owner))) throw new Error('not from the sender asked for');
  if (hex(one(value, 2)[0]?.bytes) !== hex(tronAddressBytes(e.to))) throw new Error('not to the address asked for');
  if (one(value, 3).length !== 1 || one(value, 3)[0]!.int !== e.amountSun) throw new Error('not the amount asked for');
}

/** A signature of a transaction id as TronWeb writes it: r || s || (recovery + 27), hex. */
export function signTronTxId(key: Uint8Array, txId: string): string {
  const sig = secp256k1.sign(Uint8Array.from(Buffer.from(txId, 'hex')), key, { prehash: false, format: 'recovered' });
  return Buffer.from(sig.slice(1)).toString('hex') + (sig[0]! + 27).toString(16).padStart(2, '0');
}

/** Sun (TRX minor units) as the JSON number TronGrid's API takes, refused if a double cannot hold it exactly. */
export function sunNumber(sun: bigint): number {
  if (sun < 0n || sun > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`sun out of range: ${sun}`);
  return Number(sun);
}
