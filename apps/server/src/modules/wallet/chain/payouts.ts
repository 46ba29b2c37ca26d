/**
 * Withdrawals paid on chain. After the review approves one (withdrawals.ts hands it here instead of
 * settling it), each pass on the network's lease holder: signs the oldest queued payout with the
 * hot wallet (signer.ts) and, in one transaction, holds the most its transaction may burn on the
 * platform's fee account and stores the signed transaction before sending it, so a restart sends
 * the same transaction again rather than a second one; sends it (the user sees `broadcast` with the
 * transaction id); and once it has the network's confirmations settles the hold (`confirmed`) and
 * pays what the transaction burnt from the fee hold to world. A payout the node refuses or that
 * reverts is refunded by a typed entry (`withdraw.fail`) and shown `failed` with the reason. One
 * payout is signed at a time, in order, so nonces never gap, and none while a sweep's gas
 * transaction (signed by the same hot key) waits to be sent. An EVM or BTC payout not mined after
 * `bumpAfterMs` is replaced at a higher fee (fee-bump.ts). The signer is the network's own
 * (signer.ts on EVM, btc-signer.ts, tron-signer.ts): the rest is the same.
 */
import type { Executor } from '@bourse/db';
import { LedgerError } from '@bourse/ledger';
import type { AppContext } from '../../../app/context';
import { BroadcastRefused, type ChainAdapter, type PayoutSigner, type TxStatus } from './adapter';
import { bookPayoutGas, holdPayoutGas, refundPayout, settlePayout } from './ledger';
import { attemptsOf, bumpDue, followMined, type InFlight, replaceStuck } from './fee-bump';
import { lockPayout, openPayouts, type PayoutRow, setWithdrawalStatus, unsentSweepGas, updatePayout } from './store';

interface WithdrawalRow {
  id: number;
  user_id: number;
  asset_id: number;
  amount: string;
  fee: string;
  hold_id: number;
  destination: string;
  status: string;
}

export interface PayoutSettings {
  confirmations: number;
  /** Replace a broadcast payout not mined after this long (EVM and BTC: the signer must offer `replace`). */
  bumpAfterMs?: number;
}

