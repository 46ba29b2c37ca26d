/**
 * A decimal input in the user's locale (issue 13): the locale's decimal mark or a point, digits,
 * and at most the decimals allowed. A keystroke or paste that cannot be read one way only (a
 * letter, a thousands separator, '1.000,5' in English, too many decimals) is refused with the
 * reason under the field, never cut silently, so the amount sent is the amount on screen. The
 * value handed to `onChange` is a canonical decimal string with a point ('0,002' -> '0.002');
 * a value set from outside (an "All" shortcut, a tapped price) shows in the locale's format.
 */
import { useState, type ReactNode } from 'react';
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from '../../app/i18n';
import { readTypedAmount, separators, toTypedText, type AmountProblem } from '../../lib/numeric';
import { useLocale } from '../../lib/use-locale';

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
  /** Extra class on the hint, for a compact layout. */
  hintClassName?: string;
}

interface Shown {
  /** The value the text stands for, and the locale it was written in. */
  value: string;
  locale: string;
  text: string;
}

/**
 * The text in the box and the last refusal: the text follows what the user typed while it reads
 * as `value`, and is rewritten in the locale's format when the value comes from elsewhere.
 */
function useTypedAmount(value: string, decimals: number, onChange: (value: string) => void) {
  const { locale } = useLocale();
  const [shown, setShown] = useState<Shown>(() => ({ value, locale, text: toTypedText(value, locale) }));
  const [problem, setProblem] = useState<AmountProblem | undefined>();
  if (shown.value !== value || shown.locale !== locale) {
    // A value set from elsewhere (an "All" shortcut, a tapped price): shown in the locale's format.
    setShown({ value, locale, text: toTypedText(value, locale) });
    setProblem(undefined);
  }

  const type = (typed: string) => {
    // A value set from elsewhere with more decimals stays editable: a keystroke may not add one.
    const shownDecimals = shown.text.split(/[.,]/)[1]?.length ?? 0;
    const read = readTypedAmount(typed, locale, Math.max(decimals, shownDecimals));
    if (!read.ok) {
      setProblem(read.problem);
      return;
    }
    setProblem(undefined);
    setShown({ value: read.value, locale, text: typed });
    if (read.value !== value) onChange(read.value);
  };
  /**
   * Leaving the field writes what it holds in the locale's format ('0.5' -> '0,5' in French). A
   * refusal stays until the next accepted keystroke: removing it here would move the form under
   * the finger on its way to the submit button.
   */
  const blur = () => setShown({ value, locale, text: toTypedText(value, locale) });
  return { text: shown.text, problem, type, blur, locale };
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
  hintClassName,
}: DecimalFieldProps) {
  const { t } = useTranslation();
  const typed = useTypedAmount(value, decimals, onChange);
  const refusal = typed.problem
    ? t(`app.form.amount.${typed.problem}`, { decimal: separators(typed.locale).decimal, count: decimals })
    : undefined;
  const message = refusal ?? error;
  return (
    <div className={`field${className ? ` ${className}` : ''}${message ? ' field--error' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-box">
        <Input
          id={id}
          name={id}
          value={typed.text}
          disabled={disabled}
          onChange={typed.type}
          onBlur={typed.blur}
          placeholder={placeholder}
          inputMode={decimals === 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
          clearable={clearable}
          onlyShowClearWhenFocus
          aria-invalid={message ? true : undefined}
          data-testid={`${id}-input`}
        />
        {unit ? <span className="field-unit">{unit}</span> : null}
        {after}
      </div>
      {message ? (
        <span className="field-error" role="alert" data-testid={`${id}-error`}>
          {message}
        </span>
      ) : null}
      {hint ? <div className={`field-hint${hintClassName ? ` ${hintClassName}` : ''}`}>{hint}</div> : null}
    </div>
  );
}
