/**
 * Test support: the TronGrid half of indexer-fakes.ts, answering as TRON's full-node HTTP API and
 * TronGrid v1 document it (not recorded from the live services: this machine has no internet). It
 * keeps a little chain: TRX per account (an address without an entry has no account, as one that
 * never received TRX), USDT per address, the contract's Transfer events per block, what was
 * broadcast and what is mined. It builds TriggerSmartContract and TransferContract transactions
 * with their protobuf bytes, and refuses what java-tron refuses: a signature that is not the
 * owner's, TRX the owner has not got, a contract call from an address with no account (and it
 * cannot simulate a call from an owner holding no TRX, java-tron#5227). `mineTron` puts a
 * broadcast transaction in a block with its receipt, its fee burnt from its owner.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { tronAddress, type TronTransaction } from './tron-grid';
import { sunNumber, tronAddressBytes, tronAddressOf } from './tron-tx';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const hashOf = (label: string) => hex(sha256(new TextEncoder().encode(label)));
const message = (text: string) => Buffer.from(text).toString('hex');

export interface TronReceipt {
  blockNumber: number;
  fee?: number;
  result?: string;
  receipt: { result?: string; energy_fee?: number; net_fee?: number; energy_usage_total?: number };
}

export interface FakeTron {
  block: number;
  /** The hot wallet's address (set by a test; until then every balanceOf answers `usdtBalance`). */
  hot: string;
  /** The hot wallet's USDT. */
  usdtBalance: bigint;
  /** Other addresses' USDT (deposit addresses). */
  usdt: Map<string, bigint>;
  /** TRX per account, in sun. */
  trx: Map<string, bigint>;
  /** Chain parameters: sun per unit of energy burnt (getEnergyFee). */
  energyFee: number;
  /** What simulating a USDT transfer answers as `energy_used`. */
  transferEnergy: number;
  /** Build the next transfer to this address instead of the one asked for (a lying indexer). */
  redirectTo?: string;
  /** The USDT contract's Transfer events per block. */
  events: Map<number, unknown[]>;
  sent: Map<string, TronTransaction>;
  /** gettransactioninfobyid: `fee` (sun) is what was burnt, absent when staked energy and bandwidth paid. */
  info: Map<string, TronReceipt>;
}

export function newFakeTron(): FakeTron {
  return {
    block: 63_000_000,
    hot: '',
    usdtBalance: 0n,
    usdt: new Map(),
    trx: new Map(),
    energyFee: 100,
    transferEnergy: 29_650,
    events: new Map(),
    sent: new Map(),
    info: new Map(),
  };
}

/** The smallest protobuf writer: varints and length-delimited fields. */
function varint(n: bigint): number[] {
  const out: number[] = [];
  do {
    let b = Number(n & 0x7fn);
    n >>= 7n;
    if (n > 0n) b |= 0x80;
    out.push(b);
  } while (n > 0n);
  return out;
}
const fieldInt = (no: number, v: bigint) => [...varint(BigInt(no << 3)), ...varint(v)];
const fieldBytes = (no: number, b: Uint8Array | number[]) => [...varint(BigInt((no << 3) | 2)), ...varint(BigInt(b.length)), ...b];

let built = 0;
/** A Transaction.raw as java-tron writes it for one contract (its type, its message's name and bytes). */
function tronRaw(block: number, contract: { type: bigint; name: string; body: number[] }, feeLimit?: bigint): Uint8Array {
  const any = [...fieldBytes(1, Buffer.from(`type.googleapis.com/protocol.${contract.name}`)), ...fieldBytes(2, contract.body)];
  const ref = Buffer.from(hashOf(`tron${block}`), 'hex');
  return Uint8Array.from([
    ...fieldBytes(1, ref.subarray(6, 8)),
    ...fieldBytes(4, ref.subarray(8, 16)),
    ...fieldInt(8, 1_700_000_060_000n),
    ...fieldBytes(11, [...fieldInt(1, contract.type), ...fieldBytes(2, any)]),
    // Each build its own time, as a node's clock gives it.
    ...fieldInt(14, 1_700_000_000_000n + BigInt(++built)),
    ...(feeLimit === undefined ? [] : fieldInt(18, feeLimit)),
  ]);
}

/** The transaction JSON beside its bytes (visible: addresses in base58). */
function transaction(s: FakeTron, raw: Uint8Array, contract: { name: string; value: Record<string, unknown> }, feeLimit?: unknown) {
  const ref = Buffer.from(hashOf(`tron${s.block}`), 'hex');
  return {
    visible: true,
    txID: hex(sha256(raw)),
    raw_data: {
      contract: [{ parameter: { value: contract.value, type_url: `type.googleapis.com/protocol.${contract.name}` }, type: contract.name }],
      ref_block_bytes: hex(ref.subarray(6, 8)),
      ref_block_hash: hex(ref.subarray(8, 16)),
      expiration: 1_700_000_060_000,
      ...(feeLimit === undefined ? {} : { fee_limit: feeLimit }),
      timestamp: 1_700_000_000_000,
    },
    raw_data_hex: hex(raw),
  };
}

