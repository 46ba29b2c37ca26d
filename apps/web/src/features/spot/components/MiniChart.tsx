/**
 * A compact candle chart for the desktop trade screen (the latest 15-minute bars, refreshed every
 * half minute), with a link to the full chart page. lightweight-charts loads here on demand, only on a
 * desktop width; its TradingView attribution stays on (the library's default). Prices become
 * numbers only to be drawn.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import type { SpotMarketInfo } from '@bourse/contract';
import { call } from '../../../app/api';
import { go } from '../../../app/navigation';
import { ErrorState, Spinner } from '../../../components/states';
import { SPOT } from '../api';

const PERIOD = '15m';

function useBars(market: SpotMarketInfo) {
  return useQuery({
    queryKey: [SPOT, 'bars', market.symbol],
    refetchInterval: 30_000,
    // No window: the server takes the latest bars by its own clock (the device's may be off).
    queryFn: ({ signal }) => call('GET /currency/new_timeshar', { symbol: market.symbol, period: PERIOD }, { signal, silent: true }),
  });
}

const cssVar = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

export function MiniChart({ market }: { market: SpotMarketInfo }) {
  const { t } = useTranslation();
  const bars = useBars(market);
  const host = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(0);

  useEffect(() => {
    const el = host.current;
    const data = bars.data;
    if (!el || !data?.length) return;
    let disposed = false;
    let remove: (() => void) | undefined;
    void import('lightweight-charts').then((lib) => {
      if (disposed) return;
      const chart = lib.createChart(el, {
        autoSize: true,
        layout: {
          background: { type: lib.ColorType.Solid, color: cssVar('--surface', '#fff') },
          textColor: cssVar('--text-3', '#8a93a3'),
          fontSize: 11,
        },
        grid: { vertLines: { color: cssVar('--border', '#e5e7eb') }, horzLines: { color: cssVar('--border', '#e5e7eb') } },
        rightPriceScale: { borderColor: cssVar('--border', '#e5e7eb') },
        timeScale: { borderColor: cssVar('--border', '#e5e7eb'), timeVisible: true },
      });
      const up = cssVar('--brand-success', '#0e9f6e');
      const down = cssVar('--brand-error', '#e5484d');
      const series = chart.addSeries(lib.CandlestickSeries, {
        upColor: up,
        downColor: down,
        wickUpColor: up,
        wickDownColor: down,
        borderVisible: false,
        priceFormat: { type: 'price', precision: market.price_scale, minMove: 10 ** -market.price_scale },
      });
      series.setData(
        data.map((b) => ({
          time: b.time as never,
          open: Number(b.open),
          high: Number(b.high),
          low: Number(b.low),
          close: Number(b.close),
        })),
      );
      chart.timeScale().fitContent();
      setDrawn(data.length);
      remove = () => chart.remove();
    });
    return () => {
      disposed = true;
      remove?.();
    };
  }, [bars.data, market.price_scale]);

  return (
    <section className="mini-chart" data-testid="mini-chart" data-bars={drawn}>
      <div className="mini-chart-head">
        <span className="section-title">{t('spot.chart.title')}</span>
        <button
          type="button"
          className="link-button"
          onClick={() => go(`/pages/market/detail?symbol=${encodeURIComponent(market.symbol)}`)}
          data-testid="full-chart"
        >
          {t('spot.chart.full')}
        </button>
      </div>
      {bars.isError ? (
        <ErrorState onRetry={() => void bars.refetch()} />
      ) : bars.isPending ? (
        <div className="book-loading">
          <Spinner size={20} />
        </div>
      ) : bars.data.length === 0 ? (
        <p className="muted mini-chart-empty">{t('spot.chart.empty')}</p>
      ) : null}
      <div ref={host} className="mini-chart-canvas" />
    </section>
  );
}
