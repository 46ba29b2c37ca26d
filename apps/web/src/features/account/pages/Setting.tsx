/**
 * Settings: the profile card (or sign-in for a visitor), account pages, preferences (language,
 * default fiat, theme), help pages, the app version and sign-out.
 */
import '../account.css';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import List from 'antd-mobile/es/components/list';
import Segmented from 'antd-mobile/es/components/segmented';
import { useQueryClient } from '@tanstack/react-query';
import Badge from 'antd-mobile/es/components/badge';
import { useTranslation } from '../../../app/i18n';
import { APP_VERSION } from '@bourse/contract/constants';
import { isProductEnabled } from '@bourse/contract/products';
import { LANG_NAMES } from '@bourse/i18n';
import { go } from '../../../app/navigation';
import { saveTheme, THEME_CHOICES, useFiat, useTheme, type ThemeChoice } from '../../../app/preferences';
import { clearSession, useSession } from '../../../app/session';
import { Page } from '../../../components/Page';
import { regionName, usePickedArea } from '../../../lib/area';
import { toast } from '../../../lib/toast';
import { useLocale } from '../../../lib/use-locale';
import { logout } from '../api';
import { UserAvatar } from '../components/UserAvatar';
import { useSupportUnread } from '../../../app/support-unread';

/** Help and information: the content pages, and the proof of reserves anyone can check. */
const HELP = [
  { label: 'content.faq.title', path: '/pages/common/faq', testId: 'setting-faq' },
  { label: 'content.contact.title', path: '/pages/common/contactus', testId: 'setting-contact' },
  { label: 'content.about.title', path: '/pages/common/aboutus', testId: 'setting-about' },
  { label: 'content.compliance.title', path: '/pages/setting/operational_compliance', testId: 'setting-compliance' },
  { label: 'account.setting.reserves', path: '/pages/reserves/index', testId: 'setting-reserves' },
] as const;

export default function Setting() {
  const { t } = useTranslation();
  const { lang, locale } = useLocale();
  const area = usePickedArea(lang);
  const { token, user } = useSession();
  const fiat = useFiat();
  const queryClient = useQueryClient();

  const signOut = async () => {
    const confirmed = await Dialog.confirm({
      content: t('account.setting.logoutConfirm'),
      confirmText: t('account.setting.logout'),
      cancelText: t('app.actions.cancel'),
    });
    if (!confirmed) return;
    await logout().catch(() => undefined);
    clearSession();
    queryClient.removeQueries({ queryKey: ['user'] });
    toast(t('common.logoutSuccess'), 'success');
    go('/', { replace: true });
  };
  const item = (label: string, path: string, testId: string, extra?: string) => (
    <List.Item key={testId} onClick={() => go(path)} extra={extra} data-testid={testId}>
      {label}
    </List.Item>
  );

  return (
    <Page title={t('account.setting.title')} name="setting">
      {token ? (
        <button type="button" className="card profile-card" onClick={() => go('/pages/setting/userInfo')} data-testid="profile-card">
          <UserAvatar src={user?.avatar} />
          <span className="profile-text">
            <span className="profile-name" data-testid="profile-name">
              {user?.nickname ?? '\u00a0'}
            </span>
            <span className="muted">{user ? user.account : '\u00a0'}</span>
            {user ? <span className="muted">{t('account.setting.uid', { id: user.id })}</span> : null}
          </span>
        </button>
      ) : (
        <div className="card profile-card profile-card--visitor">
          <UserAvatar src={null} />
          <span className="profile-text">
            <span className="profile-name">{t('account.setting.visitorTitle')}</span>
            <span className="muted">{t('account.setting.visitorHint')}</span>
          </span>
          <Button
            color="primary"
            size="small"
            onClick={() => go('/pages/common/login?redirect=%2Fpages%2Fsetting%2Fsetting')}
            data-testid="setting-login"
          >
            {t('account.setting.signIn')}
          </Button>
        </div>
      )}

      {token ? (
        <>
          <h2 className="list-group-title">{t('account.setting.groupAccount')}</h2>
          <List className="list-card">
            {item(t('account.setting.security'), '/pages/setting/security', 'setting-security')}
            {item(t('account.setting.share'), '/pages/setting/share', 'setting-share')}
            {item(t('account.setting.verification'), '/pages/setting/real', 'setting-real')}
            {item(t('account.setting.wallets'), '/pages/setting/wallet', 'setting-wallet')}
            {item(t('account.setting.bank'), '/pages/setting/bank', 'setting-bank')}
            {isProductEnabled('coupons') ? item(t('account.setting.coupons'), '/pages/setting/coupon', 'setting-coupon') : null}
            {item(t('account.setting.bills'), '/pages/setting/bill', 'setting-bill')}
            <SupportItem />
          </List>
        </>
      ) : null}

      <h2 className="list-group-title">{t('account.setting.groupPreferences')}</h2>
      <List className="list-card">
        {item(t('account.setting.language'), '/pages/setting/language', 'setting-language', LANG_NAMES[lang])}
        {item(t('account.setting.fiat'), '/pages/setting/fiat', 'setting-fiat', fiat)}
        {item(t('location.choose.title'), '/choose-location', 'setting-region', regionName(area.region, locale))}
        <ThemeItem />
      </List>

      <h2 className="list-group-title">{t('account.setting.groupHelp')}</h2>
      <List className="list-card">
        {HELP.map((h) => item(t(h.label), h.path, h.testId))}
        <List.Item arrowIcon={false} extra={<span data-testid="setting-version">{APP_VERSION}</span>}>
          {t('account.setting.version')}
        </List.Item>
      </List>

      {token ? (
        <div className="form-actions">
          <Button block color="danger" fill="outline" size="large" onClick={() => void signOut()} data-testid="logout">
            {t('account.setting.logout')}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}

/** Light, dark or as the system says, applied at once. */
function ThemeItem() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <List.Item
      arrowIcon={false}
      extra={
        <Segmented
          className="theme-switch"
          value={theme}
          onChange={(value) => saveTheme(value as ThemeChoice)}
          options={THEME_CHOICES.map((choice) => ({ label: t(`account.setting.themes.${choice}`), value: choice }))}
          data-testid="theme-switch"
        />
      }
    >
      {t('account.setting.theme')}
    </List.Item>
  );
}

/** Customer service (once built), with the count of staff answers not read yet. */
function SupportItem() {
  const { t } = useTranslation();
  const unread = useSupportUnread();
  if (!isProductEnabled('support')) return null;
  return (
    <List.Item
      onClick={() => go('/pages/kefu/index')}
      extra={unread > 0 ? <Badge content={unread} aria-label={t('support.unreadCount', { count: unread })} /> : undefined}
      data-testid="setting-support"
    >
      {t('support.entry')}
    </List.Item>
  );
}
