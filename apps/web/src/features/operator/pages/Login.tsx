/**
 * Console sign-in: username, password and the authenticator code. A seeded or reset operator's
 * first sign-in (no code yet) continues with setup: scan the new TOTP secret, choose a new
 * password and confirm with a current code; only then is there a full session.
 */
import '../operator.css';
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { Navigate } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { OperatorSetupStart } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { Field, PasswordField } from '../../../components/form/Field';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { toast } from '../../../lib/toast';
import { finishSetup, login, startSetup, useDropConsole } from '../api';
import { OtpQr } from '../components/OtpQr';
import { checkLogin, checkSetup } from '../forms';
import { CONSOLE } from '../paths';
import { setOperatorSession, useOperatorSession } from '../session';

export default function Login() {
  const { t } = useTranslation();
  const { token, scope } = useOperatorSession();
  const [setup, setSetup] = useState<OperatorSetupStart | null>(null);
  if (token && scope === 'full') return <Navigate to={CONSOLE.home} replace />;
  return (
    <div className="console console--auth" data-page="operator-login">
      <div className="console-auth card">
        <p className="console-brand">{t('operator.frame.brand')}</p>
        {token && scope === 'setup' ? <SetupStep secret={setup} onSecret={setSetup} /> : <PasswordStep />}
      </div>
    </div>
  );
}

function PasswordStep() {
  const { t } = useTranslation();
  const [values, setValues] = useState({ username: '', password: '', totp_code: '' });
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors();
  const drop = useDropConsole();
  // Editing a field clears the last check's message: it spoke of the old value.
  const set = (key: keyof typeof values) => (value: string) => {
    errors.clear();
    setValues((v) => ({ ...v, [key]: value }));
  };
  // The contract's code for an empty name speaks of email or mobile; operators have a username.
  const usernameError = errors.errorFor('username') ? t('operator.login.usernameRequired') : undefined;

  const submit = async () => {
    const check = checkLogin(values);
    if (!check.ok && check.field === 'username') {
      errors.fail(check.code, check.field);
      return;
    }
    if (!errors.accept(check)) return;
    setBusy(true);
    try {
      const result = await login(check.data);
      drop();
      setOperatorSession(result.token, result.setup_required ? 'setup' : 'full');
      if (!result.setup_required) {
        void toast(t('operator.login.welcome'), 'success');
        go(CONSOLE.home, { replace: true });
      }
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h1 className="console-auth-title">{t('operator.login.title')}</h1>
      <Field
        id="username"
        label={t('operator.login.username')}
        value={values.username}
        onChange={set('username')}
        autoComplete="username"
        error={usernameError}
      />
      <PasswordField
        id="password"
        label={t('operator.login.password')}
        value={values.password}
        onChange={set('password')}
        autoComplete="current-password"
        error={errors.errorFor('password')}
      />
      <Field
        id="totp_code"
        label={t('operator.login.totp')}
        value={values.totp_code}
        onChange={set('totp_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('operator.login.totpPlaceholder')}
        error={errors.errorFor('totp_code')}
      />
      <p className="hint">{t('operator.login.firstTimeHint')}</p>
      <Button block color="primary" type="submit" loading={busy} data-testid="login-submit">
        {t('operator.login.submit')}
      </Button>
    </form>
  );
}

function SetupStep({ secret, onSecret }: { secret: OperatorSetupStart | null; onSecret(s: OperatorSetupStart): void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ new_password: '', confirm: '', totp_code: '' });
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors();
  // Editing a field clears the last check's message: it spoke of the old value.
  const set = (key: keyof typeof values) => (value: string) => {
    errors.clear();
    setValues((v) => ({ ...v, [key]: value }));
  };

  const begin = async () => {
    setBusy(true);
    try {
      onSecret(await startSetup());
    } catch {
      // The wrapper showed why (an expired setup session goes back to sign-in by itself).
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const check = checkSetup(values);
    if (!errors.accept(check)) return;
    setBusy(true);
    try {
      const result = await finishSetup(check.data);
      setOperatorSession(result.token, 'full');
      void toast(t('operator.setup.done'), 'success');
      go(CONSOLE.home, { replace: true });
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };

  if (!secret) {
    return (
      <div className="form" data-testid="setup-intro">
        <h1 className="console-auth-title">{t('operator.setup.title')}</h1>
        <p>{t('operator.setup.intro')}</p>
        <Button block color="primary" loading={busy} onClick={() => void begin()} data-testid="setup-start">
          {t('operator.setup.start')}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h1 className="console-auth-title">{t('operator.setup.title')}</h1>
      <p>{t('operator.setup.scan')}</p>
      <OtpQr url={secret.otpauth_url} alt={t('operator.setup.qrAlt')} />
      <p className="console-secret">
        <span className="muted">{t('operator.setup.secret')}</span>
        <code data-testid="totp-secret">{secret.secret}</code>
      </p>
      <PasswordField
        id="new_password"
        label={t('operator.setup.newPassword')}
        value={values.new_password}
        onChange={set('new_password')}
        autoComplete="new-password"
        error={errors.errorFor('new_password')}
      />
      <PasswordField
        id="confirm"
        label={t('operator.setup.confirm')}
        value={values.confirm}
        onChange={set('confirm')}
        autoComplete="new-password"
        error={errors.errorFor('confirm')}
      />
      <Field
        id="setup_totp"
        label={t('operator.setup.code')}
        value={values.totp_code}
        onChange={set('totp_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.errorFor('totp_code')}
      />
      <Button block color="primary" type="submit" loading={busy} data-testid="setup-submit">
        {t('operator.setup.submit')}
      </Button>
    </form>
  );
}
