/** The signed-in user's profile, security and settings (SPEC sections 3, 5, 7). */
import { z } from 'zod';
import { FIATS } from './constants';
import { areaCode, code, confirmPassword, email, fiat, mobileDigits, nickname, password, requiredText, signature } from './rules';
import { isMobile } from './validators';
import { defineEndpoints } from './endpoint';
import { creditScore } from './credit-score';
import { idOut, isoTimeOut } from './wire';

export const userInfo = z.object({
  id: idOut,
  /** What the user signs in with: the email, or +<area code> <mobile>. */
  account: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  area_code: z.string().nullable(),
  nickname: z.string(),
  signature: z.string(),
  avatar: z.string().nullable(),
  invite_code: z.string(),
  default_fiat: z.enum(FIATS),
  has_pay_password: z.boolean(),
  totp_enabled: z.boolean(),
  /** Verification level reached: 0 none, 1 basic, 2 advanced. */
  real_level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Until when withdrawals are locked after a security change (ISO time), or null. */
  withdraw_locked_until: isoTimeOut.nullable(),
  created_at: isoTimeOut,
});
export type UserInfo = z.infer<typeof userInfo>;

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

export const areaEntry = z.object({
  /** ISO 3166-1 alpha-2; the client names it in the user's language with Intl.DisplayNames. */
  region: z.string(),
  dial_code: z.string(),
});
export type AreaEntry = z.infer<typeof areaEntry>;

/** A new authenticator secret, not in force until `safe/totp/enable` proves a code from it. */
export const totpSetup = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TotpSetup = z.infer<typeof totpSetup>;

/** A confirmation in the request's language ("Saved"), for a toast. */
const notice = z.string();

/** The account endpoints (the route map, routes.ts). */
export const accountEndpoints = defineEndpoints('account', {
  'GET /user/info': {
    auth: 'user',
    output: userInfo,
    summary: 'The signed-in user: account, profile, security state and settings',
  },
  'GET /user/credit_score': {
    auth: 'user',
    output: creditScore,
    summary:
      'The credit score (0 to 100) with its parts and how each is computed; informational only, it never limits withdrawals or trading',
  },
  'POST /user/uploadHeadPortrait': {
    auth: 'user',
    input: headPortraitInput,
    output: notice,
    summary: 'Set the avatar to an image uploaded with purpose=avatar',
  },
  'POST /user/editNickname': {
    auth: 'user',
    input: nicknameInput,
    output: notice,
    summary: 'Nickname: 2 to 10 characters of Chinese, English or digits',
  },
  'POST /user/editSignature': {
    auth: 'user',
    input: signatureInput,
    output: notice,
    summary: 'Signature: 2 to 30 characters of Chinese, English or digits',
  },
  'POST /user/default_fiat': {
    auth: 'user',
    input: defaultFiatInput,
    output: notice,
    summary: 'The fiat currency amounts are shown in',
  },
  'GET /area/list': {
    auth: 'none',
    output: z.array(areaEntry),
    summary: 'Countries and areas with dial codes (names come from Intl.DisplayNames)',
  },
  'POST /safe/update_password': {
    auth: 'user',
    rateLimit: 'auth',
    input: updatePasswordInput,
    output: notice,
    summary: 'Change the login password with a security code; other sessions are signed out',
  },
  'POST /safe/pay_password': {
    auth: 'user',
    rateLimit: 'auth',
    input: payPasswordInput,
    output: notice,
    summary: 'Set, change or reset the pay password with a security code',
  },
  'POST /safe/totp/setup': {
    auth: 'user',
    rateLimit: 'auth',
    output: totpSetup,
    summary: 'Start enrolling an authenticator: a new TOTP secret and its otpauth URL (not enabled until safe/totp/enable)',
  },
  'POST /safe/totp/enable': {
    auth: 'user',
    rateLimit: 'auth',
    input: totpChangeInput,
    output: notice,
    summary: 'Turn TOTP on with a code from the authenticator and a security code; withdrawals then need TOTP (locked 24 h)',
  },
  'POST /safe/totp/disable': {
    auth: 'user',
    rateLimit: 'auth',
    input: totpChangeInput,
    output: notice,
    summary: 'Turn TOTP off with a code from the authenticator and a security code (withdrawals locked 24 h)',
  },
  'POST /safe/mobile': {
    auth: 'user',
    rateLimit: 'auth',
    input: bindMobileInput,
    output: notice,
    summary: 'Bind or change the mobile number with a code sent to it (scene bind)',
  },
  'POST /safe/email': {
    auth: 'user',
    rateLimit: 'auth',
    input: bindEmailInput,
    output: notice,
    summary: 'Bind or change the email with a code sent to it (scene bind)',
  },
});
