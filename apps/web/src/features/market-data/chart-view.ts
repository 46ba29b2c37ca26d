/**
 * The K-line chart, drawn by lightweight-charts (loaded on demand by the chart page only).
 *
 *   TradingView Lightweight Charts™
 *   Copyright (c) 2025 TradingView, Inc. https://www.tradingview.com/
 *   Licensed under the Apache License 2.0. The library's attribution logo (a link to
 *   tradingview.com) stays on: `layout.attributionLogo` keeps its default, true.
 *
 * Deliberately thin: the indicator maths lives in indicators.ts (tested on its own), and this class
 * only turns bars and indicator series into chart series, panes and legends. Live candles go
 * straight to the chart (`update`), never through React state.
 */
import type * as LightweightCharts from 'lightweight-charts';
import type {
  CandlestickData,
  HistogramData,
  IChartApi,
  ISeriesApi,
  LineData,
  MouseEventParams,
  SeriesType,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import type { KlineBar } from '@bourse/contract';
import { formatCompact } from '../../lib/number-display';
import {
  BOLL_PARAMS,
  computeAll,
  EMA_PERIODS,
  KDJ_PARAMS,
  MA_PERIODS,
  MACD_PARAMS,
  RSI_PERIOD,
  type IndicatorSet,
  type Ohlcv,
} from './indicators';
import type { Overlay, PaneKind } from './prefs';

export type ChartLib = typeof LightweightCharts;

export interface ChartTheme {
  background: string;
  text: string;
  grid: string;
  border: string;
  up: string;
  down: string;
  primary: string;
  palette: string[];
}

/** MA5, MA10, MA30, EMA12, EMA26, then BOLL middle, upper, lower: told apart in both themes. */
const PALETTE = ['#f0b90b', '#d946ef', '#3b82f6', '#14b8a6', '#f97316', '#8b5cf6', '#06b6d4', '#06b6d4'];

/** '#0e9f6e' at 65% -> 'rgba(14, 159, 110, 0.65)' (the chart parses plain colours only). */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return color;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** The chart's colours from the app's theme variables (light or dark). */
export function readTheme(root: HTMLElement = document.documentElement): ChartTheme {
  const css = getComputedStyle(root);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    background: v('--surface', '#ffffff'),
    text: v('--text-3', '#8a93a3'),
    grid: v('--border', '#e5e7eb'),
    border: v('--border', '#e5e7eb'),
    up: v('--brand-success', '#0e9f6e'),
    down: v('--brand-error', '#e5484d'),
    primary: v('--brand-primary', '#1f6feb'),
    palette: PALETTE,
  };
}

export interface ChartConfig {
  /** 'line' is the time-share chart: closes as a line. */
  mode: 'candles' | 'line';
  overlays: readonly Overlay[];
  panes: readonly PaneKind[];
  /** Decimals of the market's prices. */
  priceScale: number;
  /** Minutes and hours: show local clock times; days and longer: calendar dates. */
  intraday: boolean;
  /** Height of the price pane in pixels (each indicator pane gets SUB_PANE_HEIGHT). */
  mainHeight: number;
}

export interface ChartLabels {
  open: string;
  high: string;
  low: string;
  close: string;
}

interface Bar extends Ohlcv {
  /** Chart time: unix seconds, shifted to local wall-clock time for intraday periods. */
  time: number;
  /** The server's time of the bar (unix seconds). */
  at: number;
  closeText: string;
}

interface Plot {
  series: ISeriesApi<SeriesType>;
  pane: number;
  label: string;
  color: string;
  value(ind: IndicatorSet, i: number): number | undefined;
  /** Histograms: colour of the bar at i. */
  colorAt?(i: number): string;
  format(n: number): string;
}

/** Seconds to add to a UTC time so the chart (which draws UTC) shows the local clock time. */
export const localShift = (unixSeconds: number) => -new Date(unixSeconds * 1000).getTimezoneOffset() * 60;

