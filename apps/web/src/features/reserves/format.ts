/** How the reserves pages show amounts (exact decimals in the user's locale, truncated) and times. */
import { formatDecimal } from '@bourse/maths';
import { useMemo } from 'react';
import { useLocale } from '../../lib/use-locale';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '--';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function useReservesFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      amount: (value: string) => formatDecimal(value, locale, { max: 8 }),
      count: (n: number) => new Intl.NumberFormat(locale).format(n),
      time: formatTime,
    }),
    [locale],
  );
}
