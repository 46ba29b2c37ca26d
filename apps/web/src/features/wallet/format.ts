/**
 * How the wallet shows amounts and times: the shared kinds of lib/number-display (an asset
 * amount at most at the asset's scale with at least 2 decimals, truncated; a percent's number),
 * and yyyy-mm-dd HH:mm times (SPEC section 9's default date format) in the device's time zone.
 */
import { DEFAULT_AMOUNT_SCALE, formatAmount as amountOf } from '@bourse/maths';
import { useMemo } from 'react';
import { useNumberFormat } from '../../lib/number-display';

/** Balances show up to 8 decimals: every seeded asset's scale (BTC's satoshis). */
export const DISPLAY_DECIMALS = DEFAULT_AMOUNT_SCALE;

/** An asset amount in `locale` (the shared kind): '12345.6' -> '12,345.60'. */
export function formatAmount(value: string, locale: string, options: { scale?: number; signed?: boolean } = {}): string {
  return amountOf(value, locale, options);
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '--';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Today (or `offsetDays` from it) as yyyy-mm-dd in the device's time zone. */
export function isoDay(offsetDays = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function useAmountFormat() {
  const n = useNumberFormat();
  return useMemo(
    () => ({
      /** An asset amount (or a rate: an amount of the coin received per unit), at most `scale` decimals. */
      amount: (value: string, scale?: number) => n.amount(value, scale),
      /** A change of balance: always with its sign. */
      change: (value: string, scale?: number) => n.change(value, scale),
      /** A balance: the same kind as every other amount, so it reads the same on every screen. */
      balance: (value: string, scale?: number) => n.amount(value, scale),
      /** The number of a percent whose text writes the % sign itself ('0.1' -> '0.1'). */
      percent: (value: string) => n.percentValue(value),
      time: formatTime,
    }),
    [n],
  );
}
