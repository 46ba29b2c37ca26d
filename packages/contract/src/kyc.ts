/** Identity verification (SPEC sections 3, 4, 6): Lv1 basic and Lv2 advanced, each reviewed. */
import { z } from 'zod';
import { int, page, requiredText } from './rules';
import { defineEndpoints } from './endpoint';
import { decimalOut, idOut, isoTimeOut, pageOf } from './wire';

export const ID_TYPES = { id_card: 0, passport: 1, driver_licence: 2 } as const;

export const realInput = z.discriminatedUnion(
  'real_type',
  [
    z.strictObject({
      real_type: z.union([z.literal(1), z.literal('1')]).transform(() => 1 as const),
      id_type: int({ min: 0, max: 2, error: 'ID_TYPE_INVALID' }),
      name: requiredText('NAME_REQUIRED', 60),
      card_id: requiredText('ID_NUMBER_REQUIRED', 40).refine((v) => /^[A-Za-z0-9-]{4,40}$/.test(v), 'SPECIAL_CHARACTERS'),
    }),
    z.strictObject({
      real_type: z.union([z.literal(2), z.literal('2')]).transform(() => 2 as const),
      front_pic: requiredText('UPLOAD_REQUIRED', 300),
      reverse_pic: requiredText('UPLOAD_REQUIRED', 300),
    }),
  ],
  { error: 'INVALID_PARAMETER' },
);

export const kycStatus = z.enum(['none', 'pending', 'approved', 'rejected']);
export type KycStatus = z.infer<typeof kycStatus>;

export const kycLevelState = z.object({
  status: kycStatus,
  reason: z.string().nullable(),
  submitted_at: isoTimeOut.nullable(),
  reviewed_at: isoTimeOut.nullable(),
});
export type KycLevelState = z.infer<typeof kycLevelState>;

const realLevel = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const realState = z.object({
  /** The level reached: 0 none, 1 basic, 2 advanced. */
  real_level: realLevel,
  /** SPEC section 4: not verified, under review, verified, failed. */
  level1: kycLevelState.extend({
    id_type: z.number().int().nullable(),
    name: z.string().nullable(),
    /** Masked: only the last four characters show. */
    card_id: z.string().nullable(),
  }),
  level2: kycLevelState.extend({ front_pic: z.string().nullable(), reverse_pic: z.string().nullable() }),
  email_bound: z.boolean(),
  mobile_bound: z.boolean(),
  /** Rolling 24-hour withdrawal limit in BTC at each level (SPEC section 6). */
  limits: z.array(z.object({ level: realLevel, withdraw_btc_24h: decimalOut, fiat_order_usdt: decimalOut })),
});
export type RealState = z.infer<typeof realState>;

/** An identity application as the compliance console reviews it (the document number in full). */
export const kycApplication = z.object({
  id: idOut,
  user_id: idOut,
  level: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(['pending', 'approved', 'rejected']),
  id_type: z.number().int().nullable(),
  name: z.string().nullable(),
  card_id: z.string().nullable(),
  front_pic: z.string().nullable(),
  reverse_pic: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: isoTimeOut,
  reviewed_at: isoTimeOut.nullable(),
});
export type KycApplication = z.infer<typeof kycApplication>;

const kycDecisionInput = z.strictObject({
  id: z
    .union([z.number(), z.string()])
    .transform(Number)
    .pipe(z.number().int().positive({ error: 'APPLICATION_NOT_FOUND' })),
  reason: z.string({ error: 'REASON_REQUIRED' }).trim().max(300, 'CHARACTER_TOO_LONG').optional(),
});
export const kycQueueInput = z.strictObject({
  page,
  limit: int({ min: 1, max: 50 }).optional(),
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
});

/** The kyc endpoints (the route map, routes.ts). */
export const kycEndpoints = defineEndpoints('kyc', {
  'GET /real/state': {
    auth: 'user',
    output: realState,
    summary: 'Verification state of both levels (not verified, under review, verified, failed with reason) and the limits',
  },
  'POST /user/real': {
    auth: 'user',
    input: realInput,
    output: realState,
    summary: 'Submit Lv1 (real_type 1: id_type, name, card_id) or Lv2 (real_type 2: front_pic, reverse_pic)',
  },
  'GET /operator/kyc': {
    auth: 'operator',
    roles: ['compliance'],
    input: kycQueueInput,
    output: pageOf(kycApplication),
    summary: 'Identity applications by status (default pending), oldest first',
  },
  'POST /operator/kyc/approve': {
    auth: 'operator',
    roles: ['compliance'],
    input: kycDecisionInput,
    output: z.string(),
    summary: 'Approve an identity application',
  },
  'POST /operator/kyc/reject': {
    auth: 'operator',
    roles: ['compliance'],
    input: kycDecisionInput,
    output: z.string(),
    summary: 'Reject an identity application with a reason the user sees',
  },
});
