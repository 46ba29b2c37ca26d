/**
 * The chain part's money moves, each in the caller's transaction with its rows: a confirmed deposit
 * credited from `world` (kind `chain.deposit`, the transaction id on the bill), a credited deposit
 * that a re-org dropped taken back (`chain.deposit.reverse`), a confirmed payout settled
 * (`withdraw.settle`, with the transaction id) and a failed one refunded (`withdraw.fail`, with the reason);
 * and the gas a sweep spends, paid by the platform's fee account (`sys:fees`, in the network's
 * native coin), never by a user: held before the first transaction is signed
 * (`chain.sweep.gas_hold`), what the chain charged paid out to `world` at the end
 * (`chain.network_fee`), the rest released (`chain.sweep.gas_release`). A payout's own network fee
 * is the platform's too: held on `sys:fees` before the transaction is signed
 * (`chain.payout.gas_hold`), and in the transaction recording its confirmation (or its revert) what
 * the mined transaction burnt is paid to `world` (`chain.network_fee`) and the rest released
 * (`chain.payout.gas_release`).
 */
import type { Executor } from '@bourse/db';
import { createHold, getHold, LedgerError, postEntry, releaseHold, settleHold, systemAccount, userAccount } from '@bourse/ledger';
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

/** Chain units (wei) to the platform's minor units, rounded up: the books never claim more custody than there is. */
export function gasMinor(weiAmount: bigint, chainDecimals: number, scale: number): bigint {
  const unit = 10n ** BigInt(chainDecimals - scale);
  return (weiAmount + unit - 1n) / unit;
}

/**
 * Reserve a sweep item's most gas on the fee account before anything is signed. A fee account
 * that cannot cover it throws INSUFFICIENT_BALANCE (the item is then skipped, nothing sent).
 */
export async function holdGas(ex: Executor, itemId: number, coin: string, amountMinor: bigint): Promise<number> {
  const hold = await createHold(ex, {
    key: `chain.sweep.gas:${itemId}`,
    kind: 'chain.sweep.gas_hold',
    account: systemAccount('fees', coin),
    amount: amountMinor,
    meta: { sweepItemId: itemId },
  });
  return hold.id;
}

/** Pay what the chain charged (at most the hold) to `world` and release the rest. */
export async function bookGas(
  ex: Executor,
  item: { id: number; hold_id: number; network: string; address: string },
  spent: { coin: string; amountMinor: bigint; txIds: string[] },
): Promise<void> {
  if (spent.amountMinor > 0n) {
    await settleHold(ex, {
      key: `chain.network_fee:sweep:${item.id}`,
      kind: 'chain.network_fee',
      holdId: item.hold_id,
      amount: spent.amountMinor,
      meta: { sweepItemId: item.id, network: item.network, address: item.address, txIds: spent.txIds },
      to: [{ account: systemAccount('world', spent.coin), amount: spent.amountMinor }],
    });
  }
  await releaseHold(ex, { key: `chain.sweep.gas_release:${item.id}`, holdId: item.hold_id, kind: 'chain.sweep.gas_release' });
}

/**
 * Reserve on the fee account the most a payout's transaction may burn, a replacement's included
 * (EVM: gas limit x the fee cap; BTC: its size at `CHAIN_BTC_MAX_FEE_RATE`; TRON: the fee limit
 * and bandwidth), in the transaction storing the signed transaction. A fee account that cannot
 * cover it throws INSUFFICIENT_BALANCE: nothing is stored or sent, and the payout waits.
 */
export async function holdPayoutGas(ex: Executor, withdrawalId: number, coin: string, amountMinor: bigint): Promise<number> {
  const hold = await createHold(ex, {
    key: `chain.payout.gas:${withdrawalId}`,
    kind: 'chain.payout.gas_hold',
    account: systemAccount('fees', coin),
    amount: amountMinor,
    meta: { withdrawalId },
  });
  return hold.id;
}

/**
 * Pay what a payout's mined transaction burnt (at most the hold) from the fee account to `world`,
 * release the rest; answers what was paid. `spentMinor` 0 (a transaction never mined) only releases.
 */
export async function bookPayoutGas(
  ex: Executor,
  p: { withdrawalId: number; holdId: number; network: string; txId: string | null },
  spent: { coin: string; amountMinor: bigint },
): Promise<bigint> {
  const hold = (await getHold(ex, p.holdId))!;
  const held = hold.amount - hold.settled - hold.released;
  const paid = spent.amountMinor < held ? spent.amountMinor : held;
  if (paid > 0n) {
    await settleHold(ex, {
      key: `chain.network_fee:payout:${p.withdrawalId}`,
      kind: 'chain.network_fee',
      holdId: p.holdId,
      amount: paid,
      meta: { withdrawalId: p.withdrawalId, network: p.network, txIds: p.txId ? [p.txId] : [] },
      to: [{ account: systemAccount('world', spent.coin), amount: paid }],
    });
  }
  await releaseHold(ex, { key: `chain.payout.gas_release:${p.withdrawalId}`, holdId: p.holdId, kind: 'chain.payout.gas_release' });
  return paid;
}
