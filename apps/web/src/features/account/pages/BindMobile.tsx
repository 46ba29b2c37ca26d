/** Bind or change the mobile number: the code goes to the new number (scene bind). */
import '../account.css';
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { DownFill } from 'antd-mobile-icons';
import { useTranslation } from '../../../app/i18n';
import { bindMobileInput } from '@bourse/contract';
import { go, goBack } from '../../../app/navigation';
import { Field } from '../../../components/form/Field';
import { SendCodeButton } from '../../../components/form/SendCodeButton';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { Page } from '../../../components/Page';
import { usePickedArea } from '../../../lib/area';
import { checkForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useLocale } from '../../../lib/use-locale';
import { isMobile } from '../../../lib/validate';
import { bindMobile, sendBindSmsCode, useRefreshUser } from '../api';

export default function BindMobile() {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const area = usePickedArea(lang);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors();
  const refresh = useRefreshUser();

  const sendCode = async () => {
    if (!mobile) return (errors.fail('MOBILE_REQUIRED', 'mobile'), false);
    if (!isMobile(mobile, area.dial_code)) return (errors.fail('MOBILE_INVALID', 'mobile'), false);
    errors.clear();
    toast(await sendBindSmsCode(area.dial_code, mobile), 'success');
    return true;
  };

  const submit = async () => {
    const check = checkForm(bindMobileInput, { mobile, code: code.trim(), area_code: area.dial_code });
    if (!errors.accept(check)) return;
    setBusy(true);
    try {
      toast(await bindMobile(check.data), 'success');
      await refresh();
      goBack();
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('account.bindMobile.title')} name="bindMobile">
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="hint">{t('account.bindMobile.hint')}</p>
        <Field
          id="mobile"
          label={t('app.form.mobile')}
          placeholder={t('app.form.mobilePlaceholder')}
          type="tel"
          inputMode="tel"
          value={mobile}
          onChange={(v) => setMobile(v.replace(/\D/g, ''))}
          error={errors.errorFor('mobile') ?? errors.errorFor('area_code')}
          before={
            <button
              type="button"
              className="field-addon area-button"
              onClick={() => go('/pages/setting/areas')}
              aria-label={t('app.area.title')}
              data-testid="area-button"
            >
              {`+${area.dial_code}`}
              <DownFill fontSize={10} />
            </button>
          }
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