export function toBars(bars: readonly KlineBar[], intraday: boolean): Bar[] {
  const out: Bar[] = [];
  for (const b of bars) {
    const bar = {
      at: b.time,
      time: intraday ? b.time + localShift(b.time) : b.time,
      open: Number(b.open),
      high: Number(b.high),
      low: Number(b.low),
      close: Number(b.close),
      volume: Number(b.volume),
      closeText: b.close,
    };
    if (![bar.open, bar.high, bar.low, bar.close, bar.volume].every(Number.isFinite)) continue;
    // The chart needs strictly increasing times.
    if (out.length > 0 && bar.time <= out[out.length - 1]!.time) continue;
    out.push(bar);
  }
  return out;
}

export const MAIN_PANE_HEIGHT = 330;
export const MAIN_PANE_HEIGHT_WIDE = 420;
export const SUB_PANE_HEIGHT = 96;
const TIME_AXIS_HEIGHT = 28;

/** The chart's height for a price pane and a number of indicator panes. */
export const chartHeight = (mainHeight: number, panes: number) => mainHeight + panes * SUB_PANE_HEIGHT + TIME_AXIS_HEIGHT;

export class ChartView {
  private readonly chart: IChartApi;
  private main: ISeriesApi<'Candlestick'> | ISeriesApi<'Area'> | undefined;
  private plots: Plot[] = [];
  private bars: Bar[] = [];
  private ind: IndicatorSet | undefined;
  private config: ChartConfig | undefined;
  private legends: HTMLDivElement[] = [];
  private hover: number | undefined;
  private readonly resize: ResizeObserver | undefined;
  private priceFormat = new Intl.NumberFormat('en-US');
  private readonly plainFormat: Intl.NumberFormat;

  constructor(
    private readonly lib: ChartLib,
    private readonly container: HTMLElement,
    /** Gets the data attributes (bars, last close). */
    private readonly host: HTMLElement,
    /** An empty element over the chart (same top) for the panes' legends. */
    private readonly legendHost: HTMLElement,
    private theme: ChartTheme,
    private readonly locale: string,
    private readonly labels: ChartLabels,
  ) {
    this.plainFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    this.chart = lib.createChart(container, {
      autoSize: true,
      layout: this.layoutOptions(),
      grid: { vertLines: { color: theme.grid }, horzLines: { color: theme.grid } },
      rightPriceScale: { borderColor: theme.border, scaleMargins: { top: 0.12, bottom: 0.08 } },
      timeScale: { borderColor: theme.border, rightOffset: 4, barSpacing: 7, minBarSpacing: 1.5 },
      crosshair: { mode: lib.CrosshairMode.Normal },
      localization: { locale },
    });
    this.chart.subscribeCrosshairMove(this.onCrosshair);
    if (typeof ResizeObserver === 'function') {
      this.resize = new ResizeObserver(() => this.placeLegends());
      this.resize.observe(container);
    }
  }

  private layoutOptions() {
    return {
      background: { type: this.lib.ColorType.Solid, color: this.theme.background } as const,
      textColor: this.theme.text,
      fontSize: 11,
      panes: { separatorColor: this.theme.border, separatorHoverColor: this.theme.grid, enableResize: false },
    };
  }

