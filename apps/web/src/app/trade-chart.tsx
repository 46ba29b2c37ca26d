/**
 * The live chart of the futures and options screens (issue 13) is market-data's; features never
 * import each other, so they meet here. It loads in its own chunk (with the chart library after
 * it), while a box of its height holds its place, so the form does not jump when it arrives.
 */
import { lazy, Suspense } from 'react';
import type { TradeChartProps } from '../features/market-data/components/TradeChart';

export type { PriceMark, TradeChartProps } from '../features/market-data/components/TradeChart';

/** The chart's own height (its bar and canvas; a page may set --tchart-canvas-height). */
const PENDING_HEIGHT = 'calc(var(--tchart-canvas-height, 220px) + 40px)';

const Chart = lazy(() => import('../features/market-data/components/TradeChart'));

export function TradeChart(props: TradeChartProps) {
  return (
    <Suspense fallback={<div className="tchart" style={{ minHeight: PENDING_HEIGHT }} aria-hidden="true" />}>
      <Chart {...props} />
    </Suspense>
  );
}
