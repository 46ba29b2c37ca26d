/**
 * A stuck EVM payout: broadcast and not mined after `CHAIN_EVM_BUMP_AFTER_MS` (on the clock) it is
 * replaced by the same transaction (same nonce) at a higher fee (signer.ts `replace`: +12.5%, at
 * most `CHAIN_EVM_MAX_FEE_GWEI`). The replacement is stored before it is sent, with the id it
 * replaces kept in `replaced_tx_ids`: a node may still mine the older one, so the tracker looks at
 * every id of the payout, follows whichever is mined, and the user's withdrawal shows that one.
 * Only one of them can be mined (they share a nonce), so the payout is made once. The fee account
 * already holds gas limit x the cap for the payout, so a replacement never needs a larger hold.
 */
import type { AppContext } from '../../../app/context';
import { BroadcastRefused, type ChainAdapter, type PayoutSigner, type TxStatus } from './adapter';
import { lockPayout, type PayoutRow, setWithdrawalStatus, updatePayout } from './store';

export interface Attempts {
  /** The payout's transaction that is mined (confirmed or reverted), if any. */
  mined?: { txId: string; status: TxStatus };
  /** The status of the newest transaction (the one sent last). */
  current: TxStatus;
}

/** The newest transaction first, then the ones it replaced. */
export async function attemptsOf(adapter: ChainAdapter, p: PayoutRow): Promise<Attempts> {
  let current: TxStatus | undefined;
  for (const txId of [p.tx_id!, ...[...p.replaced_tx_ids].reverse()]) {
    const status = await adapter.status(txId);
    current ??= status;
    if (status.state === 'confirmed' || status.state === 'failed') return { mined: { txId, status }, current };
  }
  return { current: current! };
}

/** Whether the newest transaction has waited the stated time since it was sent. */
export function bumpDue(p: PayoutRow, afterMs: number | undefined, now: Date): boolean {
  return afterMs !== undefined && p.sent_at !== null && now.getTime() - p.sent_at.getTime() >= afterMs;
}

/** Sign the replacement, store it (the payout's tx id and the withdrawal's hash become its), then send it. */
export async function replacePayout(ctx: AppContext, chain: { adapter: ChainAdapter; signer: PayoutSigner }, p: PayoutRow): Promise<void> {
  const next = await chain.signer.replace!(p.raw_tx!);
  if (!next) {
    ctx.log.warn({ withdrawalId: p.withdrawal_id, txId: p.tx_id }, 'chain: a payout waits at the fee cap (CHAIN_EVM_MAX_FEE_GWEI)');
    return;
  }
  const now = ctx.clock.now();
  const stored = await ctx.db.tx(async (ex) => {
    const locked = await lockPayout(ex, p.withdrawal_id);
    if (locked?.state !== 'broadcast' || locked.tx_id !== p.tx_id) return false;
    const replacedTxIds = [...locked.replaced_tx_ids, p.tx_id!];
    await updatePayout(ex, p.withdrawal_id, { state: 'broadcast', txId: next.txId, rawTx: next.raw, sentAt: now, replacedTxIds, at: now });
    await setWithdrawalStatus(ex, p.withdrawal_id, { status: 'broadcast', txHash: next.txId });
    return true;
  });
  if (!stored) return;
  try {
    await chain.adapter.broadcast(next.raw);
  } catch (err) {
    if (!(err instanceof BroadcastRefused)) throw err;
    // The older transaction is still in the pool or mined: the tracker finds it, nothing is refunded.
    ctx.log.warn({ withdrawalId: p.withdrawal_id, reason: err.message }, 'chain: a payout replacement was refused');
    return;
  }
  ctx.log.info({ withdrawalId: p.withdrawal_id, from: p.tx_id, to: next.txId }, 'chain: a stuck payout was replaced at a higher fee');
}
