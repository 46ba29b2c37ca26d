/**
 * How the console shows amounts and times: the exact figure at the ledger's full precision (the
 * shared quantity kind of lib/number-display, unpadded: an operator reads every digit there is
 * and nothing more, never a float), and yyyy-mm-dd HH:mm:ss in the device's time zone (seconds
 * matter when reading an audit trail).
 */
import { formatDecimal } from '@bourse/maths';
import { useMemo } from 'react';
import { useNumberFormat } from '../../lib/number-display';

/** Every digit the ledger can hold (numeric scale 18). */
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
  const n = useNumberFormat();
  return useMemo(
    () => ({
      amount: (value: string) => n.qty(value, MAX_DECIMALS),
      change: (value: string) => formatAmount(value, n.locale, true),
      count: n.count,
      time: formatTime,
    }),
    [n],
  );
}
