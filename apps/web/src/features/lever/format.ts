/**
 * How futures figures are shown: the shared kinds of lib/number-display (a price at the
 * market's tick, as the server writes it; money and PnL as asset amounts of the margin coin; a
 * percent with the locale's sign and spacing), truncated so a display never shows more than
 * there is.
 */
import { formatDecimal } from '@bourse/maths';
import { useMemo } from 'react';
import { useNumberFormat } from '../../lib/number-display';

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
  const n = useNumberFormat();
  return useMemo(
    () => ({
      /** A price with every decimal the market quotes (the server writes it at the tick). */
      price: (v: string | null | undefined) => (v ? n.price(v) : '--'),
      /** Margin, fees, balances: amounts of the margin coin. */
      money: (v: string | null | undefined) => n.amount(v),
      /** A PnL: an amount with its sign. */
      pnl: (v: string | null | undefined) => n.change(v),
      /** A bare exact number (a contract size, a quantity of the coin), at most `max` decimals. */
      plain: (v: string | null | undefined, max = 8) => formatDecimal(v, n.locale, { max }),
      /** A percent in percent units ('107.57' -> '107.57%', '107,57 %' in French). */
      percent: (v: string | null | undefined) => n.percent(v),
      time: formatTime,
    }),
    [n],
  );
}
