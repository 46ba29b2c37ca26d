/**
 * How the IEO screens show figures: token and pay amounts at their asset's scale through the shared
 * number formats, the issue price exactly as the server wrote it, and yyyy-mm-dd HH:mm times in the
 * device's time zone. The payment is computed as the server does (maths.ts: rounded up).
 */
import { useMemo } from 'react';
import { formatUnits, parseUnits } from '@bourse/money';
import { useNumberFormat } from '../../lib/number-display';
import { formatDateTime } from '../../lib/time-ago';

export const formatTime = (ms: number): string => formatDateTime(ms);

/** ceil(amount x price) at the pay currency's scale; undefined while the amount does not read. */
export function paymentFor(amount: string, price: string, tokenScale: number, payScale: number): string | undefined {
  try {
    const a = parseUnits(amount, tokenScale);
    const p = parseUnits(price, payScale);
    const d = 10n ** BigInt(tokenScale);
    return formatUnits((a * p + d - 1n) / d, payScale);
  } catch {
    return undefined;
  }
}

export function useIeoFormat() {
  const n = useNumberFormat();
  return useMemo(
    () => ({
      amount: (value: string, scale: number) => n.amount(value, scale),
      price: (value: string) => n.price(value),
      percent: (value: string) => n.percent(value),
      count: (value: number) => n.count(value),
      time: formatTime,
    }),
    [n],
  );
}
