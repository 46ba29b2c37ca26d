/** The operator console's wallet endpoints: deposit and withdrawal queues, adjustments, deposit sources, the ledger check. */
import { z } from 'zod';
import type { ErrorCode } from './errors';
import { int } from './rules';
import { decimalOut, idOut, isoTimeOut, pageOf } from './wire';
import { defineEndpoints } from './endpoint';
import { operatorAction } from './operator';
import { billRow } from './bills';
import { networkInfo } from './chain';
import { depositClaim, withdrawal } from './wallet';

// ---- inputs --------------------------------------------------------------------------------------

/** A whole number from 0, by the shared rule: `''` or `'0x10'` is refused, never read as 0 or 16. */
const count = () => int({ min: 0 });
/**
 * The id of a record: one that cannot exist is the same business error as one that does not
 * (200, type error), never NOT_FOUND, which is the transport's 404 for an unknown path.
 */
const idOf = (error: ErrorCode) => int({ min: 1, error });
const reasonText = z.string({ error: 'REASON_REQUIRED' }).trim().min(1, 'REASON_REQUIRED').max(300, 'CHARACTER_TOO_LONG');
const flag = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

/** A review queue: by status (default pending), oldest first. */
export const reviewQueueInput = z.strictObject({
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled']).optional(),
  page: int({ min: 1, max: 1_000_000 }).optional(),
  limit: int({ min: 1, max: 100 }).optional(),
});
const approveInput = (error: ErrorCode) =>
  z.strictObject({
    id: idOf(error),
    reason: z.string().trim().max(300).optional(),
    tx_hash: z.string().trim().max(128).optional(),
  });
const rejectInput = (error: ErrorCode) => z.strictObject({ id: idOf(error), reason: reasonText });

export const networkConfigInput = z.strictObject({
  currency_id: count(),
  network: z.string().trim().min(1).max(16),
  withdraw_fee: z.string(),
  withdraw_min: z.string(),
  deposit_enabled: flag,
  withdraw_enabled: flag,
});
export const exchangeConfigInput = z.strictObject({ spread_ppm: count(), fee_ppm: count(), quote_ttl_seconds: count() });
export const depositSourceInput = z.strictObject({ network: z.string().trim().max(16), xpub: z.string().trim().max(200) });
export const depositPoolInput = z.strictObject({
  network: z.string().trim().max(16),
  addresses: z.array(z.string().trim().max(128)).min(1).max(1000),
});
export const userSearchInput = z.strictObject({ q: z.string().trim().max(100).optional() });
export const userDetailInput = z.strictObject({ id: idOf('USER_NOT_FOUND') });

/** The books an adjustment may correct. */
export const ADJUSTABLE_BOOKS = ['legal', 'exchange', 'lever', 'micro', 'stock'] as const;
export const adjustmentListInput = z.strictObject({ status: z.enum(['pending', 'approved', 'rejected']).optional() });
export const adjustmentProposeInput = z.strictObject({
  user_id: idOf('USER_NOT_FOUND'),
  currency_id: count(),
  book: z.enum(ADJUSTABLE_BOOKS),
  amount: z.string().trim().max(64),
  reason: reasonText,
});
export const adjustmentIdInput = z.strictObject({ id: idOf('ADJUSTMENT_NOT_FOUND') });

/** The platform's own accounts an operator may fund with real assets (wire names of `sys:` accounts). */
export const FUNDABLE_ACCOUNTS = ['house', 'insurance', 'treasury', 'liquidity', 'market_maker'] as const;
export type FundableAccount = (typeof FUNDABLE_ACCOUNTS)[number];
/**
 * The treasury's books: `main`, and one per product that pays out of its own funded pot (yield,
 * campaign budgets, a lending pool, an OTC desk, a token sale's issuance). A product reads only
 * its own book, so one product's payouts can never spend what was funded for another, and a
 * product whose book cannot cover what it would owe refuses the subscription (DESIGN.md 1.4).
 */
