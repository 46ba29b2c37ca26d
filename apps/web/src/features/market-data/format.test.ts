/** Number and time display of the market screens; sorting; what the device remembers. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { MarketQuote } from '@bourse/contract';
import { direction, formatChange, formatOpenTime, formatPrice, formatVolume } from './format';
import { chartPrefs, DEFAULT_CHART, recentSearches, recentViewed, RECENT_VIEWED_MAX, saveChartPrefs, STORAGE_KEYS } from './prefs';
import { nextSort, sortQuotes } from './sort';

describe('format', () => {
  it('colours a change by its sign', () => {
    expect(direction('1.20')).toBe('up');
    expect(direction('-0.01')).toBe('down');
    expect(direction('0.00')).toBe('flat');
    expect(direction('-0.00')).toBe('flat');
    expect(direction(null)).toBe('flat');
  });

  it('shows a change as a signed percentage in the language', () => {
    expect(formatChange('1.2', 'en-US')).toBe('+1.20%');
    expect(formatChange('-4.38', 'en-US')).toBe('-4.38%');
    expect(formatChange('0.00', 'en-US')).toBe('0.00%');
    expect(formatChange('-4.38', 'fr-FR').replace(/\s/g, ' ')).toBe('-4,38 %');
    expect(formatChange(null, 'en-US')).toBe('--');
    expect(formatChange('abc', 'en-US')).toBe('--');
  });

  it('shows a price at the market’s precision, grouped, never rounded up', () => {
    expect(formatPrice('66459.70', 2, 'en-US')).toBe('66,459.70');
    expect(formatPrice('0.16300', 5, 'en-US')).toBe('0.16300');
    expect(formatPrice('1.239', 2, 'en-US')).toBe('1.23');
    expect(formatPrice(null, 2, 'en-US')).toBe('--');
  });

  it('shows volumes by the SPEC rule (M above a million, K above a thousand)', () => {
    expect(formatVolume('4489665362.24', 'en-US')).toBe('4,489.66M');
    expect(formatVolume('68610.4', 'en-US')).toBe('68.61K');
    expect(formatVolume('12.5', 'en-US')).toBe('12.5000');
  });

  it('says when a market opens: weekday and time, with the date when a week or more away', () => {
    const now = Date.parse('2026-11-21T19:00:00Z');
    const soon = formatOpenTime('2026-11-23T14:30:00Z', 'en-US', now);
    expect(soon).toMatch(/^Mon/);
    expect(soon).not.toMatch(/Nov/);
    expect(formatOpenTime('2026-12-01T14:30:00Z', 'en-US', now)).toMatch(/Dec/);
    expect(formatOpenTime(null, 'en-US', now)).toBe('--');
  });
});

const quote = (symbol: string, last: string | null, change: string | null, turnover: string): MarketQuote => ({
  id: symbol.length,
  currency_id: 1,
  legal_id: 3,
  symbol,
  base: symbol.split('/')[0]!,
  quote: 'USDT',
  name: symbol,
  kind: 'crypto',
  price_scale: 2,
  qty_scale: 2,
  last,
  change,
  open_24h: null,
  high_24h: null,
  low_24h: null,
  volume_24h: '0',
  turnover_24h: turnover,
  trading: true,
  next_open: null,
  source: 'simulator',
  simulated: true,
  color: '#000',
  icon: null,
  updated_at: new Date(1000).toISOString(),
});

describe('sort', () => {
  const list = [
    quote('A/USDT', '10', '1.5', '300'),
    quote('B/USDT', '200', '-2', '100'),
    quote('C/USDT', null, null, '200'),
    quote('D/USDT', '5', '3', '50'),
  ];
  const symbols = (qs: MarketQuote[]) => qs.map((q) => q.base);

  it('goes descending, ascending, then back to the server order', () => {
    expect(nextSort(null, 'price')).toEqual({ key: 'price', dir: 'desc' });
    expect(nextSort({ key: 'price', dir: 'desc' }, 'price')).toEqual({ key: 'price', dir: 'asc' });
    expect(nextSort({ key: 'price', dir: 'asc' }, 'price')).toBeNull();
    expect(nextSort({ key: 'price', dir: 'asc' }, 'change')).toEqual({ key: 'change', dir: 'desc' });
  });

  it('orders by price, change or turnover, markets without a value last', () => {
    expect(symbols(sortQuotes(list, { key: 'price', dir: 'desc' }))).toEqual(['B', 'A', 'D', 'C']);
    expect(symbols(sortQuotes(list, { key: 'price', dir: 'asc' }))).toEqual(['D', 'A', 'B', 'C']);
    expect(symbols(sortQuotes(list, { key: 'change', dir: 'desc' }))).toEqual(['D', 'A', 'B', 'C']);
    expect(symbols(sortQuotes(list, { key: 'volume', dir: 'desc' }))).toEqual(['A', 'C', 'B', 'D']);
    expect(symbols(sortQuotes(list, null))).toEqual(['A', 'B', 'C', 'D']);
  });

  it('uses the live values of the moment', () => {
    const live = (s: string) =>
      s === 'D/USDT'
        ? { symbol: s, last: '999', change: '0', high_24h: null, low_24h: null, volume_24h: '0', turnover_24h: '0', ts: 5000 }
        : undefined;
    expect(symbols(sortQuotes(list, { key: 'price', dir: 'desc' }, live))).toEqual(['D', 'B', 'A', 'C']);
  });
});

describe('prefs', () => {
  beforeEach(() => {
    recentViewed.clear();
    recentSearches.clear();
  });

  it('keeps the last 8 pairs viewed, newest first, each once, in local storage', () => {
    for (let i = 0; i < 10; i++) recentViewed.push(`C${i}/USDT`);
    recentViewed.push('C5/USDT');
    const list = recentViewed.store.get();
    expect(list).toHaveLength(RECENT_VIEWED_MAX);
    expect(list[0]).toBe('C5/USDT');
    expect(list.filter((s) => s === 'C5/USDT')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentViewed)!)).toEqual(list);
    recentViewed.clear();
    expect(localStorage.getItem(STORAGE_KEYS.recentViewed)).toBeNull();
  });

  it('reads back only well-formed entries', () => {
    localStorage.setItem(STORAGE_KEYS.recentSearches, JSON.stringify(['eth', 5, '', 'x'.repeat(40), 'btc']));
    recentSearches.reload();
    expect(recentSearches.store.get()).toEqual(['eth', 'btc']);
  });

  it('remembers the chart’s interval and indicators, ignoring unknown values', () => {
    saveChartPrefs({ interval: '1h', panes: ['macd', 'vol'] });
    expect(chartPrefs.get()).toEqual({ interval: '1h', overlays: DEFAULT_CHART.overlays, panes: ['vol', 'macd'] });
    saveChartPrefs({ interval: '7m' as never, overlays: ['boll', 'nope'] as never });
    expect(chartPrefs.get().interval).toBe('15m');
    expect(chartPrefs.get().overlays).toEqual(['boll']);
    saveChartPrefs(DEFAULT_CHART);
  });
});

describe('bars window', () => {
  it('asks for about 500 bars, reaching further back for stocks’ intraday periods', async () => {
    const { barsWindow } = await import('./api');
    const now = 1_795_287_600_000;
    expect(barsWindow('1h', 'crypto', now)).toEqual({ from: 1_795_287_600 - 500 * 3600, to: 1_795_287_600 });
    expect(barsWindow('1h', 'stock', now).from).toBe(1_795_287_600 - 5 * 500 * 3600);
    expect(barsWindow('1d', 'stock', now).from).toBe(1_795_287_600 - 500 * 86_400);
    expect(barsWindow('1M', 'crypto', now).from).toBe(1_795_287_600 - 500 * 2_678_400);
    expect(barsWindow('1M', 'crypto', 1_000_000).from).toBe(0);
  });
});
