/**
 * The steps of one sweep item that every account-based chain shares (EVM: sweep-steps.ts; TRON:
 * tron-sweep.ts), whatever signs and builds its transactions:
 *
 *   planned -> gas_signed -> gas_sent -> (gas confirmed) signed -> sent -> done
 *
 * (an address already holding what its transfer may burn goes from planned to signed; an EVM ETH
 * item has no gas step). Each signed transaction is stored before it is sent, and a stored one is
 * sent again only if the node does not know it, so a restart at any point resumes without sending
 * anything twice. The most the item's transactions may burn is held on the fee account in the
 * transaction that stores the first of them; at the end what the chain charged is paid to `world`
 * and the rest released. A refusal or a revert ends the item `failed` with the reason, and what
 * was already burnt is still booked.
 */
import { getHold, LedgerError } from '@bourse/ledger';
import type { AppContext } from '../../../app/context';
import { BroadcastRefused, type ChainAdapter, type SignedTx, type TxStatus } from './adapter';
import { attemptsOf, bumpDue, followMined, type InFlight } from './fee-bump';
import { bookGas, gasMinor, holdGas } from './ledger';
import { lockItem, type SweepItem, updateItem } from './sweep-store';

export type ItemChange = Parameters<typeof updateItem>[2];
/** The hot wallet's transaction sending the address what it needs (`gas`), or the address's own transfer. */
export type Leg = 'gas' | 'transfer';

export interface ItemStepsOptions {
  confirmations: number;
  /** The coin fees are paid in (ETH, TRX) and its decimals on chain (18, 6). */
  feeCoin: string;
  feeDecimals: number;
  /** Replace a transaction broadcast and not mined after this long (EVM: `CHAIN_EVM_BUMP_AFTER_MS`). */
  bumpAfterMs?: number;
}

/** A leg's transaction in flight: its id, the ones it replaced and when it was sent. */
export function inFlight(item: SweepItem, leg: Leg): InFlight {
  return leg === 'gas'
    ? { txId: item.gas_tx_id!, replacedTxIds: item.replaced_gas_tx_ids, sentAt: item.sent_at }
    : { txId: item.tx_id!, replacedTxIds: item.replaced_tx_ids, sentAt: item.sent_at };
}

export abstract class ItemSteps {
  constructor(
    protected readonly ctx: AppContext,
    protected readonly chain: Pick<ChainAdapter, 'status' | 'broadcast' | 'head' | 'network'>,
    protected readonly base: ItemStepsOptions,
  ) {}

  /** Plan the item's first transaction (its gas, or its transfer), hold its fees and store it signed. */
  protected abstract start(item: SweepItem): Promise<void>;
  /** Sign the address's transfer to the hot wallet from what the item stores. */
  protected abstract signTransfer(item: SweepItem): Promise<SignedTx>;
  /** What a mined transaction cost its sender, in chain units of the fee coin. */
  protected abstract feeOf(txId: string): Promise<bigint>;

  async advance(item: SweepItem): Promise<void> {
    if (item.state === 'planned') return this.start(item);
    if (item.state === 'gas_signed') return this.sendGas(item);
    if (item.state === 'gas_sent') return this.afterGas(item);
    if (item.state === 'signed') return this.sendTransfer(item);
    if (item.state === 'sent') return this.afterTransfer(item);
  }

  protected async sendGas(item: SweepItem): Promise<void> {
    const refused = await this.send(item.gas_raw_tx!, item.gas_tx_id!);
    if (refused) return this.fail(item, `gas refused: ${refused}`, 0n);
    await updateItem(this.ctx.db, item.id, { state: 'gas_sent', sent_at: this.ctx.clock.now() }, this.ctx.clock.now());
  }

  /** Once the gas has the network's confirmations, the address signs its transfer with it. */
  private async afterGas(item: SweepItem): Promise<void> {
    const gasTxId = await this.settled(item, 'gas', 0n);
    if (!gasTxId) return;
    const gasFee = await this.feeOf(gasTxId);
    const tx = await this.signTransfer(item);
    const change = { state: 'signed', gas_fee: String(gasFee), tx_id: tx.txId, raw_tx: tx.raw } as const;
    await updateItem(this.ctx.db, item.id, change, this.ctx.clock.now());
    await this.sendTransfer({ ...item, ...change });
  }

  protected async sendTransfer(item: SweepItem): Promise<void> {
    const refused = await this.send(item.raw_tx!, item.tx_id!);
    if (refused) return this.fail(item, `transfer refused: ${refused}`, BigInt(item.gas_fee ?? 0));
    await updateItem(this.ctx.db, item.id, { state: 'sent', sent_at: this.ctx.clock.now() }, this.ctx.clock.now());
  }

  /** Confirmed: what both transactions burnt is paid from the fee account, and the item is done. */
  private async afterTransfer(item: SweepItem): Promise<void> {
    const gasFee = BigInt(item.gas_fee ?? 0);
    const txId = await this.settled(item, 'transfer', gasFee);
    if (!txId) return;
    const txFee = await this.feeOf(txId);
    await this.close(item, { state: 'done', tx_fee: String(txFee) }, gasFee + txFee);
  }

