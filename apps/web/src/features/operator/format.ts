/**
 * How the console shows amounts and times: the server's exact decimal strings through Intl in the
 * operator's locale (never through a float), and yyyy-mm-dd HH:mm:ss in the device's time zone
 * (seconds matter when reading an audit trail).
 */
import { formatDecimal } from '@bourse/maths';
import { useMemo } from 'react';
import { useLocale } from '../../lib/use-locale';

const MAX_DECIMALS = 18;

export function formatAmount(value: string, locale: string, signed = false): string {
  return formatDecimal(value, locale, { max: MAX_DECIMALS, signed });
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '--';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '--';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function useConsoleFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      amount: (value: string) => formatAmount(value, locale),
      change: (value: string) => formatAmount(value, locale, true),
      count: (value: number) => new Intl.NumberFormat(locale).format(value),
      time: formatTime,
    }),
    [locale],
  );
}
