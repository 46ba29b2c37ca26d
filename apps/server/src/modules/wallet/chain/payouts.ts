/**
 * Withdrawals paid on chain. After the review approves one (withdrawals.ts hands it here instead of
 * settling it), each pass on the network's lease holder: signs the oldest queued payout with the
 * hot wallet (signer.ts) and stores the signed transaction before sending it, so a restart sends
 * the same transaction again rather than a second one; sends it (the user sees `broadcast` with the
 * transaction id); and once it has the network's confirmations settles the hold (`confirmed`). A
 * payout the node refuses or that reverts is refunded by a typed entry (`withdraw.fail`) and shown
 * `failed` with the reason. One payout is signed at a time, in order, so nonces never gap, and
 * none while a sweep's gas transaction (signed by the same hot key) waits to be sent. The signer is
 * the network's own (signer.ts on EVM, btc-signer.ts, tron-signer.ts): the rest is the same.
 */
import type { Executor } from '@bourse/db';
import type { AppContext } from '../../../app/context';
import { BroadcastRefused, type ChainAdapter, type PayoutSigner } from './adapter';
import { refundPayout, settlePayout } from './ledger';
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

export class Payouts {
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: AppContext,
    private readonly adapter: ChainAdapter,
    readonly signer: PayoutSigner,
    private readonly confirmations: number,
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
    await updatePayout(this.ctx.db, p.withdrawal_id, { state: 'signed', rawTx: signed.raw, txId: signed.txId, at: this.ctx.clock.now() });
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
      await updatePayout(ex, withdrawalId, { state: 'broadcast', txId, at: this.ctx.clock.now() });
      await setWithdrawalStatus(ex, withdrawalId, { status: 'broadcast', txHash: txId });
    });
  }

  private async track(p: PayoutRow): Promise<void> {
    const status = await this.adapter.status(p.tx_id!);
    if (status.state === 'failed') return this.fail(p.withdrawal_id, `transaction ${status.reason ?? 'failed'} on chain`);
    // Dropped from the node (a re-org, an evicted pool): send the same signed transaction again.
    if (status.state === 'unknown') return this.resend(p);
    if (status.state !== 'confirmed') return;
    const head = await this.adapter.head();
    if (head.number - status.blockNumber! + 1 < this.confirmations) return;
    await this.ctx.db.tx(async (ex) => {
      const locked = await lockPayout(ex, p.withdrawal_id);
      if (locked?.state !== 'broadcast') return;
      const w = await this.withdrawal(ex, p.withdrawal_id);
      await settlePayout(ex, w, this.ctx.assets.byIdOrFail(w.asset_id), p.tx_id!);
      await updatePayout(ex, p.withdrawal_id, { state: 'confirmed', blockNumber: status.blockNumber!, at: this.ctx.clock.now() });
      await setWithdrawalStatus(ex, p.withdrawal_id, { status: 'confirmed' });
    });
  }

  private async resend(p: PayoutRow): Promise<void> {
    try {
      await this.adapter.broadcast(p.raw_tx!);
    } catch (err) {
      if (err instanceof BroadcastRefused) return this.fail(p.withdrawal_id, `dropped and refused again: ${err.message}`);
      throw err;
    }
  }

  private async fail(withdrawalId: number, reason: string): Promise<void> {
    await this.ctx.db.tx(async (ex) => {
      const p = await lockPayout(ex, withdrawalId);
      if (!p || p.state === 'confirmed' || p.state === 'failed') return;
      const w = await this.withdrawal(ex, withdrawalId);
      await refundPayout(ex, w, reason, p.tx_id);
      await updatePayout(ex, withdrawalId, { state: 'failed', reason, at: this.ctx.clock.now() });
      await setWithdrawalStatus(ex, withdrawalId, { status: 'failed', reason });
    });
    this.ctx.log.warn({ withdrawalId, reason }, 'chain: payout failed and refunded');
  }

  private async withdrawal(ex: Executor, id: number): Promise<WithdrawalRow> {
    const { rows } = await ex.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE id = $1', [id]);
    if (!rows[0]) throw new Error(`withdrawal ${id} is missing`);
    return rows[0];
  }
}
