/**
 * The live chart of the futures and options screens (issue 13): candles at a choice of interval
 * (futures) or the price second by second (options: a 30-second bet is not placed blind), with the
 * user's entry and liquidation prices drawn as lines and listed under it, since a canvas says
 * nothing to a screen reader. Other features reach it through app/trade-chart.ts (features never
 * import each other). `data-state`, `data-mode`, `data-period` and `data-marks` are for tests.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import type { KlinePeriod, MarketQuote } from '@bourse/contract';
import { call } from '../../../app/api';
import { go } from '../../../app/navigation';
import { EmptyState, ErrorState, Spinner } from '../../../components/states';
import { useLocale } from '../../../lib/use-locale';
import { useBars } from '../api';
import { readTheme } from '../chart-view';
import { chartPath } from '../format';
import { listen, tickerRoom, type TickerMessage } from '../live';
import { useKline } from '../tickers';
import { TradeChartView, type LinePoint, type PriceMark, type TradeChartMode, type TradeChartTheme } from '../trade-chart-view';
import '../trade-chart.css';

export type { PriceMark } from '../trade-chart-view';

export interface TradeChartProps {
  symbol: string;
  /** Decimals of the market's prices. */
  priceScale: number;
  /** Candles (futures) or the price second by second (options). */
  mode: TradeChartMode;
  /** Lines drawn on the chart and listed under it. */
  marks?: readonly PriceMark[];
  kind?: MarketQuote['kind'];
}

const INTERVALS = ['1m', '15m', '1h', '4h', '1d'] as const satisfies readonly KlinePeriod[];
type Interval = (typeof INTERVALS)[number];
/** The seconds line starts with the last three minutes of recorded ticks. */
const LINE_WINDOW_MS = 180_000;
const NO_MARKS: readonly PriceMark[] = [];

function chartTheme(): TradeChartTheme {
  const warning = getComputedStyle(document.documentElement).getPropertyValue('--brand-warning').trim();
  return { ...readTheme(), warning: warning || '#c99a06' };
}

