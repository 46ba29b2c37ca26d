/**
 * Test support: a local HTTP server that answers as an Esplora API (under /btc) and a TronGrid API
 * (under /tron, tron-fake.ts) do, in the shapes their documentation gives (blockstream.info and
 * mempool.space's Esplora reference; TRON's full-node HTTP API and TronGrid v1). The answers were
 * not recorded from the live services (this machine has no internet): the server keeps a little
 * state (the hot wallet's unspent outputs, deposit addresses' outputs, what was broadcast, what is
 * mined) so a payout or a sweep can go from signed to confirmed, and it refuses what the real ones
 * refuse (an unknown or spent input, a TRON signature that is not the owner's). Used by the
 * indexer payout and sweep tests.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { sha256 } from '@noble/hashes/sha2.js';
import { address as btcAddress, networks, Transaction } from 'bitcoinjs-lib';
import type { Utxo } from './indexer';
import { type Answer, type FakeTron, newFakeTron, tron } from './tron-fake';

export { mineTron, payTron, tronSignerOf } from './tron-fake';

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
    /** What each sent transaction spent (whose output it was), for `GET /tx/:id`'s `vin` and an eviction. */
    spent: Map<string, { owner: string; utxo: Utxo }[]>;
    /** Transactions a replacement evicted from the mempool (BIP125): unknown to the indexer since. */
    evicted: Set<string>;
  };
  tron: FakeTron;
  close(): Promise<void>;
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
      spent: new Map(),
      evicted: new Set(),
    },
    tron: newFakeTron(),
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const text = req.method === 'POST' ? await body(req) : '';
      const answer = url.pathname.startsWith('/btc/')
        ? btc(state.btc, req.method!, url.pathname.slice(4), text)
        : tron(state.tron, url.pathname.slice(5), text, url.searchParams);
      const status = answer.status ?? 200;
      res.writeHead(status, { 'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { ...state, base, close: () => new Promise((r) => server.close(() => r())) };
}

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
    if (fee === undefined || s.evicted.has(tx[1]!)) return { status: 404, body: 'Transaction not found' };
    const vin = (s.spent.get(tx[1]!) ?? []).map(({ owner, utxo }) => ({
      txid: utxo.txid,
      vout: utxo.vout,
      prevout: { scriptpubkey_address: owner, value: utxo.value },
      sequence: sequenceOf(s.sent.get(tx[1]!)!, utxo),
    }));
    return { body: { txid: tx[1], fee: Number(fee), vin } };
  }
  const status = /^\/tx\/([0-9a-f]{64})\/status$/.exec(path);
  if (status) {
    const h = s.mined.get(status[1]!);
    if (h !== undefined) return { body: { confirmed: true, block_height: h, block_hash: hashOf(`btc${h}`), block_time: 1_700_000_000 } };
    return s.sent.has(status[1]!) && !s.evicted.has(status[1]!)
      ? { body: { confirmed: false } }
      : { status: 404, body: 'Transaction not found' };
  }
  return { status: 404, body: 'not found' };
}

const outpoint = (u: { txid: string; vout: number }) => `${u.txid}:${u.vout}`;
const inputsOf = (tx: Transaction) => tx.ins.map((i) => `${hex(Uint8Array.from(i.hash).reverse())}:${i.index}`);
const feeRateOf = (fee: bigint, tx: Transaction) => Number(fee) / tx.virtualSize();
const refused = (code: number, message: string): Answer => ({
  status: 400,
  body: `sendrawtransaction RPC error: {"code":${code},"message":"${message}"}`,
});

function sequenceOf(raw: string, u: Utxo): number {
  const tx = Transaction.fromHex(raw);
  return tx.ins[inputsOf(tx).indexOf(outpoint(u))]!.sequence;
}

/**
 * As bitcoind behind Esplora: a transaction spending outputs the wallet does not have is refused;
 * one spending what a mempool transaction spends replaces it only under BIP125 (the older one
 * signals it, and the new one pays more per vB and at least its own size in sat more).
 */
function btcBroadcast(s: FakeIndexers['btc'], raw: string): Answer {
  let tx: Transaction;
  try {
    tx = Transaction.fromHex(raw);
  } catch {
    return refused(-22, 'TX decode failed');
  }
  const txid = tx.getId();
  if (s.sent.has(txid) && !s.evicted.has(txid)) return { body: txid };
  const spends = inputsOf(tx);
  const conflicts = [...s.sent.keys()].filter(
    (id) => !s.evicted.has(id) && !s.mined.has(id) && inputsOf(Transaction.fromHex(s.sent.get(id)!)).some((k) => spends.includes(k)),
  );
  const owned = [
    ...s.utxos.map((utxo) => ({ owner: s.hot, utxo })),
    ...[...s.others].flatMap(([owner, us]) => us.map((utxo) => ({ owner, utxo }))),
  ];
  const freed = conflicts.flatMap((id) => s.spent.get(id)!);
  const inputs = spends.map((k) => [...owned, ...freed].find((o) => outpoint(o.utxo) === k));
  if (inputs.some((i) => i === undefined)) return refused(-25, 'bad-txns-inputs-missingorspent');
  const fee = inputs.reduce((sum, i) => sum + BigInt(i!.utxo.value), 0n) - tx.outs.reduce((sum, o) => sum + BigInt(o.value), 0n);
  for (const id of conflicts) {
    const old = Transaction.fromHex(s.sent.get(id)!);
    if (!old.ins.some((i) => i.sequence < 0xfffffffe)) return refused(-26, 'txn-mempool-conflict');
    if (fee < s.fees.get(id)! + BigInt(tx.virtualSize()) || feeRateOf(fee, tx) <= feeRateOf(s.fees.get(id)!, old))
      return refused(-26, `insufficient fee, rejecting replacement ${txid}`);
  }
  for (const id of conflicts) evict(s, id);
  s.fees.set(txid, fee);
  s.spent.set(
    txid,
    inputs.map((i) => i!),
  );
  const unspent = (u: Utxo) => !spends.includes(outpoint(u));
  s.utxos = s.utxos.filter(unspent);
  for (const [a, us] of s.others) s.others.set(a, us.filter(unspent));
  // What it pays the hot wallet (a payout's change, a sweep) is the hot wallet's, unconfirmed until mined.
  tx.outs.forEach((o, vout) => {
    if (outputAddress(o.script) === s.hot) s.utxos.push({ txid, vout, value: Number(o.value), status: { confirmed: false } });
  });
  s.sent.set(txid, raw);
  return { body: txid };
}

/** A replaced transaction leaves the mempool: what it spent is unspent again, what it paid the hot wallet is gone. */
function evict(s: FakeIndexers['btc'], id: string): void {
  s.evicted.add(id);
  for (const { owner, utxo } of s.spent.get(id)!) {
    if (owner === s.hot) s.utxos.push(utxo);
    else s.others.set(owner, [...(s.others.get(owner) ?? []), utxo]);
  }
  s.utxos = s.utxos.filter((u) => u.txid !== id);
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
