export * from './types';
export * from './accounts';
export { APPLY_POSTINGS_SQL, fingerprint, INSERT_ENTRIES_SQL, postEntries, postEntry } from './entries';
export {
  createHold,
  findHoldByKey,
  getHold,
  getHolds,
  releaseHold,
  settleHold,
  settleHolds,
  type HoldInput,
  type MultiSettleInput,
  type ReleaseInput,
  type SettleInput,
} from './holds';
export { balanceMap, getBalance, listBalances, type AccountBalance } from './queries';
export { checkLedger, type CheckReport, type CheckScope } from './check';
export { transfer, type TransferInput } from './transfer';
export {
  batchEntry,
  beginBatch,
  postBatch,
  postBatchInOne,
  type BatchNeeds,
  type BatchStart,
  type HoldChange,
  type LedgerBatch,
  type NewHold,
  type RideAlong,
} from './batch';
