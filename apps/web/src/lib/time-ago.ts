/**
 * Time-ago wording of SPEC section 9: 'just now' under 5 minutes, then minutes, hours and days up
 * to 30 days, then the date as yyyy-mm-dd (the default date format).
 */
import { relativeTimeFormat } from '@bourse/maths';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
export const JUST_NOW_MS = 5 * MINUTE_MS;
export const DAYS_LIMIT = 30;

export type TimeAgo = { kind: 'justNow' } | { kind: 'minute' | 'hour' | 'day'; value: number } | { kind: 'date'; text: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-mm-dd in the device's time zone. */
export function formatDate(value: Date | string | number): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '--';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * yyyy-mm-dd HH:mm (HH:mm:ss with `seconds`) in the device's time zone; '--' for no time or a bad
 * one. The one way a screen shows an instant (order times, settlement and dividend times).
 */
export function formatDateTime(value: Date | string | number | null | undefined, seconds = false): string {
  if (value === null || value === undefined) return '--';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '--';
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}${seconds ? `:${pad(d.getSeconds())}` : ''}`;
  return `${formatDate(d)} ${time}`;
}

export function timeAgo(then: Date | string | number, now: number = Date.now()): TimeAgo {
  const at = new Date(then).getTime();
  if (Number.isNaN(at)) return { kind: 'date', text: '--' };
  const elapsed = now - at;
  // A clock a little ahead of ours still reads as now, never as "in 2 minutes".
  if (elapsed < JUST_NOW_MS) return { kind: 'justNow' };
  if (elapsed < HOUR_MS) return { kind: 'minute', value: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { kind: 'hour', value: Math.floor(elapsed / HOUR_MS) };
  const days = Math.floor(elapsed / DAY_MS);
  if (days <= DAYS_LIMIT) return { kind: 'day', value: days };
  return { kind: 'date', text: formatDate(at) };
}

/** The wording in a locale: Intl says "5 minutes ago"; 'just now' is the caller's translated text. */
export function formatTimeAgo(value: TimeAgo, locale: string, justNow: string): string {
  switch (value.kind) {
    case 'justNow':
      return justNow;
    case 'date':
      return value.text;
    default:
      return relativeTimeFormat(locale, { numeric: 'always' }).format(-value.value, value.kind);
  }
}
