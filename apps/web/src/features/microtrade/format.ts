/**
 * How the options screens show money, prices and times: the shared kinds of lib/number-display
 * (stakes and payouts as asset amounts, prices at the market's tick as the server writes them,
 * changes as signed percents), truncated so a display never shows more than there is, and
 * yyyy-mm-dd HH:mm:ss times (a seconds trade needs its seconds) in the device's time zone.
 */
import { type DecimalDisplay, formatDecimal } from '@bourse/maths';
import { formatUnits } from '@bourse/money';
import { useMemo } from 'react';
import { useNumberFormat } from '../../lib/number-display';

/** A bare exact number (a limit, a ratio, the number of a percent whose text writes the % sign). */
const PLAIN_MAX_DECIMALS = 8;

export function formatDecimalText(value: string, locale: string, options: DecimalDisplay = {}): string {
  return formatDecimal(value, locale, { ...options, max: options.max ?? PLAIN_MAX_DECIMALS });
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatClock(ms: number): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '--';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function useMicroFormat() {
  const n = useNumberFormat();
  return useMemo(
    () => ({
      /** A stake, a fee, a payout: an asset amount. */
      money: (value: string) => n.amount(value),
      /** A profit or loss: an amount with its sign. */
      signed: (value: string) => n.change(value),
      /** A price as the server wrote it (at the market's tick), with the locale's separators. */
      price: (value: string) => n.price(value),
      /** A change in percent units, signed: '1.25' -> '+1.25%'. */
      change: (value: string) => n.percent(value, true),
      plain: (value: string) => formatDecimalText(value, n.locale),
      /** A duration in milliseconds as seconds ('1.5'), exactly. */
      seconds: (ms: number) => formatDecimalText(formatUnits(BigInt(ms), 3), n.locale, { max: 3 }),
      time: formatClock,
    }),
    [n],
  );
}