/** The chart library, loaded on first use, and the view drawn into `canvas`. */
function useView(canvas: React.RefObject<HTMLDivElement | null>) {
  const { locale } = useLocale();
  const [view, setView] = useState<TradeChartView>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let dead = false;
    let made: TradeChartView | undefined;
    setFailed(false);
    import('lightweight-charts').then(
      (lib) => {
        if (dead || !canvas.current) return;
        // No 2D canvas (an old browser, or a test's DOM): the library would fail later, inside
        // its own animation frame, where nothing can catch it. Say so now instead.
        if (!document.createElement('canvas').getContext('2d')) {
          setFailed(true);
          return;
        }
        try {
          made = new TradeChartView(lib, canvas.current, chartTheme(), locale);
          setView(made);
        } catch {
          // A browser that cannot draw it (no canvas): the error state, with a retry.
          setFailed(true);
        }
      },
      () => {
        if (!dead) setFailed(true);
      },
    );
    return () => {
      dead = true;
      made?.destroy();
      setView(undefined);
    };
  }, [canvas, locale, attempt]);
  // Light and dark follow the app's theme.
  useEffect(() => {
    if (!view || typeof MutationObserver !== 'function') return;
    const observer = new MutationObserver(() => view.setTheme(chartTheme()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-prefers-color-scheme'] });
    return () => observer.disconnect();
  }, [view]);
  return { view, failed, retry: () => setAttempt((n) => n + 1) };
}

/** Candles of `period`, then the live open candle from the K-line room. */
function useCandles(view: TradeChartView | undefined, symbol: string, period: Interval, kind: MarketQuote['kind']) {
  const bars = useBars(symbol, period, kind);
  const { refetch } = bars;
  useEffect(() => {
    if (view && bars.data) view.setCandles(bars.data);
  }, [view, bars.data]);
  useKline(symbol, period, (message, info) => {
    if (info.resync) void refetch();
    else view?.updateCandle(message.bar);
  });
  return { isPending: bars.isPending, isError: bars.isError, empty: bars.data?.length === 0, retry: () => void refetch() };
}

/** The recorded ticks of the last three minutes, then every price the ticker room brings. */
function usePoints(view: TradeChartView | undefined, symbol: string, enabled: boolean) {
  const tail = useQuery({
    queryKey: ['market', 'tail', symbol],
    enabled,
    staleTime: 0,
    gcTime: 0,
    queryFn: ({ signal }) => {
      const to = Date.now();
      return call('GET /market/ticks', { symbol, from: to - LINE_WINDOW_MS, to, limit: 500 }, { signal, silent: true });
    },
  });
  const [live, setLive] = useState(0);
  useEffect(() => {
    if (!view || !tail.data) return;
    view.setPoints(tail.data.ticks.map((x): LinePoint => ({ time: Math.floor(x.ts / 1000), value: Number(x.price) })));
    if (!enabled) return;
    return listen<TickerMessage>(tickerRoom(symbol), (data) => {
      if (data?.symbol !== symbol) return;
      view.addPoint({ time: Math.floor(data.ts / 1000), value: Number(data.last) });
      setLive((n) => (n === 0 ? 1 : n));
    });
  }, [view, tail.data, symbol, enabled]);
  const empty = tail.data !== undefined && tail.data.ticks.length === 0 && live === 0;
  return { isPending: tail.isPending, isError: tail.isError, empty, retry: () => void tail.refetch() };
}

export function TradeChart({ symbol, priceScale, mode, marks = NO_MARKS, kind = 'crypto' }: TradeChartProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLDivElement>(null);
  const [interval, setPeriod] = useState<Interval>('15m');
  const { view, failed, retry } = useView(canvas);
  useEffect(() => view?.configure(mode, priceScale, mode === 'line' || interval !== '1d'), [view, mode, priceScale, interval]);
  useEffect(() => view?.setMarks(marks), [view, marks]);
  const candles = useCandles(mode === 'candles' ? view : undefined, mode === 'candles' ? symbol : '', interval, kind);
  const points = usePoints(mode === 'line' ? view : undefined, symbol, mode === 'line');
  const data = mode === 'candles' ? candles : points;
  const state = failed || data.isError ? 'error' : data.isPending || !view ? 'loading' : data.empty ? 'empty' : 'ready';
  const intervalName = mode === 'line' ? t('market.chart.seconds') : t(`market.chart.interval.${interval}`);
  return (
    <section
      className="tchart"
      data-testid="trade-chart"
      data-state={state}
      data-mode={mode}
      data-period={mode === 'line' ? 'tick' : interval}
    >
      <div className="tchart-bar">
        {mode === 'candles' ? (
          <div className="tchart-intervals" role="radiogroup" aria-label={t('market.chart.intervals')}>
            {INTERVALS.map((k) => (
              <button
                key={k}
                type="button"
                role="radio"
                aria-checked={k === interval}
                className={`tchart-interval${k === interval ? ' tchart-interval--active' : ''}`}
                onClick={() => setPeriod(k)}
                data-testid={`tchart-interval-${k}`}
              >
                {t(`market.chart.interval.${k}`)}
              </button>
            ))}
          </div>
        ) : (
          <span className="tchart-caption">{t('market.chart.secondsCaption')}</span>
        )}
        <button type="button" className="tchart-full" onClick={() => go(chartPath(symbol))} data-testid="tchart-full">
          {t('market.chart.full')}
        </button>
      </div>
      <div className="tchart-frame" role="figure" aria-label={t('market.chart.label', { symbol, interval: intervalName })}>
        <div ref={canvas} className="tchart-canvas" />
        {state === 'ready' ? null : (
          <div className="tchart-state">
            {state === 'loading' ? (
              <Spinner size={20} />
            ) : state === 'error' ? (
              <ErrorState onRetry={failed ? retry : data.retry} />
            ) : (
              <EmptyState title={t('market.chart.noData')} />
            )}
          </div>
        )}
      </div>
      <Marks marks={marks} />
    </section>
  );
}

/** The lines, in words: what each one is and its price. */
function Marks({ marks }: { marks: readonly PriceMark[] }) {
  const { t } = useTranslation();
  if (marks.length === 0) return null;
  return (
    <ul
      className="tchart-marks"
      aria-label={t('market.chart.lines')}
      data-testid="tchart-marks"
      data-marks={marks.map((m) => m.tone).join(',')}
    >
      {marks.map((m) => (
        <li key={m.id} className={`tchart-mark tchart-mark--${m.tone}`} data-testid={`tchart-mark-${m.id}`}>
          <span className="tchart-swatch" aria-hidden="true" />
          <span className="tchart-mark-label">{m.label}</span>
          <strong className="tchart-mark-price">{m.text}</strong>
        </li>
      ))}
    </ul>
  );
}

export default TradeChart;
