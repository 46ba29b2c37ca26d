/** The account a form names: an email, or an area code (picked on the area page) and a mobile number. */
import { DownFill } from 'antd-mobile-icons';
import { useTranslation } from '../../../app/i18n';
import { go } from '../../../app/navigation';
import { Field } from '../../../components/form/Field';
import type { AreaEntry } from '../../../lib/area';
import type { AccountKind } from '../api';

export const AREA_PAGE = '/pages/common/area';

interface AccountFieldProps {
  kind: AccountKind;
  value: string;
  onChange(value: string): void;
  area: AreaEntry;
  error?: string;
}

export function AccountField({ kind, value, onChange, area, error }: AccountFieldProps) {
  const { t } = useTranslation();
  if (kind === 'email') {
    return (
      <Field
        id="account"
        label={t('app.form.email')}
        placeholder={t('app.form.emailPlaceholder')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={value}
        onChange={onChange}
        error={error}
      />
    );
  }
  return (
    <Field
      id="account"
      label={t('app.form.mobile')}
      placeholder={t('app.form.mobilePlaceholder')}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, ''))}
      error={error}
      before={
        <button
          type="button"
          className="field-addon area-button"
          onClick={() => go(AREA_PAGE)}
          aria-label={t('app.area.title')}
          data-testid="area-button"
        >
          {`+${area.dial_code}`}
          <DownFill fontSize={10} />
        </button>
      }
    />
  );
}
