/**
 * The pay password prompt of a withdrawal (DESIGN.md section 8), with the authenticator code when
 * the user has turned two-factor sign-in on. The summary of what is being confirmed sits above it.
 */
import { useState, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from '../../../app/i18n';
import { Field, PasswordField } from '../../../components/form/Field';

interface PayPasswordSheetProps {
  visible: boolean;
  totp: boolean;
  summary: ReactNode;
  onClose(): void;
  /** Resolves true when done (the sheet closes). */
  onConfirm(payPassword: string, totpCode: string): Promise<boolean>;
  error?: string;
}

export function PayPasswordSheet(props: PayPasswordSheetProps) {
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName="sheet"
      destroyOnClose
      getContainer={() => document.body}
    >
      <SheetBody {...props} />
    </Popup>
  );
}

function SheetBody({ totp, summary, onClose, onConfirm, error }: PayPasswordSheetProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="form"
      noValidate
      data-testid="pay-sheet"
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        try {
          if (await onConfirm(password, code.trim())) onClose();
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 className="sheet-title">{t('wallet.withdraw.confirmTitle')}</h2>
      <div className="sheet-summary">{summary}</div>
      <PasswordField
        id="pay_password"
        label={t('wallet.withdraw.payPassword')}
        value={password}
        onChange={setPassword}
        placeholder={t('wallet.withdraw.payPasswordPlaceholder')}
        autoComplete="off"
        error={error}
      />
      {totp ? (
        <Field
          id="totp_code"
          label={t('wallet.withdraw.totp')}
          value={code}
          onChange={setCode}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
        />
      ) : null}
      <div className="sheet-actions">
        <Button onClick={onClose}>{t('app.actions.cancel')}</Button>
        <Button type="submit" color="primary" loading={busy} disabled={password === ''} data-testid="pay-confirm">
          {t('app.actions.confirm')}
        </Button>
      </div>
    </form>
  );
}
