/** A labelled input row with an optional addon on either side and the field's error below it. */
import { useState, type ReactNode } from 'react';
import Input from 'antd-mobile/es/components/input';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../app/i18n';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  /** A translated error message for this field, if the last check failed on it. */
  error?: string;
  before?: ReactNode;
  after?: ReactNode;
}

export function Field({
  id,
  label,
  value,
  onChange,
  placeholder,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  error,
  before,
  after,
}: FieldProps) {
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-box">
        {before}
        <Input
          id={id}
          name={id}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          clearable={type !== 'password'}
          onlyShowClearWhenFocus
          aria-invalid={error ? true : undefined}
        />
        {after}
      </div>
      {error ? (
        <span className="field-error" role="alert" data-testid={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A password field with a show/hide switch. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'after'>) {
  const [shown, setShown] = useState(false);
  const { t } = useTranslation();
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      after={
        <button
          type="button"
          className="field-addon"
          aria-label={shown ? t('app.form.hidePassword') : t('app.form.showPassword')}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOutline fontSize={18} /> : <EyeInvisibleOutline fontSize={18} />}
        </button>
      }
    />
  );
}
