import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTimeAgo, timeAgo } from './time-ago';

const NOW = new Date(2026, 5, 15, 12, 0, 0).getTime();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('timeAgo (SPEC section 9)', () => {
  it('says just now under 5 minutes, and for a clock slightly ahead', () => {
    expect(timeAgo(NOW, NOW)).toEqual({ kind: 'justNow' });
    expect(timeAgo(NOW - 5 * MIN + 1, NOW)).toEqual({ kind: 'justNow' });
    expect(timeAgo(NOW + 30_000, NOW)).toEqual({ kind: 'justNow' });
  });

  it('counts minutes from 5 minutes, hours from 1 hour, days from 1 day', () => {
    expect(timeAgo(NOW - 5 * MIN, NOW)).toEqual({ kind: 'minute', value: 5 });
    expect(timeAgo(NOW - 59 * MIN, NOW)).toEqual({ kind: 'minute', value: 59 });
    expect(timeAgo(NOW - HOUR, NOW)).toEqual({ kind: 'hour', value: 1 });
    expect(timeAgo(NOW - 23 * HOUR, NOW)).toEqual({ kind: 'hour', value: 23 });
    expect(timeAgo(NOW - DAY, NOW)).toEqual({ kind: 'day', value: 1 });
  });

  it('counts days up to 30, then gives the date as yyyy-mm-dd', () => {
    expect(timeAgo(NOW - 30 * DAY, NOW)).toEqual({ kind: 'day', value: 30 });
    expect(timeAgo(NOW - 31 * DAY, NOW)).toEqual({ kind: 'date', text: formatDate(NOW - 31 * DAY) });
    expect(timeAgo(new Date(2025, 0, 2, 9).toISOString(), NOW)).toEqual({ kind: 'date', text: '2025-01-02' });
  });

  it('formats yyyy-mm-dd with zero padding, and -- for a bad date', () => {
    expect(formatDate(new Date(2026, 2, 5))).toBe('2026-03-05');
    expect(formatDate('nonsense')).toBe('--');
  });

  it('words it through Intl, with our own just-now text', () => {
    expect(formatTimeAgo({ kind: 'justNow' }, 'en-US', 'just now')).toBe('just now');
    expect(formatTimeAgo({ kind: 'minute', value: 5 }, 'en-US', '')).toBe('5 minutes ago');
    expect(formatTimeAgo({ kind: 'hour', value: 2 }, 'zh-CN', '')).toBe('2小时前');
    expect(formatTimeAgo({ kind: 'day', value: 3 }, 'fr-FR', '')).toBe('il y a 3 jours');
    expect(formatTimeAgo({ kind: 'date', text: '2025-01-02' }, 'en-US', '')).toBe('2025-01-02');
  });
});

describe('an instant', () => {
  it('reads yyyy-mm-dd HH:mm, with seconds when asked, and -- for none or a bad one', () => {
    expect(formatDateTime(new Date(2026, 10, 27, 9, 5, 7))).toBe('2026-11-27 09:05');
    expect(formatDateTime(new Date(2026, 10, 27, 9, 5, 7).getTime(), true)).toBe('2026-11-27 09:05:07');
    expect([formatDateTime(null), formatDateTime(undefined), formatDateTime('nonsense')]).toEqual(['--', '--', '--']);
  });
});
