/**
 * IEO token subscriptions (SPEC sections 2, 3, 4 and 7; issue 15). A project sells a fixed issuance
 * of its own token, which exists before the sale: an operator deposits it into the IEO treasury
 * book with a two-person funding deposit, and the project opens only once it is there. Users
 * subscribe during the subscription cycle (the payment is held on their spot book); when the cycle
 * ends a scheduler allocates: everything asked for when the issuance covers it, otherwise pro rata
 * (rounded down to the token's scale, the remainder one smallest unit each to the earliest orders),
 * refunds the rest of each payment, credits the tokens locked until the time to market and pays the
 * proceeds to the project's account. Money and prices are decimal strings; times unix milliseconds.
 */
import { z } from 'zod';
import { amountText, int, limit, page } from './rules';
import { defineEndpoints } from './endpoint';
import { decimalOut, epochMsOut, idOut, pageOf } from './wire';
import { ownEntry } from './validators';

/** Projects and subscriptions are listed 10 per page (SPEC section 9). */
export const IEO_PAGE_SIZE = 10;

/** By the clock: before the start (1), during the subscription cycle (2), after its end (3). */
export const IEO_PHASES = ['warmup', 'progress', 'finished'] as const;
export type IeoPhase = (typeof IEO_PHASES)[number];

const PHASE_FILTER = {
  warmup: 'warmup',
  '1': 'warmup',
  progress: 'progress',
  '2': 'progress',
  finished: 'finished',
  '3': 'finished',
} as const;
const phaseFilter = z
  .union([z.string(), z.number()], { error: 'INVALID_PARAMETER' })
  .transform((v) => ownEntry(PHASE_FILTER, String(v).trim().toLowerCase()) ?? '')
  .refine((v) => v !== '', 'INVALID_PARAMETER')
  .transform((v) => v as IeoPhase);

const projectId = int({ min: 1, error: 'IEO_PROJECT_NOT_FOUND' });

/** A decimal as typed (its scale is checked by the server for the asset). */
const decimalText = (missing: 'PRICE_REQUIRED' | 'AMOUNT_REQUIRED', invalid: 'PRICE_INVALID' | 'AMOUNT_INVALID') =>
  z
    .union([z.string(), z.number()], { error: (iss) => (iss.input === undefined || iss.input === null ? missing : invalid) })
    .transform((v) => String(v).trim())
    .refine((v) => v.length > 0, missing)
    .refine((v) => v.length <= 64, invalid);

export const ieoListInput = z.strictObject({ status: phaseFilter.optional(), page, limit: limit(50) });
export const ieoDetailInput = z.strictObject({ project_id: projectId });
export const ieoOrderInput = z.strictObject({
  project_id: projectId,
  /** How many tokens to subscribe for. */
  amount: amountText,
  /** The subscribe currency, by id (3) or code (USDT): it must be the project's. */
  pay_currency: z
    .union([z.string(), z.number()], { error: 'IEO_PAY_CURRENCY' })
    .transform((v) => String(v).trim().toUpperCase())
    .refine((v) => v.length > 0 && v.length <= 20, 'IEO_PAY_CURRENCY'),
  /** The issue price the user saw: refused when it is not the project's (it never changes once open). */
  price: decimalText('PRICE_REQUIRED', 'PRICE_INVALID'),
});
export const ieoOrdersInput = z.strictObject({ project_id: projectId.optional(), page, limit: limit(50) });

// ---- outputs -------------------------------------------------------------------------------------

