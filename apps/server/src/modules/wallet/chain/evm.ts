/**
 * The EVM adapter (ETH and ERC20 tokens) over JSON-RPC with viem. Native transfers are read from
 * each block's transactions (a transaction straight to the address; ETH sent by a contract's
 * internal call is not seen: that needs tracing, which public nodes rarely serve), token transfers
 * from the token's `Transfer` logs. A transaction that reverted moved nothing and is skipped.
 */
import { createPublicClient, http, keccak256, parseAbiItem, type Hex, type PublicClient } from 'viem';
import { BroadcastRefused, type BlockRef, type ChainAdapter, type SeenTransfer, type TxStatus } from './adapter';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

export interface EvmOptions {
  network: string;
  rpcUrl: string;
  /** The native coin's code (ETH). */
  native: string;
  /** Token code to contract address (USDT to 0x...). */
  tokens: Record<string, string>;
  /** Decimals on chain per coin (ETH 18, USDT 6) and the platform's scale per coin (ETH 8). */
  chainDecimals: Record<string, number>;
  scales: Record<string, number>;
}

/** Messages of a node refusing a transaction for good (geth, ganache, hardhat wordings). */
const REFUSED = /insufficient funds|nonce too low|correct nonce|intrinsic gas|exceeds block gas limit|invalid sender|underpriced/i;
const ALREADY_KNOWN = /already known|known transaction|already imported/i;

export class EvmAdapter implements ChainAdapter {
  readonly network: string;
  readonly assets: readonly string[];
  readonly client: PublicClient;
  readonly feeCoin: string;

  constructor(readonly options: EvmOptions) {
    this.network = options.network;
    this.feeCoin = options.native;
    this.assets = [options.native, ...Object.keys(options.tokens)];
    this.client = createPublicClient({ transport: http(options.rpcUrl, { batch: { batchSize: 100 }, retryCount: 0 }) });
  }

  /** Chain units to the platform's minor units, rounded down: dust below the platform's precision is not credited. */
  toMinor(asset: string, chainUnits: bigint): bigint {
    return chainUnits / 10n ** BigInt(this.shift(asset));
  }

  /** Chain units to minor units rounded up: what the chain charged is never booked as less. */
  toMinorUp(asset: string, chainUnits: bigint): bigint {
    const unit = 10n ** BigInt(this.shift(asset));
    return (chainUnits + unit - 1n) / unit;
  }

  toChainUnits(asset: string, minor: bigint): bigint {
    return minor * 10n ** BigInt(this.shift(asset));
  }

  private shift(asset: string): number {
    const d = (this.options.chainDecimals[asset] ?? 18) - (this.options.scales[asset] ?? 18);
    if (d < 0) throw new Error(`${asset}: the platform keeps more decimals than the chain`);
    return d;
  }

  normalise(address: string): string {
    return address.toLowerCase();
  }

  async head(): Promise<BlockRef> {
    const block = await this.client.getBlock({ blockTag: 'latest' });
    return { number: Number(block.number), hash: block.hash };
  }

  async blockHash(number: number): Promise<string | undefined> {
    try {
      return (await this.client.getBlock({ blockNumber: BigInt(number) })).hash;
    } catch {
      return undefined;
    }
  }

  async transfers(from: number, to: number, addresses: ReadonlySet<string>): Promise<SeenTransfer[]> {
    const [native, tokens] = await Promise.all([this.nativeTransfers(from, to, addresses), this.tokenTransfers(from, to, addresses)]);
    return [...native, ...tokens];
  }

  private async nativeTransfers(from: number, to: number, addresses: ReadonlySet<string>): Promise<SeenTransfer[]> {
    const numbers = Array.from({ length: to - from + 1 }, (_, i) => BigInt(from + i));
    const blocks = await Promise.all(numbers.map((n) => this.client.getBlock({ blockNumber: n, includeTransactions: true })));
    const found = blocks.flatMap((b) =>
      b.transactions
        .filter((tx) => tx.to && tx.value > 0n && addresses.has(tx.to.toLowerCase()))
        .map((tx) => ({ tx, block: { number: Number(b.number), hash: b.hash } })),
    );
    const receipts = await Promise.all(found.map(({ tx }) => this.client.getTransactionReceipt({ hash: tx.hash })));
    return found
      .filter((_, i) => receipts[i]!.status === 'success')
      .map(({ tx, block }) => ({
        txId: tx.hash,
        outputIndex: 0,
        block,
        address: tx.to!.toLowerCase(),
        asset: this.options.native,
        amountMinor: this.toMinor(this.options.native, tx.value),
      }));
  }

  private async tokenTransfers(from: number, to: number, addresses: ReadonlySet<string>): Promise<SeenTransfer[]> {
    const out: SeenTransfer[] = [];
    for (const [asset, contract] of Object.entries(this.options.tokens)) {
      const logs = await this.client.getLogs({
        address: contract as Hex,
        event: TRANSFER,
        fromBlock: BigInt(from),
        toBlock: BigInt(to),
      });
      for (const log of logs) {
        const dest = log.args.to?.toLowerCase();
        if (!dest || !addresses.has(dest) || !log.args.value || log.removed) continue;
        out.push({
          txId: log.transactionHash,
          outputIndex: log.logIndex,
          block: { number: Number(log.blockNumber), hash: log.blockHash },
          address: dest,
          asset,
          amountMinor: this.toMinor(asset, log.args.value),
        });
      }
    }
    return out;
  }

  async broadcast(rawTx: string): Promise<string> {
    try {
      return await this.client.sendRawTransaction({ serializedTransaction: rawTx as Hex });
    } catch (err) {
      const text = errorText(err);
      if (ALREADY_KNOWN.test(text)) return keccak256(rawTx as Hex);
      // The node's own words (viem keeps them in `details`), which the user is shown as the reason.
      if (REFUSED.test(text)) throw new BroadcastRefused(firstLine((err as { details?: string }).details || text));
      throw err;
    }
  }

  /** What a mined transaction cost its sender, in wei: the gas it used at the price it paid. */
  async feeOf(txId: string): Promise<bigint> {
    const r = await this.client.getTransactionReceipt({ hash: txId as Hex });
    return r.gasUsed * r.effectiveGasPrice;
  }

  async networkFee(txId: string): Promise<bigint> {
    return this.toMinorUp(this.options.native, await this.feeOf(txId));
  }

  async status(txId: string): Promise<TxStatus> {
    const receipt = await this.client.getTransactionReceipt({ hash: txId as Hex }).catch(() => undefined);
    if (receipt) {
      const blockNumber = Number(receipt.blockNumber);
      return receipt.status === 'success' ? { state: 'confirmed', blockNumber } : { state: 'failed', blockNumber, reason: 'reverted' };
    }
    const pending = await this.client.getTransaction({ hash: txId as Hex }).catch(() => undefined);
    return { state: pending ? 'pending' : 'unknown' };
  }
}

function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const details = (err as { details?: string }).details ?? '';
  return `${err.message} ${details}`;
}

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? text).slice(0, 200);
}
