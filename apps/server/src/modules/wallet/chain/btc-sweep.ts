/**
 * Sweeping BTC deposit addresses to the hot wallet (the same two-person `chain.sweep` as EVM's,
 * carried out by the BTC lease holder's passes). The signer derives each deposit address's key from
 * `CHAIN_BTC_SWEEP_XPRV` (or the file `CHAIN_BTC_SWEEP_XPRV_FILE`: the extended private key behind
 * the BTC deposit xpub, never in the database or a log) at the address's own child index, and
 * signs only for an address that key gives. A sweep is one P2WPKH transaction: every confirmed
 * unspent output of the planned addresses in, one output to the hot wallet, at the indexer's fee
 * rate for about 3 blocks. Its fee is the platform's, split over the items by the inputs each
 * brings (the first also carries the transaction's own bytes), held on `sys:fees` in the
 * transaction that stores the signed transaction on every item, and paid to world once it has the
 * confirmations (ledger.ts `holdGas`, `bookGas`). Steps: planned -> signed -> sent -> done.
 */
import * as ecc from '@bitcoinerlab/secp256k1';
import { LedgerError } from '@bourse/ledger';
import { parseUnits } from '@bourse/money';
import type { HDKey } from '@scure/bip32';
import { networks, payments, Psbt } from 'bitcoinjs-lib';
import { ECPairFactory } from 'ecpair';
import type { AppContext } from '../../../app/context';
import { BroadcastRefused } from './adapter';
import { p2wpkhVsize } from './btc-signer';
import type { EsploraAdapter, Utxo } from './indexer';
import { bookGas, holdGas } from './ledger';
import { SWEEP_MIN } from './networks';
import { finishSweep } from './sweep';
import {
  busyItems,
  derivedAddresses,
  FINAL_STATES,
  insertItems,
  itemsOf,
  lockItem,
  openSweeps,
  type PlannedItem,
  setSweepState,
  type SweepItem,
  updateItem,
} from './sweep-store';

const ECPair = ECPairFactory(ecc);
const NETWORK = networks.bitcoin;

interface Input extends Utxo {
  itemId: number;
  derivationIndex: number;
}

export class BtcSweeper {
  constructor(
    private readonly ctx: AppContext,
    private readonly esplora: EsploraAdapter,
    private readonly o: { key: HDKey; hotAddress: string; fallbackFeeRate: number; confirmations: number },
  ) {}

  private childOf(index: number): HDKey {
    return this.o.key.deriveChild(0).deriveChild(index);
  }

  private addressOf(index: number): string {
    return payments.p2wpkh({ pubkey: this.childOf(index).publicKey!, network: NETWORK }).address!;
  }

  async pass(): Promise<void> {
    for (const sweep of await openSweeps(this.ctx.db, 'BTC')) {
      if (sweep.state === 'queued') await this.plan(sweep.action_id);
      const items = await itemsOf(this.ctx.db, sweep.action_id);
      const open = items.filter((i) => !FINAL_STATES.includes(i.state));
      if (open.some((i) => i.state === 'planned')) await this.sign(open);
      else if (open.some((i) => i.state === 'signed')) await this.send(open);
      else if (open.some((i) => i.state === 'sent')) await this.confirm(open);
      const after = await itemsOf(this.ctx.db, sweep.action_id);
      if (after.every((i) => FINAL_STATES.includes(i.state))) await finishSweep(this.ctx, sweep.action_id, after);
    }
  }

  /** One item per address whose confirmed outputs hold at least the sweep minimum (0.001 BTC). */
  private async plan(actionId: number): Promise<void> {
    const busy = new Set((await busyItems(this.ctx.db, 'BTC')).map((b) => b.address));
    const min = parseUnits(SWEEP_MIN.BTC!, 8);
    const items: PlannedItem[] = [];
    for (const row of await derivedAddresses(this.ctx.db, 'BTC')) {
      if (busy.has(row.address)) continue;
      const base = { address: row.address, derivationIndex: row.derivation_index, asset: 'BTC' };
      if (this.addressOf(row.derivation_index) !== row.address) {
        items.push({ ...base, state: 'skipped', reason: 'the key does not derive this address' });
        continue;
      }
      if (sum(await this.spendable(row.address)) >= min) items.push({ ...base, state: 'planned' });
    }
    await this.ctx.db.tx(async (ex) => {
      await insertItems(ex, actionId, 'BTC', items);
      await setSweepState(ex, actionId, { state: 'running', at: this.ctx.clock.now() });
    });
  }

  /** Confirmed outputs only: an unconfirmed one may yet be replaced by its sender. */
  private async spendable(address: string): Promise<Utxo[]> {
    return (await this.esplora.utxos(address)).filter((u) => u.status.confirmed);
  }