export const ieoProject = z.object({
  id: idOut,
  name: z.string(),
  /** The token on sale (its own asset: `token_id`, with `token_scale` decimals). */
  token: z.string(),
  token_id: idOut,
  token_scale: z.number().int(),
  /** The subscribe currency. */
  pay_currency: z.string(),
  pay_currency_id: idOut,
  pay_scale: z.number().int(),
  /** Issue price: pay currency per whole token. */
  price: decimalOut,
  total_issuance: decimalOut,
  /** Tokens asked for so far (may exceed the issuance: then allocation is pro rata). */
  subscribed: decimalOut,
  /** Issuance not asked for yet (0 once oversubscribed). */
  remaining: decimalOut,
  /** subscribed / total issuance as a percentage, 2 decimals, rounded down (300.00 when 3x oversubscribed). */
  progress_percent: decimalOut,
  min_amount: decimalOut,
  /** Most tokens one user may ask for in total; null when there is no limit. */
  max_per_user: decimalOut.nullable(),
  start_time: epochMsOut,
  end_time: epochMsOut,
  /** Time to market: allocated tokens stay locked until then. */
  listing_time: epochMsOut,
  /** The subscription cycle, end - start, in whole days rounded up. */
  cycle_days: z.number().int(),
  /** The lock period, listing - end, in whole days rounded up. */
  lock_days: z.number().int(),
  white_paper: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  /** Applications number: subscriptions taken (real rows). */
  applications: z.number().int(),
  /** How many users subscribed. */
  participants: z.number().int(),
  /** Passes number: subscriptions that received tokens; null until allocated. */
  passes: z.number().int().nullable(),
  phase: z.enum(IEO_PHASES),
  /** 1 warm-up, 2 in progress, 3 finished. */
  phase_code: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Subscriptions are paused by an operator (the cycle's times do not change). */
  paused: z.boolean(),
  /** pending until the end of the cycle, then allocating, then allocated. */
  allocation: z.enum(['pending', 'allocating', 'allocated']),
  /** The signed-in caller's spot balance in the pay currency and tokens asked for; null without a session. */
  mine: z.object({ available: decimalOut, subscribed: decimalOut, orders: z.number().int() }).nullable(),
});
export type IeoProject = z.infer<typeof ieoProject>;

/** How one order's allocation was computed, with the totals it came from, so anyone can redo it. */
export const ieoAllocation = z.object({
  total_issuance: decimalOut,
  total_subscribed: decimalOut,
  /** true when more was asked for than issued: pro rata. */
  oversubscribed: z.boolean(),
  /** floor(amount x total_issuance / total_subscribed) at the token's scale (all of `amount` when not oversubscribed). */
  pro_rata: decimalOut,
  /** One smallest token unit of the rounding remainder, given to the earliest orders (0 or 1 unit). */
  remainder: decimalOut,
  allocated: decimalOut,
  /** ceil(allocated x price) in the pay currency: what the tokens cost. */
  cost: decimalOut,
  /** payment - cost: returned to the spot book. */
  refund: decimalOut,
});
export type IeoAllocation = z.infer<typeof ieoAllocation>;

export const ieoOrder = z.object({
  id: idOut,
  project_id: idOut,
  project_name: z.string(),
  token: z.string(),
  pay_currency: z.string(),
  price: decimalOut,
  /** Tokens asked for. */
  amount: decimalOut,
  /** ceil(amount x price): held on the spot book until allocation. */
  payment: decimalOut,
  /** subscribed (payment held), allocated (tokens locked until listing), released (tokens free), refunded (nothing allocated). */
  status: z.enum(['subscribed', 'allocated', 'released', 'refunded']),
  allocation: ieoAllocation.nullable(),
  /** Allocated tokens are locked on the spot book until this time (the project's time to market). */
  lock_until: epochMsOut,
  created_at: epochMsOut,
  allocated_at: epochMsOut.nullable(),
  released_at: epochMsOut.nullable(),
});
export type IeoOrder = z.infer<typeof ieoOrder>;

// ---- operator ------------------------------------------------------------------------------------

const text = (max: number) => z.string({ error: 'INVALID_PARAMETER' }).trim().max(max, 'CHARACTER_TOO_LONG');
const url = text(300).refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'IEO_URL_INVALID');
const epochMs = int({ min: 1, error: 'IEO_TIMES_INVALID' });