  /**
   * The id of a leg's transaction once it has the confirmations (any of them, a replaced one
   * included: whichever is mined is followed). One the node lost is sent again; one that reverted
   * (or is refused again, with none replaced) fails the item, booking what was burnt so far
   * (`spent`, chain units) and its own; one waiting long may be replaced (`replace`).
   */
  protected async settled(item: SweepItem, leg: Leg, spent: bigint): Promise<string | undefined> {
    const tx = inFlight(item, leg);
    const { mined, current } = await attemptsOf(this.chain, tx);
    if (!mined) {
      await this.waitFor(item, leg, current);
      return undefined;
    }
    if (mined.txId !== tx.txId) await this.follow(item, leg, mined.txId);
    if (mined.status.state === 'failed') {
      const reason = `transaction ${mined.txId} ${mined.status.reason ?? 'failed'} on chain`;
      await this.fail(item, reason, spent + (await this.feeOf(mined.txId)));
      return undefined;
    }
    const head = await this.chain.head();
    return head.number - mined.status.blockNumber! + 1 >= this.base.confirmations ? mined.txId : undefined;
  }

  /** Not mined yet: one the node lost is sent again; one waiting past the stated time may be replaced at a higher fee. */
  private async waitFor(item: SweepItem, leg: Leg, current: TxStatus): Promise<void> {
    const tx = inFlight(item, leg);
    if (current.state === 'unknown') {
      const refused = await this.send(leg === 'gas' ? item.gas_raw_tx! : item.raw_tx!, tx.txId);
      if (!refused) return;
      // One that replaced another is not failed on a refusal: the older may be mined ("nonce too low").
      if (tx.replacedTxIds.length > 0)
        return void this.ctx.log.warn({ sweepItemId: item.id, reason: refused }, 'chain: a replaced sweep step was refused');
      return this.fail(item, `dropped and refused again: ${refused}`, leg === 'gas' ? 0n : BigInt(item.gas_fee ?? 0));
    }
    if (this.replace && bumpDue(tx, this.base.bumpAfterMs, this.ctx.clock.now())) await this.replace(item, leg);
  }

  /** A replaced transaction was mined: the item follows it (its id; every other kept). */
  protected async follow(item: SweepItem, leg: Leg, minedId: string): Promise<void> {
    const ids = followMined(inFlight(item, leg), minedId);
    const change =
      leg === 'gas'
        ? { gas_tx_id: ids.txId, replaced_gas_tx_ids: ids.replacedTxIds }
        : { tx_id: ids.txId, replaced_tx_ids: ids.replacedTxIds };
    await updateItem(this.ctx.db, item.id, change, this.ctx.clock.now());
  }

  /** Replace a leg's stuck transaction at a higher fee (EVM; a chain without nonces has none). */
  protected replace?(item: SweepItem, leg: Leg): Promise<void>;

  /** Send a stored transaction unless the node has it already; answers the node's refusal, if any. */
  protected async send(raw: string, txId: string): Promise<string | undefined> {
    try {
      if ((await this.chain.status(txId)).state === 'unknown') await this.chain.broadcast(raw);
    } catch (err) {
      if (!(err instanceof BroadcastRefused)) throw err;
      if ((await this.chain.status(txId)).state === 'unknown') return err.message;
    }
    return undefined;
  }

  /**
   * Hold the most the item may burn (chain units) and store its signed transaction, in one
   * transaction; false (and the item skipped) if the fee account is short.
   */
  protected async reserve(item: SweepItem, maxUnits: bigint, change: ItemChange): Promise<boolean> {
    try {
      await this.ctx.db.tx(async (ex) => {
        const holdId = await holdGas(ex, item.id, this.base.feeCoin, this.minor(maxUnits));
        await updateItem(ex, item.id, { ...change, hold_id: holdId }, this.ctx.clock.now());
      });
      return true;
    } catch (err) {
      if (!(err instanceof LedgerError)) throw err;
      await this.end(item, `the fee account cannot cover the gas (${err.code})`);
      return false;
    }
  }

  protected async fail(item: SweepItem, reason: string, spentUnits: bigint): Promise<void> {
    await this.close(item, { state: 'failed', reason }, spentUnits);
    this.ctx.log.warn({ sweepItemId: item.id, reason }, 'chain: sweep item failed');
  }

  /** Final: book what was burnt (at most what was held), release the rest. */
  private async close(item: SweepItem, change: ItemChange, spentUnits: bigint): Promise<void> {
    await this.ctx.db.tx(async (ex) => {
      const locked = await lockItem(ex, item.id);
      if (['done', 'failed', 'skipped'].includes(locked.state)) return;
      if (locked.hold_id !== null) {
        const txIds = [locked.gas_tx_id, locked.tx_id].filter((t): t is string => !!t);
        const hold = (await getHold(ex, locked.hold_id))!;
        const held = hold.amount - hold.settled - hold.released;
        const spent = this.minor(spentUnits);
        const booked = { coin: this.base.feeCoin, amountMinor: spent < held ? spent : held, txIds };
        await bookGas(ex, { ...locked, hold_id: locked.hold_id }, booked);
      }
      await updateItem(ex, item.id, change, this.ctx.clock.now());
    });
  }

  /** Skipped, nothing sent: why. */
  protected async end(item: SweepItem, reason: string): Promise<void> {
    await updateItem(this.ctx.db, item.id, { state: 'skipped', reason }, this.ctx.clock.now());
  }

  /** Chain units of the fee coin in the platform's minor units, rounded up (the books never claim more custody than there is). */
  protected minor(units: bigint): bigint {
    const scale = this.ctx.assets.byCodeOrFail(this.base.feeCoin).scale;
    return gasMinor(units, this.base.feeDecimals, scale);
  }
}
