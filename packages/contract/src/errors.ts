/**
 * Every failure the API can return, by code. `type` is the envelope type the client acts on
 * ('error' shows a toast, '999' signs the user out, '998' sends them to identity verification);
 * `status` is set only for transport faults (DESIGN.md section 5). Every code has a message in all
 * eight languages under `errors.<CODE>` in @bourse/i18n, checked by a test.
 */
import { SERVICE_ERRORS } from './errors-services';
export interface ErrorSpec {
  type: 'error' | '999' | '998';
  status?: 400 | 404 | 408 | 413 | 414 | 415 | 429 | 431 | 500;
}

const e: ErrorSpec = { type: 'error' };

export const ERRORS = {
  // transport and generic
  INVALID_PARAMETER: e,
  UNKNOWN_FIELD: e,
  CHARACTER_TOO_LONG: e,
  SPECIAL_CHARACTERS: e,
  MALFORMED_BODY: { type: 'error', status: 400 },
  /** A NUL character or an unpaired surrogate in any text the request carries. */
  INVALID_TEXT: e,
  /** A field sent under its clear name and its SPEC alias with different values. */
  FIELD_ALIAS_CONFLICT: e,
  /** HTTP itself could not be read: a bad percent-encoding in the path, a broken request line. */
  MALFORMED_REQUEST: { type: 'error', status: 400 },
  /** A multipart body without a boundary, or cut short. */
  MALFORMED_MULTIPART: { type: 'error', status: 400 },
  REQUEST_TIMEOUT: { type: 'error', status: 408 },
  URL_TOO_LONG: { type: 'error', status: 414 },
  /** The request line (a long query string) and headers together are over Node's 16 kB. */
  REQUEST_HEADERS_TOO_LARGE: { type: 'error', status: 431 },
  NOT_FOUND: { type: 'error', status: 404 },
  PAYLOAD_TOO_LARGE: { type: 'error', status: 413 },
  UNSUPPORTED_MEDIA_TYPE: { type: 'error', status: 415 },
  RATE_LIMITED: { type: 'error', status: 429 },
  INTERNAL_ERROR: { type: 'error', status: 500 },
  FUNCTION_UNDER_DEVELOPMENT: e,
  FORBIDDEN: e,
  IDEMPOTENCY_KEY_INVALID: e,

  // session
  SESSION_REQUIRED: { type: '999' },
  SESSION_EXPIRED: { type: '999' },
  VERIFICATION_REQUIRED: { type: '998' },

  // account fields (SPEC section 5)
  USERNAME_REQUIRED: e,
  PASSWORD_REQUIRED: e,
  PASSWORD_TOO_SHORT: e,
  CONFIRM_PASSWORD_REQUIRED: e,
  PASSWORDS_INCONSISTENT: e,
  CODE_REQUIRED: e,
  CODE_INVALID_FORMAT: e,
  INVITE_CODE_REQUIRED: e,
  INVITE_CODE_UNKNOWN: e,
  EMAIL_REQUIRED: e,
  EMAIL_INVALID: e,
  MOBILE_REQUIRED: e,
  MOBILE_INVALID: e,
  AREA_CODE_INVALID: e,
  NICKNAME_INVALID: e,
  SIGNATURE_INVALID: e,
  NAME_REQUIRED: e,
  ID_NUMBER_REQUIRED: e,
  PRICE_REQUIRED: e,
  ORDER_NUMBER_REQUIRED: e,
  RECHARGE_AMOUNT_REQUIRED: e,
  VOUCHER_REQUIRED: e,
  FIAT_UNSUPPORTED: e,

  // one-time codes
  CODE_INVALID: e,
  CODE_EXPIRED: e,
  CODE_ATTEMPTS_EXCEEDED: e,
  CODE_COOLDOWN: e,
  CODE_RATE_LIMITED: e,
  DESTINATION_NOT_BOUND: e,

  // accounts
  ACCOUNT_EXISTS: e,
  EMAIL_IN_USE: e,
  MOBILE_IN_USE: e,
  LOGIN_FAILED: e,
  ACCOUNT_LOCKED: e,
  TOO_MANY_ATTEMPTS: e,
  PAY_PASSWORD_NOT_SET: e,
  PAY_PASSWORD_WRONG: e,
  PAY_PASSWORD_LOCKED: e,
  TOTP_REQUIRED: e,
  TOTP_INVALID: e,
  TOTP_SETUP_REQUIRED: e,
  TOTP_ALREADY_ENABLED: e,
  TOTP_NOT_ENABLED: e,

  // uploads
  UPLOAD_REQUIRED: e,
  UPLOAD_TYPE_UNSUPPORTED: { type: 'error', status: 415 },
  UPLOAD_TOO_LARGE: { type: 'error', status: 413 },
  UPLOAD_NOT_FOUND: e,
  AUDIO_FILE_ERROR: e,

  // content
  NEWS_NOT_FOUND: e,
  SETTING_NOT_FOUND: e,

  // money and the ledger
  AMOUNT_REQUIRED: e,
  AMOUNT_INVALID: e,
  AMOUNT_NEGATIVE: e,
  AMOUNT_TOO_PRECISE: e,
  AMOUNT_TOO_LARGE: e,
  AMOUNT_ZERO: e,
  ASSET_UNKNOWN: e,
  BOOK_UNKNOWN: e,
  SAME_BOOK: e,
  INSUFFICIENT_BALANCE: e,
  IDEMPOTENCY_CONFLICT: e,

  // wallet
  CURRENCY_REQUIRED: e,
  NETWORK_UNKNOWN: e,
  DEPOSIT_DISABLED: e,
  DEPOSIT_ADDRESS_UNAVAILABLE: e,
  DEPOSIT_NOT_CONFIGURED: e,
  SWEEP_NOT_CONFIGURED: e,
  WITHDRAW_DISABLED: e,
  WITHDRAW_MIN: e,
  WITHDRAW_LIMIT_EXCEEDED: e,
  WITHDRAW_LOCKED: e,
  ADDRESS_REQUIRED: e,
  ADDRESS_INVALID: e,
  ADDRESS_NOT_FOUND: e,
  QRCODE_REQUIRED: e,
  BANK_CARD_REQUIRED: e,
  WITHDRAWAL_NOT_FOUND: e,
  WITHDRAWAL_NOT_PENDING: e,
  CLAIM_NOT_FOUND: e,
  CLAIM_NOT_PENDING: e,
  QUOTE_NOT_FOUND: e,
  QUOTE_EXPIRED: e,
  EXCHANGE_SAME_ASSET: e,
  PRICE_UNAVAILABLE: e,
  LIQUIDITY_UNAVAILABLE: e,
  DATE_INVALID: e,
  /** A bills filter `kind` that is neither a bill kind nor a ledger entry kind (bills.ts). */
  BILL_KIND_UNKNOWN: e,
  /** A bills filter `product` other than spot, futures, options or wallet. */
  PRODUCT_UNKNOWN: e,

  // identity verification
  KYC_BIND_REQUIRED: e,
  KYC_PENDING: e,
  KYC_ALREADY_VERIFIED: e,
  KYC_LEVEL1_REQUIRED: e,
  ID_TYPE_INVALID: e,
  CARD_ID_IN_USE: e,
  APPLICATION_NOT_FOUND: e,
  APPLICATION_NOT_PENDING: e,

  // trading
  NUMBER_INVALID: e,
  PRICE_INVALID: e,
  MIN_ORDER_QTY: e,
  MAX_ORDER_QTY: e,
  ORDER_NOT_FOUND: e,
  ORDER_NOT_OPEN: e,
  /** The market's writer node could not be reached in time; a retry under the same Idempotency-Key finds the order if it was placed. */
  ORDER_WRITER_UNAVAILABLE: e,
  MARKET_CLOSED: e,
  TRADING_DISABLED: e,
  POST_ONLY_MARKET: e,

  // futures (lever) and the house's capacity
  LEVERAGE_INVALID: e,
  /** Leverage above the cap (`lever_leverage_cap`) before the user confirmed they understand it (lever/confirm_risk). */
  LEVERAGE_CONFIRMATION_REQUIRED: e,
  /** A market order the mark price would liquidate at once (opened on a spike the mark does not follow). */
  LIQUIDATION_AT_OPEN: e,
  TAKE_PROFIT_INVALID: e,
  STOP_LOSS_INVALID: e,
  POSITION_NOT_FOUND: e,
  POSITION_NOT_OPEN: e,
  HOUSE_CAPACITY: e,

  // seconds options (microtrade)
  MICRO_MARKET_UNSUPPORTED: e,
  MICRO_CURRENCY_UNSUPPORTED: e,
  MICRO_SECONDS_UNSUPPORTED: e,
  MICRO_DIRECTION_INVALID: e,
  MICRO_MIN_STAKE: e,
  MICRO_MAX_STAKE: e,
  PRICE_STALE: e,

  // dual investment (dual-invest)
  DUAL_PRODUCT_NOT_FOUND: e,
  DUAL_CURRENCY_UNSUPPORTED: e,
  DUAL_TYPE_INVALID: e,
  DUAL_NUM_REQUIRED: e,
  DUAL_NUM_NOT_INTEGER: e,
  DUAL_NOT_ON_SALE: e,
  DUAL_SHARES_EXCEEDED: e,
  DUAL_USER_LIMIT: e,
  DUAL_AWAITING_FUNDING: e,
  DUAL_RATE_INVALID: e,
  DUAL_PRICE_INVALID: e,
  DUAL_UNIT_PRICE_INVALID: e,
  DUAL_SHARES_INVALID: e,
  DUAL_TERM_INVALID: e,
  DUAL_NOT_CANCELLABLE: e,
  DUAL_STATUS_INVALID: e,
  // lock-up staking (lock-mining)
  LOCK_PRODUCT_NOT_FOUND: e,
  LOCK_PRODUCT_PAUSED: e,
  /** Below the product's minimum single amount. */
  LOCK_MIN_AMOUNT: e,
  /** Above what the user may have locked in the product at once. */
  LOCK_USER_LIMIT: e,
  /** The product's total capacity is taken. */
  LOCK_SOLD_OUT: e,
  /** The treasury's lock-mining book cannot hold this order's interest: "sold out: awaiting funding". */
  LOCK_AWAITING_FUNDING: e,
  LOCK_ORDER_NOT_FOUND: e,
  LOCK_ORDER_NOT_IN_PROGRESS: e,
  /** The penalty the user confirmed is no longer the penalty (a day passed): shown again, nothing moved. */
  LOCK_PENALTY_CHANGED: e,
  LOCK_TERM_INVALID: e,
  LOCK_RATE_INVALID: e,
  LOCK_LIMITS_INVALID: e,
  LOCK_DIVIDEND_TIME_INVALID: e,
  /** An active product with the same currency and term exists. */
  LOCK_PRODUCT_DUPLICATE: e,

  // operators' user tools
  USER_NOT_FOUND: e,
  ADJUSTMENT_NOT_FOUND: e,
  ADJUSTMENT_NOT_PENDING: e,

  // market data
  MARKET_UNKNOWN: e,
  PERIOD_UNKNOWN: e,
  FAVORITE_NOT_FOUND: e,
  /** market/ticks: `from` or `to` missing or malformed, or the range ends before it starts. */
  TICK_RANGE_INVALID: e,
  /** market/ticks: more than a day between `from` and `to`. */
  TICK_RANGE_TOO_LONG: e,
  /** market/ticks: a cursor that is not a `next` of this range. */
  TICK_CURSOR_INVALID: e,

  // operators
  OPERATOR_LOGIN_FAILED: e,
  OPERATOR_SESSION_REQUIRED: { type: '999' },
  OPERATOR_SETUP_REQUIRED: e,
  OPERATOR_SETUP_DONE: e,
  OPERATOR_USERNAME_INVALID: e,
  OPERATOR_USERNAME_TAKEN: e,
  OPERATOR_ROLE_INVALID: e,
  OPERATOR_NOT_FOUND: e,
  OPERATOR_SELF_DISABLE: e,
  ADJUSTMENT_SELF_APPROVAL: e,
  REASON_REQUIRED: e,
  /** Re-enabling an operator who is not disabled. */
  OPERATOR_NOT_DISABLED: e,
  OPERATOR_ROLE_UNCHANGED: e,

  // two-person actions (operator/approvals.ts)
  ACTION_NOT_FOUND: e,
  ACTION_NOT_PENDING: e,
  /** The same change of the same thing already waits for a second operator. */
  ACTION_ALREADY_PENDING: e,
  /** Nobody approves their own action, nor one about themself. */
  APPROVAL_OWN_ACTION: e,
  APPROVAL_ROLE_REQUIRED: e,
  /** A console-made operator approves nothing for 24 hours after being added. */
  APPROVAL_TOO_NEW: e,
  /** An operator and the one who added them never approve each other's actions. */
  APPROVAL_CREATOR_PAIR: e,

  // proof of reserves (reserves module)
  /** No snapshot with that id, or none published yet. */
  RESERVES_SNAPSHOT_NOT_FOUND: e,
  /** The caller had no account on the platform when the snapshot was taken. */
  RESERVES_NOT_INCLUDED: e,
  /** A funding deposit names the transfer that brought the assets in. */
  REFERENCE_REQUIRED: e,
  // IEO (ieo module)
  IEO_PROJECT_NOT_FOUND: e,
  /** Subscriptions are taken only during the subscription cycle (the spec's "not reached selling time or ended"). */
  IEO_NOT_IN_PROGRESS: e,
  IEO_PAUSED: e,
  /** The pay currency sent is not the project's subscribe currency. */
  IEO_PAY_CURRENCY: e,
  /** The price sent is not the project's issue price. */
  IEO_PRICE_MISMATCH: e,
  IEO_MIN_AMOUNT: e,
  IEO_MAX_AMOUNT: e,
  /** The IEO treasury book does not hold the project's whole issuance yet. */
  IEO_NOT_FUNDED: e,
  /** Only a draft project can be opened; a finished one cannot be paused. */
  IEO_STATE: e,
  IEO_TOKEN_EXISTS: e,
  IEO_TOKEN_CODE_INVALID: e,
  /** start < end <= listing, and the end still ahead. */
  IEO_TIMES_INVALID: e,
  IEO_URL_INVALID: e,
  // copy trading (modules/copy-trading)
  FOLLOW_NUMBER_INVALID: e,
  FOLLOW_TYPE_INVALID: e,
  FOLLOW_AMOUNT_INVALID: e,
  FOLLOW_SLIPPAGE_INVALID: e,
  FOLLOW_AGREEMENT_REQUIRED: e,
  FOLLOW_LIMIT: e,
  FOLLOW_EXISTS: e,
  FOLLOW_NOT_FOUND: e,
  TRADER_NOT_FOUND: e,
  TRADER_CANNOT_FOLLOW: e,
  COPY_NOT_FOUND: e,
  COPY_NOT_OPEN: e,
  TRADER_APPLY_KYC_REQUIRED: e,
  TRADER_APPLY_HISTORY_REQUIRED: e,
  TRADER_APPLY_FOLLOWING: e,
  TRADER_APPLICATION_EXISTS: e,
  TRADER_NAME_INVALID: e,
  PROFIT_SHARE_INVALID: e,
  NOT_A_TRADER: e,
  REJECT_REASON_REQUIRED: e,

  // the NFT market (nft module)
  /** No artwork or series with that code (or it is another user's and not on the market). */
  NFT_NOT_FOUND: e,
  NFT_NOT_ON_SALE: e,
  NFT_SOLD_OUT: e,
  NFT_PAY_TYPE_MISMATCH: e,
  NFT_OWN_ITEM: e,
  NFT_BID_TOO_LOW: e,
  NFT_ALREADY_LEADING: e,
  NFT_PRICE_INVALID: e,
  NFT_TIME_INVALID: e,
  NFT_END_BEFORE_START: e,
  NFT_PAY_TYPE_INVALID: e,
  NFT_ALREADY_LISTED: e,
  NFT_ORDER_EXPIRED: e,
  NFT_NOT_A_BOX: e,
  NFT_BOX_OPENED: e,
  NFT_ARTIST_NOT_FOUND: e,
  NFT_ARTIST_EXISTS: e,
  NFT_MEDIA_INVALID: e,
  NFT_SERIES_INVALID: e,
  NFT_SERIES_NOT_FOUND: e,
  NFT_CURRENCY_UNSUPPORTED: e,
  NFT_NAME_REQUIRED: e,
  NFT_MESSAGE_NOT_FOUND: e,
  // loans, OTC, the chat room, customer service, coupons and the mini game (errors-services.ts)
  ...SERVICE_ERRORS,
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, value);
}
