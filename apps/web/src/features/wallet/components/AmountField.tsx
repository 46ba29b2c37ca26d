/**
 * An amount input: the shared decimal field with the coin as its unit and an "All" shortcut when
 * a maximum is given. The value stays a decimal string.
 */
import { useTranslation } from '../../../app/i18n';
import { DecimalField, type DecimalFieldProps } from '../../../components/form/DecimalField';

interface AmountFieldProps extends Omit<DecimalFieldProps, 'decimals' | 'after'> {
  /** The most that can be used; shows the "All" shortcut. */
  max?: string;
  /** Decimals the coin allows (its scale). */
  decimals?: number;
}

export function AmountField({ id, max, decimals = 10, placeholder, onChange, ...rest }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <DecimalField
      {...rest}
      id={id}
      onChange={onChange}
      decimals={decimals}
      placeholder={placeholder ?? t('wallet.form.amountPlaceholder')}
      after={
        max !== undefined ? (
          <button type="button" className="field-all" onClick={() => onChange(max)} data-testid={`${id}-all`}>
            {t('wallet.form.all')}
          </button>
        ) : null
      }
    />
  );
}
