/**
 * How the dual investment screens show figures: amounts at their asset's decimals, prices as the
 * server wrote them, yields as percents, all through the shared formatters (lib/number-display),
 * and dates as yyyy-mm-dd HH:mm (SPEC section 9's date format, with the time of the fixing).
 */
import { useMemo } from 'react';
import { useNumberFormat } from '../../lib/number-display';

import { formatDate, formatDateTime } from '../../lib/time-ago';

export { formatDate, formatDateTime };

export function useDualFormat() {
  const n = useNumberFormat();
  return useMemo(
    () => ({
      amount: (value: string) => n.amount(value),
      /** An amount with its currency: '0.0303 BTC'. */
      money: (value: string, currency: string) => `${n.amount(value)} ${currency}`,
      price: (value: string) => n.price(value),
      percent: (value: string) => n.percent(value),
      count: (value: number) => n.count(value),
      date: formatDate,
      dateTime: formatDateTime,
    }),
    [n],
  );
}
