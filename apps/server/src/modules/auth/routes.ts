import { handle, type RouteSpec } from '../../app/route';
import type { AuthService } from './service';

export function authRoutes(auth: AuthService): RouteSpec[] {
  return [
    handle('POST /user/register', async (c) => {
      await auth.register(c.input, c.lang);
      return c.t('common.registerSuccess');
    }),
    handle('POST /user/login', (c) => auth.login(c.input, c.request.headers['user-agent'])),
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
