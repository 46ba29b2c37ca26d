/**
 * The chart of one market at one interval: bars from currency/new_timeshar, then the live open
 * candle from the K-line room, straight into the chart. lightweight-charts loads here, on demand,
 * so no other screen pays for it. The element carries data-bars (bars drawn), data-last-close and
 * data-state (loading, ready, empty, error) for tests and tools.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { MarketQuote } from '@bourse/contract';
import { EmptyState, ErrorState, Spinner } from '../../../components/states';
import { useLocale } from '../../../lib/use-locale';
import { useBars } from '../api';
import { ChartView, chartHeight, MAIN_PANE_HEIGHT, MAIN_PANE_HEIGHT_WIDE, readTheme } from '../chart-view';
import type { Interval, Overlay, PaneKind } from '../prefs';
import { useKline } from '../tickers';

interface KlineChartProps {
  symbol: string;
  interval: Interval;
  overlays: readonly Overlay[];
  panes: readonly PaneKind[];
  priceScale: number;
  kind: MarketQuote['kind'];
}

const INTRADAY = new Set(['line', '1m', '5m', '15m', '30m', '1h', '4h']);

function useWide(): boolean {
  const query = '(min-width: 1024px)';
  const [wide, setWide] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const on = () => setWide(list.matches);
    list.addEventListener('change', on);
    return () => list.removeEventListener('change', on);
  }, []);
  return wide;
}

export function KlineChart({ symbol, interval, overlays, panes, priceScale, kind }: KlineChartProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const hostRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const legendRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ChartView>();
  const [libFailed, setLibFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const wide = useWide();
  const period = interval === 'line' ? '1m' : interval;
  const mode = interval === 'line' ? 'line' : 'candles';
  const mainHeight = wide ? MAIN_PANE_HEIGHT_WIDE : MAIN_PANE_HEIGHT;
  const bars = useBars(symbol, period, kind);
  const { refetch } = bars;

  // The library, once per mount (and language: the axis and legend follow it).
  useEffect(() => {
    let dead = false;
    let made: ChartView | undefined;
    setLibFailed(false);
    import('lightweight-charts').then(
      (lib) => {
        if (dead || !canvasRef.current || !hostRef.current || !legendRef.current) return;
        const labels = {
          open: t('market.chart.legend.open'),
          high: t('market.chart.legend.high'),
          low: t('market.chart.legend.low'),
          close: t('market.chart.legend.close'),
        };
        made = new ChartView(lib, canvasRef.current, hostRef.current, legendRef.current, readTheme(), locale, labels);
        setView(made);
      },
      () => {
        if (!dead) setLibFailed(true);
      },
    );
    return () => {
      dead = true;
      made?.destroy();
      setView(undefined);
    };
  }, [locale, t, attempt]);

  // Light and dark follow the app's theme.
  useEffect(() => {
    if (!view || typeof MutationObserver !== 'function') return;
    const observer = new MutationObserver(() => view.setTheme(readTheme()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-prefers-color-scheme'] });
    return () => observer.disconnect();
  }, [view]);

  const overlayKey = overlays.join(',');
  const paneKey = panes.join(',');
  useEffect(() => {
    view?.configure({
      mode,
      overlays: overlayKey ? (overlayKey.split(',') as Overlay[]) : [],
      panes: paneKey ? (paneKey.split(',') as PaneKind[]) : [],
      priceScale,
      intraday: INTRADAY.has(interval),
      mainHeight,
    });
  }, [view, mode, overlayKey, paneKey, priceScale, interval, mainHeight]);

  // Bars: a new market or interval starts at the newest bar; a refetch keeps the user's place.
  const drawn = useRef('');
  const data = bars.data;
  useEffect(() => {
    if (!view) return;
    const key = `${symbol}|${interval}`;
    view.setBars(data ?? [], { keepPosition: drawn.current === key && data !== undefined });
    if (data) drawn.current = key;
  }, [view, data, symbol, interval]);

  // The live candle. When it starts a new bar, the finished one is fetched again (the room sends
  // at most one message a second, so its very last trades may not have been seen live).
  useKline(symbol, period, (message, info) => {
    if (info.resync) {
      void refetch();
      return;
    }
    if (!view || view.barCount() === 0) return;
    const before = hostRef.current?.dataset.lastTime;
    view.update(message.bar);
    const after = hostRef.current?.dataset.lastTime;
    if (before && after && before !== after) setTimeout(() => void refetch(), 1500);
  });

  const state = libFailed || bars.isError ? 'error' : bars.isPending || !view ? 'loading' : (data?.length ?? 0) === 0 ? 'empty' : 'ready';
  return (
    <div
      ref={hostRef}
      className="kchart"
      data-testid="kline-chart"
      data-state={state}
      data-period={period}
      data-mode={mode}
      aria-label={t('market.chart.label', { symbol, interval: t(`market.chart.interval.${interval}`) })}
      role="figure"
    >
      <div ref={canvasRef} className="kchart-canvas" style={{ height: chartHeight(mainHeight, panes.length) }} />
      <div ref={legendRef} className="kchart-legends" aria-hidden="true" />
      {state === 'loading' ? (
        <div className="kchart-state">
          <Spinner size={24} />
        </div>
      ) : state === 'error' ? (
        <div className="kchart-state">
          <ErrorState
            onRetry={() => {
              if (libFailed) setAttempt((n) => n + 1);
              else void refetch();
            }}
          />
        </div>
      ) : state === 'empty' ? (
        <div className="kchart-state">
          <EmptyState title={t('market.chart.noData')} />
        </div>
      ) : null}
    </div>
  );
}
