/** Sorting the market list by price, change or volume (24-hour turnover, comparable across pairs). */
import type { MarketQuote, TickerMessage } from '@bourse/contract';
import { withTicker } from './tickers';

export type SortKey = 'price' | 'change' | 'volume';
export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  dir: SortDir;
}

/** A tap on a column: descending first, then ascending, then back to the server's order. */
export function nextSort(current: SortState | null, key: SortKey): SortState | null {
  if (!current || current.key !== key) return { key, dir: 'desc' };
  return current.dir === 'desc' ? { key, dir: 'asc' } : null;
}

const value = (q: MarketQuote, key: SortKey): number | undefined => {
  const text = key === 'price' ? q.last : key === 'change' ? q.change : q.turnover_24h;
  if (text === null || text === undefined || text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * The quotes in order, using the live values of the moment (so the order matches what is on
 * screen when the user taps). Markets without a value go last either way; ties keep their order.
 */
export function sortQuotes(
  quotes: readonly MarketQuote[],
  sort: SortState | null,
  live: (symbol: string) => TickerMessage | undefined = () => undefined,
): MarketQuote[] {
  if (!sort) return [...quotes];
  const keyed = quotes.map((q, index) => ({ q, index, v: value(withTicker(q, live(q.symbol)), sort.key) }));
  keyed.sort((a, b) => {
    if (a.v === undefined || b.v === undefined) return a.v === b.v ? a.index - b.index : a.v === undefined ? 1 : -1;
    const d = sort.dir === 'asc' ? a.v - b.v : b.v - a.v;
    return d !== 0 ? d : a.index - b.index;
  });
  return keyed.map((k) => k.q);
}
