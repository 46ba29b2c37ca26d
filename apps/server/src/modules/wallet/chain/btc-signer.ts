/**
 * The BTC hot wallet's signer: a P2WPKH wallet (bc1q...) whose key comes from `CHAIN_BTC_HOT_KEY`
 * (hex or WIF) or `CHAIN_BTC_HOT_KEY_FILE` into this closure only. A payout spends the hot wallet's
 * unspent outputs as the indexer lists them (confirmed first, largest first) to the destination,
 * with the change back to the hot wallet, at the indexer's fee rate for about 3 blocks (or
 * `CHAIN_BTC_FEE_RATE`); the miner fee is the hot wallet's, as gas is on EVM. Built, signed and
 * checked (each input's signature) with bitcoinjs-lib.
 */
import * as ecc from '@bitcoinerlab/secp256k1';
import { initEccLib, networks, payments, Psbt, Transaction } from 'bitcoinjs-lib';
import { ECPairFactory, type ECPairInterface } from 'ecpair';
import { BroadcastRefused, type Payout, type PayoutSigner, type SignedPayout } from './adapter';
import type { EsploraAdapter, Utxo } from './indexer';
import { privateKeyFromHex, readSecret } from './keys';

// Destination addresses of every kind, taproot (bc1p...) included, need the curve library.
initEccLib(ecc);
const ECPair = ECPairFactory(ecc);
const NETWORK = networks.bitcoin;
/** Change below this is not worth an output (P2WPKH dust is 294 sat; 546 covers every output kind): it goes to the fee. */
const DUST_SAT = 546n;

export function readBtcKey(env: { CHAIN_BTC_HOT_KEY?: string; CHAIN_BTC_HOT_KEY_FILE?: string }): ECPairInterface | undefined {
  const raw = readSecret(env.CHAIN_BTC_HOT_KEY, env.CHAIN_BTC_HOT_KEY_FILE);
  if (!raw) return undefined;
  const pair = /^[5KL][1-9A-HJ-NP-Za-km-z]{50,51}$/.test(raw)
    ? ECPair.fromWIF(raw, NETWORK)
    : ECPair.fromPrivateKey(privateKeyFromHex(raw, 'the BTC hot wallet key'), { network: NETWORK });
  if (!pair.compressed) throw new Error('the BTC hot wallet key must be a compressed key (P2WPKH)');
  return pair;
}

/** Virtual size of a transaction of P2WPKH inputs and `outputs` outputs (each counted as the larger P2WSH/P2TR one), rounded up. */
export function p2wpkhVsize(inputs: number, outputs: number): number {
  return Math.ceil(10.5 + 68 * inputs + 43 * outputs);
}

export class BtcSigner implements PayoutSigner {
  readonly address: string;
  private readonly script: Uint8Array;

  constructor(
    private readonly key: ECPairInterface,
    private readonly esplora: EsploraAdapter,
    private readonly fallbackFeeRate: number,
  ) {
    const pay = payments.p2wpkh({ pubkey: key.publicKey, network: NETWORK });
    this.address = pay.address!;
    this.script = pay.output!;
  }

  txIdOf(raw: string): string {
    return Transaction.fromHex(raw).getId();
  }

  async signPayout(payout: Payout): Promise<SignedPayout> {
    if (payout.asset !== 'BTC') throw new Error(`BTC payouts only, not ${payout.asset}`);
    const rate = BigInt((await this.esplora.feeRate()) ?? this.fallbackFeeRate);
    const { inputs, fee, change } = this.select(await this.esplora.utxos(this.address), payout.amountMinor, rate);
    const psbt = new Psbt({ network: NETWORK });
    for (const u of inputs) psbt.addInput({ hash: u.txid, index: u.vout, witnessUtxo: { script: this.script, value: BigInt(u.value) } });
    psbt.addOutput({ address: payout.to, value: payout.amountMinor });
    if (change > 0n) psbt.addOutput({ script: this.script, value: change });
    psbt.signAllInputs(this.key);
    if (!psbt.validateSignaturesOfAllInputs((pubkey, hash, sig) => ecc.verify(hash, pubkey, sig)))
      throw new Error('a signature did not verify');
    psbt.finalizeAllInputs();
    const tx = psbt.extractTransaction();
    if (psbt.getFee() !== fee) throw new Error('the fee is not the one chosen');
    // The fee is fixed by the signed bytes: it is exactly what the fee account holds and later pays.
    return { raw: tx.toHex(), txId: tx.getId(), maxFeeMinor: fee };
  }

  /** Outputs to spend, confirmed first and largest first, until they cover the amount and the fee. */
  private select(utxos: Utxo[], amount: bigint, rate: bigint): { inputs: Utxo[]; fee: bigint; change: bigint } {
    const sorted = [...utxos].sort((a, b) => Number(b.status.confirmed) - Number(a.status.confirmed) || b.value - a.value);
    const inputs: Utxo[] = [];
    let total = 0n;
    for (const u of sorted) {
      inputs.push(u);
      total += BigInt(u.value);
      const fee = BigInt(p2wpkhVsize(inputs.length, 2)) * rate;
      if (total < amount + fee) continue;
      const change = total - amount - fee;
      return change >= DUST_SAT ? { inputs, fee, change } : { inputs, fee: total - amount, change: 0n };
    }
    throw new BroadcastRefused(`insufficient funds: the hot wallet holds ${total} sat, the payout needs ${amount} sat and the fee`);
  }

  async balance(asset: string): Promise<bigint> {
    if (asset !== 'BTC') return 0n;
    return (await this.esplora.utxos(this.address)).reduce((sum, u) => sum + BigInt(u.value), 0n);
  }
}
