import {
  bindEmailInput,
  bindMobileInput,
  defaultFiatInput,
  headPortraitInput,
  nicknameInput,
  payPasswordInput,
  signatureInput,
  totpChangeInput,
  updatePasswordInput,
} from '@bourse/contract';
import { route, type RouteSpec } from '../../app/route';
import { AREAS } from './areas';
import type { AccountService } from './service';

const tags = ['account'];

export function accountRoutes(account: AccountService): RouteSpec[] {
  const c = account.credentials;
  return [
    route({
      method: 'GET',
      url: '/user/info',
      auth: 'user',
      tags,
      summary: 'The signed-in user: account, profile, security state and settings',
      handler: async (r) => {
        await account.rememberLang(r.userId, r.lang);
        return account.info(r.userId);
      },
    }),
    route({
      method: 'POST',
      url: '/user/uploadHeadPortrait',
      auth: 'user',
      input: headPortraitInput,
      tags,
      summary: 'Set the avatar to an image uploaded with purpose=avatar',
      handler: async (r) => {
        await account.setAvatar(r.userId, r.input.head_portrait);
        return r.t('common.saved');
      },
    }),
    route({
      method: 'POST',
      url: '/user/editNickname',
      auth: 'user',
      input: nicknameInput,
      tags,
      summary: 'Nickname: 2 to 10 characters of Chinese, English or digits',
      handler: async (r) => {
        await account.setNickname(r.userId, r.input.nickname);
        return r.t('common.saved');
      },
    }),
    route({
      method: 'POST',
      url: '/user/editSignature',
      auth: 'user',
      input: signatureInput,
      tags,
      summary: 'Signature: 2 to 30 characters of Chinese, English or digits',
      handler: async (r) => {
        await account.setSignature(r.userId, r.input.signature);
        return r.t('common.saved');
      },
    }),
    route({
      method: 'POST',
      url: '/user/default_fiat',
      auth: 'user',
      input: defaultFiatInput,
      tags,
      summary: 'The fiat currency amounts are shown in',
      handler: async (r) => {
        await account.setDefaultFiat(r.userId, r.input.currency_code);
        return r.t('common.saved');
      },
    }),
    route({
      method: 'GET',
      url: '/area/list',
      auth: 'none',
      tags,
      summary: 'Countries and areas with dial codes (names come from Intl.DisplayNames)',
      handler: async () => AREAS,
    }),
    route({
      method: 'POST',
      url: '/safe/update_password',
      auth: 'user',
      rateLimit: 'auth',
      input: updatePasswordInput,
      tags,
      summary: 'Change the login password with a security code; other sessions are signed out',
      handler: async (r) => {
        await c.changePassword(r.userId, r.user!.sessionId, r.input.password, r.input.code);
        return r.t('common.passwordChanged');
      },
    }),
    route({
      method: 'POST',
      url: '/safe/pay_password',
      auth: 'user',
      rateLimit: 'auth',
      input: payPasswordInput,
      tags,
      summary: 'Set, change or reset the pay password with a security code',
      handler: async (r) => {
        await c.setPayPassword(r.userId, r.input.pay_password, r.input.code);
        return r.t('common.payPasswordSet');
      },
    }),
    route({
      method: 'POST',
      url: '/safe/totp/setup',
      auth: 'user',
      rateLimit: 'auth',
      tags,
      summary: 'Start enrolling an authenticator: a new TOTP secret and its otpauth URL (not enabled until safe/totp/enable)',
      handler: (r) => c.startTotp(r.userId),
    }),
    route({
      method: 'POST',
      url: '/safe/totp/enable',
      auth: 'user',
      rateLimit: 'auth',
      input: totpChangeInput,
      tags,
      summary: 'Turn TOTP on with a code from the authenticator and a security code; withdrawals then need TOTP (locked 24 h)',
      handler: async (r) => {
        await c.enableTotp(r.userId, r.input.totp_code, r.input.code);
        return r.t('common.saved');
      },
    }),
    route({
      method: 'POST',
      url: '/safe/totp/disable',
      auth: 'user',
      rateLimit: 'auth',
      input: totpChangeInput,
      tags,
      summary: 'Turn TOTP off with a code from the authenticator and a security code (withdrawals locked 24 h)',
      handler: async (r) => {
        await c.disableTotp(r.userId, r.input.totp_code, r.input.code);
        return r.t('common.saved');
      },
    }),
    route({
      method: 'POST',
      url: '/safe/mobile',
      auth: 'user',
      rateLimit: 'auth',
      input: bindMobileInput,
      tags,
      summary: 'Bind or change the mobile number with a code sent to it (scene bind)',
      handler: async (r) => {
        await c.bindMobile(r.userId, r.input.area_code, r.input.mobile, r.input.code);
        return r.t('common.mobileBound');
      },
    }),
    route({
      method: 'POST',
      url: '/safe/email',
      auth: 'user',
      rateLimit: 'auth',
      input: bindEmailInput,
      tags,
      summary: 'Bind or change the email with a code sent to it (scene bind)',
      handler: async (r) => {
        await c.bindEmail(r.userId, r.input.email, r.input.code);
        return r.t('common.emailBound');
      },
    }),
  ];
}
