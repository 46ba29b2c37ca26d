/**
 * Test support: a local HTTP server that answers as an Esplora API (under /btc) and a TronGrid API
 * (under /tron) do, in the shapes their documentation gives (blockstream.info and mempool.space's
 * Esplora reference; TRON's full-node HTTP API and TronGrid v1). The answers were not recorded
 * from the live services (this machine has no internet): the server keeps a little state (the hot
 * wallet's unspent outputs, what was broadcast, what is mined) so a payout can go from signed to
 * confirmed, and it refuses what the real ones refuse (an unknown or spent input, a TRON signature
 * that is not the owner's). Used by indexer-payouts.test.ts only.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { address as btcAddress, networks, Transaction } from 'bitcoinjs-lib';
import type { TronTransaction, Utxo } from './indexer';
import { tronAddressBytes, tronAddressOf } from './tron-tx';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const hashOf = (label: string) => hex(sha256(new TextEncoder().encode(label)));

export interface FakeIndexers {
  base: string;
  btc: {
    tip: number;
    hot: string;
    utxos: Utxo[];
    feeRate: number;
    sent: Map<string, string>;
    mined: Map<string, number>;
    /** Each sent transaction's fee (its inputs less its outputs), as `GET /tx/:id` reports it. */
    fees: Map<string, bigint>;
    /** Other addresses' unspent outputs and transactions (deposit addresses): `payBtc` adds to both. */
    others: Map<string, Utxo[]>;
    history: Map<string, unknown[]>;
  };
  tron: {
    block: number;
    usdtBalance: bigint;
    /** Build the next transfer to this address instead of the one asked for (a lying indexer). */
    redirectTo?: string;
    sent: Map<string, TronTransaction>;
    /** gettransactioninfobyid: `fee` (sun) is what was burnt, absent when staked energy and bandwidth paid. */
    info: Map<string, { blockNumber: number; fee?: number; receipt: { result: string; energy_fee?: number; net_fee?: number } }>;
  };
  close(): Promise<void>;
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

