/**
 * Adapters over public indexers' HTTP APIs, for networks whose node the platform does not run:
 * BTC over an Esplora-style API (blockstream.info, mempool.space or a self-hosted esplora) and
 * TRC20 USDT over a TronGrid-style API. Off unless their URL is set (CHAIN_BTC_INDEXER_URL,
 * CHAIN_TRC20_INDEXER_URL). Both look transfers up per watched address (BTC) or per block (TRC20
 * events), which suits a platform of modest size; a large one runs its own node and adapter.
 * They also send and track payouts signed by btc-signer.ts and tron-signer.ts, and read what
 * those signers need (the hot wallet's unspent outputs, a fee rate; a transfer built by the node,
 * a token balance).
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
  readonly feeCoin = 'TRX';

  constructor(
    private readonly base: string,
    readonly usdtContract: string,
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

  /** Have the node build a call of the USDT contract from `owner` (base58 addresses; `parameter` is the ABI-encoded arguments). */
  async trigger(owner: string, functionSelector: string, parameter: string, feeLimitSun: number): Promise<TronTransaction> {
    const r = await this.post<{ result?: { result?: boolean; message?: string }; transaction?: TronTransaction }>(
      '/wallet/triggersmartcontract',
      {
        owner_address: owner,
        contract_address: this.usdtContract,
        function_selector: functionSelector,
        parameter,
        fee_limit: feeLimitSun,
        call_value: 0,
        visible: true,
      },
    );
    if (!r.result?.result || !r.transaction) throw new Error(`the node built no transaction: ${tronMessage(r.result?.message)}`);
    return r.transaction;
  }

  /** A read-only call of the USDT contract; answers the first word of its result. */
  async constantCall(owner: string, functionSelector: string, parameter: string): Promise<bigint> {
    const r = await this.post<{ constant_result?: string[] }>('/wallet/triggerconstantcontract', {
      owner_address: owner,
      contract_address: this.usdtContract,
      function_selector: functionSelector,
      parameter,
      visible: true,
    });
    const word = r.constant_result?.[0];
    if (!word) throw new Error('the node answered no result');
    return BigInt(`0x${word.slice(0, 64)}`);
  }

  /** `rawTx` is the signed transaction as JSON (what triggersmartcontract built, with `signature`). */
  async broadcast(rawTx: string): Promise<string> {
    const tx = JSON.parse(rawTx) as TronTransaction;
    const r = await this.post<{ result?: boolean; txid?: string; code?: string; message?: string }>('/wallet/broadcasttransaction', tx);
    // Sent before (a restart sending it again): the node already has it.
    if (r.result || r.code === 'DUP_TRANSACTION_ERROR') return r.txid ?? tx.txID;
    throw new BroadcastRefused(`${r.code ?? 'refused'}: ${tronMessage(r.message)}`.slice(0, 200));
  }

  /**
   * The TRX a mined transaction burnt, in sun: `fee` of gettransactioninfobyid (the energy burnt for
   * the contract call plus the bandwidth, `receipt.energy_fee` + `receipt.net_fee`). Absent when
   * nothing was burnt: energy and bandwidth staked for the account (or its free daily bandwidth)
   * paid it, so the fee is then truly zero.
   */
  async networkFee(txId: string): Promise<bigint> {
    const info = await this.post<{ fee?: number }>('/wallet/gettransactioninfobyid', { value: txId });
    return BigInt(info.fee ?? 0);
  }

  async status(txId: string): Promise<TxStatus> {
    const info = await this.post<{ blockNumber?: number; result?: string; receipt?: { result?: string }; resMessage?: string }>(
      '/wallet/gettransactioninfobyid',
      { value: txId },
    );
    if (info.blockNumber === undefined) return { state: 'unknown' };
    const ok = info.result !== 'FAILED' && (!info.receipt?.result || info.receipt.result === 'SUCCESS');
    return ok
      ? { state: 'confirmed', blockNumber: info.blockNumber }
      : { state: 'failed', blockNumber: info.blockNumber, reason: info.receipt?.result ?? tronMessage(info.resMessage) };
  }
}

/** A TRON transaction as the HTTP API writes it (visible: true): `raw_data_hex` is what `txID` hashes and the signature signs. */
export interface TronTransaction {
  txID: string;
  raw_data: Record<string, unknown>;
  raw_data_hex: string;
  visible?: boolean;
  signature?: string[];
}

/** TRON's messages come hex-encoded (UTF-8 bytes); plain text is kept as it is. */
function tronMessage(message: string | undefined): string {
  if (!message) return 'no reason given';
  return /^([0-9a-fA-F]{2})+$/.test(message) ? Buffer.from(message, 'hex').toString('utf8') : message;
}
