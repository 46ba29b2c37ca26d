/**
 * Test support: a congested network's mempool in front of the in-process EVM node. While `holding`,
 * a signed transaction sent to it is kept (answered with its hash, shown pending, counted in the
 * sender's pending nonce) instead of being mined; a transaction with the same sender and nonce
 * replaces it only when its fee cap and tip (a legacy one's gas price) are both at least 10%
 * higher ("replacement transaction underpriced" otherwise), as geth's pool does. `release` hands what it holds to the node, which
 * mines it. Everything else is passed to the node as it is.
 *
 * Why not the node's own pool: ganache keeps both transactions of a nonce in its pool (with
 * `miner_stop`, in eager and strict instamine alike) and then mines both, the replaced one too,
 * paying twice; and it refuses at once a transaction priced under the base fee rather than keeping
 * it. A real node does neither, and a fee bump has to be tested against what a real node does.
 */
import { createServer, type Server } from 'node:http';
import { keccak256, parseTransaction, recoverTransactionAddress, type Hex, type TransactionSerialized } from 'viem';
import type { EvmNode } from './evm-node';

interface Held {
  raw: Hex;
  hash: Hex;
  from: string;
  nonce: number;
  maxFee: bigint;
  tip: bigint;
}

interface RpcCall {
  id: number | string;
  jsonrpc: '2.0';
  method: string;
  params?: unknown[];
}

export interface MempoolHold {
  url: string;
  holding: boolean;
  /** What the pool holds now, by hash. */
  held: Map<string, Held>;
  /** Every transaction it was sent (replaced ones too), by hash. */
  seen: Map<string, Hex>;
  /** Forget a held transaction (another node mined its rival, say). */
  drop(hash: string): void;
  /** Stop holding and hand what is held to the node. */
  release(): Promise<void>;
  close(): Promise<void>;
}

const pct110 = (x: bigint) => x + (x + 9n) / 10n;

/** A held transaction as eth_getTransactionByHash answers one not mined yet (EIP-1559, or legacy with its gas price). */
function pending(h: Held) {
  const tx = parseTransaction(h.raw);
  const q = (n: bigint | number | undefined) => `0x${BigInt(n ?? 0).toString(16)}`;
  const fees =
    tx.type === 'legacy'
      ? { type: '0x0', gasPrice: q(tx.gasPrice) }
      : { type: '0x2', maxFeePerGas: q(h.maxFee), maxPriorityFeePerGas: q(h.tip), accessList: [] };
  return {
    hash: h.hash,
    from: h.from,
    to: tx.to ?? null,
    nonce: q(h.nonce),
    value: q(tx.value),
    gas: q(tx.gas),
    input: tx.data ?? '0x',
    chainId: q(tx.chainId),
    ...fees,
    blockHash: null,
    blockNumber: null,
    transactionIndex: null,
    v: q(tx.v ?? (tx.yParity === 1 ? 1n : 0n)),
    yParity: q(tx.yParity),
    r: tx.r,
    s: tx.s,
  };
}

export async function startMempoolHold(node: EvmNode): Promise<MempoolHold> {
  const pool: MempoolHold = {
    url: '',
    holding: false,
    held: new Map(),
    seen: new Map(),
    drop: (hash) => void pool.held.delete(hash),
    async release() {
      pool.holding = false;
      for (const h of pool.held.values()) await node.rpc('eth_sendRawTransaction', [h.raw]);
      pool.held.clear();
    },
    close: () => new Promise((r) => server.close(() => r())),
  };

  async function hold(raw: Hex): Promise<{ result?: string; error?: { code: number; message: string } }> {
    const tx = parseTransaction(raw);
    const from = (await recoverTransactionAddress({ serializedTransaction: raw as TransactionSerialized })).toLowerCase();
    const next: Held = {
      raw,
      hash: keccak256(raw),
      from,
      nonce: tx.nonce ?? 0,
      // A legacy transaction's gas price is both its cap and its tip.
      maxFee: tx.maxFeePerGas ?? tx.gasPrice ?? 0n,
      tip: tx.maxPriorityFeePerGas ?? tx.gasPrice ?? 0n,
    };
    pool.seen.set(next.hash, raw);
    const rival = [...pool.held.values()].find((h) => h.from === from && h.nonce === next.nonce && h.hash !== next.hash);
    if (rival && (next.maxFee < pct110(rival.maxFee) || next.tip < pct110(rival.tip)))
      return { error: { code: -32000, message: 'replacement transaction underpriced' } };
    if (rival) pool.held.delete(rival.hash);
    pool.held.set(next.hash, next);
    return { result: next.hash };
  }

  async function answer(call: RpcCall): Promise<unknown> {
    const p = call.params ?? [];
    const base = { jsonrpc: '2.0', id: call.id };
    if (call.method === 'eth_sendRawTransaction' && pool.holding) return { ...base, ...(await hold(p[0] as Hex)) };
    const held = typeof p[0] === 'string' ? pool.held.get(p[0]) : undefined;
    if (call.method === 'eth_getTransactionByHash' && held) return { ...base, result: pending(held) };
    if (call.method === 'eth_getTransactionReceipt' && held) return { ...base, result: null };
    try {
      let result = await node.rpc(call.method, p);
      if (call.method === 'eth_getTransactionCount' && p[1] === 'pending') {
        const mine = [...pool.held.values()].filter((h) => h.from === String(p[0]).toLowerCase()).map((h) => h.nonce + 1);
        result = `0x${Math.max(Number(result), ...mine).toString(16)}`;
      }
      return { ...base, result };
    } catch (err) {
      return { ...base, error: { code: -32000, message: err instanceof Error ? err.message : String(err) } };
    }
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RpcCall | RpcCall[];
      const out = Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out, (_k, v: unknown) => (typeof v === 'bigint' ? `0x${v.toString(16)}` : v)));
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  pool.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return pool;
}
