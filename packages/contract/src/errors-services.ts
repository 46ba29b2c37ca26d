/** The error codes of the services built on the core (issues 18 and 19), spread into `ERRORS` (errors.ts). */
import type { ErrorSpec } from './errors';

const e: ErrorSpec = { type: 'error' };

export const SERVICE_ERRORS = {
  // loans (issue 19)
  LOAN_COLLATERAL_UNSUPPORTED: e,
  LOAN_NOT_FOUND: e,
  /** The loan is repaid or liquidated. */
  LOAN_NOT_OPEN: e,
  /** Below LOAN_MIN_AMOUNT. */
  LOAN_MIN_AMOUNT: e,
  /** The loan would start above the collateral's initial LTV. */
  LOAN_LTV_EXCEEDED: e,
  /** The lending pool (treasury book `loans`) cannot fund this loan. */
  LOAN_POOL_EXHAUSTED: e,
  /** No mark price for the collateral yet: nothing can be lent against it. */
  LOAN_NO_PRICE: e,
  // OTC (issue 19)
  OTC_ASSET_UNSUPPORTED: e,
  OTC_SIDE_INVALID: e,
  /** Below the desk's stated minimum for the coin. */
  OTC_MIN_AMOUNT: e,
  /** The desk (treasury book `otc`) cannot cover this order: no quote. */
  OTC_HOUSE_SHORT: e,
  OTC_NO_PRICE: e,
  OTC_QUOTE_NOT_FOUND: e,
  /** The quote's firm time ended: ask again. */
  OTC_QUOTE_EXPIRED: e,
  OTC_QUOTE_FILLED: e,

  // the chat room (chat module)
  CHAT_ROOM_INVALID: e,
  CHAT_TEXT_REQUIRED: e,
  CHAT_TEXT_TOO_LONG: e,
  /** More than CHAT_RATE_COUNT messages in the window, or two within CHAT_MIN_GAP_MS. */
  CHAT_RATE_LIMITED: e,
  CHAT_MUTED: e,
  /** The poster's nickname reads as staff's (admin, support, official...): change it first. */
  CHAT_NAME_RESERVED: e,
  CHAT_MESSAGE_NOT_FOUND: e,
  CHAT_OWN_MESSAGE: e,
  CHAT_ALREADY_REPORTED: e,
  CHAT_MUTE_INVALID: e,

  // customer service (support module)
  SUPPORT_NOT_FOUND: e,
  SUPPORT_TOPIC_INVALID: e,
  SUPPORT_TEXT_REQUIRED: e,
  SUPPORT_ATTACHMENT_INVALID: e,
  SUPPORT_TOO_MANY_OPEN: e,
  SUPPORT_RATE_LIMITED: e,
  SUPPORT_CLOSED: e,
  SUPPORT_NOT_CLOSED: e,
  SUPPORT_ALREADY_RATED: e,
  SUPPORT_RATING_INVALID: e,
  // coupons and the mini game (issue 18)
  COUPON_CAMPAIGN_NOT_FOUND: e,
  COUPON_PRODUCT_INVALID: e,
  COUPON_KIND_INVALID: e,
  COUPON_CURRENCY_UNSUPPORTED: e,
  COUPON_PERCENT_INVALID: e,
  COUPON_VALUE_INVALID: e,
  COUPON_VALID_DAYS_INVALID: e,
  COUPON_CAMPAIGN_CLOSED: e,
  COUPON_BUDGET_EXHAUSTED: e,
  COUPON_AWAITING_FUNDING: e,
  COUPON_ALREADY_CLAIMED: e,
  COUPON_NOT_FOUND: e,
  COUPON_EXPIRED: e,
  COUPON_NOT_APPLICABLE: e,
  GAME_DIRECTION_INVALID: e,
  GAME_DAY_INVALID: e,
  GAME_ALREADY_PREDICTED: e,
} as const satisfies Record<string, ErrorSpec>;
