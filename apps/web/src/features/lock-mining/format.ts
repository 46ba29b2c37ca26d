/** How the lock-up screens show amounts, daily rates and times (yyyy-mm-dd HH:mm in the device's time zone). */
import { useMemo } from 'react';
import { useNumberFormat } from '../../lib/number-display';
import { formatDateTime } from '../../lib/time-ago';

export const formatWhen = (ms: number | null | undefined): string => formatDateTime(ms);

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
