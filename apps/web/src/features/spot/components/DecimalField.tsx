/** A decimal input (digits and one point, SPEC section 5's numeric helper) with its unit and error. */
import Input from 'antd-mobile/es/components/input';
import { toAmountText } from '../../../lib/numeric';

interface DecimalFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  unit: string;
  decimals: number;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
}

export function DecimalField({ id, label, value, onChange, unit, decimals, placeholder, error, disabled }: DecimalFieldProps) {
  return (
    <div className={`field spot-field${error ? ' field--error' : ''}`}>
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
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          data-testid={`${id}-input`}
        />
        <span className="field-unit">{unit}</span>
      </div>
      {error ? (
        <span className="field-error" role="alert" data-testid={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
