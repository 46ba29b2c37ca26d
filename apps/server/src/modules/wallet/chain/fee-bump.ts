/**
 * A stuck transaction: an EVM payout's (payouts.ts) or sweep step's (sweep-steps.ts), or a BTC
 * payout's (btc-signer.ts). Broadcast and not mined a stated time after it was sent (on the clock),
 * it is replaced by the same transaction (EVM: the same nonce; BTC: the same inputs, BIP125) at a
 * higher fee: +12.5% (above the 10% geth and ganache need to take a replacement), or the node's
 * estimate if higher, never above a ceiling (`raisedFee`). The replacement is stored before it is
 * sent, with the id it replaces kept: a node may still mine the older one, so the tracker looks at
 * every id (`attemptsOf`) and follows whichever is mined (`followMined`). Only one of them can be
 * mined (they spend the same nonce or inputs), so the transaction is made once. Each caller holds
 * the most its transaction may burn up to that ceiling from the start, so a replacement never
 * needs a larger hold.
 */
import type { AppContext } from '../../../app/context';
import { BroadcastRefused, type ChainAdapter, type SignedTx, type TxStatus } from './adapter';

/** A transaction in flight: its id now, the ids it replaced (oldest first) and when it was sent. */
export interface InFlight {
  txId: string;
  replacedTxIds: readonly string[];
  sentAt: Date | null;
}

export interface Attempts {
  /** The transaction of the set that is mined (confirmed or reverted), if any. */
  mined?: { txId: string; status: TxStatus };
  /** The status of the newest transaction (the one sent last). */
  current: TxStatus;
}

/** The newest transaction first, then the ones it replaced. */
export async function attemptsOf(adapter: Pick<ChainAdapter, 'status'>, tx: InFlight): Promise<Attempts> {
  let current: TxStatus | undefined;
  for (const txId of [tx.txId, ...[...tx.replacedTxIds].reverse()]) {
    const status = await adapter.status(txId);
    current ??= status;
    if (status.state === 'confirmed' || status.state === 'failed') return { mined: { txId, status }, current };
  }
  return { current: current! };
}

/** The ids once `minedId` is the one mined: it is followed, every other kept (a re-org could still mine another). */
export function followMined(tx: InFlight, minedId: string): { txId: string; replacedTxIds: string[] } {
  return { txId: minedId, replacedTxIds: [...tx.replacedTxIds, tx.txId].filter((id) => id !== minedId) };
}

/** Whether the newest transaction has waited the stated time since it was sent. */
export function bumpDue(tx: InFlight, afterMs: number | undefined, now: Date): boolean {
  return afterMs !== undefined && tx.sentAt !== null && now.getTime() - tx.sentAt.getTime() >= afterMs;
}

/**
 * A replacement's fee (a legacy gas price, an EIP-1559 fee cap or tip): up by an eighth, or the
 * node's estimate now if higher, never above `ceiling`; undefined when that is not the 10% more a
 * node needs to take it (the transaction then waits at its ceiling).
 */
export function raisedFee(old: bigint, estimate: bigint, ceiling: bigint): bigint | undefined {
  const up = old + (old + 7n) / 8n;
  const next = min(max(up, estimate), ceiling);
  return next >= old + (old + 9n) / 10n ? next : undefined;
}

export interface Replacement {
  adapter: Pick<ChainAdapter, 'broadcast'>;
  /** What the log says of it (its withdrawal or sweep item, its id). */
  about: Record<string, unknown>;
  /** The replacement signed, or undefined at the ceiling. */
  sign(): Promise<SignedTx | undefined>;
  /** Store it in place of the one it replaces, in one transaction; false when that has moved on meanwhile (nothing is sent). */
  store(next: SignedTx): Promise<boolean>;
}

/** Sign the replacement, store it, then send it: a refusal is only logged (the older one is still in a pool, or mined). */
export async function replaceStuck(ctx: AppContext, r: Replacement): Promise<void> {
  const next = await r.sign();
  if (!next) {
    ctx.log.warn(r.about, 'chain: a stuck transaction waits at its fee ceiling');
    return;
  }
  if (!(await r.store(next))) return;
  try {
    await r.adapter.broadcast(next.raw);
  } catch (err) {
    if (!(err instanceof BroadcastRefused)) throw err;
    ctx.log.warn({ ...r.about, reason: err.message }, 'chain: a replacement was refused');
    return;
  }
  ctx.log.info({ ...r.about, to: next.txId }, 'chain: a stuck transaction was replaced at a higher fee');
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);