export type Answer = { status?: number; body: unknown };

/** An answer to a request under /tron (`path` without it). */
export function tron(s: FakeTron, path: string, text: string, query: URLSearchParams): Answer {
  const input = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (path === '/wallet/getnowblock')
    return { body: { blockID: hashOf(`tron${s.block}`), block_header: { raw_data: { number: s.block } } } };
  if (path === '/wallet/getblockbynum')
    return { body: Number(input.num) <= s.block ? { blockID: hashOf(`tron${String(input.num)}`) } : {} };
  if (/^\/v1\/contracts\/[^/]+\/events$/.test(path)) {
    const data = s.events.get(Number(query.get('block_number'))) ?? [];
    return { body: { data, success: true, meta: { at: 1_700_000_000_000, page_size: data.length } } };
  }
  if (path === '/wallet/triggersmartcontract') return { body: trigger(s, input) };
  if (path === '/wallet/triggerconstantcontract') return { body: constantCall(s, input) };
  if (path === '/wallet/createtransaction') return { body: createTransfer(s, input) };
  if (path === '/wallet/getaccount') {
    const balance = s.trx.get(String(input.address));
    return { body: balance === undefined ? {} : { address: input.address, balance: sunNumber(balance), create_time: 1_700_000_000_000 } };
  }
  if (path === '/wallet/getchainparameters') return { body: { chainParameter: chainParameters(s) } };
  if (path === '/wallet/broadcasttransaction') return { body: broadcast(s, input as unknown as TronTransaction) };
  if (path === '/wallet/gettransactioninfobyid') return { body: s.info.get(String(input.value)) ?? {} };
  return { status: 404, body: 'not found' };
}

function chainParameters(s: FakeTron) {
  return [
    { key: 'getMaintenanceTimeInterval', value: 21_600_000 },
    { key: 'getCreateAccountFee', value: 100_000 },
    { key: 'getTransactionFee', value: 1_000 },
    { key: 'getCreateNewAccountFeeInSystemContract', value: 1_000_000 },
    { key: 'getEnergyFee', value: s.energyFee },
  ];
}

/** A T... address from an ABI word (its last 20 bytes). */
const wordAddress = (word: string) => tronAddress(word.slice(24, 64));

function usdtOf(s: FakeTron, address: string): bigint {
  return !s.hot || address === s.hot ? s.usdtBalance : (s.usdt.get(address) ?? 0n);
}

function addUsdt(s: FakeTron, address: string, amount: bigint): void {
  if (!s.hot || address === s.hot) s.usdtBalance += amount;
  else s.usdt.set(address, (s.usdt.get(address) ?? 0n) + amount);
}

function addTrx(s: FakeTron, address: string, sun: bigint): void {
  s.trx.set(address, (s.trx.get(address) ?? 0n) + sun);
}

function constantCall(s: FakeTron, input: Record<string, unknown>) {
  const parameter = String(input.parameter);
  const owner = String(input.owner_address);
  if (input.function_selector === 'balanceOf(address)') {
    const balance = usdtOf(s, wordAddress(parameter.slice(0, 64)));
    return { result: { result: true }, constant_result: [balance.toString(16).padStart(64, '0')], energy_used: 935 };
  }
  // A transfer simulated: java-tron cannot run it from an owner holding no TRX (it answers a REVERT).
  const amount = BigInt(`0x${parameter.slice(64, 128)}`);
  if ((s.trx.get(owner) ?? 0n) === 0n || usdtOf(s, owner) < amount)
    return { result: { code: 'CONTRACT_EXE_ERROR', message: message('REVERT opcode executed') }, energy_used: 0 };
  return { result: { result: true }, constant_result: [`${'0'.repeat(63)}1`], energy_used: s.transferEnergy };
}

function trigger(s: FakeTron, input: Record<string, unknown>) {
  const owner = String(input.owner_address);
  const contract = String(input.contract_address);
  let parameter = String(input.parameter);
  if (s.redirectTo)
    parameter = Buffer.from(tronAddressBytes(s.redirectTo).slice(1)).toString('hex').padStart(64, '0') + parameter.slice(64);
  const data = `a9059cbb${parameter}`;
  const body = [
    ...fieldBytes(1, tronAddressBytes(owner)),
    ...fieldBytes(2, tronAddressBytes(contract)),
    ...fieldBytes(4, Buffer.from(data, 'hex')),
  ];
  // Sun, a whole number: read exactly, and echoed back as the caller sent it.
  const raw = tronRaw(s.block, { type: 31n, name: 'TriggerSmartContract', body }, BigInt(String(input.fee_limit)));
  const value = { data, owner_address: owner, contract_address: contract };
  return {
    result: { result: true },
    energy_used: 14_650,
    transaction: transaction(s, raw, { name: 'TriggerSmartContract', value }, input.fee_limit),
  };
}

