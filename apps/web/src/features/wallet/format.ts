/**
 * How the wallet shows amounts and times: exact decimal strings through Intl in the user's
 * locale (truncated, so a display never shows more than there is), and yyyy-mm-dd HH:mm times
 * (SPEC section 9's default date format) in the device's time zone.
 */
import { type DecimalDisplay, formatDecimal } from '@bourse/maths';
import { useMemo } from 'react';
import { useLocale } from '../../lib/use-locale';

/** Balances show up to 8 decimals: enough for BTC's satoshis and every other coin's display. */
export const DISPLAY_DECIMALS = 8;

export function formatAmount(value: string, locale: string, options: DecimalDisplay = {}): string {
  return formatDecimal(value, locale, { ...options, max: options.max ?? DISPLAY_DECIMALS });
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '--';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Today (or `offsetDays` from it) as yyyy-mm-dd in the device's time zone. */
export function isoDay(offsetDays = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function useAmountFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      amount: (value: string, max = DISPLAY_DECIMALS) => formatAmount(value, locale, { max }),
      /** A change of balance: always with its sign. */
      change: (value: string) => formatAmount(value, locale, { signed: true }),
      /** A balance: at least 2 decimals so columns line up. */
      balance: (value: string) => formatAmount(value, locale, { min: 2 }),
      time: formatTime,
    }),
    [locale],
  );
}
