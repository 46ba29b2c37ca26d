/** Sign in by email, or by area code and mobile number; then back to the page the user wanted. */
import '../auth.css';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import { loginInput } from '@bourse/contract';
import { afterLoginPath, go } from '../../../app/navigation';
import { signIn } from '../../../app/session';
import { PasswordField } from '../../../components/form/Field';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { Page } from '../../../components/Page';
import { usePickedArea } from '../../../lib/area';
import { checkForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useLocale } from '../../../lib/use-locale';
import { useSessionState } from '../../../lib/use-session-state';
import { login, type AccountKind } from '../api';
import { AccountField } from '../components/AccountField';
import { AccountKindTabs } from '../components/AccountKindTabs';
import { AuthHeader } from '../components/AuthHeader';

export default function Login() {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const linkKind = params.get('kind');
  const [kind, setKind] = useSessionState<AccountKind>(
    'login.kind',
    'email',
    linkKind === 'mobile' || linkKind === 'email' ? linkKind : null,
  );
  const [account, setAccount] = useSessionState('login.account', '', params.get('account'));
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const area = usePickedArea(lang);
  const errors = useFormErrors();

  const submit = async () => {
    const values =
      kind === 'email'
        ? { user_string: account.trim(), password, type: kind }
        : { user_string: account.trim(), password, type: kind, area_code: area.dial_code };
    const check = checkForm(loginInput, values);
    if (!errors.accept(check)) return;
    setBusy(true);
    try {
      const token = await login(check.data);
      signIn(token);
      toast(t('common.loginSuccess'), 'success');
      go(afterLoginPath(redirect), { replace: true });
    } catch (error) {
      errors.fromServer(error, 'password'); // a wrong password or a sign-in lock stays on screen, under the password
    } finally {
      setBusy(false);
    }
  };

  const withRedirect = (path: string) => (redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path);

  return (
    <Page title={t('auth.login.title')} name="login">
      <div className="auth">
        <AuthHeader title={t('auth.login.welcome')} subtitle={t('auth.login.subtitle')} />
        <AccountKindTabs value={kind} onChange={setKind} />
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <AccountField
            kind={kind}
            value={account}
            onChange={setAccount}
            area={area}
            error={errors.errorFor('user_string') ?? errors.errorFor('area_code')}
          />
          <PasswordField
            id="password"
            label={t('app.form.password')}
            placeholder={t('app.form.passwordPlaceholder')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.errorFor('password')}
          />
          <div className="form-links">
            <button type="button" className="link-button" onClick={() => go('/pages/common/forget')}>
              {t('auth.login.forgot')}
            </button>
          </div>
          <div className="form-actions">
            <Button type="submit" color="primary" size="large" block loading={busy} data-testid="login-submit">
              {t('auth.login.submit')}
            </Button>
            <p className="auth-switch">
              {t('auth.login.noAccount')}{' '}
              <button type="button" className="link-button" onClick={() => go(withRedirect('/pages/common/register'))}>
                {t('auth.login.register')}
              </button>
            </p>
          </div>
        </form>
      </div>
    </Page>
  );
}
