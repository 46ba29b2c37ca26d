import { handle, type RouteSpec } from '../../app/route';
import { AREAS } from './areas';
import type { AccountService } from './service';

export function accountRoutes(account: AccountService): RouteSpec[] {
  const c = account.ports.credentials;
  return [
    handle('GET /user/info', async (r) => {
      await account.rememberLang(r.userId, r.lang);
      return account.info(r.userId);
    }),
    handle('GET /user/credit_score', (r) => account.creditScore(r.userId)),
    handle('POST /user/uploadHeadPortrait', async (r) => {
      await account.setAvatar(r.userId, r.input.head_portrait);
      return r.t('common.saved');
    }),
    handle('POST /user/editNickname', async (r) => {
      await account.setNickname(r.userId, r.input.nickname);
      return r.t('common.saved');
    }),
    handle('POST /user/editSignature', async (r) => {
      await account.setSignature(r.userId, r.input.signature);
      return r.t('common.saved');
    }),
    handle('POST /user/default_fiat', async (r) => {
      await account.setDefaultFiat(r.userId, r.input.currency_code);
      return r.t('common.saved');
    }),
    handle('GET /area/list', async () => AREAS),
    handle('POST /safe/update_password', async (r) => {
      await c.changePassword(r.userId, r.user!.sessionId, r.input.password, r.input.code);
      return r.t('common.passwordChanged');
    }),
    handle('POST /safe/pay_password', async (r) => {
      await c.setPayPassword(r.userId, r.input.pay_password, r.input.code);
      return r.t('common.payPasswordSet');
    }),
    handle('POST /safe/totp/setup', (r) => c.startTotp(r.userId)),
    handle('POST /safe/totp/enable', async (r) => {
      await c.enableTotp(r.userId, r.input.totp_code, r.input.code);
      return r.t('common.saved');
    }),
    handle('POST /safe/totp/disable', async (r) => {
      await c.disableTotp(r.userId, r.input.totp_code, r.input.code);
      return r.t('common.saved');
    }),
    handle('POST /safe/mobile', async (r) => {
      await c.bindMobile(r.userId, r.input.area_code, r.input.mobile, r.input.code);
      return r.t('common.mobileBound');
    }),
    handle('POST /safe/email', async (r) => {
      await c.bindEmail(r.userId, r.input.email, r.input.code);
      return r.t('common.emailBound');
    }),
  ];
}