export const ieoCreateInput = z.strictObject({
  name: text(60).pipe(z.string().min(1, 'INVALID_PARAMETER')),
  /** The new token's code: 2 to 10 capital letters or digits, not an asset that exists. */
  token_code: z
    .string({ error: 'IEO_TOKEN_CODE_INVALID' })
    .trim()
    .refine((v) => /^[A-Z][A-Z0-9]{1,9}$/.test(v), 'IEO_TOKEN_CODE_INVALID'),
  token_name: text(60).pipe(z.string().min(1, 'INVALID_PARAMETER')),
  token_scale: int({ min: 0, max: 18, error: 'INVALID_PARAMETER' }),
  pay_currency_id: int({ min: 1, error: 'IEO_PAY_CURRENCY' }),
  price: decimalText('PRICE_REQUIRED', 'PRICE_INVALID'),
  total_issuance: amountText,
  min_amount: amountText,
  max_per_user: amountText.optional(),
  start_time: epochMs,
  end_time: epochMs,
  listing_time: epochMs,
  white_paper: url.optional(),
  website: url.optional(),
  description: text(1000).optional(),
});
export const ieoIdInput = z.strictObject({ id: int({ min: 1, error: 'IEO_PROJECT_NOT_FOUND' }) });
export const ieoPauseInput = z.strictObject({
  id: int({ min: 1, error: 'IEO_PROJECT_NOT_FOUND' }),
  paused: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'INVALID_PARAMETER' })
    .transform((v) => v === true || v === 'true' || v === '1'),
});

/** A project as operators see it: the user's view plus its lifecycle and the issuance's cover. */
export const ieoOperatorProject = ieoProject.omit({ mine: true }).extend({
  /** draft (not public; waits for its issuance), open (public; phase by the clock). */
  status: z.enum(['draft', 'open']),
  /** What the IEO treasury book holds of the token, available (funded, not yet committed to a project). */
  treasury_available: decimalOut,
  /** The issuance held for this project since it opened (0 while draft). */
  issuance_held: decimalOut,
  /** Tokens allocated to subscribers so far. */
  allocated: decimalOut,
  /** Issuance returned to the treasury book after allocation (what was not asked for). */
  returned: decimalOut,
  /** Pay currency paid to the project's account (`sys:escrow`, book `ieo:<id>`). */
  proceeds: decimalOut,
  /** Payments still held on users' spot books. */
  payments_held: decimalOut,
  /** Whether the treasury book already holds the whole issuance, so the project can open. */
  fundable: z.boolean(),
});
export type IeoOperatorProject = z.infer<typeof ieoOperatorProject>;

/** The IEO endpoints (the route map, routes.ts). */
export const ieoEndpoints = defineEndpoints('ieo', {
  'GET /project': {
    auth: 'optional',
    input: ieoListInput,
    output: pageOf(ieoProject),
    summary: 'IEO projects, soonest end first: status warmup (1), progress (2) or finished (3); 10 per page',
  },
  'GET /project/detail': {
    auth: 'optional',
    input: ieoDetailInput,
    output: ieoProject,
    summary: 'One IEO project with its real applications and passes numbers (and, signed in, your subscriptions)',
  },
  'POST /project/order': {
    auth: 'user',
    idempotent: true,
    input: ieoOrderInput,
    output: ieoOrder,
    summary: 'Subscribe for `amount` tokens at the issue price; the payment is held on your spot book until allocation',
  },
  'GET /user/project/order': {
    auth: 'user',
    input: ieoOrdersInput,
    output: pageOf(ieoOrder),
    summary: 'Your IEO subscriptions, newest first, with each allocation, refund and lock',
  },
  'GET /operator/ieo/projects': {
    auth: 'operator',
    output: z.array(ieoOperatorProject),
    summary: 'Every IEO project with its issuance held, allocated and returned, its proceeds and the payments held',
  },
  'POST /operator/ieo/projects': {
    auth: 'operator',
    roles: ['finance'],
    input: ieoCreateInput,
    output: ieoOperatorProject,
    summary: 'Create a project (draft) and its token asset; fund its issuance with a funding deposit (treasury, book ieo)',
  },
  'POST /operator/ieo/projects/open': {
    auth: 'operator',
    roles: ['finance'],
    input: ieoIdInput,
    output: ieoOperatorProject,
    summary: 'Publish a draft project: refused until the IEO treasury book holds its whole issuance, which is then held for it',
  },
  'POST /operator/ieo/projects/pause': {
    auth: 'operator',
    roles: ['finance'],
    input: ieoPauseInput,
    output: ieoOperatorProject,
    summary: 'Pause or resume new subscriptions of a project before its end (times, prices and allocations never change)',
  },
});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const ieoEvents = {
  /** One of the user's subscriptions was taken, allocated or released (private room `user:<id>`). */
  ieo_order: ieoOrder,
} satisfies Record<string, z.ZodType>;
