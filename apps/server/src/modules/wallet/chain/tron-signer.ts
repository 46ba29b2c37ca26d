/**
 * The TRON hot wallet's signer (TRC20 USDT payouts): the node builds the transfer
 * (triggersmartcontract), tron-tx.ts checks that what it built is exactly that transfer, and the
 * hot key signs its txID (secp256k1, r || s || recovery + 27, as TronWeb writes it). The key comes
 * from `CHAIN_TRC20_HOT_KEY` or `CHAIN_TRC20_HOT_KEY_FILE` into this closure only.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { Payout, PayoutSigner, SignedPayout, SignedTx } from './adapter';
import type { TronGridAdapter, TronTransaction } from './tron-grid';
import { privateKeyFromHex, readSecret } from './keys';
import { checkTronCall, checkTronTransfer, signTronTxId, transferParameter, tronAddressOf } from './tron-tx';

export const TRANSFER = 'transfer(address,uint256)';
/** a9059cbb: the selector of transfer(address,uint256). */
export const TRANSFER_SELECTOR = 'a9059cbb';
/** The most a payout may burn for energy when the hot wallet has none staked: 30 TRX, in sun. */
export const TRC20_FEE_LIMIT_SUN = 30_000_000;
/**
 * The most a payout may burn for bandwidth when the hot wallet has none left: a TRC20 transfer is
 * about 345 bytes at 1,000 sun a byte; 1 TRX covers it with room.
 */
export const BANDWIDTH_ALLOWANCE_SUN = 1_000_000;

export function readTronKey(env: { CHAIN_TRC20_HOT_KEY?: string; CHAIN_TRC20_HOT_KEY_FILE?: string }): Uint8Array | undefined {
  const raw = readSecret(env.CHAIN_TRC20_HOT_KEY, env.CHAIN_TRC20_HOT_KEY_FILE);
  return raw ? privateKeyFromHex(raw, 'the TRON hot wallet key') : undefined;
}

export class TronSigner implements PayoutSigner {
  readonly address: string;
  private readonly sign: (tx: TronTransaction) => SignedTx;

  constructor(
    key: Uint8Array,
    private readonly tron: TronGridAdapter,
  ) {
    this.address = tronAddressOf(secp256k1.getPublicKey(key, false));
    this.sign = (tx) => signedTron(tx, key);
  }

  txIdOf(raw: string): string {
    return (JSON.parse(raw) as { txID: string }).txID;
  }

  async signPayout(payout: Payout): Promise<SignedPayout> {
    if (payout.asset !== 'USDT') throw new Error(`TRC20 payouts are USDT only, not ${payout.asset}`);
    // The platform keeps USDT at 6 decimals, as the contract does.
    const parameter = transferParameter(payout.to, payout.amountMinor);
    const tx = await this.tron.trigger(this.address, TRANSFER, parameter, TRC20_FEE_LIMIT_SUN);
    checkTronCall({
      txId: tx.txID,
      rawDataHex: tx.raw_data_hex,
      owner: this.address,
      contract: this.tron.usdtContract,
      data: TRANSFER_SELECTOR + parameter,
      maxFeeLimitSun: TRC20_FEE_LIMIT_SUN,
    });
    // The platform keeps TRX at 6 decimals: sun.
    return { ...this.sign(tx), maxFeeMinor: BigInt(TRC20_FEE_LIMIT_SUN + BANDWIDTH_ALLOWANCE_SUN) };
  }

  /**
   * The TRX a sweep sends a deposit address for its transfer's energy and bandwidth: a
   * TransferContract the node builds, signed only if it is exactly that amount from the hot wallet
   * to that address.
   */
  async signGas(to: string, amountSun: bigint): Promise<SignedTx> {
    const tx = await this.tron.createTransfer(this.address, to, amountSun);
    checkTronTransfer({ txId: tx.txID, rawDataHex: tx.raw_data_hex, owner: this.address, to, amountSun });
    return this.sign(tx);
  }

  async balance(asset: string): Promise<bigint> {
    if (asset === 'TRX') return this.tron.trxBalance(this.address);
    if (asset !== 'USDT') return 0n;
    return this.tron.constantCall(this.address, 'balanceOf(address)', transferParameter(this.address, 0n).slice(0, 64));
  }
}

/** A checked transaction signed with `key`, as broadcasttransaction takes it (JSON). */
export function signedTron(tx: TronTransaction, key: Uint8Array): SignedTx {
  return { raw: JSON.stringify({ ...tx, signature: [signTronTxId(key, tx.txID)] }), txId: tx.txID };
}
