/**
 * Where a bill line's source opens: each product's existing screen for it. A spot order opens its
 * detail sheet on the orders page, a futures position its proof (open or closed), a seconds order
 * its proof, an IEO subscription its row in the IEO orders, a lock-up order its detail, a loan's
 * entry its loan, an OTC trade its receipt, an NFT order the NFT orders, a deposit or withdrawal
 * the records list, an exchange or transfer the history. A correction has no page of its own (the
 * reason is on the line).
 */
import type { BillSource } from '@bourse/contract/bills';

export const SPOT_ORDERS_PATH = '/pages/transaction/currency_order';
export const FUTURES_PROOF_PATH = '/pages/transaction/contract_proof';
export const OPTIONS_ORDERS_PATH = '/pages/transaction/seconds_order';
export const IEO_ORDERS_PATH = '/pages/ieo/order';
export const LOCK_ORDERS_PATH = '/pages/lockming/order';
export const RECORDS_PATH = '/pages/fund/receive_withdraw_record';
export const HISTORY_PATH = '/pages/fund/transfer_history';
export const NFT_ORDERS_PATH = '/pages/nft/mine';
export const LOAN_PATH = '/pages/loans/loan';
export const OTC_RECEIPT_PATH = '/pages/otc/receipt';
/** A rebate's source is an invitee's order, which only they may open: the share page lists the rebate with it. */
export const REBATES_PATH = '/pages/setting/share';

export function sourcePath(source: BillSource): string | undefined {
  const { product, type, id } = source;
  if (product === 'spot' && type === 'order') return `${SPOT_ORDERS_PATH}?order=${id}`;
  if (product === 'futures' && type === 'position') return `${FUTURES_PROOF_PATH}?id=${id}`;
  if (product === 'options' && type === 'order') return `${OPTIONS_ORDERS_PATH}?id=${id}`;
  if (product === 'ieo' && type === 'order') return `${IEO_ORDERS_PATH}?id=${id}`;
  if (product === 'nft' && type === 'order') return NFT_ORDERS_PATH;
  if (product === 'lock-mining' && type === 'order') return `${LOCK_ORDERS_PATH}?id=${id}`;
  if (product === 'loans' && type === 'order') return `${LOAN_PATH}?id=${id}`;
  if (product === 'otc' && type === 'order') return `${OTC_RECEIPT_PATH}?id=${id}`;
  if (product === 'invite' && type === 'order') return `${REBATES_PATH}?tab=rebates`;
  if (type === 'deposit') return `${RECORDS_PATH}?tab=deposit`;
  if (type === 'withdrawal') return `${RECORDS_PATH}?tab=withdraw`;
  if (type === 'exchange') return `${HISTORY_PATH}?tab=exchange`;
  if (type === 'transfer') return `${HISTORY_PATH}?tab=transfer`;
  return undefined;
}
