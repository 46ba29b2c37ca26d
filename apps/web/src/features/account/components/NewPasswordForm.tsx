/**
 * Set a password (login or pay) with a security code: the two security pages differ only in field
 * names, schema and endpoint.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import type { UserInfo } from '@bourse/contract';
import { goBack } from '../../../app/navigation';
import { PasswordField } from '../../../components/form/Field';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { checkForm, type SafeParser } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import type { Params } from '../../../app/api';
import { SecurityCodeField } from './SecurityCodeField';

interface NewPasswordFormProps<T> {
  user: UserInfo;
  fields: { password: string; confirm: string };
  schema: SafeParser<T>;
  send(input: T): Promise<string>;
  label: string;
  submitLabel: string;
  hint: string;
  onDone(): void | Promise<unknown>;
}

export function NewPasswordForm<T extends Params>({
  user,
  fields,
  schema,
  send,
  label,
  submitLabel,
  hint,
  onDone,
}: NewPasswordFormProps<T>) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors();

  const submit = async () => {
    const check = checkForm(schema, { [fields.password]: password, [fields.confirm]: confirm, code: code.trim() });
    if (!errors.accept(check)) return;
    setBusy(true);
    try {
      toast(await send(check.data), 'success');
      await onDone();
      goBack();
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="hint">{hint}</p>
      <PasswordField
        id={fields.password}
        label={label}
        placeholder={t('app.form.passwordRule')}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errors.errorFor(fields.password)}
      />
      <PasswordField
        id={fields.confirm}
        label={t('app.form.confirmPassword')}
        placeholder={t('app.form.confirmPlaceholder')}
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        error={errors.errorFor(fields.confirm)}
      />
      <SecurityCodeField user={user} value={code} onChange={setCode} error={errors.errorFor('code')} />
      <div className="form-actions">
        <Button type="submit" color="primary" size="large" block loading={busy} data-testid="password-submit">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
