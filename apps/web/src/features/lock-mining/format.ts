/** How the lock-up screens show amounts, daily rates and times (yyyy-mm-dd HH:mm in the device's time zone). */
import { useMemo } from 'react';
import { useNumberFormat } from '../../lib/number-display';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatWhen(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '--';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function useLockFormat() {
  const n = useNumberFormat();
  return useMemo(
    () => ({
      money: (value: string, unit?: string) => `${n.amount(value)}${unit ? ` ${unit}` : ''}`,
      /** A daily rate in percent units: '0.4' -> '0.4%'. */
      rate: (value: string) => n.percent(value),
      when: formatWhen,
    }),
    [n],
  );
}
