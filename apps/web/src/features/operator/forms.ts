/**
 * The console's form checks, with the server's error codes so the message matches what the
 * server would answer (operator sign-in and setup use the contract's own schemas).
 */
import { operatorCreateInput, operatorLoginInput, operatorSetupInput } from '@bourse/contract';
import { checkForm, type FormCheck } from '../../lib/form';

/** The server's limit on every reason (wallet operator routes, kyc decisions). */
export const REASON_MAX = 300;
/** The server's limits on the exchange settings (POST /operator/config/exchange). */
export const PPM_MAX = 100_000;
export const QUOTE_TTL_MIN_S = 3;
export const QUOTE_TTL_MAX_S = 120;
export const TOTP_PATTERN = /^\d{6}$/;
export const ADJUSTABLE_BOOKS = ['exchange', 'legal', 'lever', 'micro', 'stock'] as const;

const fail = (code: string, field: string): FormCheck<never> => ({ ok: false, code, field });

export function checkLogin(values: { username: string; password: string; totp_code: string }) {
  const totp = values.totp_code.trim();
  // A first sign-in has no code yet; a code that is given must look like one.
  if (totp && !TOTP_PATTERN.test(totp)) return fail('TOTP_INVALID', 'totp_code');
  return checkForm(operatorLoginInput, { username: values.username, password: values.password, totp_code: totp || undefined });
}

export function checkSetup(values: { new_password: string; confirm: string; totp_code: string }) {
  const check = checkForm(operatorSetupInput, { new_password: values.new_password, totp_code: values.totp_code });
  if (!check.ok) return check;
  if (values.confirm !== values.new_password) return fail('PASSWORDS_INCONSISTENT', 'confirm');
  if (!TOTP_PATTERN.test(check.data.totp_code)) return fail('TOTP_INVALID', 'totp_code');
  return check;
}

/** A new operator (admin): the server's own schema, so the same codes show before sending. */
export function checkNewOperator(values: { username: string; role: string; password: string }) {
  // USERNAME_REQUIRED reads "email or mobile" (the users' sign-in); the format rule says what is wanted.
  if (!values.username.trim()) return fail('OPERATOR_USERNAME_INVALID', 'username');
  return checkForm(operatorCreateInput, values);
}

/** Every decision in the console carries a reason, even where the server would take none. */
export function checkReason(reason: string): FormCheck<string> {
  const text = reason.trim();
  if (!text) return fail('REASON_REQUIRED', 'reason');
  if (text.length > REASON_MAX) return fail('CHARACTER_TOO_LONG', 'reason');
  return { ok: true, data: text };
}

const DECIMAL = /^\d+(\.\d+)?$/;
const SIGNED_DECIMAL = /^[+-]?\d+(\.\d+)?$/;

export interface AdjustmentValues {
  user_id: string;
  currency_id: number | null;
  book: string;
  amount: string;
  reason: string;
}

/** A signed, non-zero amount for one user's book; the coin's decimals are the server's to check. */
export function checkAdjustment(values: AdjustmentValues) {
  const userId = values.user_id.trim();
  if (!/^[1-9]\d{0,14}$/.test(userId)) return fail('USER_NOT_FOUND', 'user_id');
  if (values.currency_id === null) return fail('CURRENCY_REQUIRED', 'currency_id');
  if (!(ADJUSTABLE_BOOKS as readonly string[]).includes(values.book)) return fail('BOOK_UNKNOWN', 'book');
  const amount = values.amount.trim();
  if (!amount) return fail('AMOUNT_REQUIRED', 'amount');
  if (!SIGNED_DECIMAL.test(amount) || /^[+-]?0+(\.0+)?$/.test(amount)) return fail('AMOUNT_INVALID', 'amount');
  const reason = checkReason(values.reason);
  if (!reason.ok) return reason;
  return {
    ok: true as const,
    data: {
      user_id: Number(userId),
      currency_id: values.currency_id,
      book: values.book as (typeof ADJUSTABLE_BOOKS)[number],
      amount,
      reason: reason.data,
    },
  };
}

export function checkExchange(values: { spread_ppm: string; fee_ppm: string; quote_ttl_seconds: string }) {
  const whole = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);
  const spread = whole(values.spread_ppm);
  if (spread === null || spread > PPM_MAX) return fail('INVALID_PARAMETER', 'spread_ppm');
  const fee = whole(values.fee_ppm);
  if (fee === null || fee > PPM_MAX) return fail('INVALID_PARAMETER', 'fee_ppm');
  const ttl = whole(values.quote_ttl_seconds);
  if (ttl === null || ttl < QUOTE_TTL_MIN_S || ttl > QUOTE_TTL_MAX_S) return fail('INVALID_PARAMETER', 'quote_ttl_seconds');
  return { ok: true as const, data: { spread_ppm: spread, fee_ppm: fee, quote_ttl_seconds: ttl } };
}

export function checkNetwork(values: { withdraw_fee: string; withdraw_min: string }) {
  if (!DECIMAL.test(values.withdraw_fee.trim())) return fail('AMOUNT_INVALID', 'withdraw_fee');
  if (!DECIMAL.test(values.withdraw_min.trim())) return fail('AMOUNT_INVALID', 'withdraw_min');
  return { ok: true as const, data: { withdraw_fee: values.withdraw_fee.trim(), withdraw_min: values.withdraw_min.trim() } };
}

/** ppm as a percentage for display, exact (1,000 ppm = 0.1%). */
export { ppmToPercent } from '@bourse/maths';
