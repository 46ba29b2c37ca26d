/** How the reserves pages show amounts (the shared asset-amount kind, in the user's locale, truncated) and times. */
import { useMemo } from 'react';
import { useNumberFormat } from '../../lib/number-display';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '--';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function useReservesFormat() {
  const n = useNumberFormat();
  return useMemo(
    () => ({
      amount: (value: string) => n.amount(value),
      count: n.count,
      time: formatTime,
    }),
    [n],
  );
}
