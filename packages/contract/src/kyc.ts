/** Identity verification (SPEC sections 3, 4, 6): Lv1 basic and Lv2 advanced, each reviewed. */
import { z } from 'zod';
import { int, requiredText } from './rules';
import { defineEndpoints } from './endpoint';

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

export type KycStatus = 'none' | 'pending' | 'approved' | 'rejected';

export interface KycLevelState {
  status: KycStatus;
  reason: string | null;
  submitted_at: string | null;
  reviewed_at: string | null;
}

export interface RealState {
  /** The level reached: 0 none, 1 basic, 2 advanced. */
  real_level: 0 | 1 | 2;
  /** SPEC section 4: not verified, under review, verified, failed. */
  level1: KycLevelState & { id_type: number | null; name: string | null; card_id: string | null };
  level2: KycLevelState & { front_pic: string | null; reverse_pic: string | null };
  email_bound: boolean;
  mobile_bound: boolean;
  /** Rolling 24-hour withdrawal limit in BTC at each level (SPEC section 6). */
  limits: { level: 0 | 1 | 2; withdraw_btc_24h: string; fiat_order_usdt: string }[];
}

/** The kyc endpoints (the route map, routes.ts). */
export const kycEndpoints = defineEndpoints('kyc', {});
