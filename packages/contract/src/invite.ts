/**
 * Invite and rebate (issue 18): every user's invite code (registration's `extension_code` links
 * the invitee to it), the invitees (masked), and the rebate: a stated share of the trading fees an
 * invitee pays on spot, futures and seconds options, for a stated number of days after they
 * signed up, one level only, paid out of the fee revenue account in the fee's own transaction.
 * The rates and the period are site settings; the share page states them.
 */
import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { page } from './rules';
import { decimalOut, idOut, isoTimeOut, pageOf } from './wire';

/** Lists are 10 a page (SPEC section 9). */
export const INVITE_PAGE_SIZE = 10;

/** The trading products whose fees earn a rebate. */
export const REBATE_PRODUCTS = ['spot', 'futures', 'options'] as const;
export type RebateProduct = (typeof REBATE_PRODUCTS)[number];

export const inviteRate = z.object({
  product: z.enum(REBATE_PRODUCTS),
  /** The inviter's share of each fee, in percent (a decimal string, e.g. "20"). */
  percent: decimalOut,
});

export const inviteTotal = z.object({ currency: z.string(), amount: decimalOut });

export const inviteInfo = z.object({
  invite_code: z.string(),
  /** The register route the link opens, with the code (the client adds its own origin). */
  register_path: z.string(),
  rates: z.array(inviteRate),
  /** How long after an invitee signs up their fees earn the inviter a rebate. */
  period_days: z.number().int(),
  invitees: z.number().int(),
  /** What the rebates have paid so far, per currency. */
  totals: z.array(inviteTotal),
});
export type InviteInfo = z.infer<typeof inviteInfo>;

export const invitee = z.object({
  /** The invitee's account, masked (`ab***@mail.com`, `138****5678`). */
  account: z.string(),
  joined_at: isoTimeOut,
  /** Until when their fees earn a rebate (fixed when they signed up). */
  rebate_until: isoTimeOut,
});
export type Invitee = z.infer<typeof invitee>;

export const inviteRebate = z.object({
  id: idOut,
  /** The ledger entry that paid it (the inviter's bill). */
  entry_id: idOut,
  invitee: z.string(),
  product: z.enum(REBATE_PRODUCTS),
  /** The invitee's order (spot, options) or position (futures) whose fee it came from. */
  order_id: idOut,
  currency: z.string(),
  fee: decimalOut,
  percent: decimalOut,
  amount: decimalOut,
  created_at: isoTimeOut,
});
export type InviteRebate = z.infer<typeof inviteRebate>;

export const invitePageInput = z.strictObject({ page });

/** The invite endpoints (the route map, routes.ts). */
export const inviteEndpoints = defineEndpoints('invite', {
  'GET /invite/info': {
    auth: 'user',
    output: inviteInfo,
    summary: 'Your invite code and link, the rebate rates and period, your invitee count and what rebates paid you',
  },
  'GET /invite/invitees': {
    auth: 'user',
    input: invitePageInput,
    output: pageOf(invitee),
    summary: 'The users who signed up with your code, masked, newest first, 10 per page',
  },
  'GET /invite/rebates': {
    auth: 'user',
    input: invitePageInput,
    output: pageOf(inviteRebate),
    summary: "Rebates paid to you, newest first, 10 per page, each with the invitee's order and fee it came from",
  },
});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const inviteEvents = {} satisfies Record<string, z.ZodType>;
