/**
 * What the market screens remember on this device: the pairs opened lately (the last 8), the
 * recent searches (the last 10, clearable) and the chart's interval and indicators.
 */
import { KLINE_PERIODS, type KlinePeriod } from '@bourse/contract';
import { readJson, writeJson } from '../../lib/storage';
import { createStore, useStore, type Store } from '../../lib/store';

export const STORAGE_KEYS = {
  recentViewed: 'marketRecentViewed',
  recentSearches: 'marketRecentSearches',
  chart: 'marketChart',
} as const;

export const RECENT_VIEWED_MAX = 8;
export const RECENT_SEARCHES_MAX = 10;

const strings = (value: unknown, max: number): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 32).slice(0, max) : [];

function listStore(key: string, max: number) {
  const store = createStore<string[]>(strings(readJson<unknown>(key, []), max));
  return {
    store,
    /** Put `item` first (once), keep `max`. */
    push(item: string) {
      const next = [item, ...store.get().filter((x) => x !== item)].slice(0, max);
      writeJson(key, next);
      store.set(next);
    },
    clear() {
      writeJson(key, null);
      store.set([]);
    },
    /** Read storage again (tests, and after the h5Version rule cleared it). */
    reload() {
      store.set(strings(readJson<unknown>(key, []), max));
    },
  };
}

export const recentViewed = listStore(STORAGE_KEYS.recentViewed, RECENT_VIEWED_MAX);
export const recentSearches = listStore(STORAGE_KEYS.recentSearches, RECENT_SEARCHES_MAX);

export const useList = (store: Store<string[]>) => useStore(store);

export const OVERLAYS = ['ma', 'ema', 'boll'] as const;
export const PANES = ['vol', 'macd', 'rsi', 'kdj'] as const;
export type Overlay = (typeof OVERLAYS)[number];
export type PaneKind = (typeof PANES)[number];
/** 'line' is the time-share chart (1-minute closes as a line). */
export type Interval = 'line' | KlinePeriod;
export const INTERVALS: readonly Interval[] = ['line', ...KLINE_PERIODS];

export interface ChartPrefs {
  interval: Interval;
  overlays: Overlay[];
  panes: PaneKind[];
}

export const DEFAULT_CHART: ChartPrefs = { interval: '15m', overlays: ['ma'], panes: ['vol'] };

function cleanChart(value: unknown): ChartPrefs {
  const v = (value ?? {}) as Partial<Record<keyof ChartPrefs, unknown>>;
  const pick = <T extends string>(list: unknown, allowed: readonly T[]) =>
    Array.isArray(list) ? allowed.filter((a) => list.includes(a)) : undefined;
  return {
    interval: INTERVALS.includes(v.interval as Interval) ? (v.interval as Interval) : DEFAULT_CHART.interval,
    overlays: pick(v.overlays, OVERLAYS) ?? DEFAULT_CHART.overlays,
    panes: pick(v.panes, PANES) ?? DEFAULT_CHART.panes,
  };
}

export const chartPrefs = createStore<ChartPrefs>(cleanChart(readJson<unknown>(STORAGE_KEYS.chart, null)));

export function saveChartPrefs(change: Partial<ChartPrefs>): void {
  const next = cleanChart({ ...chartPrefs.get(), ...change });
  writeJson(STORAGE_KEYS.chart, next);
  chartPrefs.set(next);
}

export const useChartPrefs = () => useStore(chartPrefs);
