import { handle, type RouteSpec } from '../../app/route';
import type { AuthService } from './service';
import { setDeviceCookie, signInClient } from './sign-in';

export function authRoutes(auth: AuthService): RouteSpec[] {
  return [
    handle('POST /user/register', async (c) => {
      await auth.register(c.input, c.lang);
      return c.t('common.registerSuccess');
    }),
    handle('POST /user/login', async (c) => {
      const { token, device } = await auth.login(c.input, signInClient(c.request));
      setDeviceCookie(c.reply, device, c.request.protocol === 'https');
      return token;
    }),
    handle('GET /user/logout', async (c) => {
      await auth.logout(c.user!.sessionId);
      return c.t('common.logoutSuccess');
    }),
    handle('POST /sms_mail', async (c) => {
      await auth.sendEmailCode(c.input, c.user?.id, c.lang);
      return c.t('common.codeSent');
    }),
    handle('POST /sms_send', async (c) => {
      await auth.sendSmsCode(c.input, c.user?.id, c.lang);
      return c.t('common.codeSent');
    }),
    handle('POST /user/check_email', async (c) => {
      await auth.checkEmailCode(c.input.user_string, c.input.scene, c.input.email_code);
      return c.t('common.codeValid');
    }),
    handle('POST /user/forget', async (c) => {
      await auth.forget(c.input);
      return c.t('common.passwordChanged');
    }),
  ];
}