export const TREASURY_BOOKS = ['main', 'lock-mining', 'dual-invest', 'ieo', 'coupons', 'games', 'loans', 'otc'] as const;
export type TreasuryBook = (typeof TREASURY_BOOKS)[number];
/**
 * A funding deposit: real assets the platform put into one of its own accounts, with the reference
 * that shows they arrived (a transaction hash, a bank transfer). Applied once a second operator approves.
 */
export const fundingProposeInput = z.strictObject({
  account: z.enum(FUNDABLE_ACCOUNTS, { error: 'INVALID_PARAMETER' }),
  /** Only with `account: treasury`: which product's book receives it (default `main`). */
  book: z.enum(TREASURY_BOOKS, { error: 'INVALID_PARAMETER' }).optional(),
  currency_id: count(),
  amount: z.string({ error: 'AMOUNT_REQUIRED' }).trim().min(1, 'AMOUNT_REQUIRED').max(64),
  reference: z.string({ error: 'REFERENCE_REQUIRED' }).trim().min(1, 'REFERENCE_REQUIRED').max(200, 'CHARACTER_TOO_LONG'),
});

// ---- outputs -------------------------------------------------------------------------------------

/** One coin's networks: deposits and withdrawals open or paused, fee and minimum in whole units. */
export const coinNetworks = z.object({
  currency_id: idOut,
  currency: z.string(),
  networks: z.array(networkInfo),
});
export type CoinNetworks = z.infer<typeof coinNetworks>;

export const exchangeConfig = z.object({
  spread_ppm: z.number().int(),
  fee_ppm: z.number().int(),
  quote_ttl_seconds: z.number().int(),
});
export type ExchangeConfig = z.infer<typeof exchangeConfig>;

/**
 * A settings change: what applied at once (`message`), and the two-person action a fee or spread
 * change became (null when none changed): it applies only once a second operator approves, and
 * then after the notice period users are shown.
 */
export const configChangeResult = z.object({ message: z.string(), action: operatorAction.nullable() });
export type ConfigChangeResult = z.infer<typeof configChangeResult>;

/** A user as the console's look-up lists them (read-only). */
export const userSummary = z.object({
  id: idOut,
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  area_code: z.string().nullable(),
  status: z.string(),
  created_at: isoTimeOut,
});
export type UserSummary = z.infer<typeof userSummary>;

/** A user's balances and latest ledger changes (the user's bill rows). */
export const userDetail = z.object({
  user: userSummary,
  balances: z.array(z.object({ currency: z.string(), book: z.string(), available: decimalOut, frozen: decimalOut })),
  entries: z.array(billRow),
});
export type UserDetail = z.infer<typeof userDetail>;

/** A proposed correction: a signed amount for one user's book; a second operator decides. */
export const adjustment = z.object({
  id: idOut,
  user_id: idOut,
  currency: z.string(),
  book: z.enum(ADJUSTABLE_BOOKS),
  amount: decimalOut,
  reason: z.string(),
  requested_by: idOut,
  decided_by: idOut.nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  created_at: isoTimeOut,
  decided_at: isoTimeOut.nullable(),
});
export type Adjustment = z.infer<typeof adjustment>;

// ---- endpoints -----------------------------------------------------------------------------------

