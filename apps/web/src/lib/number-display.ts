/**
 * The one place screens take their number formatters from (issue 13): the kinds of
 * @bourse/maths (`display.ts`: asset amount, order quantity, price, percent, SPEC section 9's
 * compact K/M figure), bound to the user's locale by `useNumberFormat`, plus the plain-function
 * forms older call sites use. Fiat equivalents, which also need the user's currency and rates, are `useFiatFormatter`
 * (app/fiat-format.ts) over the same `formatFiat`. Numbers are never wrapped inside: screens put
 * them in a `.num` span (white-space: nowrap).
 */
import { useMemo } from 'react';
import {
  COMPACT_PRECISION,
  formatAmount,
  formatCompact as compact,
  formatDecimal,
  formatPercent,
  formatPrice,
  formatQuantity,
} from '@bourse/maths';
import { toDecimalText } from './decimal';
import { useLocale } from './use-locale';

export const DEFAULT_PRECISION = COMPACT_PRECISION;
/** Decimals of a rate in percent (a fee of 0.075 %). */
const PERCENT_VALUE_DECIMALS = 4;

export interface CompactOptions {
  precision?: number;
  /** A BCP 47 locale (INTL_LOCALE[lang]); default en-US. */
  locale?: string;
}

/** SPEC section 9: '1234567.891' -> '1.23M'; '2500' -> '2.50K'; '0.123456' -> '0.1234'. Unreadable input -> '--'. */
export function formatCompact(value: string | number | bigint, options: CompactOptions = {}): string {
  return compact(toDecimalText(value), options.locale ?? 'en-US', options.precision ?? DEFAULT_PRECISION);
}

/** A plain number with grouping and exactly `decimals` decimals (default 2), in the locale, truncated. */
export function formatFixed(value: string | number | bigint, decimals = DEFAULT_PRECISION, locale = 'en-US'): string {
  return formatDecimal(toDecimalText(value), locale, { min: decimals, max: decimals });
}

/** The formatters of each kind in the user's locale. */
export function useNumberFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      locale,
      /** An asset amount: at most the asset's scale (default 8), at least 2 decimals. */
      amount: (value: string | null | undefined, scale?: number) => formatAmount(value, locale, { scale }),
      /** A change of an amount or a PnL, with its sign. */
      change: (value: string | null | undefined, scale?: number) => formatAmount(value, locale, { scale, signed: true }),
      /** An order quantity at the market's quantity scale (its lot), unpadded. */
      qty: (value: string | null | undefined, scale?: number) => formatQuantity(value, locale, scale),
      /** A price at the market's price scale (default: the decimals the server wrote). */
      price: (value: string | null | undefined, scale?: number) => formatPrice(value, locale, scale),
      /** A percent in percent units ('1.25' -> '1.25%'). */
      percent: (value: string | null | undefined, signed = false) => formatPercent(value, locale, { signed }),
      /** The number of a percent whose text writes the % sign itself: '0.075' -> '0.075' (at most 4 decimals). */
      percentValue: (value: string | null | undefined) => formatDecimal(value, locale, { max: PERCENT_VALUE_DECIMALS }),
      /** SPEC section 9's K/M figure (volumes). */
      compact: (value: string | null | undefined) => compact(value, locale),
      /** A count of things (no decimals). */
      count: (value: number) => new Intl.NumberFormat(locale).format(value),
    }),
    [locale],
  );
}

export type NumberFormat = ReturnType<typeof useNumberFormat>;
