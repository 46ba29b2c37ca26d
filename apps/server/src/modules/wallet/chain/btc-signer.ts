/**
 * The BTC hot wallet's signer: a P2WPKH wallet (bc1q...) whose key comes from `CHAIN_BTC_HOT_KEY`
 * (hex or WIF) or `CHAIN_BTC_HOT_KEY_FILE` into this closure only. A payout spends the hot wallet's
 * unspent outputs as the indexer lists them (confirmed first, largest first) to the destination,
 * with the change back to the hot wallet, at the indexer's fee rate for about 3 blocks (or
 * `CHAIN_BTC_FEE_RATE`), never above `CHAIN_BTC_MAX_FEE_RATE`; the miner fee is the hot wallet's,
 * as gas is on EVM. Every input signals replace-by-fee (BIP125: sequence 0xfffffffd), so a payout
 * stuck unmined can be replaced (`replace`): the same inputs and destination at a higher fee rate,
 * the difference taken from the change. Built, signed and checked (each input's signature) with
 * bitcoinjs-lib.
 */
import * as ecc from '@bitcoinerlab/secp256k1';
import { initEccLib, networks, payments, Psbt, Transaction } from 'bitcoinjs-lib';
import { ECPairFactory, type ECPairInterface } from 'ecpair';
import { BroadcastRefused, type Payout, type PayoutSigner, type SignedPayout, type SignedTx } from './adapter';
import type { EsploraAdapter, Utxo } from './indexer';
import { privateKeyFromHex, readSecret } from './keys';

// Destination addresses of every kind, taproot (bc1p...) included, need the curve library.
initEccLib(ecc);
const ECPair = ECPairFactory(ecc);
const NETWORK = networks.bitcoin;
/** Change below this is not worth an output (P2WPKH dust is 294 sat; 546 covers every output kind): it goes to the fee. */
const DUST_SAT = 546n;
/** An input's sequence signalling that its transaction may be replaced by a higher fee (BIP125: below 0xfffffffe). */
export const RBF_SEQUENCE = 0xfffffffd;

export interface BtcFeeRates {
  /** sat/vB when the indexer gives no estimate (CHAIN_BTC_FEE_RATE). */
  fallback: number;
  /** The most a payout pays per vB, a replacement included (CHAIN_BTC_MAX_FEE_RATE). */
  max: number;
}

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
    private readonly rates: BtcFeeRates,
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
    const rate = min(BigInt((await this.esplora.feeRate()) ?? this.rates.fallback), BigInt(this.rates.max));
    const { inputs, fee, change } = this.select(await this.esplora.utxos(this.address), payout.amountMinor, rate);
    const outputs = [{ address: payout.to, value: payout.amountMinor }, ...(change > 0n ? [{ script: this.script, value: change }] : [])];
    const { tx, paid } = this.sign(inputs, outputs);
    if (paid !== fee) throw new Error('the fee is not the one chosen');
    // The fee account holds the most a replacement may pay (its size at the highest rate), so a bump never needs more.
    const most = BigInt(p2wpkhVsize(inputs.length, outputs.length)) * BigInt(this.rates.max);
    return { raw: tx.toHex(), txId: tx.getId(), maxFeeMinor: most > fee ? most : fee };
  }

  /** Sign every input (each one signalling replace-by-fee) and check each signature; answers the transaction and its fee. */
  private sign(inputs: { txid: string; vout: number; value: number }[], outputs: PsbtOutput[]): { tx: Transaction; paid: bigint } {
    const psbt = new Psbt({ network: NETWORK });
    for (const u of inputs) {
      psbt.addInput({ hash: u.txid, index: u.vout, sequence: RBF_SEQUENCE, witnessUtxo: { script: this.script, value: BigInt(u.value) } });
    }
    for (const o of outputs) psbt.addOutput(o);
    psbt.signAllInputs(this.key);
    if (!psbt.validateSignaturesOfAllInputs((pubkey, hash, sig) => ecc.verify(hash, pubkey, sig)))
      throw new Error('a signature did not verify');
    psbt.finalizeAllInputs();
    return { tx: psbt.extractTransaction(), paid: psbt.getFee() };
  }

  /**
   * A stuck payout again (BIP125): the same inputs and the same payment at a higher fee rate, up
   * by an eighth (at least 1 sat/vB, the relay's increment, so the fee grows by its own size) or
   * to the indexer's estimate now if higher, never above the highest rate; the difference comes
   * out of the change. The inputs' amounts are the indexer's, and each signature commits to its
   * input's amount, so a wrong one gets nothing valid signed. Undefined (the payout waits) at the
   * highest rate, or when the change cannot give the difference and stay above dust.
   */
  async replace(raw: string): Promise<SignedTx | undefined> {
    const old = Transaction.fromHex(raw);
    const spent = await this.esplora.transaction(old.getId());
    const change = old.outs.findIndex((o) => Buffer.from(o.script).equals(Buffer.from(this.script)));
    if (!spent || change < 0) return undefined;
    const size = BigInt(p2wpkhVsize(old.ins.length, old.outs.length));
    const oldFee = spent.inputs.reduce((sum, i) => sum + BigInt(i.value), 0n) - old.outs.reduce((sum, o) => sum + o.value, 0n);
    const oldRate = (oldFee + size - 1n) / size;
    const estimate = BigInt((await this.esplora.feeRate()) ?? 0);
    const step = (oldRate + 7n) / 8n;
    const up = oldRate + (step > 1n ? step : 1n);
    const rate = min(up > estimate ? up : estimate, BigInt(this.rates.max));
    const fee = size * rate;
    if (fee < oldFee + size) return undefined;
    const outputs = old.outs.map((o, n) => ({ script: o.script, value: n === change ? o.value - (fee - oldFee) : o.value }));
    if (outputs[change]!.value < DUST_SAT) return undefined;
    const ins = old.ins.map((i) => ({ txid: Buffer.from(i.hash).reverse().toString('hex'), vout: i.index }));
    const values = ins.map((i) => spent.inputs.find((x) => x.txid === i.txid && x.vout === i.vout)?.value);
    if (values.some((v) => v === undefined)) return undefined;
    const { tx } = this.sign(
      ins.map((i, n) => ({ ...i, value: values[n]! })),
      outputs,
    );
    return { raw: tx.toHex(), txId: tx.getId() };
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

type PsbtOutput = { address: string; value: bigint } | { script: Uint8Array; value: bigint };
const min = (a: bigint, b: bigint) => (a < b ? a : b);
