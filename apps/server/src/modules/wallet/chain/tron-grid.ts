/**
 * TRC20 USDT over a TronGrid-style API (TRON's full-node HTTP API and TronGrid v1): the token
 * contract's Transfer events block by block for deposits, and for payouts and sweeps what their
 * signers need: transactions the node builds (a contract call, a TRX transfer), a token or TRX
 * balance, the energy a call would use, the chain's prices; broadcast and status. Off unless
 * CHAIN_TRC20_INDEXER_URL is set.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { base58check as makeBase58check } from '@scure/base';
import { BroadcastRefused, type BlockRef, type ChainAdapter, type SeenTransfer, type TxStatus } from './adapter';
import { get } from './indexer';

const base58check = makeBase58check(sha256);

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

  /**
   * The energy a call of the USDT contract from `owner` would use, simulated by the node
   * (`energy_used`, which counts the contract's dynamic energy penalty); undefined when the node
   * cannot simulate it: java-tron answers a REVERT for an owner holding no TRX (java-tron#5227),
   * which a deposit address before its sweep's gas is.
   */
  async estimateEnergy(owner: string, functionSelector: string, parameter: string): Promise<number | undefined> {
    const r = await this.post<{ result?: { result?: boolean }; energy_used?: number; transaction?: { ret?: { ret?: string }[] } }>(
      '/wallet/triggerconstantcontract',
      { owner_address: owner, contract_address: this.usdtContract, function_selector: functionSelector, parameter, visible: true },
    );
    if (!r.result?.result || r.transaction?.ret?.[0]?.ret === 'FAILED') return undefined;
    return r.energy_used && r.energy_used > 0 ? r.energy_used : undefined;
  }

  /** Have the node build a transfer of `amountSun` TRX from `owner` to `to` (a TransferContract; it creates `to` if new). */
  async createTransfer(owner: string, to: string, amountSun: bigint): Promise<TronTransaction> {
    if (amountSun <= 0n || amountSun > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`not a TRX amount: ${amountSun} sun`);
    const r = await this.post<Partial<TronTransaction> & { Error?: string }>('/wallet/createtransaction', {
      owner_address: owner,
      to_address: to,
      amount: Number(amountSun),
      visible: true,
    });
    // The node validates it first ("balance is not sufficient"): a refusal, as a broadcast's would be.
    if (!r.txID || !r.raw_data_hex) throw new BroadcastRefused(`the node built no transaction: ${tronMessage(r.Error)}`.slice(0, 200));
    return r as TronTransaction;
  }

  /** An account's TRX, in sun (0 for an address the chain has no account for yet: it has never received TRX). */
  async trxBalance(address: string): Promise<bigint> {
    const r = await this.post<{ balance?: number }>('/wallet/getaccount', { address, visible: true });
    return BigInt(r.balance ?? 0);
  }

  /**
   * The chain's prices in sun, set by its committee and changed by proposals: a unit of energy
   * burnt (`getEnergyFee`), and creating an account by sending it TRX (the system contract's fee
   * plus the bandwidth one, `getCreateNewAccountFeeInSystemContract` + `getCreateAccountFee`).
   */
  async prices(): Promise<{ energySun: bigint; newAccountSun: bigint }> {
    const r = await this.post<{ chainParameter?: { key: string; value?: number }[] }>('/wallet/getchainparameters', {});
    const param = (key: string) => {
      const found = r.chainParameter?.find((p) => p.key === key);
      if (!found) throw new Error(`the node gave no ${key}`);
      // Protobuf's JSON leaves a zero out.
      return BigInt(found.value ?? 0);
    };
    return {
      energySun: param('getEnergyFee'),
      newAccountSun: param('getCreateNewAccountFeeInSystemContract') + param('getCreateAccountFee'),
    };
  }

  /** `rawTx` is the signed transaction as JSON (what the node built, with `signature`). */
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
