/**
 * An exact decimal string shown in the user's locale through Intl, never through a float:
 * truncated (a display never shows more than there is), at least `min` and at most `max`
 * decimals, optionally with its sign. Anything that is not a decimal shows as '--'. Each screen
 * chooses its decimals (an asset's display scale, a market's tick); the digits and separators are
 * the locale's.
 */
export interface DecimalDisplay {
  min?: number;
  max?: number;
  signed?: boolean;
}

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

export function formatDecimal(value: string | null | undefined, locale: string, options: DecimalDisplay & { max: number }): string {
  const text = (value ?? '').trim();
  if (!DECIMAL.test(text)) return '--';
  const min = options.min ?? 0;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: min,
    maximumFractionDigits: Math.max(options.max, min),
    roundingMode: 'trunc',
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  }).format(text as `${number}`);
}
