/**
 * How the options screens show money, prices and times: exact decimal strings through Intl in
 * the user's locale, truncated so a display never shows more than there is, and yyyy-mm-dd
 * HH:mm:ss times (a seconds trade needs its seconds) in the device's time zone.
 */
import { type DecimalDisplay, formatDecimal } from '@bourse/maths';
import { formatUnits } from '@bourse/money';
import { useMemo } from 'react';
import { useLocale } from '../../lib/use-locale';

/** Money shows at least 2 decimals (columns line up) and at most the coin's 6-8. */
const MONEY_MIN_DECIMALS = 2;
const MONEY_MAX_DECIMALS = 8;

export function formatDecimalText(value: string, locale: string, options: DecimalDisplay = {}): string {
  return formatDecimal(value, locale, { ...options, max: options.max ?? MONEY_MAX_DECIMALS });
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatClock(ms: number): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '--';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A price as the server wrote it (fixed at the market's tick), with the locale's separators. */
function priceDecimals(value: string): number {
  return value.split('.')[1]?.length ?? 0;
}

export function useMicroFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      money: (value: string) => formatDecimalText(value, locale, { min: MONEY_MIN_DECIMALS }),
      signed: (value: string) => formatDecimalText(value, locale, { min: MONEY_MIN_DECIMALS, signed: true }),
      price: (value: string) => formatDecimalText(value, locale, { min: priceDecimals(value), max: priceDecimals(value) }),
      plain: (value: string) => formatDecimalText(value, locale, { max: 8 }),
      /** A duration in milliseconds as seconds ('1.5'), exactly. */
      seconds: (ms: number) => formatDecimalText(formatUnits(BigInt(ms), 3), locale, { max: 3 }),
      time: formatClock,
    }),
    [locale],
  );
}
