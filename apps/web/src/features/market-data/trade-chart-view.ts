/**
 * The compact chart of the futures and options screens (issue 13), drawn by lightweight-charts
 * (loaded on demand, attribution logo on, as in chart-view.ts): candles or a line, moved live, with
 * price lines on it (an entry, a liquidation price). No indicators and no panes: the decision is
 * made on the price and where the user's own positions sit on it.
 */
import type { AutoscaleInfo, IChartApi, IPriceLine, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import type { KlineBar } from '@bourse/contract';
import { type ChartLib, type ChartTheme, localShift, toBars, withAlpha } from './chart-view';

export type TradeChartMode = 'candles' | 'line';

/** One price of a line chart: the server's time in unix seconds and the price. */
export interface LinePoint {
  time: number;
  value: number;
}

export type MarkTone = 'entry' | 'liquidation' | 'up' | 'down';

/** A horizontal line on the chart: an entry, a liquidation price. */
export interface PriceMark {
  id: string;
  /** The price as a decimal string (where the line is drawn). */
  price: string;
  /** What the line is, drawn next to it and listed under the chart. */
  label: string;
  /** The price as the screen writes it (the list under the chart). */
  text: string;
  tone: MarkTone;
}

export interface TradeChartTheme extends ChartTheme {
  warning: string;
}

export const markColor = (theme: TradeChartTheme, tone: MarkTone) =>
  ({ entry: theme.primary, liquidation: theme.warning, up: theme.up, down: theme.down })[tone];

type Main = ISeriesApi<'Candlestick'> | ISeriesApi<'Area'>;

export class TradeChartView {
  private readonly chart: IChartApi;
  private main: Main | undefined;
  private mode: TradeChartMode = 'candles';
  private intraday = true;
  private priceScale = 2;
  /** What is drawn, kept to draw it again in the other theme. */
  private candles: KlineBar[] = [];
  private points: LinePoint[] = [];
  private lines: IPriceLine[] = [];
  private marks: readonly PriceMark[] = [];
  private lastTime = 0;

  constructor(
    private readonly lib: ChartLib,
    container: HTMLElement,
    private theme: TradeChartTheme,
    locale: string,
  ) {
    this.chart = lib.createChart(container, {
      autoSize: true,
      layout: this.layout(),
      grid: { vertLines: { visible: false }, horzLines: { color: theme.grid } },
      rightPriceScale: { borderColor: theme.border, scaleMargins: { top: 0.12, bottom: 0.1 } },
      timeScale: { borderColor: theme.border, rightOffset: 6, barSpacing: 6, minBarSpacing: 1 },
      crosshair: { mode: lib.CrosshairMode.Normal },
      localization: { locale },
      handleScale: { axisPressedMouseMove: false },
    });
  }

  private layout() {
    return {
      background: { type: this.lib.ColorType.Solid, color: this.theme.background } as const,
      textColor: this.theme.text,
      fontSize: 11,
    };
  }

  /** A line (seconds, `intraday` always) or candles; the data is set again afterwards. */
  configure(mode: TradeChartMode, priceScale: number, intraday: boolean): void {
    this.mode = mode;
    this.intraday = intraday;
    this.priceScale = priceScale;
    if (this.main) this.chart.removeSeries(this.main);
    this.lines = [];
    const { lib, theme } = this;
    const priceFormat = { type: 'price' as const, precision: priceScale, minMove: 10 ** -priceScale };
    const autoscaleInfoProvider = this.withMarks;
    this.main =
      mode === 'line'
        ? this.chart.addSeries(lib.AreaSeries, {
            lineColor: theme.primary,
            lineWidth: 2,
            topColor: withAlpha(theme.primary, 0.22),
            bottomColor: withAlpha(theme.primary, 0),
            priceFormat,
            autoscaleInfoProvider,
          })
        : this.chart.addSeries(lib.CandlestickSeries, {
            upColor: theme.up,
            downColor: theme.down,
            wickUpColor: theme.up,
            wickDownColor: theme.down,
            borderVisible: false,
            priceFormat,
            autoscaleInfoProvider,
          });
    this.chart.applyOptions({
      timeScale: { timeVisible: intraday, secondsVisible: mode === 'line', barSpacing: mode === 'line' ? 3 : 6 },
    });
    this.drawMarks();
    // What was drawn is drawn again in the new series (a new interval's bars follow at once).
    if (mode === 'line') this.setPoints(this.points);
    else this.setCandles(this.candles);
  }

  setCandles(bars: readonly KlineBar[]): void {
    this.candles = [...bars];
    if (this.mode !== 'candles' || !this.main) return;
    const data = toBars(bars, this.intraday).map((b) => ({
      time: b.time as UTCTimestamp,
      open: b.open,
      high: b.high,
      low: b.low,
      close: b.close,
    }));
    (this.main as ISeriesApi<'Candlestick'>).setData(data);
    this.lastTime = data.at(-1)?.time ?? 0;
    if (data.length > 0) this.chart.timeScale().scrollToRealTime();
  }

  /** The live open candle: replaces the last one or starts the next; an older one is ignored. */
  updateCandle(bar: KlineBar): void {
    if (this.mode !== 'candles' || !this.main || this.lastTime === 0) return;
    const [b] = toBars([bar], this.intraday);
    if (!b || b.time < this.lastTime) return;
    if (b.time === this.lastTime) this.candles[this.candles.length - 1] = bar;
    else this.candles.push(bar);
    this.lastTime = b.time;
    (this.main as ISeriesApi<'Candlestick'>).update({
      time: b.time as UTCTimestamp,
      open: b.open,
      high: b.high,
      low: b.low,
      close: b.close,
    });
  }

  private lineTime = (seconds: number) => seconds + localShift(seconds);

  setPoints(points: readonly LinePoint[]): void {
    this.points = [...points];
    if (this.mode !== 'line' || !this.main) return;
    const data: Array<{ time: UTCTimestamp; value: number }> = [];
    for (const p of points) {
      const time = this.lineTime(p.time) as UTCTimestamp;
      // One point a second (the chart needs strictly increasing times): the newest of the second wins.
      if (data.length > 0 && time <= data[data.length - 1]!.time)
        data[data.length - 1] = { time: data[data.length - 1]!.time, value: p.value };
      else data.push({ time, value: p.value });
    }
    (this.main as ISeriesApi<'Area'>).setData(data);
    this.lastTime = data.at(-1)?.time ?? 0;
    // The last three minutes across the width: new seconds then push the oldest out to the left.
    if (data.length > 1) this.chart.timeScale().fitContent();
  }

  addPoint(point: LinePoint): void {
    if (this.mode !== 'line' || !this.main) return;
    const time = this.lineTime(point.time);
    if (time < this.lastTime) return;
    this.points.push(point);
    this.lastTime = time;
    (this.main as ISeriesApi<'Area'>).update({ time: time as UTCTimestamp, value: point.value });
  }

  /**
   * The price scale reaches the lines too: a liquidation price far from the candles is still drawn,
   * so the user sees how far away it is.
   */
  private readonly withMarks = (original: () => AutoscaleInfo | null): AutoscaleInfo | null => {
    const info = original();
    const prices = this.marks.map((m) => Number(m.price)).filter((p) => Number.isFinite(p) && p > 0);
    if (!info?.priceRange || prices.length === 0) return info;
    const { minValue, maxValue } = info.priceRange;
    return { ...info, priceRange: { minValue: Math.min(minValue, ...prices), maxValue: Math.max(maxValue, ...prices) } };
  };

  setMarks(marks: readonly PriceMark[]): void {
    this.marks = marks;
    this.drawMarks();
    // The scale takes the new lines in.
    this.chart.priceScale('right').applyOptions({ autoScale: true });
  }

  private drawMarks(): void {
    if (!this.main) return;
    for (const line of this.lines) this.main.removePriceLine(line);
    this.lines = this.marks
      .filter((m) => Number.isFinite(Number(m.price)) && Number(m.price) > 0)
      .map((m) =>
        this.main!.createPriceLine({
          price: Number(m.price),
          color: markColor(this.theme, m.tone),
          lineWidth: 1,
          lineStyle: m.tone === 'entry' ? this.lib.LineStyle.Solid : this.lib.LineStyle.Dashed,
          axisLabelVisible: true,
          title: m.label,
        }),
      );
  }

  setTheme(theme: TradeChartTheme): void {
    this.theme = theme;
    this.chart.applyOptions({
      layout: this.layout(),
      grid: { horzLines: { color: theme.grid } },
      rightPriceScale: { borderColor: theme.border },
      timeScale: { borderColor: theme.border },
    });
    // The series take their colours when made: make them again, with what they showed.
    this.configure(this.mode, this.priceScale, this.intraday);
  }

  destroy(): void {
    this.chart.remove();
  }
}
