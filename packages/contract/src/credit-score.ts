/**
 * The profile's credit score (issue 18). The template's score was set by an operator and silently
 * blocked withdrawals; here it is computed only from facts the user can see and change, each part
 * with its rule, and nothing in the app reads it as a gate (a test withdraws at the lowest score).
 */
import { z } from 'zod';

export const CREDIT_PARTS = ['verification', 'two_factor', 'account_age', 'no_failed_reviews'] as const;
export type CreditPart = (typeof CREDIT_PARTS)[number];

/**
 * Points per part: verification 20 per approved level (Lv2 = 40); authenticator on 20; one point
 * per 9 days of account age, up to 20; 20 with no rejected identity review.
 */
export const CREDIT_RULES = {
  verificationPerLevel: 20,
  twoFactor: 20,
  ageDaysPerPoint: 9,
  ageMax: 20,
  noFailedReviews: 20,
} as const;

export const CREDIT_MAX = 100;

export const creditPart = z.object({
  part: z.enum(CREDIT_PARTS),
  points: z.number().int(),
  max: z.number().int(),
  /** The fact the points come from: the level (0-2), 1 or 0 for on/off, the account's age in days, the number of rejected reviews. */
  value: z.number().int(),
});

export const creditScore = z.object({
  score: z.number().int(),
  max: z.number().int(),
  parts: z.array(creditPart),
  /** Always false: stated on the wire too, so any client can see the score gates nothing. */
  limits_withdrawals_or_trading: z.literal(false),
});
export type CreditScore = z.infer<typeof creditScore>;

/** The score from its facts (pure: the server computes it and the web's test checks the same rules). */
export function computeCreditScore(f: { level: number; totpEnabled: boolean; ageDays: number; rejectedReviews: number }): CreditScore {
  const r = CREDIT_RULES;
  const parts = [
    {
      part: 'verification',
      points: Math.min(2, Math.max(0, f.level)) * r.verificationPerLevel,
      max: 2 * r.verificationPerLevel,
      value: f.level,
    },
    { part: 'two_factor', points: f.totpEnabled ? r.twoFactor : 0, max: r.twoFactor, value: f.totpEnabled ? 1 : 0 },
    {
      part: 'account_age',
      points: Math.min(r.ageMax, Math.floor(Math.max(0, f.ageDays) / r.ageDaysPerPoint)),
      max: r.ageMax,
      value: f.ageDays,
    },
    {
      part: 'no_failed_reviews',
      points: f.rejectedReviews === 0 ? r.noFailedReviews : 0,
      max: r.noFailedReviews,
      value: f.rejectedReviews,
    },
  ] as CreditScore['parts'];
  return { score: parts.reduce((s, p) => s + p.points, 0), max: CREDIT_MAX, parts, limits_withdrawals_or_trading: false };
}