export class Payouts {
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: AppContext,
    private readonly adapter: ChainAdapter,
    readonly signer: PayoutSigner,
    private readonly settings: PayoutSettings,
  ) {}

  pass(): Promise<void> {
    const next = this.running.then(() => this.run());
    this.running = next.catch(() => undefined);
    return next;
  }

  private async run(): Promise<void> {
    const open = await openPayouts(this.ctx.db, this.adapter.network);
    let signedOne = false;
    for (const p of open) {
      if (p.state === 'broadcast') await this.track(p);
      else if (p.state === 'signed') await this.send(p.withdrawal_id, p.raw_tx!);
      else if (!signedOne && !open.some((o) => o.state === 'signed') && !(await unsentSweepGas(this.ctx.db, this.adapter.network))) {
        // A payout signed at the next nonce waits for the one before it to be sent.
        signedOne = true;
        await this.signAndSend(p);
      }
    }
  }

  private async signAndSend(p: PayoutRow): Promise<void> {
    const w = await this.withdrawal(this.ctx.db, p.withdrawal_id);
    const asset = this.ctx.assets.byIdOrFail(w.asset_id);
    let signed;
    try {
      signed = await this.signer.signPayout({ to: w.destination, asset: asset.code, amountMinor: BigInt(w.amount) - BigInt(w.fee) });
    } catch (err) {
      // The hot wallet cannot cover it (BTC: its unspent outputs), as a node refuses an EVM one.
      if (err instanceof BroadcastRefused) return this.fail(p.withdrawal_id, `not signed: ${err.message}`);
      throw err;
    }
    try {
      await this.ctx.db.tx(async (ex) => {
        const gasHoldId = await holdPayoutGas(ex, p.withdrawal_id, this.adapter.feeCoin, signed.maxFeeMinor);
        await updatePayout(ex, p.withdrawal_id, {
          state: 'signed',
          rawTx: signed.raw,
          txId: signed.txId,
          gasHoldId,
          at: this.ctx.clock.now(),
        });
      });
    } catch (err) {
      if (!(err instanceof LedgerError)) throw err;
      // The platform has not the network fee: nothing is sent, the payout waits (the user's hold stays).
      const reason = `waiting: the fee account cannot cover the network fee (${err.code})`;
      await updatePayout(this.ctx.db, p.withdrawal_id, { state: 'queued', reason, at: this.ctx.clock.now() });
      this.ctx.log.warn({ withdrawalId: p.withdrawal_id, coin: this.adapter.feeCoin }, 'chain: payout waits for the fee account');
      return;
    }
    await this.send(p.withdrawal_id, signed.raw);
  }

  private async send(withdrawalId: number, raw: string): Promise<void> {
    let txId = this.signer.txIdOf(raw);
    try {
      // Sent before a crash already? Then it is not sent again: a node must refuse a used nonce,
      // but not every one does (ganache runs it twice), and a payout is made once.
      if ((await this.adapter.status(txId)).state === 'unknown') txId = await this.adapter.broadcast(raw);
    } catch (err) {
      if (!(err instanceof BroadcastRefused)) throw err;
      // Sent before a crash and already known (mined, or waiting): a refusal ("nonce too low")
      // then means nothing; refunding it would pay the user twice.
      if ((await this.adapter.status(txId)).state === 'unknown') return this.fail(withdrawalId, `broadcast refused: ${err.message}`);
    }
    await this.ctx.db.tx(async (ex) => {
      const p = await lockPayout(ex, withdrawalId);
      if (p?.state !== 'signed') return;
      await updatePayout(ex, withdrawalId, { state: 'broadcast', txId, sentAt: this.ctx.clock.now(), at: this.ctx.clock.now() });
      await setWithdrawalStatus(ex, withdrawalId, { status: 'broadcast', txHash: txId });
    });
  }

  /** Follows every transaction of the payout (a replaced one may be the one mined), and settles the one mined. */
  private async track(p: PayoutRow): Promise<void> {
    const { mined, current } = await attemptsOf(this.adapter, inFlight(p));
    if (!mined) return this.waitFor(p, current);
    const { txId, status } = mined;
    if (status.state === 'failed') return this.fail(p.withdrawal_id, `transaction ${status.reason ?? 'failed'} on chain`, txId);
    const head = await this.adapter.head();
    if (head.number - status.blockNumber! + 1 < this.settings.confirmations) return this.follow(p, txId);
    const fee = await this.adapter.networkFee(txId);
    await this.ctx.db.tx(async (ex) => {
      const locked = await lockPayout(ex, p.withdrawal_id);
      if (locked?.state !== 'broadcast') return;
      const w = await this.withdrawal(ex, p.withdrawal_id);
      await settlePayout(ex, w, this.ctx.assets.byIdOrFail(w.asset_id), txId);
      const paid = await this.payGas(ex, locked, txId, fee);
      const at = this.ctx.clock.now();
      await updatePayout(ex, p.withdrawal_id, { state: 'confirmed', txId, blockNumber: status.blockNumber!, networkFee: paid, at });
      await setWithdrawalStatus(ex, p.withdrawal_id, { status: 'confirmed', txHash: txId });
    });
  }

  /** A replaced transaction was mined: the payout and the user's withdrawal show that one from now on. */
  private async follow(p: PayoutRow, txId: string): Promise<void> {
    if (p.tx_id === txId) return;
    const ids = followMined(inFlight(p), txId);
    await this.ctx.db.tx(async (ex) => {
      await updatePayout(ex, p.withdrawal_id, { state: 'broadcast', txId, replacedTxIds: ids.replacedTxIds, at: this.ctx.clock.now() });
      await setWithdrawalStatus(ex, p.withdrawal_id, { status: 'broadcast', txHash: txId });
    });
  }

  /** Not mined yet: one the node lost is sent again; one waiting past the stated time is replaced at a higher fee. */
  private async waitFor(p: PayoutRow, current: TxStatus): Promise<void> {
    if (current.state === 'unknown') return this.resend(p);
    if (this.signer.replace && bumpDue(inFlight(p), this.settings.bumpAfterMs, this.ctx.clock.now())) await this.replace(p);
  }

  /** The same payout at a higher fee (up to the signer's cap), stored in its place (the withdrawal shows its hash), then sent. */
  private replace(p: PayoutRow): Promise<void> {
    return replaceStuck(this.ctx, {
      adapter: this.adapter,
      about: { withdrawalId: p.withdrawal_id, txId: p.tx_id },
      sign: () => this.signer.replace!(p.raw_tx!),
      store: (next) =>
        this.ctx.db.tx(async (ex) => {
          const locked = await lockPayout(ex, p.withdrawal_id);
          if (locked?.state !== 'broadcast' || locked.tx_id !== p.tx_id) return false;
          const now = this.ctx.clock.now();
          const replacedTxIds = [...locked.replaced_tx_ids, p.tx_id!];
          await updatePayout(ex, p.withdrawal_id, {
            state: 'broadcast',
            txId: next.txId,
            rawTx: next.raw,
            sentAt: now,
            replacedTxIds,
            at: now,
          });
          await setWithdrawalStatus(ex, p.withdrawal_id, { status: 'broadcast', txHash: next.txId });
          return true;
        }),
    });
  }

  private async resend(p: PayoutRow): Promise<void> {
    try {
      await this.adapter.broadcast(p.raw_tx!);
    } catch (err) {
      if (!(err instanceof BroadcastRefused)) throw err;
      // A payout with a replaced transaction is never refunded on a refusal: the one replaced may
      // still be mined (a "nonce too low" says one was). An operator looks at what the log says.
      if (p.replaced_tx_ids.length > 0) {
        this.ctx.log.warn({ withdrawalId: p.withdrawal_id, reason: err.message }, 'chain: a replaced payout was refused again');
        return;
      }
      return this.fail(p.withdrawal_id, `dropped and refused again: ${err.message}`);
    }
  }

  /** Refunds the user; the fee hold pays what a mined (reverted) transaction burnt, and the rest goes back. */
  private async fail(withdrawalId: number, reason: string, minedTxId?: string): Promise<void> {
    const fee = minedTxId ? await this.adapter.networkFee(minedTxId) : 0n;
    await this.ctx.db.tx(async (ex) => {
      const p = await lockPayout(ex, withdrawalId);
      if (!p || p.state === 'confirmed' || p.state === 'failed') return;
      const w = await this.withdrawal(ex, withdrawalId);
      await refundPayout(ex, w, reason, minedTxId ?? p.tx_id);
      const paid = await this.payGas(ex, p, minedTxId ?? p.tx_id, fee);
      await updatePayout(ex, withdrawalId, { state: 'failed', reason, txId: minedTxId, networkFee: paid, at: this.ctx.clock.now() });
      await setWithdrawalStatus(ex, withdrawalId, { status: 'failed', reason, txHash: minedTxId });
    });
    this.ctx.log.warn({ withdrawalId, reason }, 'chain: payout failed and refunded');
  }

  private async payGas(ex: Executor, p: PayoutRow, txId: string | null, feeMinor: bigint): Promise<bigint> {
    if (p.gas_hold_id === null) return 0n;
    const target = { withdrawalId: p.withdrawal_id, holdId: p.gas_hold_id, network: this.adapter.network, txId };
    return bookPayoutGas(ex, target, { coin: this.adapter.feeCoin, amountMinor: feeMinor });
  }

  private async withdrawal(ex: Executor, id: number): Promise<WithdrawalRow> {
    const { rows } = await ex.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE id = $1', [id]);
    if (!rows[0]) throw new Error(`withdrawal ${id} is missing`);
    return rows[0];
  }
}

function inFlight(p: PayoutRow): InFlight {
  return { txId: p.tx_id!, replacedTxIds: p.replaced_tx_ids, sentAt: p.sent_at };
}
