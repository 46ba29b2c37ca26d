/** The code field of the security forms: the code goes to the bound email, or else the bound mobile. */
import { useTranslation } from '../../../app/i18n';
import type { UserInfo } from '@bourse/contract';
import { Field } from '../../../components/form/Field';
import { SendCodeButton } from '../../../components/form/SendCodeButton';
import { maskEmail, maskMobile } from '../../../lib/mask';
import { toast } from '../../../lib/toast';
import { sendSecurityCode } from '../api';

interface SecurityCodeFieldProps {
  user: UserInfo;
  value: string;
  onChange(value: string): void;
  error?: string;
}

export function SecurityCodeField({ user, value, onChange, error }: SecurityCodeFieldProps) {
  const { t } = useTranslation();
  const destination = user.email ? maskEmail(user.email) : user.mobile ? `+${user.area_code ?? ''} ${maskMobile(user.mobile)}` : '';
  return (
    <>
      <Field
        id="code"
        label={t('app.form.code')}
        placeholder={t('app.form.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onChange={onChange}
        error={error}
        after={
          <SendCodeButton
            onSend={async () => {
              toast(await sendSecurityCode(user), 'success');
            }}
          />
        }
      />
      {destination ? <p className="hint">{t('account.security.codeTo', { destination })}</p> : null}
    </>
  );
}
