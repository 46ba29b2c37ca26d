/**
 * Dual investment's console (issue 15, DESIGN.md section 7): list products, create one, pause or
 * resume its subscription, cancel it before its start (its orders are then refunded in full by
 * the settlement scheduler), and see what the `dual-invest` treasury book holds against what open
 * orders could be owed. Nothing here sets a price, a rate of an existing order or a result: a
 * product's terms are fixed once created, and settlement reads only recorded ticks.
 */
import { z } from 'zod';
import { int, page } from './rules';
import { defineEndpoints } from './endpoint';
import { dualProduct, DUAL_PRODUCT_STATUSES, DUAL_TYPES } from './dual-invest';
import { decimalOut, pageOf } from './wire';

const text = (error: 'DUAL_RATE_INVALID' | 'DUAL_PRICE_INVALID' | 'DUAL_UNIT_PRICE_INVALID') =>
  z
    .union([z.string(), z.number()], { error })
    .transform((v) => String(v).trim())
    .refine((v) => v.length > 0 && v.length <= 64, error);

/** Unix milliseconds. */
const instant = int({ min: 1, max: 8_640_000_000_000_000, error: 'DUAL_TERM_INVALID' });

export const dualCreateInput = z.strictObject({
  currency_id: int({ min: 1, error: 'DUAL_CURRENCY_UNSUPPORTED' }),
  type: z.enum(DUAL_TYPES, { error: 'DUAL_TYPE_INVALID' }),
  /** Annualised rate in percent, up to 4 decimals ('36.5'). */
  apr_percent: text('DUAL_RATE_INVALID'),
  /** The linked (strike) price in USDT, at most the market's price decimals. */
  linked_price: text('DUAL_PRICE_INVALID'),
  /** Price of one share in the pay currency (the coin for a call, USDT for a put). */
  unit_price: text('DUAL_UNIT_PRICE_INVALID'),
  /** Subscription closes and the term starts; in the future. */
  start_time: instant,
  /** Whole days after start_time (at least one). */
  settle_time: instant,
  total_shares: int({ min: 1, max: 1_000_000_000, error: 'DUAL_SHARES_INVALID' }),
  user_limit: int({ min: 1, max: 1_000_000_000, error: 'DUAL_SHARES_INVALID' }),
});

export const dualProductIdInput = z.strictObject({ id: int({ min: 1, error: 'DUAL_PRODUCT_NOT_FOUND' }) });
export const dualProductsInput = z.strictObject({
  status: z.enum(DUAL_PRODUCT_STATUSES, { error: 'INVALID_PARAMETER' }).optional(),
  page,
});

/** One asset of the treasury's `dual-invest` book against what open orders could be owed in it. */
export const dualCoverRow = z.object({
  currency: z.string(),
  /** Free to cover new purchases. */
  available: decimalOut,
  /** Held for open orders (frozen in the ledger). */
  held: decimalOut,
  /** The worst case open orders could still be owed from the treasury in this asset (from the orders). */
  owed: decimalOut,
  /** held >= owed: every open order's payout is covered. */
  covered: z.boolean(),
});
export type DualCoverRow = z.infer<typeof dualCoverRow>;

export const dualInvestOperatorEndpoints = defineEndpoints('dual-invest-operator', {
  'GET /operator/dual/products': {
    auth: 'operator',
    roles: ['finance'],
    input: dualProductsInput,
    output: pageOf(dualProduct),
    summary: 'Dual investment products, newest first, optionally by status',
  },
  'POST /operator/dual/products': {
    auth: 'operator',
    roles: ['finance'],
    input: dualCreateInput,
    output: dualProduct,
    summary: 'List a dual investment product; its terms cannot be changed afterwards',
  },
  'POST /operator/dual/pause': {
    auth: 'operator',
    roles: ['finance'],
    input: dualProductIdInput,
    output: dualProduct,
    summary: 'Stop taking subscriptions to an open product (orders already bought are unchanged)',
  },
  'POST /operator/dual/resume': {
    auth: 'operator',
    roles: ['finance'],
    input: dualProductIdInput,
    output: dualProduct,
    summary: 'Take subscriptions again on a paused product before its start',
  },
  'POST /operator/dual/cancel': {
    auth: 'operator',
    roles: ['finance'],
    input: dualProductIdInput,
    output: dualProduct,
    summary: 'Cancel a product before its start: every order fails with a full refund (by the settlement scheduler)',
  },
  'GET /operator/dual/cover': {
    auth: 'operator',
    roles: ['finance', 'auditor'],
    output: z.array(dualCoverRow),
    summary: 'The dual-invest treasury book per asset: available, held for open orders, and the worst case those orders could be owed',
  },
});
