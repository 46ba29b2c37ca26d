/**
 * Copy trading (SPEC sections 3, 4, 5, 6, 7 and 9; issue 16). Traders are users an operator
 * approved; followers copy their futures positions, each copy a futures position of the
 * follower's own (lever), opened when the trader's opens at the feed's current price. Statistics are
 * computed from closed positions only; no endpoint sets one. Money and prices are decimal strings.
 */
import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { leverPosition } from './lever';
import { int, page, requiredText } from './rules';
import { decimalOut, epochMsOut, idOut, isoTimeOut, pageOf } from './wire';

/** SPEC: at most two traders per follower; fixed multiple and fixed lots each at most 5. */
export const FOLLOW_MAX_TRADERS = 2;
export const FOLLOW_MAX_MULTIPLE = 5;
export const FOLLOW_MAX_LOTS = 5;
/** A trader's profit share: 0 to 10 %. */
export const PROFIT_SHARE_MAX_PERCENT = 10;
/** The slippage cap a follower may set, in percent (0 to 10, two decimals). */
export const SLIPPAGE_MAX_PERCENT = 10;
/** Statistics are recomputed at least this often (SPEC section 9: hourly). */
export const TRADER_STATS_EVERY_MS = 3_600_000;

/** 1 fixed multiple, 2 fixed lots (the template's `type`). */
export const FOLLOW_MODES = ['multiple', 'lots'] as const;
export type FollowMode = (typeof FOLLOW_MODES)[number];

/** Why a copy was not opened. */
export const COPY_SKIP_REASONS = ['insufficient_margin', 'follow_cap', 'slippage', 'market_limits', 'house_capacity', 'no_price'] as const;
export type CopySkipReason = (typeof COPY_SKIP_REASONS)[number];

export const TRADER_SORTS = ['pnl', 'roi', 'win_rate', 'drawdown', 'followers'] as const;

const text = (code: 'FOLLOW_NUMBER_INVALID' | 'FOLLOW_AMOUNT_INVALID' | 'FOLLOW_SLIPPAGE_INVALID' | 'PROFIT_SHARE_INVALID') =>
  z
    .union([z.string(), z.number()], { error: code })
    .transform((v) => String(v).trim())
    .refine((v) => v.length > 0 && v.length <= 40, code);

const mode = z
  .union([z.literal(1), z.literal(2), z.enum(['1', '2', 'multiple', 'lots'])], { error: 'FOLLOW_TYPE_INVALID' })
  .transform((v) => (String(v) === '1' || v === 'multiple' ? 'multiple' : 'lots') as FollowMode);

const trader = int({ min: 1, error: 'TRADER_NOT_FOUND' });

const followTerms = {
  number: text('FOLLOW_NUMBER_INVALID'),
  type: mode,
  /** The most margin this follow's open copies may use together, in USDT. */
  amount: text('FOLLOW_AMOUNT_INVALID'),
  /** The largest move from the trader's fill the follower accepts, percent. */
  slippage: text('FOLLOW_SLIPPAGE_INVALID').optional(),
};

export const followInput = z.strictObject({
  trader_user_id: trader,
  ...followTerms,
  /** The follower read and accepts the copy trading agreement. */
  agree: z.union([z.literal(true), z.literal(1), z.enum(['true', '1'])], { error: 'FOLLOW_AGREEMENT_REQUIRED' }),
});
export type FollowInput = z.output<typeof followInput>;
export const followEditInput = z.strictObject({ follow_user_id: trader, ...followTerms });
export type FollowEditInput = z.output<typeof followEditInput>;
export const followCancelInput = z.strictObject({ follow_user_id: trader });
export const traderDetailInput = z.strictObject({ trader_user_id: trader });
export const traderIndexInput = z.strictObject({
  sort: z.enum(TRADER_SORTS, { error: 'INVALID_PARAMETER' }).optional(),
  page,
});
export const copyListInput = z.strictObject({
  status: z.enum(['all', 'open', 'closed', 'skipped'], { error: 'INVALID_PARAMETER' }).optional(),
  follow_user_id: int({ min: 1, error: 'TRADER_NOT_FOUND' }).optional(),
  page,
});
export const copyIdInput = z.strictObject({ id: int({ min: 1, error: 'COPY_NOT_FOUND' }) });
export const selfHoldingInput = z.strictObject({ transaction_id: int({ min: 1, error: 'COPY_NOT_FOUND' }) });
export const traderApplyInput = z.strictObject({
  /** The name followers see: 2 to 20 letters, digits, spaces, dots, dashes or underscores. */
  name: requiredText('TRADER_NAME_INVALID', 40),
  profit_share: text('PROFIT_SHARE_INVALID'),
});
export const profitShareInput = z.strictObject({ profit_share: text('PROFIT_SHARE_INVALID') });
export const traderQueueInput = z.strictObject({
  status: z.enum(['pending', 'approved', 'rejected'], { error: 'INVALID_PARAMETER' }).optional(),
  page,
  limit: int({ min: 1, max: 50 }).optional(),
});
/** `id` is the applicant's user id (one application per user). */
export const traderDecisionInput = z.strictObject({
  id: int({ min: 1, error: 'APPLICATION_NOT_FOUND' }),
  reason: z.string({ error: 'INVALID_PARAMETER' }).trim().max(200, 'CHARACTER_TOO_LONG').optional(),
});

