/**
 * How futures figures are shown: exact decimal strings through Intl in the user's locale,
 * truncated (a display never shows more than there is), prices with all their decimals.
 */
import { type DecimalDisplay, formatDecimal } from '@bourse/maths';
import { useMemo } from 'react';
import { useLocale } from '../../lib/use-locale';

/** Money (USDT) shows up to 4 decimals: cents and the fraction of a fee, without a wall of digits. */
export const MONEY_DECIMALS = 4;

export function formatNumber(value: string | null | undefined, locale: string, options: DecimalDisplay = {}): string {
  return formatDecimal(value, locale, { ...options, max: options.max ?? MONEY_DECIMALS });
}

const decimals = (text: string) => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);
const pad = (n: number) => String(n).padStart(2, '0');

export function formatTime(iso: string | number | null | undefined, seconds = false): string {
  if (iso === null || iso === undefined) return '--';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '--';
  const hm = `${pad(d.getHours())}:${pad(d.getMinutes())}${seconds ? `:${pad(d.getSeconds())}` : ''}`;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${hm}`;
}

/** 'up', 'down' or '' for a signed decimal string: the colour of a PnL. */
export const tone = (value: string | null | undefined) =>
  !value || !/[1-9]/.test(value) ? '' : value.trim().startsWith('-') ? 'down' : 'up';

export function useLeverFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      /** A price with every decimal the market quotes. */
      price: (v: string | null | undefined) => (v ? formatNumber(v, locale, { min: decimals(v), max: decimals(v) }) : '--'),
      money: (v: string | null | undefined) => formatNumber(v, locale, { min: 2 }),
      pnl: (v: string | null | undefined) => formatNumber(v, locale, { min: 2, signed: true }),
      plain: (v: string | null | undefined, max = 8) => formatNumber(v, locale, { max }),
      percent: (v: string | null | undefined) => (v ? `${formatNumber(v, locale, { min: 2, max: 2 })} %` : '--'),
      time: formatTime,
    }),
    [locale],
  );
}