  /** Lay out series and panes for this configuration (then draw the bars already loaded). */
  configure(config: ChartConfig): void {
    this.config = config;
    this.priceFormat = new Intl.NumberFormat(this.locale, {
      minimumFractionDigits: config.priceScale,
      maximumFractionDigits: config.priceScale,
    });
    for (const plot of this.plots) this.chart.removeSeries(plot.series);
    if (this.main) this.chart.removeSeries(this.main);
    this.plots = [];
    this.main = undefined;
    while (this.chart.panes().length > 1) this.chart.removePane(this.chart.panes().length - 1);

    const { lib, theme } = this;
    const priceFormat = { type: 'price' as const, precision: config.priceScale, minMove: 10 ** -config.priceScale };
    const fmtPrice = (n: number) => this.priceFormat.format(n);
    const fmtPlain = (n: number) => this.plainFormat.format(n);
    this.main =
      config.mode === 'line'
        ? this.chart.addSeries(lib.AreaSeries, {
            lineColor: theme.primary,
            lineWidth: 2,
            topColor: withAlpha(theme.primary, 0.28),
            bottomColor: withAlpha(theme.primary, 0),
            priceFormat,
            priceLineVisible: true,
          })
        : this.chart.addSeries(lib.CandlestickSeries, {
            upColor: theme.up,
            downColor: theme.down,
            wickUpColor: theme.up,
            wickDownColor: theme.down,
            borderVisible: false,
            priceFormat,
          });

    const line = (pane: number, label: string, color: string, value: Plot['value'], format = fmtPrice, precision = config.priceScale) => {
      const series = this.chart.addSeries(
        lib.LineSeries,
        {
          color,
          lineWidth: 1,
          priceLineVisible: false,
          lastValueVisible: false,
          crosshairMarkerVisible: false,
          priceFormat: { type: 'price', precision, minMove: 10 ** -precision },
        },
        pane,
      );
      this.plots.push({ series, pane, label, color, value, format });
      return series;
    };

    if (config.overlays.includes('ma')) {
      MA_PERIODS.forEach((n, k) => line(0, `MA${n}`, theme.palette[k]!, (ind, i) => ind.ma[k]![i]));
    }
    if (config.overlays.includes('ema')) {
      EMA_PERIODS.forEach((n, k) => line(0, `EMA${n}`, theme.palette[k + 3]!, (ind, i) => ind.ema[k]![i]));
    }
    if (config.overlays.includes('boll')) {
      line(0, `BOLL(${BOLL_PARAMS.n},${BOLL_PARAMS.k})`, theme.palette[5]!, (ind, i) => ind.boll.middle[i]);
      line(0, 'UB', theme.palette[6]!, (ind, i) => ind.boll.upper[i]);
      line(0, 'LB', theme.palette[7]!, (ind, i) => ind.boll.lower[i]);
    }

    const upDown = (i: number) => {
      const b = this.bars[i];
      return b && b.close >= b.open ? theme.up : theme.down;
    };
    config.panes.forEach((kind, k) => {
      const pane = k + 1;
      if (kind === 'vol') {
        const series = this.chart.addSeries(
          lib.HistogramSeries,
          { priceFormat: { type: 'volume' }, priceLineVisible: false, lastValueVisible: false },
          pane,
        );
        this.plots.push({
          series,
          pane,
          label: 'VOL',
          color: theme.text,
          value: (_ind, i) => this.bars[i]?.volume,
          colorAt: (i) => withAlpha(upDown(i), 0.6),
          format: (n) => formatCompact(n, { locale: this.locale }),
        });
      } else if (kind === 'macd') {
        const series = this.chart.addSeries(
          lib.HistogramSeries,
          {
            priceLineVisible: false,
            lastValueVisible: false,
            priceFormat: { type: 'price', precision: config.priceScale + 1, minMove: 10 ** -(config.priceScale + 1) },
          },
          pane,
        );
        this.plots.push({
          series,
          pane,
          label: `MACD(${MACD_PARAMS.fast},${MACD_PARAMS.slow},${MACD_PARAMS.signal})`,
          color: theme.text,
          value: (ind, i) => ind.macd.histogram[i],
          colorAt: (i) => ((this.ind?.macd.histogram[i] ?? 0) >= 0 ? theme.up : theme.down),
          format: (n) => n.toLocaleString(this.locale, { maximumFractionDigits: config.priceScale + 1 }),
        });
        const fmt = (n: number) => n.toLocaleString(this.locale, { maximumFractionDigits: config.priceScale + 1 });
        line(pane, 'DIF', theme.palette[0]!, (ind, i) => ind.macd.dif[i], fmt, config.priceScale + 1);
        line(pane, 'DEA', theme.palette[1]!, (ind, i) => ind.macd.dea[i], fmt, config.priceScale + 1);
      } else if (kind === 'rsi') {
        const series = line(pane, `RSI(${RSI_PERIOD})`, theme.palette[1]!, (ind, i) => ind.rsi[i], fmtPlain, 2);
        for (const price of [70, 30]) {
          series.createPriceLine({
            price,
            color: theme.grid,
            lineWidth: 1,
            lineStyle: lib.LineStyle.Dashed,
            axisLabelVisible: false,
            title: '',
          });
        }
      } else {
        const label = `KDJ(${KDJ_PARAMS.n},${KDJ_PARAMS.m1},${KDJ_PARAMS.m2})`;
        line(pane, `${label} K`, theme.palette[0]!, (ind, i) => ind.kdj.k[i], fmtPlain, 2);
        line(pane, 'D', theme.palette[1]!, (ind, i) => ind.kdj.d[i], fmtPlain, 2);
        line(pane, 'J', theme.palette[2]!, (ind, i) => ind.kdj.j[i], fmtPlain, 2);
      }
    });

    const panes = this.chart.panes();
    for (let p = 1; p < panes.length; p++) {
      for (const series of panes[p]!.getSeries()) series.priceScale().applyOptions({ scaleMargins: { top: 0.22, bottom: 0.04 } });
    }
    panes[0]?.setStretchFactor(config.mainHeight);
    for (let p = 1; p < panes.length; p++) panes[p]!.setStretchFactor(SUB_PANE_HEIGHT);
    this.makeLegends(config.panes.length + 1);
    this.draw(true);
  }