  /** Build and sign the one transaction, then hold each item's share of its fee and store it on every item, in one transaction. */
  private async sign(items: SweepItem[]): Promise<void> {
    const planned = items.filter((i) => i.state === 'planned');
    const inputs: Input[] = [];
    for (const i of planned) {
      for (const u of await this.spendable(i.address)) inputs.push({ ...u, itemId: i.id, derivationIndex: i.derivation_index });
    }
    const rate = BigInt((await this.esplora.feeRate()) ?? this.o.fallbackFeeRate);
    const fee = BigInt(p2wpkhVsize(inputs.length, 1)) * rate;
    const total = sum(inputs);
    if (inputs.length === 0 || total <= fee + 546n) return this.skipAll(planned, 'nothing above the fee');
    const { raw, txId } = this.build(inputs, total - fee);
    const shares = planned.map((i) => BigInt(68 * inputs.filter((x) => x.itemId === i.id).length) * rate);
    shares[0] = fee - shares.slice(1).reduce((s, x) => s + x, 0n);
    try {
      await this.ctx.db.tx(async (ex) => {
        for (const [n, i] of planned.entries()) {
          const holdId = await holdGas(ex, i.id, 'BTC', shares[n]!);
          const amount = String(sum(inputs.filter((x) => x.itemId === i.id)));
          await updateItem(
            ex,
            i.id,
            { state: 'signed', amount, tx_id: txId, raw_tx: raw, tx_fee: String(shares[n]), hold_id: holdId },
            this.ctx.clock.now(),
          );
        }
      });
    } catch (err) {
      if (!(err instanceof LedgerError)) throw err;
      return this.skipAll(planned, `the fee account cannot cover the fee (${err.code})`);
    }
    await this.send(await itemsOf(this.ctx.db, planned[0]!.action_id));
  }

  private build(inputs: Input[], valueSat: bigint): { raw: string; txId: string } {
    const psbt = new Psbt({ network: NETWORK });
    for (const u of inputs) {
      const script = payments.p2wpkh({ pubkey: this.childOf(u.derivationIndex).publicKey!, network: NETWORK }).output!;
      psbt.addInput({ hash: u.txid, index: u.vout, witnessUtxo: { script, value: BigInt(u.value) } });
    }
    psbt.addOutput({ address: this.o.hotAddress, value: valueSat });
    inputs.forEach((u, n) => psbt.signInput(n, ECPair.fromPrivateKey(this.childOf(u.derivationIndex).privateKey!, { network: NETWORK })));
    if (!psbt.validateSignaturesOfAllInputs((pubkey, hash, sig) => ecc.verify(hash, pubkey, sig)))
      throw new Error('a signature did not verify');
    psbt.finalizeAllInputs();
    const tx = psbt.extractTransaction();
    return { raw: tx.toHex(), txId: tx.getId() };
  }

  /** Send the stored transaction unless the indexer knows it already (a restart after sending sends nothing twice). */
  private async send(items: SweepItem[]): Promise<void> {
    const signed = items.filter((i) => i.state === 'signed');
    const { tx_id: txId, raw_tx: raw } = signed[0]!;
    try {
      if ((await this.esplora.status(txId!)).state === 'unknown') await this.esplora.broadcast(raw!);
    } catch (err) {
      if (!(err instanceof BroadcastRefused)) throw err;
      if ((await this.esplora.status(txId!)).state === 'unknown')
        return this.close(signed, { state: 'failed', reason: `refused: ${err.message}` }, false);
    }
    for (const i of signed) await updateItem(this.ctx.db, i.id, { state: 'sent' }, this.ctx.clock.now());
  }

  private async confirm(items: SweepItem[]): Promise<void> {
    const sent = items.filter((i) => i.state === 'sent');
    const status = await this.esplora.status(sent[0]!.tx_id!);
    if (status.state === 'unknown') return this.send(sent.map((i) => ({ ...i, state: 'signed' })));
    if (status.state !== 'confirmed') return;
    const head = await this.esplora.head();
    if (head.number - status.blockNumber! + 1 < this.o.confirmations) return;
    await this.close(sent, { state: 'done' }, true);
  }

  /** Final: each item's share of the fee paid to world when the transaction was mined (else released). */
  private async close(items: SweepItem[], change: { state: 'done' | 'failed'; reason?: string }, mined: boolean): Promise<void> {
    await this.ctx.db.tx(async (ex) => {
      for (const i of items) {
        const locked = await lockItem(ex, i.id);
        if (FINAL_STATES.includes(locked.state)) continue;
        const spent = { coin: 'BTC', amountMinor: mined ? BigInt(locked.tx_fee ?? 0) : 0n, txIds: [locked.tx_id!] };
        if (locked.hold_id !== null) await bookGas(ex, { ...locked, hold_id: locked.hold_id }, spent);
        await updateItem(ex, i.id, change, this.ctx.clock.now());
      }
    });
  }

  private async skipAll(items: SweepItem[], reason: string): Promise<void> {
    for (const i of items) await updateItem(this.ctx.db, i.id, { state: 'skipped', reason }, this.ctx.clock.now());
  }
}

function sum(utxos: Utxo[]): bigint {
  return utxos.reduce((s, u) => s + BigInt(u.value), 0n);
}
