/**
 * Register by email, or by area code and mobile, with a one-time code (send button with a 60 s
 * countdown). A share link (#/pages/common/register?code=XXXX) fills in the invitation code.
 */
import '../auth.css';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import { registerInput } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { useSiteInfo } from '../../../app/site';
import { Field, PasswordField } from '../../../components/form/Field';
import { SendCodeButton } from '../../../components/form/SendCodeButton';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { Page } from '../../../components/Page';
import { usePickedArea } from '../../../lib/area';
import { checkForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useLocale } from '../../../lib/use-locale';
import { useSessionState } from '../../../lib/use-session-state';
import { register, type AccountKind } from '../api';
import { codeTargetError, sendCodeTo } from '../code';
import { AccountField } from '../components/AccountField';
import { AccountKindTabs } from '../components/AccountKindTabs';
import { AuthHeader } from '../components/AuthHeader';

export default function Register() {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const inviteRequired = useSiteInfo().data?.invite_required ?? false;
  const [kind, setKind] = useSessionState<AccountKind>('register.kind', 'email');
  const [account, setAccount] = useSessionState('register.account', '');
  const [invite, setInvite] = useSessionState('register.invite', '', params.get('code'));
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const area = usePickedArea(lang);
  const errors = useFormErrors();

  const sendCode = async () => {
    const target = { kind, account, dialCode: area.dial_code };
    const problem = codeTargetError(target);
    if (problem) {
      errors.fail(problem, 'user_string');
      return false;
    }
    errors.clear();
    await sendCodeTo(target, 'register');
    return true;
  };

  const submit = async () => {
    if (inviteRequired && !invite.trim()) {
      errors.fail('INVITE_CODE_REQUIRED', 'extension_code');
      return;
    }
    const values = {
      user_string: account.trim(),
      code: code.trim(),
      password,
      re_password: confirm,
      type: kind,
      ...(invite.trim() ? { extension_code: invite.trim() } : {}),
      ...(kind === 'mobile' ? { area_code: area.dial_code } : {}),
    };
    const check = checkForm(registerInput, values);
    if (!errors.accept(check)) return;
    setBusy(true);
    try {
      const message = await register(check.data);
      toast(message, 'success');
      const next = new URLSearchParams({ account: check.data.user_string, kind });
      if (redirect) next.set('redirect', redirect);
      go(`/pages/common/login?${next.toString()}`, { replace: true });
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('auth.register.title')} name="register">
      <div className="auth">
        <AuthHeader title={t('auth.register.heading')} subtitle={t('auth.register.subtitle')} />
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
          <Field
            id="code"
            label={t('app.form.code')}
            placeholder={t('app.form.codePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={setCode}
            error={errors.errorFor('code')}
            after={<SendCodeButton onSend={sendCode} />}
          />
          <PasswordField
            id="password"
            label={t('app.form.password')}
            placeholder={t('app.form.passwordRule')}
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={errors.errorFor('password')}
          />
          <PasswordField
            id="re_password"
            label={t('app.form.confirmPassword')}
            placeholder={t('app.form.confirmPlaceholder')}
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={errors.errorFor('re_password')}
          />
          <Field
            id="extension_code"
            label={inviteRequired ? t('auth.register.invite') : t('auth.register.inviteOptional')}
            placeholder={t('auth.register.invitePlaceholder')}
            value={invite}
            onChange={setInvite}
            maxLength={32}
            error={errors.errorFor('extension_code')}
          />
          <div className="form-actions">
            <Button type="submit" color="primary" size="large" block loading={busy} data-testid="register-submit">
              {t('auth.register.submit')}
            </Button>
            <p className="auth-switch">
              {t('auth.register.haveAccount')}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => go(redirect ? `/pages/common/login?redirect=${encodeURIComponent(redirect)}` : '/pages/common/login')}
              >
                {t('auth.register.login')}
              </button>
            </p>
          </div>
        </form>
      </div>
    </Page>
  );
}
