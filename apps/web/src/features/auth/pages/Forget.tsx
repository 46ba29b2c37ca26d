/** Reset a forgotten password with a code sent to the account's email or mobile (scene forget). */
import '../auth.css';
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import { forgetInput } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { Field, PasswordField } from '../../../components/form/Field';
import { SendCodeButton } from '../../../components/form/SendCodeButton';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { Page } from '../../../components/Page';
import { usePickedArea } from '../../../lib/area';
import { checkForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useLocale } from '../../../lib/use-locale';
import { useSessionState } from '../../../lib/use-session-state';
import { forget, type AccountKind } from '../api';
import { codeTargetError, sendCodeTo } from '../code';
import { AccountField } from '../components/AccountField';
import { AccountKindTabs } from '../components/AccountKindTabs';
import { AuthHeader } from '../components/AuthHeader';

export default function Forget() {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const [kind, setKind] = useSessionState<AccountKind>('forget.kind', 'email');
  const [account, setAccount] = useSessionState('forget.account', '');
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
      errors.fail(problem, 'account');
      return false;
    }
    errors.clear();
    await sendCodeTo(target, 'forget');
    return true;
  };

  const submit = async () => {
    const values = {
      account: account.trim(),
      code: code.trim(),
      password,
      repassword: confirm,
      type: kind,
      ...(kind === 'mobile' ? { area_code: area.dial_code } : {}),
    };
    const check = checkForm(forgetInput, values);
    if (!errors.accept(check)) return;
    setBusy(true);
    try {
      const message = await forget(check.data);
      toast(message, 'success');
      go(`/pages/common/login?${new URLSearchParams({ account: check.data.account, kind }).toString()}`, { replace: true });
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('auth.forget.title')} name="forget">
      <div className="auth">
        <AuthHeader title={t('auth.forget.heading')} subtitle={t('auth.forget.subtitle')} />
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
            error={errors.errorFor('account') ?? errors.errorFor('area_code')}
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
            label={t('app.form.newPassword')}
            placeholder={t('app.form.passwordRule')}
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={errors.errorFor('password')}
          />
          <PasswordField
            id="repassword"
            label={t('app.form.confirmPassword')}
            placeholder={t('app.form.confirmPlaceholder')}
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={errors.errorFor('repassword')}
          />
          <div className="form-actions">
            <Button type="submit" color="primary" size="large" block loading={busy} data-testid="forget-submit">
              {t('auth.forget.submit')}
            </Button>
          </div>
        </form>
      </div>
    </Page>
  );
}
