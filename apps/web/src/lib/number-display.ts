/**
 * Number display of SPEC section 9: above 1e6 with M, above 1e3 with K (each with `precision`
 * decimals, default 2), otherwise with 4 decimals. Digits and separators follow the user's locale
 * through Intl. Rounding truncates, so a display never shows more than there is.
 */
import { absGreaterThanPowerOfTen, formatDecimal, parseDecimal, shiftLeft } from './decimal';

export const DEFAULT_PRECISION = 2;
export const SMALL_NUMBER_DECIMALS = 4;

export interface CompactOptions {
  precision?: number;
  /** A BCP 47 locale (INTL_LOCALE[lang]); default en-US. */
  locale?: string;
}

function fixed(text: string, decimals: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    roundingMode: 'trunc',
  });
  return format.format(text as `${number}`);
}

/** '1234567.891' -> '1.23M'; '2500' -> '2.50K'; '0.123456' -> '0.1234'. Unreadable input -> '--'. */
export function formatCompact(value: string | number | bigint, options: CompactOptions = {}): string {
  const precision = options.precision ?? DEFAULT_PRECISION;
  const locale = options.locale ?? 'en-US';
  const d = parseDecimal(value);
  if (!d) return '--';
  if (absGreaterThanPowerOfTen(d, 6)) return `${fixed(formatDecimal(shiftLeft(d, 6)), precision, locale)}M`;
  if (absGreaterThanPowerOfTen(d, 3)) return `${fixed(formatDecimal(shiftLeft(d, 3)), precision, locale)}K`;
  return fixed(formatDecimal(d), SMALL_NUMBER_DECIMALS, locale);
}

/** A plain number with grouping and exactly `decimals` decimals (default 2), in the locale. */
export function formatFixed(value: string | number | bigint, decimals = DEFAULT_PRECISION, locale = 'en-US'): string {
  const d = parseDecimal(value);
  return d ? fixed(formatDecimal(d), decimals, locale) : '--';
}
