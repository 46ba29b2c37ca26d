/**
 * A decimal input: digits and one point only (SPEC section 5's numeric helper), cut to the
 * decimals allowed, with its unit, an optional addon (a wallet's "All"), the error and a hint.
 * The value stays a string: amounts are never floats on the way to the server.
 */
import type { ReactNode } from 'react';
import Input from 'antd-mobile/es/components/input';
import { toAmountText } from '../../lib/numeric';

export interface DecimalFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** Decimals the coin or price allows. */
  decimals: number;
  unit?: string;
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** A clear button while the field has focus. */
  clearable?: boolean;
  /** After the unit inside the box, e.g. an "All" shortcut. */
  after?: ReactNode;
  /** Extra class on the field, for a compact layout. */
  className?: string;
}

export function DecimalField({
  id,
  label,
  value,
  onChange,
  decimals,
  unit,
  placeholder,
  error,
  hint,
  disabled,
  clearable = true,
  after,
  className,
}: DecimalFieldProps) {
  return (
    <div className={`field${className ? ` ${className}` : ''}${error ? ' field--error' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-box">
        <Input
          id={id}
          name={id}
          value={value}
          disabled={disabled}
          onChange={(text) => onChange(toAmountText(text, decimals))}
          placeholder={placeholder}
          inputMode={decimals === 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
          clearable={clearable}
          onlyShowClearWhenFocus
          aria-invalid={error ? true : undefined}
          data-testid={`${id}-input`}
        />
        {unit ? <span className="field-unit">{unit}</span> : null}
        {after}
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
