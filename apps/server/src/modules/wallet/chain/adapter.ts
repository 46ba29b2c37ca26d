/**
 * What the chain part needs from a network, whatever its node or indexer: the head, block hashes
 * (to notice a re-org), the transfers into watched addresses in a range of blocks, and for
 * withdrawals a signed transaction's broadcast and status. One adapter per network (evm.ts over
 * JSON-RPC; indexer.ts over a public indexer's HTTP API for BTC and TRC20).
 */

export interface BlockRef {
  number: number;
  hash: string;
}

/** A transfer into a watched address, as the chain shows it now. */
export interface SeenTransfer {
  txId: string;
  /** 0 for a native transfer, the log index of a token transfer, the output number on BTC. */
  outputIndex: number;
  block: BlockRef;
  /** The receiving address as the adapter writes it (EVM: lower case). */
  address: string;
  /** The coin code (ETH, USDT, BTC). */
  asset: string;
  amountMinor: bigint;
}

export type TxState = 'pending' | 'confirmed' | 'failed' | 'unknown';

export interface TxStatus {
  state: TxState;
  /** The block holding it, when mined. */
  blockNumber?: number;
  reason?: string;
}

export interface ChainAdapter {
  readonly network: string;
  /** The coins this network carries here, with the token contract where there is one. */
  readonly assets: readonly string[];
  head(): Promise<BlockRef>;
  /** The hash of block `number` on the chain the node follows now (undefined above its head). */
  blockHash(number: number): Promise<string | undefined>;
  /** Transfers into `addresses` (normalised with `normalise`) in blocks `from..to` inclusive. */
  transfers(from: number, to: number, addresses: ReadonlySet<string>): Promise<SeenTransfer[]>;
  /** How this network writes an address for comparison (EVM: lower case). */
  normalise(address: string): string;
  /** Send a signed transaction; answers its id. A transaction the node already has is not an error. */
  broadcast(rawTx: string): Promise<string>;
  status(txId: string): Promise<TxStatus>;
  /** The coin a transaction's network fee is paid in (ETH, BTC, TRX). */
  readonly feeCoin: string;
  /** What a mined transaction cost its sender, in the platform's minor units of `feeCoin` (rounded up). */
  networkFee(txId: string): Promise<bigint>;
}

/** Refused by the node for a reason that sending again will not cure (funds, a bad transaction). */
export class BroadcastRefused extends Error {}

/** A payout: send `amountMinor` (platform units) of `asset` to `to`. */
export interface Payout {
  to: string;
  asset: string;
  amountMinor: bigint;
}

/** A signed transaction as stored before it is sent: its bytes (or JSON, on TRON) and its id. */
export interface SignedTx {
  raw: string;
  txId: string;
}

/** A signed payout with the most its transaction may burn (minor units of the network's fee coin), held before it is stored. */
export interface SignedPayout extends SignedTx {
  maxFeeMinor: bigint;
}

/**
 * The hot wallet of one network: the only holder of its key (read from the environment or a file
 * into a closure, never stored or logged). It signs payouts; the chain part stores each signed
 * transaction before sending it, so a restart sends that same one again.
 */
export interface PayoutSigner {
  readonly address: string;
  signPayout(payout: Payout): Promise<SignedPayout>;
  /**
   * A replacement of a stored transaction that is not mined: the same transaction at a higher fee,
   * at most `ceiling` (the signer's cap by default), or undefined when the fee cannot go higher.
   * EVM (same nonce) and BTC (same inputs, BIP125); TRON has none.
   */
  replace?(raw: string, ceiling?: bigint): Promise<SignedTx | undefined>;
  /** The id of a stored signed transaction (what `signPayout` answered with it). */
  txIdOf(raw: string): string;
  /** The hot wallet's balance of a coin, in the platform's minor units. */
  balance(asset: string): Promise<bigint>;
}