/** The figures of a trader, all computed from closed futures positions (never entered by anyone). */
export const traderCard = z.object({
  user_id: idOut,
  name: z.string(),
  profit_share_percent: decimalOut,
  /** Net of fees: realised PnL minus opening and overnight fees, USDT. */
  total_pnl: decimalOut,
  /** Total PnL / total margin of the closed positions, percent. */
  roi_percent: decimalOut,
  /** Profitable closes / closes ("accuracy"), percent. */
  win_rate_percent: decimalOut,
  /** The largest fall from a peak of the trader's compounded per-trade return curve, percent. */
  max_drawdown_percent: decimalOut,
  /** Active follows now (counted, never entered). */
  followers: z.number().int(),
  long_wins: z.number().int(),
  short_wins: z.number().int(),
  closed_trades: z.number().int(),
  open_positions: z.number().int(),
  /** When these statistics were computed; null until the first run. */
  computed_at: isoTimeOut.nullable(),
});
export type TraderCard = z.infer<typeof traderCard>;

export const traderPosition = z.object({
  id: idOut,
  symbol: z.string(),
  side: z.enum(['long', 'short']),
  lots: z.number().int(),
  leverage: z.number().int(),
  entry_price: decimalOut,
  close_price: decimalOut.nullable(),
  /** Net of fees, for a closed position. */
  pnl: decimalOut.nullable(),
  opened_at: isoTimeOut.nullable(),
  closed_at: isoTimeOut.nullable(),
});
export type TraderPosition = z.infer<typeof traderPosition>;

export const follow = z.object({
  id: idOut,
  trader_user_id: idOut,
  trader_name: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  mode: z.enum(FOLLOW_MODES),
  /** The multiple or the lots. */
  number: decimalOut,
  amount: decimalOut,
  slippage_percent: decimalOut,
  /** The trader's share, fixed when the follow started. */
  profit_share_percent: decimalOut,
  status: z.enum(['active', 'cancelled']),
  /** Margin the follow's open copies use now (against the amount). */
  margin_in_use: decimalOut,
  /** Realised PnL of its closed copies, net of fees and the profit share paid. */
  earnings: decimalOut,
  copies_open: z.number().int(),
  created_at: isoTimeOut,
  updated_at: isoTimeOut,
});
export type Follow = z.infer<typeof follow>;

export const traderDetail = traderCard.extend({
  approved_at: isoTimeOut.nullable(),
  /** Cumulative net PnL after each close (the equity curve), oldest first, at most 200 points. */
  curve: z.array(z.object({ ts: epochMsOut, pnl: decimalOut })),
  positions: z.array(traderPosition),
  orders: z.array(traderPosition),
  my_follow: follow.nullable(),
  /** Whether the signed-in user may start following (not a trader, not at the limit, not already). */
  can_follow: z.boolean(),
});
export type TraderDetail = z.infer<typeof traderDetail>;

/** What was copied, at what price, or why not: the follower's receipt of one copy. */
export const copyReceipt = z.object({
  id: idOut,
  follow_id: idOut,
  trader_user_id: idOut,
  trader_name: z.string(),
  symbol: z.string(),
  side: z.enum(['long', 'short']),
  status: z.enum(['open', 'closed', 'skipped']),
  self_held: z.boolean(),
  skip_reason: z.enum(COPY_SKIP_REASONS).nullable(),
  mode: z.enum(FOLLOW_MODES),
  number: decimalOut,
  trader_position_id: idOut,
  trader_lots: z.number().int(),
  trader_price: decimalOut,
  trader_tick_id: idOut,
  trader_time: epochMsOut,
  /** The lots the mode gave (two decimals at most); a copy opens only whole lots the market takes. */
  lots: decimalOut,
  leverage: z.number().int(),
  follower_price: decimalOut.nullable(),
  follower_tick_id: idOut.nullable(),
  follower_time: epochMsOut.nullable(),
  slippage_percent: decimalOut.nullable(),
  slippage_cap_percent: decimalOut,
  position_id: idOut.nullable(),
  margin: decimalOut.nullable(),
  fee: decimalOut.nullable(),
  close_price: decimalOut.nullable(),
  close_tick_id: idOut.nullable(),
  /** Net of fees, before the profit share. */
  pnl: decimalOut.nullable(),
  profit_share: decimalOut.nullable(),
  profit_share_percent: decimalOut,
  created_at: isoTimeOut,
  closed_at: isoTimeOut.nullable(),
  /** The follower's futures position with its live figures (null for a skipped copy). */
  position: leverPosition.nullable(),
});
export type CopyReceipt = z.infer<typeof copyReceipt>;

