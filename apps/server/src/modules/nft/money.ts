/**
 * The NFT market's ledger movements, all on users' spot (`exchange`) books, each in the caller's
 * transaction with the business rows it belongs to:
 * - a sale (`nft.sale`): the price leaves the buyer, the seller receives it minus the fee, the fee goes to sys:fees;
 * - a margin (`nft.margin`): a hold on the bidder's balance at their first bid on an auction;
 * - its release (`nft.margin_release`) at the auction's end (losers) or when the win is paid;
 * - its forfeit (`nft.margin_forfeit`): paid to the seller when the winner does not pay in time.
 */
import type { Executor } from '@bourse/db';
import { createHold, LedgerError, type Line, postEntry, releaseHold, settleHold, systemAccount, userAccount } from '@bourse/ledger';
import { divRound } from '@bourse/money';
import { AppError } from '../../platform/errors';

export const NFT_BOOK = 'exchange';
const PPM = 1_000_000n;

/** The platform's fee on a price, rounded up (in the house's favour by less than one minor unit). */
export function feeOf(price: bigint, feePpm: number): bigint {
  return divRound(price * BigInt(feePpm), PPM, 'ceil');
}

function insufficient<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_BALANCE') throw new AppError('INSUFFICIENT_BALANCE');
    throw error;
  });
}

export interface Sale {
  orderId: number;
  buyerId: number;
  sellerId: number;
  asset: string;
  price: bigint;
  fee: bigint;
}

/** The buyer pays the price; the seller gets it less the fee; the fee goes to sys:fees. One entry. */
export async function postSale(ex: Executor, s: Sale): Promise<void> {
  const lines: Line[] = [{ account: userAccount(s.buyerId, s.asset, NFT_BOOK), amount: -s.price }];
  if (s.price - s.fee > 0n) lines.push({ account: userAccount(s.sellerId, s.asset, NFT_BOOK), amount: s.price - s.fee });
  if (s.fee > 0n) lines.push({ account: systemAccount('fees', s.asset), amount: s.fee });
  await insufficient(postEntry(ex, { key: `nft:sale:${s.orderId}`, kind: 'nft.sale', meta: { orderId: s.orderId }, lines }));
}

export async function holdMargin(ex: Executor, m: { listingId: number; userId: number; asset: string; amount: bigint }): Promise<number> {
  const hold = await insufficient(
    createHold(ex, {
      key: `nft:margin:${m.listingId}:${m.userId}`,
      kind: 'nft.margin',
      account: userAccount(m.userId, m.asset, NFT_BOOK),
      amount: m.amount,
      meta: { listingId: m.listingId },
    }),
  );
  return hold.id;
}

export async function releaseMargin(
  ex: Executor,
  m: { listingId: number; userId: number; holdId: number; orderId?: number },
): Promise<void> {
  await releaseHold(ex, {
    key: `nft:margin_release:${m.listingId}:${m.userId}`,
    kind: 'nft.margin_release',
    holdId: m.holdId,
    meta: { listingId: m.listingId, ...(m.orderId ? { orderId: m.orderId } : {}) },
  });
}

/** The unpaid winner's margin goes to the seller as compensation, whole (no fee: nothing was sold). */
export async function forfeitMargin(
  ex: Executor,
  m: { listingId: number; holdId: number; sellerId: number; asset: string; amount: bigint; orderId: number },
): Promise<void> {
  await settleHold(ex, {
    key: `nft:margin_forfeit:${m.listingId}`,
    kind: 'nft.margin_forfeit',
    holdId: m.holdId,
    amount: m.amount,
    to: [{ account: userAccount(m.sellerId, m.asset, NFT_BOOK), amount: m.amount }],
    meta: { listingId: m.listingId, orderId: m.orderId },
  });
}