  /** Replace the bars (a new symbol, period or a refetch). */
  setBars(bars: readonly KlineBar[], options: { keepPosition?: boolean } = {}): void {
    this.bars = toBars(bars, this.config?.intraday ?? true);
    this.draw(!options.keepPosition);
  }

  /** The live open candle: replaces the last bar or starts the next. Older bars are ignored. */
  update(bar: KlineBar): void {
    if (!this.main || this.bars.length === 0) return;
    const [b] = toBars([bar], this.config?.intraday ?? true);
    if (!b) return;
    const last = this.bars[this.bars.length - 1]!;
    if (b.time < last.time) return;
    if (b.time === last.time) this.bars[this.bars.length - 1] = b;
    else this.bars.push(b);
    const i = this.bars.length - 1;
    this.ind = computeAll(this.bars);
    const time = b.time as UTCTimestamp;
    if (this.config?.mode === 'line') (this.main as ISeriesApi<'Area'>).update({ time, value: b.close });
    else (this.main as ISeriesApi<'Candlestick'>).update({ time, open: b.open, high: b.high, low: b.low, close: b.close });
    for (const plot of this.plots) {
      const value = plot.value(this.ind, i);
      if (value === undefined || !Number.isFinite(value)) continue;
      const point: HistogramData<Time> = { time, value };
      if (plot.colorAt) point.color = plot.colorAt(i);
      plot.series.update(point);
    }
    this.publish();
    if (this.hover === undefined) this.renderLegends();
  }

  setTheme(theme: ChartTheme): void {
    this.theme = theme;
    this.chart.applyOptions({
      layout: this.layoutOptions(),
      grid: { vertLines: { color: theme.grid }, horzLines: { color: theme.grid } },
      rightPriceScale: { borderColor: theme.border },
      timeScale: { borderColor: theme.border },
    });
    if (this.config) this.configure(this.config);
  }

  barCount(): number {
    return this.bars.length;
  }

  destroy(): void {
    this.resize?.disconnect();
    this.chart.unsubscribeCrosshairMove(this.onCrosshair);
    for (const el of this.legends) el.remove();
    this.chart.remove();
  }

