/**
 * Adapters over public indexers' HTTP APIs, for networks whose node the platform does not run:
 * BTC over an Esplora-style API (blockstream.info, mempool.space or a self-hosted esplora), here,
 * and TRC20 USDT over a TronGrid-style API (tron-grid.ts). Off unless their URL is set
 * (CHAIN_BTC_INDEXER_URL, CHAIN_TRC20_INDEXER_URL). Both look transfers up per watched address
 * (BTC) or per block (TRC20 events), which suits a platform of modest size; a large one runs its
 * own node and adapter. They also send and track what the signers sign (btc-signer.ts,
 * btc-sweep.ts, tron-signer.ts, tron-sweep.ts) and read what those need (here: unspent outputs
 * and a fee rate).
 */
import { BroadcastRefused, type BlockRef, type ChainAdapter, type SeenTransfer, type TxStatus } from './adapter';

/** A GET the indexer answers (a 404 is an answer: not found). */
export async function get(url: string): Promise<Response> {
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!res.ok && res.status !== 404) throw new Error(`indexer answered ${res.status} for ${new URL(url).pathname}`);
  return res;
}

export interface Utxo {
  txid: string;
  vout: number;
  /** Satoshis. */
  value: number;
  status: { confirmed: boolean };
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
  readonly feeCoin = 'BTC';

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

  /** The address's unspent outputs (the indexer counts its mempool: spent ones are gone, new ones unconfirmed). */
  async utxos(address: string): Promise<Utxo[]> {
    return (await (await get(`${this.base}/address/${address}/utxo`)).json()) as Utxo[];
  }

  /** The fee rate (sat/vB, rounded up) for a confirmation within about 3 blocks, if the indexer estimates one. */
  async feeRate(): Promise<number | undefined> {
    const res = await get(`${this.base}/fee-estimates`).catch(() => undefined);
    if (!res?.ok) return undefined;
    const rate = ((await res.json()) as Record<string, number>)['3'];
    return rate && rate > 0 ? Math.ceil(rate) : undefined;
  }

  async broadcast(rawTx: string): Promise<string> {
    const res = await fetch(`${this.base}/tx`, { method: 'POST', body: rawTx, signal: AbortSignal.timeout(15_000) });
    const text = (await res.text()).trim();
    if (res.status === 400) throw new BroadcastRefused(text.slice(0, 200));
    if (!res.ok) throw new Error(`indexer answered ${res.status} to a broadcast`);
    return text;
  }

  /** The transaction's fee in satoshis, as the indexer reports it (`GET /tx/:id`, `fee`): inputs less outputs. */
  async networkFee(txId: string): Promise<bigint> {
    const res = await get(`${this.base}/tx/${txId}`);
    if (res.status === 404) throw new Error(`the indexer does not know transaction ${txId}`);
    return BigInt(((await res.json()) as { fee: number }).fee);
  }

  /** A transaction the indexer knows (in its mempool or mined): its fee and each input's outpoint and amount (`vin[].prevout`). */
  async transaction(txId: string): Promise<{ fee: bigint; inputs: { txid: string; vout: number; value: number }[] } | undefined> {
    const res = await get(`${this.base}/tx/${txId}`);
    if (res.status === 404) return undefined;
    const tx = (await res.json()) as { fee: number; vin: { txid: string; vout: number; prevout: { value: number } }[] };
    return { fee: BigInt(tx.fee), inputs: tx.vin.map((i) => ({ txid: i.txid, vout: i.vout, value: i.prevout.value })) };
  }

  async status(txId: string): Promise<TxStatus> {
    const res = await get(`${this.base}/tx/${txId}/status`);
    if (res.status === 404) return { state: 'unknown' };
    const s = (await res.json()) as EsploraTx['status'];
    return s.confirmed ? { state: 'confirmed', blockNumber: s.block_height } : { state: 'pending' };
  }
}
