/**
 * Adapters over public indexers' HTTP APIs, for networks whose node the platform does not run:
 * BTC over an Esplora-style API (blockstream.info, mempool.space or a self-hosted esplora) and
 * TRC20 USDT over a TronGrid-style API. Off unless their URL is set (CHAIN_BTC_INDEXER_URL,
 * CHAIN_TRC20_INDEXER_URL). Both look transfers up per watched address (BTC) or per block (TRC20
 * events), which suits a platform of modest size; a large one runs its own node and adapter.
 * Payouts on these networks stay with the operators (no signer here).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { base58check as makeBase58check } from '@scure/base';
import { BroadcastRefused, type BlockRef, type ChainAdapter, type SeenTransfer, type TxStatus } from './adapter';

const base58check = makeBase58check(sha256);

async function get(url: string): Promise<Response> {
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!res.ok && res.status !== 404) throw new Error(`indexer answered ${res.status} for ${new URL(url).pathname}`);
  return res;
}

interface EsploraTx {
  txid: string;
  status: { confirmed: boolean; block_height?: number; block_hash?: string };
  vout: { scriptpubkey_address?: string; value: number }[];
}

/** BTC over an Esplora-style API; amounts are satoshis (the platform's BTC scale is 8). */
export class EsploraAdapter implements ChainAdapter {
  readonly network = 'BTC';
  readonly assets = ['BTC'] as const;

  constructor(private readonly base: string) {}

  normalise(address: string): string {
    // bech32 addresses compare in lower case; base58 ones are case-sensitive.
    return /^bc1/i.test(address) ? address.toLowerCase() : address;
  }

  async head(): Promise<BlockRef> {
    const number = Number(await (await get(`${this.base}/blocks/tip/height`)).text());
    return { number, hash: (await this.blockHash(number)) ?? '' };
  }

  async blockHash(number: number): Promise<string | undefined> {
    const res = await get(`${this.base}/block-height/${number}`);
    return res.status === 404 ? undefined : (await res.text()).trim();
  }

  async transfers(from: number, to: number, addresses: ReadonlySet<string>): Promise<SeenTransfer[]> {
    const out: SeenTransfer[] = [];
    for (const address of addresses) {
      const txs = (await (await get(`${this.base}/address/${address}/txs`)).json()) as EsploraTx[];
      for (const tx of txs) {
        const h = tx.status.block_height;
        if (!tx.status.confirmed || h === undefined || h < from || h > to) continue;
        tx.vout.forEach((o, index) => {
          if (!o.scriptpubkey_address || this.normalise(o.scriptpubkey_address) !== address) return;
          out.push({
            txId: tx.txid,
            outputIndex: index,
            block: { number: h, hash: tx.status.block_hash ?? '' },
            address,
            asset: 'BTC',
            amountMinor: BigInt(o.value),
          });
        });
      }
    }
    return out;
  }

  async broadcast(rawTx: string): Promise<string> {
    const res = await fetch(`${this.base}/tx`, { method: 'POST', body: rawTx, signal: AbortSignal.timeout(15_000) });
    const text = (await res.text()).trim();
    if (res.status === 400) throw new BroadcastRefused(text.slice(0, 200));
    if (!res.ok) throw new Error(`indexer answered ${res.status} to a broadcast`);
    return text;
  }

  async status(txId: string): Promise<TxStatus> {
    const res = await get(`${this.base}/tx/${txId}/status`);
    if (res.status === 404) return { state: 'unknown' };
    const s = (await res.json()) as EsploraTx['status'];
    return s.confirmed ? { state: 'confirmed', blockNumber: s.block_height } : { state: 'pending' };
  }
}

interface TronEvent {
  transaction_id: string;
  event_index: number;
  block_number: number;
  result: { to: string; value: string };
}

/** A TronGrid event's address (0x + 20 bytes, or 41 + 20 bytes) in base58check form (T...). */
export function tronAddress(hex: string): string {
  const body = hex.replace(/^0x/, '').replace(/^41(?=[0-9a-fA-F]{40}$)/, '');
  return base58check.encode(new Uint8Array([0x41, ...Buffer.from(body, 'hex')]));
}

/** TRC20 USDT over a TronGrid-style API: the token contract's Transfer events, block by block. */
export class TronGridAdapter implements ChainAdapter {
  readonly network = 'TRC20';
  readonly assets = ['USDT'] as const;

  constructor(
    private readonly base: string,
    private readonly usdtContract: string,
  ) {}

  normalise(address: string): string {
    return address;
  }

  private async post<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`indexer answered ${res.status} for ${path}`);
    return (await res.json()) as T;
  }

  async head(): Promise<BlockRef> {
    const b = await this.post<{ blockID: string; block_header: { raw_data: { number: number } } }>('/wallet/getnowblock', {});
    return { number: b.block_header.raw_data.number, hash: b.blockID };
  }

  async blockHash(number: number): Promise<string | undefined> {
    const b = await this.post<{ blockID?: string }>('/wallet/getblockbynum', { num: number });
    return b.blockID;
  }

  async transfers(from: number, to: number, addresses: ReadonlySet<string>): Promise<SeenTransfer[]> {
    const out: SeenTransfer[] = [];
    for (let n = from; n <= to; n++) {
      const url = `${this.base}/v1/contracts/${this.usdtContract}/events?event_name=Transfer&block_number=${n}&only_confirmed=true&limit=200`;
      const { data } = (await (await get(url)).json()) as { data?: TronEvent[] };
      const hash = data && data.length > 0 ? await this.blockHash(n) : undefined;
      for (const e of data ?? []) {
        const address = tronAddress(e.result.to);
        if (!addresses.has(address)) continue;
        out.push({
          txId: e.transaction_id,
          outputIndex: e.event_index,
          block: { number: e.block_number, hash: hash ?? '' },
          address,
          asset: 'USDT',
          amountMinor: BigInt(e.result.value),
        });
      }
    }
    return out;
  }

  async broadcast(rawTx: string): Promise<string> {
    const r = await this.post<{ result?: boolean; txid?: string; message?: string }>('/wallet/broadcasthex', { transaction: rawTx });
    if (!r.result || !r.txid) throw new BroadcastRefused((r.message ?? 'refused').slice(0, 200));
    return r.txid;
  }

  async status(txId: string): Promise<TxStatus> {
    const info = await this.post<{ blockNumber?: number; receipt?: { result?: string } }>('/wallet/gettransactioninfobyid', {
      value: txId,
    });
    if (info.blockNumber === undefined) return { state: 'unknown' };
    const ok = !info.receipt?.result || info.receipt.result === 'SUCCESS';
    return ok
      ? { state: 'confirmed', blockNumber: info.blockNumber }
      : { state: 'failed', blockNumber: info.blockNumber, reason: info.receipt?.result };
  }
}
