/** Security: login password, pay password, bound mobile and email, and the withdrawal pause after a change. */
import '../account.css';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useTranslation } from '../../../app/i18n';
import { go } from '../../../app/navigation';
import { useUser } from '../../../app/session';
import { Page } from '../../../components/Page';
import { Loading } from '../../../components/states';
import { maskEmail, maskMobile } from '../../../lib/mask';
import { useLocale } from '../../../lib/use-locale';

export default function Security() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const user = useUser();
  if (!user)
    return (
      <Page title={t('account.security.title')} name="security">
        <Loading />
      </Page>
    );
  const lockedUntil = user.withdraw_locked_until ? new Date(user.withdraw_locked_until) : null;
  const locked = lockedUntil !== null && lockedUntil.getTime() > Date.now();
  return (
    <Page title={t('account.security.title')} name="security">
      {locked ? (
        <NoticeBar
          className="security-notice"
          color="alert"
          wrap
          content={t('account.security.withdrawLocked', {
            time: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(lockedUntil),
          })}
        />
      ) : null}
      <List className="list-card">
        <List.Item onClick={() => go('/pages/setting/password')} extra={t('account.security.change')} data-testid="security-password">
          {t('account.security.password')}
        </List.Item>
        <List.Item
          onClick={() => go('/pages/setting/payPassword')}
          extra={user.has_pay_password ? t('account.security.change') : t('account.security.notSet')}
          data-testid="security-pay-password"
        >
          {t('account.security.payPassword')}
        </List.Item>
        <List.Item
          onClick={() => go('/pages/setting/mobile')}
          extra={user.mobile ? `+${user.area_code ?? ''} ${maskMobile(user.mobile)}` : t('account.security.notBound')}
          data-testid="security-mobile"
        >
          {t('account.security.mobile')}
        </List.Item>
        <List.Item
          onClick={() => go('/pages/setting/email')}
          extra={user.email ? maskEmail(user.email) : t('account.security.notBound')}
          data-testid="security-email"
        >
          {t('account.security.email')}
        </List.Item>
      </List>
      <p className="hint security-hint">{t('account.security.hint')}</p>
    </Page>
  );
}