/** The wallet's operator endpoints (the route map, routes.ts). Every call is audited by the route layer. */
export const walletOperatorEndpoints = defineEndpoints('wallet-operator', {
  'GET /operator/deposits': {
    auth: 'operator',
    roles: ['finance'],
    input: reviewQueueInput,
    output: pageOf(depositClaim),
    summary: 'Deposit claims by status (default pending), oldest first',
  },
  'POST /operator/deposits/approve': {
    auth: 'operator',
    roles: ['finance'],
    input: approveInput('CLAIM_NOT_FOUND'),
    output: depositClaim,
    summary:
      'Confirm a deposit: credits the user from world in one ledger entry. Above the single-approval limit (a setting, in USDT) it becomes a two-person action: the claim stays pending until a second finance operator approves',
  },
  'POST /operator/deposits/reject': {
    auth: 'operator',
    roles: ['finance'],
    input: rejectInput('CLAIM_NOT_FOUND'),
    output: depositClaim,
    summary: 'Reject a deposit claim with a reason the user sees',
  },
  'GET /operator/withdrawals': {
    auth: 'operator',
    roles: ['finance'],
    input: reviewQueueInput,
    output: pageOf(withdrawal),
    summary: 'Withdrawals by status (default pending), oldest first',
  },
  'POST /operator/withdrawals/approve': {
    auth: 'operator',
    roles: ['finance'],
    input: approveInput('WITHDRAWAL_NOT_FOUND'),
    output: withdrawal,
    summary: 'Approve a withdrawal once sent: the hold is settled to world and the fee account',
  },
  'POST /operator/withdrawals/reject': {
    auth: 'operator',
    roles: ['finance'],
    input: rejectInput('WITHDRAWAL_NOT_FOUND'),
    output: withdrawal,
    summary: 'Reject a withdrawal with a reason: the hold is released',
  },
  'GET /operator/config/networks': {
    auth: 'operator',
    roles: ['finance'],
    output: z.array(coinNetworks),
    summary: 'Deposit and withdrawal settings of every coin and network',
  },
  'POST /operator/config/network': {
    auth: 'operator',
    roles: [],
    input: networkConfigInput,
    output: configChangeResult,
    summary:
      'Set a network (admin): minimum (in whole units) and deposits and withdrawals open or paused at once; a new withdrawal fee is a two-person action, in effect after the notice period',
  },
  'GET /operator/config/exchange': {
    auth: 'operator',
    roles: ['finance'],
    output: exchangeConfig,
    summary: 'Currency exchange: spread and fee (ppm) and quote lifetime',
  },
  'POST /operator/config/exchange': {
    auth: 'operator',
    roles: [],
    input: exchangeConfigInput,
    output: configChangeResult,
    summary:
      'Set the exchange (admin): the quote lifetime at once; a new spread or fee is a two-person action, in effect after the notice period',
  },
  'POST /operator/deposit-source': {
    auth: 'operator',
    roles: [],
    input: depositSourceInput,
    output: operatorAction,
    summary:
      'Propose the extended public key a network\u2019s deposit addresses derive from (BTC, ERC20, TRC20) (admin); a second operator approves',
  },
  'POST /operator/deposit-pool': {
    auth: 'operator',
    roles: [],
    input: depositPoolInput,
    output: operatorAction,
    summary:
      'Propose deposit addresses for a network\u2019s pool, each checked for the network (admin); loaded once a second operator approves',
  },
  'GET /operator/users': {
    auth: 'operator',
    roles: ['support', 'finance', 'compliance', 'auditor'],
    input: userSearchInput,
    output: z.array(userSummary),
    summary: 'Find users by id, email or mobile (read-only)',
  },
  'GET /operator/users/detail': {
    auth: 'operator',
    roles: ['support', 'finance', 'compliance', 'auditor'],
    input: userDetailInput,
    output: userDetail,
    summary: "A user's balances and latest ledger changes (read-only)",
  },
  'GET /operator/adjustments': {
    auth: 'operator',
    roles: ['finance'],
    input: adjustmentListInput,
    output: z.array(adjustment),
    summary: 'Proposed, approved and rejected adjustments',
  },
  'POST /operator/adjustments': {
    auth: 'operator',
    roles: ['finance'],
    input: adjustmentProposeInput,
    output: adjustment,
    summary: 'Propose a correction: a signed amount for one user\u2019s book, with a reason; a second operator must approve',
  },
  'POST /operator/adjustments/approve': {
    auth: 'operator',
    roles: ['finance'],
    input: adjustmentIdInput,
    output: adjustment,
    summary: 'Approve another operator\u2019s proposed correction: it is posted to the ledger',
  },
  'POST /operator/adjustments/reject': {
    auth: 'operator',
    roles: ['finance'],
    input: adjustmentIdInput,
    output: adjustment,
    summary: 'Reject another operator\u2019s proposed correction',
  },
  'POST /operator/funding': {
    auth: 'operator',
    roles: ['finance'],
    input: fundingProposeInput,
    output: operatorAction,
    summary:
      'Propose a funding deposit of real assets into one of the platform\u2019s accounts, with its reference; posted from world once a second operator approves',
  },
});
