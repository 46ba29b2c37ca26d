/**
 * How market numbers read: the shared kinds of @bourse/maths (prices at the market's own
 * precision with the locale's grouping, changes as signed percents, volumes by the SPEC section 9
 * rule: M above a million, K above a thousand), opening times in the user's time zone. All from
 * decimal strings, never rounded up.
 */
import { formatCompact, formatPercent, formatPrice as priceAt } from '@bourse/maths';

export type Direction = 'up' | 'down' | 'flat';

export function direction(change: string | null | undefined): Direction {
  if (!change) return 'flat';
  const text = change.trim();
  if (/^-/.test(text) && /[1-9]/.test(text)) return 'down';
  if (/[1-9]/.test(text)) return 'up';
  return 'flat';
}

export function formatPrice(value: string | null | undefined, scale: number, locale: string): string {
  return value ? priceAt(value, locale, scale) : '--';
}

/** '-1.25' -> '-1.25%' (with the locale's percent sign and spacing); null -> '--'. */
export function formatChange(change: string | null | undefined, locale: string): string {
  return formatPercent(change, locale, { signed: true });
}

export function formatVolume(value: string | null | undefined, locale: string): string {
  return value ? formatCompact(value, locale) : '--';
}

/** When a closed market opens again: the weekday and time, with the date when it is a week or more away. */
export function formatOpenTime(iso: string | null | undefined, locale: string, now: number = Date.now()): string {
  if (!iso) return '--';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '--';
  const far = at.getTime() - now > 6 * 86_400_000;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    ...(far ? { month: 'short', day: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

/** The pair as people write it: 'BTC/USDT'. */
export const pairLabel = (q: { base: string; quote: string }) => `${q.base}/${q.quote}`;

/** The chart page of a market. */
export const chartPath = (symbol: string) => `/pages/market/detail?symbol=${encodeURIComponent(symbol)}`;
export const tradePath = (symbol: string, side: 'buy' | 'sell') =>
  `/pages/transaction/index?symbol=${encodeURIComponent(symbol)}&side=${side}`;
