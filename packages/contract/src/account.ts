/** The signed-in user's profile, security and settings (SPEC sections 3, 5, 7). */
import { z } from 'zod';
import type { Fiat } from './constants';
import { areaCode, code, confirmPassword, email, fiat, mobileDigits, nickname, password, requiredText, signature } from './rules';
import { isMobile } from './validators';
import { defineEndpoints } from './endpoint';

export interface UserInfo {
  id: number;
  /** What the user signs in with: the email, or +<area code> <mobile>. */
  account: string;
  email: string | null;
  mobile: string | null;
  area_code: string | null;
  nickname: string;
  signature: string;
  avatar: string | null;
  invite_code: string;
  default_fiat: Fiat;
  has_pay_password: boolean;
  totp_enabled: boolean;
  /** Verification level reached: 0 none, 1 basic, 2 advanced. */
  real_level: 0 | 1 | 2;
  /** Until when withdrawals are locked after a security change (ISO time), or null. */
  withdraw_locked_until: string | null;
  created_at: string;
}

/** Change the login password while signed in, with a code sent to the bound email or mobile. */
export const updatePasswordInput = z
  .strictObject({ password, re_password: confirmPassword, code })
  .refine((v) => v.password === v.re_password, { path: ['re_password'], message: 'PASSWORDS_INCONSISTENT' });

/** Set, change or reset the pay password; always with a code (scene security). */
export const payPasswordInput = z
  .strictObject({ pay_password: password, re_pay_password: confirmPassword, code })
  .refine((v) => v.pay_password === v.re_pay_password, { path: ['re_pay_password'], message: 'PASSWORDS_INCONSISTENT' });

/** Bind or change the mobile number: the code goes to the new number (scene bind). */
export const bindMobileInput = z
  .strictObject({ mobile: mobileDigits, code, area_code: areaCode.optional().default('86') })
  .superRefine((v, ctx) => {
    if (!isMobile(v.mobile, v.area_code)) ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'MOBILE_INVALID' });
  });

/**
 * Turn the authenticator (TOTP) on, after `safe/totp/setup`, or off: a code from the authenticator
 * and a security code (scene security), as every security change needs.
 */
export const totpChangeInput = z.strictObject({ totp_code: requiredText('TOTP_REQUIRED', 10), code });

/** Bind or change the email: the code goes to the new address (scene bind). */
export const bindEmailInput = z.strictObject({ email, code });

export const headPortraitInput = z.strictObject({ head_portrait: requiredText('UPLOAD_REQUIRED', 300) });
export const nicknameInput = z.strictObject({ nickname });
export const signatureInput = z.strictObject({ signature });
export const defaultFiatInput = z.strictObject({ currency_code: fiat });

export interface AreaEntry {
  /** ISO 3166-1 alpha-2; the client names it in the user's language with Intl.DisplayNames. */
  region: string;
  dial_code: string;
}

/** The account endpoints (the route map, routes.ts). */
export const accountEndpoints = defineEndpoints('account', {});
