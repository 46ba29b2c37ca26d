/**
 * A price or lots input: digits and one point only (SPEC section 5's numeric helper), cut to the
 * decimals allowed, the unit beside it and the field's error under it. The value stays a string.
 */
import Input from 'antd-mobile/es/components/input';
import type { ReactNode } from 'react';
import { toAmountText } from '../../../lib/numeric';

interface PriceFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  decimals: number;
  unit?: string;
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
}

export function PriceField({ id, label, value, onChange, decimals, unit, placeholder, error, hint }: PriceFieldProps) {
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
          placeholder={placeholder}
          inputMode={decimals === 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
          clearable
          onlyShowClearWhenFocus
          aria-invalid={error ? true : undefined}
        />
        {unit ? <span className="lever-unit">{unit}</span> : null}
      </div>
      {error ? (
        <span className="field-error" role="alert" data-testid={`${id}-error`}>
          {error}
        </span>
      ) : null}
      {hint ? <div className="lever-hint">{hint}</div> : null}
    </div>
  );
}