  private draw(resetView: boolean): void {
    if (!this.main || !this.config) return;
    const bars = this.bars;
    this.ind = computeAll(bars);
    if (this.config.mode === 'line') {
      (this.main as ISeriesApi<'Area'>).setData(bars.map((b): LineData<Time> => ({ time: b.time as UTCTimestamp, value: b.close })));
    } else {
      (this.main as ISeriesApi<'Candlestick'>).setData(
        bars.map((b): CandlestickData<Time> => ({ time: b.time as UTCTimestamp, open: b.open, high: b.high, low: b.low, close: b.close })),
      );
    }
    for (const plot of this.plots) {
      const data: HistogramData<Time>[] = [];
      bars.forEach((b, i) => {
        const value = plot.value(this.ind!, i);
        if (value === undefined || !Number.isFinite(value)) return;
        data.push(plot.colorAt ? { time: b.time as UTCTimestamp, value, color: plot.colorAt(i) } : { time: b.time as UTCTimestamp, value });
      });
      plot.series.setData(data);
    }
    // The time-share line shows hours at a glance; candles need room to be read.
    this.chart.applyOptions({
      timeScale: { timeVisible: this.config.intraday, secondsVisible: false, barSpacing: this.config.mode === 'line' ? 2 : 7 },
    });
    if (resetView && bars.length > 0) this.chart.timeScale().scrollToRealTime();
    this.publish();
    this.renderLegends();
  }

  /** For tests and the page: how many bars are drawn and the newest close. */
  private publish(): void {
    const last = this.bars[this.bars.length - 1];
    this.host.dataset.bars = String(this.bars.length);
    this.host.dataset.lastClose = last?.closeText ?? '';
    this.host.dataset.lastTime = last ? String(last.at) : '';
    this.host.dataset.panes = String(this.chart.panes().length);
  }

  private readonly onCrosshair = (param: MouseEventParams<Time>) => {
    const n = this.bars.length;
    if (param.logical === undefined || param.point === undefined || n === 0) this.hover = undefined;
    else this.hover = Math.min(n - 1, Math.max(0, Math.round(param.logical)));
    this.renderLegends();
  };

  private makeLegends(count: number): void {
    for (const el of this.legends) el.remove();
    this.legends = Array.from({ length: count }, (_, i) => {
      const el = document.createElement('div');
      el.className = `kchart-legend${i === 0 ? ' kchart-legend--main' : ''}`;
      el.dataset.pane = String(i);
      this.legendHost.appendChild(el);
      return el;
    });
    requestAnimationFrame(() => this.placeLegends());
  }

  /** Each legend sits at the top left of its pane. */
  private placeLegends(): void {
    const hostTop = this.legendHost.getBoundingClientRect().top;
    const panes = this.chart.panes();
    this.legends.forEach((el, i) => {
      const pane = panes[i]?.getHTMLElement();
      if (!pane) return;
      el.style.top = `${Math.round(pane.getBoundingClientRect().top - hostTop) + 4}px`;
    });
  }

  private renderLegends(): void {
    if (this.legends.length === 0) return;
    const i = this.hover ?? this.bars.length - 1;
    const bar = this.bars[i];
    const ind = this.ind;
    this.legends.forEach((el, pane) => {
      const items: Array<[string, string | undefined, string]> = [];
      if (pane === 0 && bar) {
        const f = (n: number) => this.priceFormat.format(n);
        const dirColor = bar.close >= bar.open ? this.theme.up : this.theme.down;
        if (this.config?.mode === 'line') items.push([this.labels.close, f(bar.close), dirColor]);
        else {
          items.push([this.labels.open, f(bar.open), dirColor]);
          items.push([this.labels.high, f(bar.high), dirColor]);
          items.push([this.labels.low, f(bar.low), dirColor]);
          items.push([this.labels.close, f(bar.close), dirColor]);
        }
      }
      const lines: Array<[string, string | undefined, string]> = [];
      for (const plot of this.plots) {
        if (plot.pane !== pane) continue;
        const value = ind && bar ? plot.value(ind, i) : undefined;
        lines.push([plot.label, value === undefined ? undefined : plot.format(value), plot.color]);
      }
      el.replaceChildren();
      for (const row of [items, lines]) {
        if (row.length === 0) continue;
        const line = document.createElement('div');
        for (const [label, value, color] of row) {
          const span = document.createElement('span');
          span.style.color = color;
          span.textContent = `${label} ${value ?? '--'}`;
          line.appendChild(span);
        }
        el.appendChild(line);
      }
    });
  }
}
