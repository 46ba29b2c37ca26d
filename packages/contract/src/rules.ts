/**
 * Field schemas for the validation rules of SPEC section 5. Each failure carries an error code as
 * its message; the server turns the first issue into `{ type: 'error', code }` and the client shows
 * the same code's text before sending.
 */
import { z } from 'zod';
import type { ErrorCode } from './errors';
import { NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MAX, PASSWORD_MIN, SIGNATURE_MAX, SIGNATURE_MIN, CODE_LENGTH, FIATS } from './constants';
import { charLength, hasOnlyNameCharacters, hasOnlySignatureCharacters, isCode, isEmail } from './validators';

/** A string that must be present and not blank; `missing` is the code for absent or empty. */
export function requiredText(missing: ErrorCode, max = 200) {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? missing : 'INVALID_PARAMETER') })
    .trim()
    .min(1, missing)
    .max(max, 'CHARACTER_TOO_LONG');
}

export function optionalText(max = 200) {
  return z.string({ error: 'INVALID_PARAMETER' }).trim().max(max, 'CHARACTER_TOO_LONG').optional();
}

export const password = requiredText('PASSWORD_REQUIRED', PASSWORD_MAX).pipe(z.string().min(PASSWORD_MIN, 'PASSWORD_TOO_SHORT'));
export const confirmPassword = requiredText('CONFIRM_PASSWORD_REQUIRED', PASSWORD_MAX).pipe(
  z.string().min(PASSWORD_MIN, 'PASSWORD_TOO_SHORT'),
);
export const code = requiredText('CODE_REQUIRED', 32).refine((v) => isCode(v, CODE_LENGTH), 'CODE_INVALID_FORMAT');
export const email = requiredText('EMAIL_REQUIRED', 254)
  .transform((v) => v.toLowerCase())
  .refine(isEmail, 'EMAIL_INVALID');
export const areaCode = z
  .union([z.string(), z.number()], { error: 'AREA_CODE_INVALID' })
  .transform((v) => String(v).replace(/^\+/, ''))
  .refine((v) => /^\d{1,4}$/.test(v), 'AREA_CODE_INVALID');
export const mobileDigits = requiredText('MOBILE_REQUIRED', 20).refine((v) => /^\d+$/.test(v), 'MOBILE_INVALID');

export const nickname = requiredText('NICKNAME_INVALID', 64)
  .refine(hasOnlyNameCharacters, 'SPECIAL_CHARACTERS')
  .refine((v) => charLength(v) >= NICKNAME_MIN && charLength(v) <= NICKNAME_MAX, 'NICKNAME_INVALID');
export const signature = requiredText('SIGNATURE_INVALID', 128)
  .refine(hasOnlySignatureCharacters, 'SPECIAL_CHARACTERS')
  .refine((v) => charLength(v) >= SIGNATURE_MIN && charLength(v) <= SIGNATURE_MAX, 'SIGNATURE_INVALID');

export const fiat = z.enum(FIATS, { error: 'FIAT_UNSUPPORTED' });

/** A positive integer field that also arrives as a form string ("3"). */
export function int(options: { min?: number; max?: number; error?: ErrorCode } = {}) {
  const error = options.error ?? 'INVALID_PARAMETER';
  return z
    .union([z.number(), z.string()], { error })
    .transform((v, ctx) => {
      const n = typeof v === 'number' ? v : /^-?\d{1,15}$/.test(v.trim()) ? Number(v.trim()) : NaN;
      if (!Number.isSafeInteger(n)) {
        ctx.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      return n;
    })
    .pipe(
      z
        .number()
        .min(options.min ?? 0, error)
        .max(options.max ?? Number.MAX_SAFE_INTEGER, error),
    );
}

export const page = int({ min: 1, max: 1_000_000 }).optional().default(1);
export const limit = (max = 100) => int({ min: 1, max }).optional();

/** A decimal amount as a string (form or JSON); its scale is checked by the service for the asset. */
export const amountText = z
  .union([z.string(), z.number()], {
    error: (iss) => (iss.input === undefined || iss.input === null ? 'AMOUNT_REQUIRED' : 'AMOUNT_INVALID'),
  })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => v.length > 0, 'AMOUNT_REQUIRED')
  .refine((v) => v.length <= 64, 'AMOUNT_TOO_LARGE');

/** Registration and login accept an email or a mobile number. */
export const accountType = z.enum(['email', 'mobile'], { error: 'INVALID_PARAMETER' });
