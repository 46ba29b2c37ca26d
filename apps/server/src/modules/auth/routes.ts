import {
  checkEmailInput,
  forgetInput,
  loginInput,
  registerInput,
  smsMailInput,
  smsSendInput,
} from '@bourse/contract';
import { route, type RouteSpec } from '../../app/route';
import type { AuthService } from './service';

const tags = ['auth'];

export function authRoutes(auth: AuthService): RouteSpec[] {
  return [
    route({
      method: 'POST',
      url: '/user/register',
      auth: 'none',
      rateLimit: 'auth',
      input: registerInput,
      tags,
      summary: 'Register by email, or by area code and mobile, with a code; extension_code is the inviter',
      handler: async (c) => {
        await auth.register(c.input, c.lang);
        return c.t('common.registerSuccess');
      },
    }),
    route({
      method: 'POST',
      url: '/user/login',
      auth: 'none',
      rateLimit: 'auth',
      input: loginInput,
      tags,
      summary: 'Sign in; the session token is returned in message',
      handler: (c) => auth.login(c.input, c.request.headers['user-agent']),
    }),
    route({
      method: 'GET',
      url: '/user/logout',
      auth: 'user',
      tags,
      summary: 'Sign out this session',
      handler: async (c) => {
        await auth.logout(c.user!.sessionId);
        return c.t('common.logoutSuccess');
      },
    }),
    route({
      method: 'POST',
      url: '/sms_mail',
      auth: 'optional',
      rateLimit: 'auth',
      input: smsMailInput,
      tags,
      summary: 'Send a 6-digit code by email (scene: register, forget, security, bind, withdraw)',
      handler: async (c) => {
        await auth.sendEmailCode(c.input, c.user?.id, c.lang);
        return c.t('common.codeSent');
      },
    }),
    route({
      method: 'POST',
      url: '/sms_send',
      auth: 'optional',
      rateLimit: 'auth',
      input: smsSendInput,
      tags,
      summary: 'Send a 6-digit code by SMS (kept in the outbox: no SMS provider is configured)',
      handler: async (c) => {
        await auth.sendSmsCode(c.input, c.user?.id, c.lang);
        return c.t('common.codeSent');
      },
    }),
    route({
      method: 'POST',
      url: '/user/check_email',
      auth: 'none',
      rateLimit: 'auth',
      input: checkEmailInput,
      tags,
      summary: 'Check an email code without using it (counts as an attempt)',
      handler: async (c) => {
        await auth.checkEmailCode(c.input.user_string, c.input.scene, c.input.email_code);
        return c.t('common.codeValid');
      },
    }),
    route({
      method: 'POST',
      url: '/user/forget',
      auth: 'none',
      rateLimit: 'auth',
      input: forgetInput,
      tags,
      summary: 'Reset a forgotten password with a code; signs out every session',
      handler: async (c) => {
        await auth.forget(c.input);
        return c.t('common.passwordChanged');
      },
    }),
  ];
}
