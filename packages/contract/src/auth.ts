/** Registration, sign-in, one-time codes and password recovery (SPEC section 7, "Account"). */
import { z } from 'zod';
import { accountType, areaCode, code, confirmPassword, optionalText, password, requiredText } from './rules';
import { isEmail, isMobile } from './validators';
import { defineEndpoints } from './endpoint';

export const CODE_SCENES = ['register', 'forget', 'security', 'bind', 'withdraw'] as const;
export type CodeScene = (typeof CODE_SCENES)[number];
const scene = z.enum(CODE_SCENES, { error: 'INVALID_PARAMETER' });

/** The account a user names by email or by area code and mobile number. */
function checkAccount(value: { type?: 'email' | 'mobile'; area_code?: string }, text: string, path: string, ctx: z.RefinementCtx) {
  const type = value.type ?? (text.includes('@') ? 'email' : 'mobile');
  if (type === 'email') {
    if (!isEmail(text.toLowerCase())) ctx.addIssue({ code: 'custom', path: [path], message: 'EMAIL_INVALID' });
    return;
  }
  if (value.area_code === undefined) {
    ctx.addIssue({ code: 'custom', path: ['area_code'], message: 'AREA_CODE_INVALID' });
    return;
  }
  if (!isMobile(text, value.area_code)) ctx.addIssue({ code: 'custom', path: [path], message: 'MOBILE_INVALID' });
}

export const registerInput = z
  .strictObject({
    user_string: requiredText('USERNAME_REQUIRED', 254),
    code,
    password,
    re_password: confirmPassword,
    extension_code: optionalText(32),
    type: accountType.optional().default('mobile'),
    area_code: areaCode.optional(),
  })
  .superRefine((v, ctx) => {
    checkAccount(v, v.user_string, 'user_string', ctx);
    if (v.password !== v.re_password) {
      ctx.addIssue({ code: 'custom', path: ['re_password'], message: 'PASSWORDS_INCONSISTENT' });
    }
  });
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z
  .strictObject({
    user_string: requiredText('USERNAME_REQUIRED', 254),
    password: requiredText('PASSWORD_REQUIRED', 64),
    type: accountType.optional(),
    area_code: areaCode.optional(),
  })
  .superRefine((v, ctx) => checkAccount(v, v.user_string, 'user_string', ctx));
export type LoginInput = z.input<typeof loginInput>;

/** An email code. `user_string` may be left out for the signed-in scenes (security, withdraw). */
export const smsMailInput = z.strictObject({
  user_string: z
    .string({ error: 'EMAIL_INVALID' })
    .trim()
    .transform((v) => v.toLowerCase())
    .refine((v) => v === '' || isEmail(v), 'EMAIL_INVALID')
    .optional(),
  scene: scene.optional().default('register'),
});
export type SmsMailInput = z.input<typeof smsMailInput>;

export const smsSendInput = z
  .strictObject({
    area_code: areaCode.optional(),
    mobile: z.string({ error: 'MOBILE_INVALID' }).trim().optional(),
    scene: scene.optional().default('register'),
  })
  .superRefine((v, ctx) => {
    if (v.mobile === undefined || v.mobile === '') return; // signed-in scenes use the bound mobile
    if (v.area_code === undefined) ctx.addIssue({ code: 'custom', path: ['area_code'], message: 'AREA_CODE_INVALID' });
    else if (!isMobile(v.mobile, v.area_code)) ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'MOBILE_INVALID' });
  });
export type SmsSendInput = z.input<typeof smsSendInput>;

/** Checks a code without using it up (it still counts as an attempt). */
export const checkEmailInput = z.strictObject({
  user_string: requiredText('EMAIL_REQUIRED', 254).transform((v) => v.toLowerCase()),
  email_code: code,
  scene: scene.optional().default('register'),
});
export type CheckEmailInput = z.input<typeof checkEmailInput>;

export const forgetInput = z
  .strictObject({
    account: requiredText('USERNAME_REQUIRED', 254),
    password,
    repassword: confirmPassword,
    code,
    type: accountType.optional(),
    area_code: areaCode.optional(),
  })
  .superRefine((v, ctx) => {
    checkAccount(v, v.account, 'account', ctx);
    if (v.password !== v.repassword) {
      ctx.addIssue({ code: 'custom', path: ['repassword'], message: 'PASSWORDS_INCONSISTENT' });
    }
  });
export type ForgetInput = z.input<typeof forgetInput>;

/** A confirmation in the request's language ("Registered", "Code sent"), for a toast. */
const notice = z.string();

/** The auth endpoints (the route map, routes.ts). */
export const authEndpoints = defineEndpoints('auth', {
  'POST /user/register': {
    auth: 'none',
    rateLimit: 'auth',
    input: registerInput,
    output: notice,
    summary: 'Register by email, or by area code and mobile, with a code; extension_code is the inviter',
  },
  'POST /user/login': {
    auth: 'none',
    rateLimit: 'auth',
    input: loginInput,
    /** The session token. */
    output: z.string(),
    summary: 'Sign in; the session token is returned in message',
  },
  'GET /user/logout': { auth: 'user', output: notice, summary: 'Sign out this session' },
  'POST /sms_mail': {
    auth: 'optional',
    rateLimit: 'auth',
    input: smsMailInput,
    output: notice,
    summary: 'Send a 6-digit code by email (scene: register, forget, security, bind, withdraw)',
  },
  'POST /sms_send': {
    auth: 'optional',
    rateLimit: 'auth',
    input: smsSendInput,
    output: notice,
    summary: 'Send a 6-digit code by SMS (kept in the outbox: no SMS provider is configured)',
  },
  'POST /user/check_email': {
    auth: 'none',
    rateLimit: 'auth',
    input: checkEmailInput,
    output: notice,
    summary: 'Check an email code without using it (counts as an attempt)',
  },
  'POST /user/forget': {
    auth: 'none',
    rateLimit: 'auth',
    input: forgetInput,
    output: notice,
    summary: 'Reset a forgotten password with a code; signs out every session',
  },
});