export const traderSelf = z.object({
  status: z.enum(['none', 'pending', 'approved', 'rejected']),
  name: z.string().nullable(),
  profit_share_percent: decimalOut.nullable(),
  reject_reason: z.string().nullable(),
  /** What applying needs: Lv1 identity verification and at least one closed futures position. */
  verified: z.boolean(),
  closed_positions: z.number().int(),
  following: z.boolean(),
});
export type TraderSelf = z.infer<typeof traderSelf>;

export const followMy = z.object({ follows: z.array(follow), trader: traderSelf });
export type FollowMy = z.infer<typeof followMy>;

export const traderApplication = z.object({
  /** The applicant's user id: one application per user. */
  id: idOut,
  user_id: idOut,
  name: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  profit_share_percent: decimalOut,
  /** Why it was rejected (the applicant sees it). */
  reason: z.string().nullable(),
  applied_at: isoTimeOut,
  reviewed_at: isoTimeOut.nullable(),
  closed_positions: z.number().int(),
  verified_level: z.number().int(),
});
export type TraderApplication = z.infer<typeof traderApplication>;

/** The copy trading endpoints (the route map, routes.ts). */
export const copyTradingEndpoints = defineEndpoints('copy-trading', {
  'GET /follow/index': {
    auth: 'optional',
    input: traderIndexInput,
    output: pageOf(traderCard),
    summary: 'The approved traders with their computed statistics, sorted by PnL (default), ROI, win rate, drawdown or followers',
  },
  'GET /follow/traderDetail': {
    auth: 'optional',
    input: traderDetailInput,
    output: traderDetail,
    summary: "A trader's statistics, equity curve, open positions, recent closes, and your follow of them",
  },
  'GET /follow/historyTrade': {
    auth: 'user',
    input: copyListInput,
    output: pageOf(copyReceipt),
    summary: 'Your copies (open, closed, skipped) with their receipts, newest first',
  },
  'GET /follow/receipt': { auth: 'user', input: copyIdInput, output: copyReceipt, summary: 'One of your copies: its receipt' },
  'GET /follow/my': { auth: 'user', output: followMy, summary: 'Your follows, and your trader status' },
  'POST /follow/follow': {
    auth: 'user',
    input: followInput,
    output: follow,
    summary: 'Follow a trader: type 1 fixed multiple (number <= 5), type 2 fixed lots (<= 5), a follow amount and a slippage cap',
  },
  'POST /follow/edit': {
    auth: 'user',
    input: followEditInput,
    output: follow,
    summary: "Change a follow's mode, number, amount or slippage cap",
  },
  'POST /follow/cancel': {
    auth: 'user',
    input: followCancelInput,
    output: follow,
    summary: 'Stop copying a trader; open copies stay open until closed',
  },
  'POST /follow/selfHolding': {
    auth: 'user',
    input: selfHoldingInput,
    output: copyReceipt,
    summary: 'Detach an open copy: it no longer closes with the trader',
  },
  'POST /follow/apply': { auth: 'user', input: traderApplyInput, output: traderSelf, summary: 'Apply to become a trader' },
  'POST /follow/profitShare': {
    auth: 'user',
    input: profitShareInput,
    output: traderSelf,
    summary: "A trader's profit share (0 to 10 %) for new follows",
  },
  'GET /operator/traders': {
    auth: 'operator',
    roles: ['compliance'],
    input: traderQueueInput,
    output: pageOf(traderApplication),
    summary: 'Trader applications by status (default pending), oldest first',
  },
  'POST /operator/traders/approve': {
    auth: 'operator',
    roles: ['compliance'],
    input: traderDecisionInput,
    output: traderApplication,
    summary: 'Approve a trader application',
  },
  'POST /operator/traders/reject': {
    auth: 'operator',
    roles: ['compliance'],
    input: traderDecisionInput,
    output: traderApplication,
    summary: 'Reject a trader application with a reason the user sees',
  },
});

/** A copy's receipt whenever it opens, is skipped, detached or closed (the follower's private room). */
export const copyTradingEvents = { 'copy.receipt': copyReceipt } satisfies Record<string, z.ZodType>;
