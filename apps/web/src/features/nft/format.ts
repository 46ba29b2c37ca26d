/**
 * How the NFT screens show money and times: asset amounts through the shared number formats, and
 * yyyy-mm-dd HH:mm times in the device's time zone (SPEC section 9's date format, with the time a
 * sale window needs).
 */
import { useMemo } from 'react';
import { useNumberFormat } from '../../lib/number-display';
import { formatDateTime } from '../../lib/time-ago';

const pad = (n: number) => String(n).padStart(2, '0');

export const formatWhen = (ms: number): string => formatDateTime(ms);

/** The value of a datetime-local input for an instant (local time). */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A duration as d hh:mm:ss (a countdown to a sale's start or end). */
export function formatLeft(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(s / 86400);
  const clock = `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

export function useNftFormat() {
  const n = useNumberFormat();
  return useMemo(
    () => ({
      money: (value: string | null | undefined, currency?: string) =>
        value == null ? '--' : `${n.amount(value)}${currency ? ` ${currency}` : ''}`,
      when: formatWhen,
      left: formatLeft,
      count: n.count,
      percent: (value: string) => n.percent(value),
    }),
    [n],
  );
}
