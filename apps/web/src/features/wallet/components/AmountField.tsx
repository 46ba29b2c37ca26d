/**
 * An amount input: digits and one point only (the numeric helper of SPEC section 5), the coin as
 * its unit, an "All" shortcut and the field's error under it. The value stays a decimal string.
 */
import type { ReactNode } from 'react';
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';
import { toAmountText } from '../../../lib/numeric';

interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  unit?: string;
  /** The most that can be used; shows the "All" shortcut. */
  max?: string;
  /** Decimals the coin allows (its scale). */
  decimals?: number;
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
}

export function AmountField({ id, label, value, onChange, unit, max, decimals = 10, placeholder, error, hint }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-box">
        <Input
          id={id}
          name={id}
          value={value}
          onChange={(text) => onChange(toAmountText(text, decimals))}
          placeholder={placeholder ?? t('wallet.form.amountPlaceholder')}
          inputMode="decimal"
          autoComplete="off"
          clearable
          onlyShowClearWhenFocus
          aria-invalid={error ? true : undefined}
        />
        {unit ? <span className="field-unit">{unit}</span> : null}
        {max !== undefined ? (
          <button type="button" className="field-all" onClick={() => onChange(max)} data-testid={`${id}-all`}>
            {t('wallet.form.all')}
          </button>
        ) : null}
      </div>
      {error ? (
        <span className="field-error" role="alert" data-testid={`${id}-error`}>
          {error}
        </span>
      ) : null}
      {hint ? <div className="field-hint">{hint}</div> : null}
    </div>
  );
}