/** createtransaction: java-tron validates it first, so TRX the owner has not got is refused here already. */
function createTransfer(s: FakeTron, input: Record<string, unknown>) {
  const owner = String(input.owner_address);
  const to = s.redirectTo ?? String(input.to_address);
  const amount = BigInt(String(input.amount));
  if ((s.trx.get(owner) ?? 0n) < amount)
    return {
      Error: 'class org.tron.core.exception.ContractValidateException : Validate TransferContract error, balance is not sufficient.',
    };
  const body = [...fieldBytes(1, tronAddressBytes(owner)), ...fieldBytes(2, tronAddressBytes(to)), ...fieldInt(3, amount)];
  const raw = tronRaw(s.block, { type: 1n, name: 'TransferContract', body });
  return transaction(s, raw, { name: 'TransferContract', value: { amount: sunNumber(amount), owner_address: owner, to_address: to } });
}

/** The signer of a TRON transaction (r || s || v, v = 27 or 28), as a T... address. */
export function tronSignerOf(tx: TronTransaction): string {
  const sig = Buffer.from(tx.signature![0]!, 'hex');
  const recovered = Uint8Array.from([sig[64]! - 27, ...sig.subarray(0, 64)]);
  const publicKey = secp256k1.recoverPublicKey(recovered, Buffer.from(tx.txID, 'hex'), { prehash: false });
  return tronAddressOf(secp256k1.Point.fromBytes(publicKey).toBytes(false));
}

interface ContractValue {
  owner_address: string;
  to_address?: string;
  amount?: number;
  data?: string;
}
const valueOf = (tx: TronTransaction) => (tx.raw_data.contract as { parameter: { value: ContractValue } }[])[0]!.parameter.value;

/**
 * As java-tron: the txID must hash raw_data_hex, the signature must be the owner's, and the owner
 * must have an account and the TRX it sends.
 */
function broadcast(s: FakeTron, tx: TronTransaction) {
  const value = valueOf(tx);
  const owner = value.owner_address;
  if (hex(sha256(Buffer.from(tx.raw_data_hex, 'hex'))) !== tx.txID || !tx.signature?.[0] || tronSignerOf(tx) !== owner)
    return { result: false, code: 'SIGERROR', txid: tx.txID, message: message('Validate signature error') };
  if (s.sent.has(tx.txID)) return { code: 'DUP_TRANSACTION_ERROR', txid: tx.txID, message: message('Dup transaction.') };
  if (!s.trx.has(owner))
    return {
      result: false,
      code: 'CONTRACT_VALIDATE_ERROR',
      txid: tx.txID,
      message: message(`Validate error: account [${owner}] does not exist`),
    };
  if (value.to_address && (s.trx.get(owner) ?? 0n) < BigInt(value.amount ?? 0))
    return { result: false, code: 'CONTRACT_VALIDATE_ERROR', txid: tx.txID, message: message('balance is not sufficient') };
  s.sent.set(tx.txID, tx);
  // TRX moves when a block takes it, three seconds on: here at once, so a second transfer sees it gone.
  if (value.to_address) {
    addTrx(s, owner, -BigInt(value.amount!));
    addTrx(s, value.to_address, BigInt(value.amount!));
  }
  return { result: true, txid: tx.txID };
}

/**
 * A broadcast transaction mined at `block` (now by default) with its receipt: its fee burnt from
 * its owner's TRX, and a successful USDT transfer's tokens moved (a TRX transfer moved at broadcast).
 */
export function mineTron(s: FakeTron, txId: string, receipt: Omit<TronReceipt, 'blockNumber'>, block = s.block): void {
  const tx = s.sent.get(txId);
  if (!tx) throw new Error(`${txId} was not broadcast`);
  const value = valueOf(tx);
  const owner = value.owner_address;
  s.info.set(txId, { blockNumber: block, ...receipt });
  addTrx(s, owner, -BigInt(receipt.fee ?? 0));
  if (receipt.receipt.result === 'SUCCESS' && value.data?.startsWith('a9059cbb')) {
    const amount = BigInt(`0x${value.data.slice(72, 136)}`);
    addUsdt(s, owner, -amount);
    addUsdt(s, wordAddress(value.data.slice(8, 72)), amount);
  }
}

let paid = 0;
/** A USDT transfer to an address at the current block (a user's deposit): its event and the balance. */
export function payTron(s: FakeTron, address: string, amount: bigint): string {
  const txId = hashOf(`tron-deposit${++paid}`);
  const to = `0x${Buffer.from(tronAddressBytes(address).slice(1)).toString('hex')}`;
  const event = {
    transaction_id: txId,
    event_index: 0,
    block_number: s.block,
    event_name: 'Transfer',
    result: { to, value: String(amount) },
  };
  s.events.set(s.block, [...(s.events.get(s.block) ?? []), event]);
  addUsdt(s, address, amount);
  return txId;
}
