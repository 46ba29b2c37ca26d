/** The bench's figures: the median of each over the runs, printed against the targets of issue 13. */

export interface RunFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  speedIndexMs: number;
  /** Accessibility audits that failed in this run (their ids). */
  failingAccessibility: string[];
  /** The Lighthouse result as JSON, kept for a closer look. */
  report: string;
}

type Figure = 'performance' | 'accessibility' | 'fcpMs' | 'lcpMs' | 'cls' | 'tbtMs' | 'speedIndexMs';

interface Target {
  figure: Figure;
  label: string;
  /** The figure passes at or above (`min`) or at or below (`max`) this value. */
  min?: number;
  max?: number;
  show(value: number): string;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

export const TARGETS: Target[] = [
  { figure: 'performance', label: 'performance', min: 95, show: String },
  { figure: 'accessibility', label: 'accessibility', min: 95, show: String },
  { figure: 'lcpMs', label: 'largest contentful paint', max: 2000, show: seconds },
  { figure: 'cls', label: 'cumulative layout shift', max: 0.05, show: (v) => v.toFixed(3) },
  { figure: 'tbtMs', label: 'total blocking time', max: 150, show: ms },
];

const INFORMATION: Target[] = [
  { figure: 'fcpMs', label: 'first contentful paint', show: seconds },
  { figure: 'speedIndexMs', label: 'speed index', show: seconds },
];

function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median of each figure over the runs (each figure on its own). */
export function median(runs: RunFigures[]): Record<Figure, number> {
  const figures: Figure[] = ['performance', 'accessibility', 'fcpMs', 'lcpMs', 'cls', 'tbtMs', 'speedIndexMs'];
  return Object.fromEntries(figures.map((f) => [f, middle(runs.map((run) => run[f]))])) as Record<Figure, number>;
}

/** Prints the medians against the targets; true when every target is met. */
export function printReport(medians: Record<Figure, number>, runs: RunFigures[]): boolean {
  console.log(`\nmedian of ${runs.length} runs (Lighthouse mobile, simulated throttling):`);
  let ok = true;
  for (const target of TARGETS) {
    const value = medians[target.figure];
    const met = target.min !== undefined ? value >= target.min : value <= target.max!;
    ok &&= met;
    const bound = target.min !== undefined ? `>= ${target.show(target.min)}` : `<= ${target.show(target.max!)}`;
    console.log(`  ${met ? 'ok  ' : 'MISS'} ${target.label.padEnd(26)} ${target.show(value).padStart(8)}   target ${bound}`);
  }
  for (const info of INFORMATION) console.log(`       ${info.label.padEnd(26)} ${info.show(medians[info.figure]).padStart(8)}`);
  const failing = [...new Set(runs.flatMap((run) => run.failingAccessibility))];
  if (failing.length > 0) console.log(`  accessibility audits failing in some run: ${failing.join(', ')}`);
  console.log(ok ? 'ok: every target met' : 'FAIL: a target is missed');
  return ok;
}
