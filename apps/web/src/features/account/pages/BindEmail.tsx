/** Bind or change the email: the code goes to the new address (scene bind). */
import '../account.css';
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import { bindEmailInput } from '@bourse/contract';
import { goBack } from '../../../app/navigation';
import { Field } from '../../../components/form/Field';
import { SendCodeButton } from '../../../components/form/SendCodeButton';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { Page } from '../../../components/Page';
import { checkForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { isEmail } from '../../../lib/validate';
import { bindEmail, sendBindEmailCode, useRefreshUser } from '../api';

export default function BindEmail() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors();
  const refresh = useRefreshUser();

  const sendCode = async () => {
    const value = email.trim().toLowerCase();
    if (!value) return (errors.fail('EMAIL_REQUIRED', 'email'), false);
    if (!isEmail(value)) return (errors.fail('EMAIL_INVALID', 'email'), false);
    errors.clear();
    toast(await sendBindEmailCode(value), 'success');
    return true;
  };

  const submit = async () => {
    const check = checkForm(bindEmailInput, { email, code: code.trim() });
    if (!errors.accept(check)) return;
    setBusy(true);
    try {
      toast(await bindEmail(check.data), 'success');
      await refresh();
      goBack();
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('account.bindEmail.title')} name="bindEmail">
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="hint">{t('account.bindEmail.hint')}</p>
        <Field
          id="email"
          label={t('app.form.email')}
          placeholder={t('app.form.emailPlaceholder')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={errors.errorFor('email')}
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
        <div className="form-actions">
          <Button type="submit" color="primary" size="large" block loading={busy} data-testid="bind-submit">
            {t('account.bind.submit')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
