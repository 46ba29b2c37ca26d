/** The five tab icons: simple strokes that read at 24 px in both themes (currentColor). */
import type { SVGProps } from 'react';
import type { TabKey } from '../tabs';

const base: SVGProps<SVGSVGElement> = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
};

const PATHS: Record<TabKey, string[]> = {
  home: ['M3 10.5 12 3l9 7.5', 'M5 9v11h5v-6h4v6h5V9'],
  market: ['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M22 20H2'],
  trade: ['M4 8h14', 'M14 4l4 4-4 4', 'M20 16H6', 'M10 12l-4 4 4 4'],
  finance: ['M12 3v18', 'M17 7.5c0-1.9-2.2-3-5-3s-5 1.1-5 3 2.2 2.7 5 3.2 5 1.4 5 3.3-2.2 3.5-5 3.5-5-1.2-5-3'],
  assets: ['M3 7h15a3 3 0 0 1 3 3v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Z', 'M3 7l12-3.5V7', 'M16.5 13.5h1.5'],
};

export function TabIcon({ tab }: { tab: TabKey }) {
  return (
    <svg {...base}>
      {PATHS[tab].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