/** A Transaction.raw as java-tron writes it for a TriggerSmartContract. */
function tronRaw({
  owner,
  contract,
  data,
  feeLimit,
  block,
}: {
  owner: string;
  contract: string;
  data: string;
  feeLimit: bigint;
  block: number;
}): Uint8Array {
  const call = [
    ...fieldBytes(1, tronAddressBytes(owner)),
    ...fieldBytes(2, tronAddressBytes(contract)),
    ...fieldBytes(4, Buffer.from(data, 'hex')),
  ];
  const any = [...fieldBytes(1, Buffer.from('type.googleapis.com/protocol.TriggerSmartContract')), ...fieldBytes(2, call)];
  const ref = Buffer.from(hashOf(`tron${block}`), 'hex');
  return Uint8Array.from([
    ...fieldBytes(1, ref.subarray(6, 8)),
    ...fieldBytes(4, ref.subarray(8, 16)),
    ...fieldInt(8, 1_700_000_060_000n),
    ...fieldBytes(11, [...fieldInt(1, 31n), ...fieldBytes(2, any)]),
    ...fieldInt(14, 1_700_000_000_000n),
    ...fieldInt(18, feeLimit),
  ]);
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeIndexers(btcHot: string): Promise<FakeIndexers> {
  const state: Omit<FakeIndexers, 'base' | 'close'> = {
    btc: {
      tip: 840_000,
      hot: btcHot,
      utxos: [],
      feeRate: 5,
      sent: new Map(),
      mined: new Map(),
      fees: new Map(),
      others: new Map(),
      history: new Map(),
    },
    tron: { block: 63_000_000, usdtBalance: 0n, sent: new Map(), info: new Map() },
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const text = req.method === 'POST' ? await body(req) : '';
      const answer = url.pathname.startsWith('/btc/')
        ? btc(state.btc, req.method!, url.pathname.slice(4), text)
        : tron(state.tron, url.pathname.slice(5), text);
      const status = answer.status ?? 200;
      res.writeHead(status, { 'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { ...state, base, close: () => new Promise((r) => server.close(() => r())) };
}

type Answer = { status?: number; body: unknown };

function btc(s: FakeIndexers['btc'], method: string, path: string, text: string): Answer {
  if (path === '/blocks/tip/height') return { body: String(s.tip) };
  const height = /^\/block-height\/(\d+)$/.exec(path);
  if (height) return Number(height[1]) <= s.tip ? { body: hashOf(`btc${height[1]}`) } : { status: 404, body: 'Block not found' };
  const txs = /^\/address\/([^/]+)\/txs$/.exec(path);
  if (txs) return { body: s.history.get(txs[1]!) ?? [] };
  const utxo = /^\/address\/([^/]+)\/utxo$/.exec(path);
  if (utxo) return { body: utxo[1] === s.hot ? s.utxos : (s.others.get(utxo[1]!) ?? []) };
  if (path === '/fee-estimates') return { body: { '1': s.feeRate * 2 + 0.37, '3': s.feeRate - 0.4, '6': s.feeRate / 2 } };
  if (path === '/tx' && method === 'POST') return btcBroadcast(s, text.trim());
  const tx = /^\/tx\/([0-9a-f]{64})$/.exec(path);
  if (tx) {
    const fee = s.fees.get(tx[1]!);
    return fee === undefined ? { status: 404, body: 'Transaction not found' } : { body: { txid: tx[1], fee: Number(fee) } };
  }
  const status = /^\/tx\/([0-9a-f]{64})\/status$/.exec(path);
  if (status) {
    const h = s.mined.get(status[1]!);
    if (h !== undefined) return { body: { confirmed: true, block_height: h, block_hash: hashOf(`btc${h}`), block_time: 1_700_000_000 } };
    return s.sent.has(status[1]!) ? { body: { confirmed: false } } : { status: 404, body: 'Transaction not found' };
  }
  return { status: 404, body: 'not found' };
}

/** As bitcoind behind Esplora: a transaction spending outputs the wallet does not have is refused. */
function btcBroadcast(s: FakeIndexers['btc'], raw: string): Answer {
  let tx: Transaction;
  try {
    tx = Transaction.fromHex(raw);
  } catch {
    return { status: 400, body: 'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed"}' };
  }
  const txid = tx.getId();
  if (s.sent.has(txid)) return { body: txid };
  const spends = tx.ins.map((i) => `${hex(Uint8Array.from(i.hash).reverse())}:${i.index}`);
  const all = [...s.utxos, ...[...s.others.values()].flat()];
  if (!spends.every((k) => all.some((u) => `${u.txid}:${u.vout}` === k)))
    return { status: 400, body: 'sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent"}' };
  const inputs = all.filter((u) => spends.includes(`${u.txid}:${u.vout}`)).reduce((sum, u) => sum + BigInt(u.value), 0n);
  s.fees.set(txid, inputs - tx.outs.reduce((sum, o) => sum + BigInt(o.value), 0n));
  const unspent = (u: Utxo) => !spends.includes(`${u.txid}:${u.vout}`);
  s.utxos = s.utxos.filter(unspent);
  for (const [a, us] of s.others) s.others.set(a, us.filter(unspent));
  // What it pays the hot wallet (a payout's change, a sweep) is the hot wallet's, unconfirmed until mined.
  tx.outs.forEach((o, vout) => {
    if (outputAddress(o.script) === s.hot) s.utxos.push({ txid, vout, value: Number(o.value), status: { confirmed: false } });
  });
  s.sent.set(txid, raw);
  return { body: txid };
}

function outputAddress(script: Uint8Array): string | undefined {
  try {
    return btcAddress.fromOutputScript(script, networks.bitcoin);
  } catch {
    return undefined;
  }
}

let funded = 0;
/** A confirmed payment of `sat` to an address, at the tip (a user's deposit): its output and its transaction. */
export function payBtc(s: FakeIndexers['btc'], address: string, sat: number): string {
  const txid = hashOf(`fund${++funded}`);
  s.others.set(address, [...(s.others.get(address) ?? []), { txid, vout: 0, value: sat, status: { confirmed: true } }]);
  const status = { confirmed: true, block_height: s.tip, block_hash: hashOf(`btc${s.tip}`) };
  s.history.set(address, [...(s.history.get(address) ?? []), { txid, status, vout: [{ scriptpubkey_address: address, value: sat }] }]);
  return txid;
}

function tron(s: FakeIndexers['tron'], path: string, text: string): Answer {
  const input = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (path === '/wallet/getnowblock')
    return { body: { blockID: hashOf(`tron${s.block}`), block_header: { raw_data: { number: s.block } } } };
  if (path === '/wallet/getblockbynum')
    return { body: Number(input.num) <= s.block ? { blockID: hashOf(`tron${String(input.num)}`) } : {} };
  if (path.startsWith('/v1/contracts/')) return { body: { data: [], success: true, meta: { at: 1_700_000_000_000, page_size: 0 } } };
  if (path === '/wallet/triggersmartcontract') return { body: tronTrigger(s, input) };
  if (path === '/wallet/triggerconstantcontract')
    return { body: { result: { result: true }, constant_result: [s.usdtBalance.toString(16).padStart(64, '0')], energy_used: 935 } };
  if (path === '/wallet/broadcasttransaction') return { body: tronBroadcast(s, input as unknown as TronTransaction) };
  if (path === '/wallet/gettransactioninfobyid') return { body: s.info.get(String(input.value)) ?? {} };
  return { status: 404, body: 'not found' };
}

function tronTrigger(s: FakeIndexers['tron'], input: Record<string, unknown>) {
  const owner = String(input.owner_address);
  const contract = String(input.contract_address);
  let parameter = String(input.parameter);
  if (s.redirectTo)
    parameter = Buffer.from(tronAddressBytes(s.redirectTo).slice(1)).toString('hex').padStart(64, '0') + parameter.slice(64);
  const data = `a9059cbb${parameter}`;
  // Sun, a whole number: read exactly, and echoed back as the caller sent it.
  const raw = tronRaw({ owner, contract, data, feeLimit: BigInt(String(input.fee_limit)), block: s.block });
  const txID = hex(sha256(raw));
  return {
    result: { result: true },
    energy_used: 14_650,
    transaction: {
      visible: true,
      txID,
      raw_data: {
        contract: [
          {
            parameter: {
              value: { data, owner_address: owner, contract_address: contract },
              type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
            },
            type: 'TriggerSmartContract',
          },
        ],
        ref_block_bytes: hex(Buffer.from(hashOf(`tron${s.block}`), 'hex').subarray(6, 8)),
        ref_block_hash: hex(Buffer.from(hashOf(`tron${s.block}`), 'hex').subarray(8, 16)),
        expiration: 1_700_000_060_000,
        fee_limit: input.fee_limit,
        timestamp: 1_700_000_000_000,
      },
      raw_data_hex: hex(raw),
    },
  };
}

/** The signer of a TRON transaction (r || s || v, v = 27 or 28), as a T... address. */
export function tronSignerOf(tx: TronTransaction): string {
  const sig = Buffer.from(tx.signature![0]!, 'hex');
  const recovered = Uint8Array.from([sig[64]! - 27, ...sig.subarray(0, 64)]);
  const publicKey = secp256k1.recoverPublicKey(recovered, Buffer.from(tx.txID, 'hex'), { prehash: false });
  return tronAddressOf(secp256k1.Point.fromBytes(publicKey).toBytes(false));
}

/** As java-tron: the txID must hash raw_data_hex and the signature must be the owner's. */
function tronBroadcast(s: FakeIndexers['tron'], tx: TronTransaction) {
  const owner = (tx.raw_data.contract as { parameter: { value: { owner_address: string } } }[])[0]!.parameter.value.owner_address;
  if (hex(sha256(Buffer.from(tx.raw_data_hex, 'hex'))) !== tx.txID || !tx.signature?.[0] || tronSignerOf(tx) !== owner)
    return { result: false, code: 'SIGERROR', txid: tx.txID, message: Buffer.from('Validate signature error').toString('hex') };
  if (s.sent.has(tx.txID))
    return { code: 'DUP_TRANSACTION_ERROR', txid: tx.txID, message: Buffer.from('Dup transaction.').toString('hex') };
  s.sent.set(tx.txID, tx);
  return { result: true, txid: tx.txID };
}
