/**
 * The chain part's money moves, each in the caller's transaction with its rows: a confirmed deposit
 * credited from `world` (kind `chain.deposit`, the transaction id on the bill), a credited deposit
 * that a re-org dropped taken back (`chain.deposit.reverse`), a confirmed payout settled
 * (`withdraw.settle`, with the transaction id) and a failed one refunded (`withdraw.fail`, with the reason).
 */
import type { Executor } from '@bourse/db';
import { LedgerError, postEntry, releaseHold, settleHold, systemAccount, userAccount } from '@bourse/ledger';
import { formatUnits } from '@bourse/money';
import type { AssetInfo } from '../../../platform/assets';
import { FUNDING_BOOK } from '../deposits';
import type { DepositRow } from './store';

interface WithdrawalMoney {
  id: number;
  user_id: number;
  amount: string;
  fee: string;
  hold_id: number;
}

export async function creditDeposit(ex: Executor, d: DepositRow, asset: AssetInfo): Promise<void> {
  const amount = BigInt(d.amount);
  await postEntry(ex, {
    key: `chain.deposit:${d.id}`,
    kind: 'chain.deposit',
    lines: [
      { account: systemAccount('world', asset.code), amount: -amount },
      { account: userAccount(d.user_id, asset.code, FUNDING_BOOK), amount },
    ],
    meta: { depositId: d.id, network: d.network, txId: d.tx_id, outputIndex: d.output_index, block: d.block_number },
  });
}

/**
 * Take back a credited deposit whose block a re-org dropped. If the user has already moved the
 * money, the entry cannot post (balances never go negative): the deposit is marked
 * `reversal_blocked`, shown in the console, and tried again at every pass until it posts.
 */
export async function reverseDeposit(ex: Executor, d: DepositRow, asset: AssetInfo): Promise<boolean> {
  const amount = BigInt(d.amount);
  await ex.query('SAVEPOINT chain_reverse');
  try {
    await postEntry(ex, {
      key: `chain.deposit.reverse:${d.id}`,
      kind: 'chain.deposit.reverse',
      lines: [
        { account: userAccount(d.user_id, asset.code, FUNDING_BOOK), amount: -amount },
        { account: systemAccount('world', asset.code), amount },
      ],
      meta: { depositId: d.id, network: d.network, txId: d.tx_id, outputIndex: d.output_index, reason: 'reorg' },
    });
    await ex.query('RELEASE SAVEPOINT chain_reverse');
    return true;
  } catch (err) {
    await ex.query('ROLLBACK TO SAVEPOINT chain_reverse');
    if (err instanceof LedgerError) return false;
    throw err;
  }
}

export async function settlePayout(ex: Executor, w: WithdrawalMoney, asset: AssetInfo, txId: string): Promise<void> {
  const amount = BigInt(w.amount);
  const fee = BigInt(w.fee);
  await settleHold(ex, {
    key: `withdraw.settle:${w.id}`,
    kind: 'withdraw.settle',
    holdId: w.hold_id,
    amount,
    meta: { withdrawalId: w.id, fee: formatUnits(fee, asset.scale), receive: formatUnits(amount - fee, asset.scale), txHash: txId },
    to: [
      { account: systemAccount('world', asset.code), amount: amount - fee },
      ...(fee > 0n ? [{ account: systemAccount('fees', asset.code), amount: fee }] : []),
    ],
  });
}

export async function refundPayout(ex: Executor, w: WithdrawalMoney, reason: string, txId: string | null): Promise<void> {
  await releaseHold(ex, {
    key: `withdraw.fail:${w.id}`,
    holdId: w.hold_id,
    kind: 'withdraw.fail',
    meta: { withdrawalId: w.id, reason, txHash: txId },
  });
}
