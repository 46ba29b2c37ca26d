/**
 * Line icons drawn from a few path strings (24-unit grid, currentColor). Much lighter than an icon
 * font or a library's verbose SVGs, which matters for the first screen.
 */
import type { SVGProps } from 'react';

export function StrokeIcon({
  paths,
  size = '1em',
  ...rest
}: { paths: readonly string[]; size?: number | string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...rest}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** Icons used across screens. */
export const ICONS = {
  globe: [circle(12, 12, 9), 'M3 12h18', 'M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z'],
  chat: ['M4 5h16v11H9l-5 4z', 'M8 9h8', 'M8 12h5'],
  pin: ['M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z', circle(12, 10, 2.5)],
  user: [circle(12, 12, 9), circle(12, 10, 3), 'M6.5 18.5a6.5 6.5 0 0 1 11 0'],
  grid: ['M4 4h6v6H4z', 'M14 4h6v6h-6z', 'M4 14h6v6H4z', 'M14 14h6v6h-6z'],
  fold: ['M6 15l6-6 6 6'],
  lock: ['M6 11h12v10H6z', 'M8 11V7a4 4 0 0 1 8 0v4', 'M12 15v2'],
  settings: [
    circle(12, 12, 3),
    'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  ],
} as const;

/** One icon per home shortcut key (GET /menu). */
export const SHORTCUT_PATHS: Record<string, readonly string[]> = {
  contact: ['M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2'],
  borrowing: ['M3 10l9-6 9 6', 'M5 10v8', 'M9.7 10v8', 'M14.3 10v8', 'M19 10v8', 'M3 20h18'],
  repayment: ['M4 6h16v14H4z', 'M8 3v4', 'M16 3v4', 'M4 10h16', 'M9 15l2 2 4-4'],
  recharge: ['M12 3v12', 'M7 10l5 5 5-5', 'M4 17v3h16v-3'],
  withdraw: ['M12 15V3', 'M7 8l5-5 5 5', 'M4 17v3h16v-3'],
  stock: ['M6 4v16', 'M4 8h4v6H4z', 'M12 3v18', 'M10 6h4v9h-4z', 'M18 6v14', 'M16 11h4v5h-4z'],
  contract: ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'],
  copy: [circle(9, 8, 3), 'M3 20a6 6 0 0 1 12 0', 'M16 5a3 3 0 0 1 0 6', 'M18 20a6 6 0 0 0-2.5-4.9'],
  financial: [
    'M5 6c0-1.7 3.1-3 7-3s7 1.3 7 3-3.1 3-7 3-7-1.3-7-3z',
    'M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6',
    'M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6',
  ],
  superLeverage: ['M13 2L4 14h7l-1 8 9-12h-7z'],
  otc: ['M4 9l1.5-5h13L20 9', 'M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0', 'M5 11v9h14v-9', 'M10 20v-5h4v5'],
  coupon: [
    'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4z',
    'M14 6v2',
    'M14 11v2',
    'M14 16v2',
  ],
  bill: ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h3'],
  exchange: ['M20 11a8 8 0 0 0-14.9-3', 'M4 4v4h4', 'M4 13a8 8 0 0 0 14.9 3', 'M20 20v-4h-4'],
  lockMining: ['M6 11h12v10H6z', 'M8 11V7a4 4 0 0 1 8 0v4', 'M12 15v2'],
  game: [
    'M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.6l-1-.6h-4l-1 .6A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4z',
    'M7 10.5v3',
    'M5.5 12h3',
    'M16 11h.01',
    'M18 13h.01',
  ],
  chat: ['M4 5h16v11H9l-5 4z', 'M8 9h8', 'M8 12h5'],
  quickDeposit: ['M3 7h15a3 3 0 0 1 3 3v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z', 'M3 7l11-3v3', 'M12.5 9.5l-2 4h4l-2 4'],
  defiMining: ['M12 3l8 4.5v9L12 21l-8-4.5v-9z', 'M12 12l8-4.5', 'M12 12v9', 'M12 12L4 7.5'],
  cloudMining: ['M7 18a4 4 0 0 1-.5-8A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9z', 'M12 11v4', 'M10 13h4'],
  coinTransfer: [circle(9, 13, 6), 'M15 6h6', 'M18 3l3 3-3 3', 'M9 10v6'],
  ieo: ['M12 3c3 2 5 5.5 5 9.5V16H7v-3.5C7 8.5 9 5 12 3z', circle(12, 10, 1.5), 'M7 13l-3 3v3h3', 'M17 13l3 3v3h-3', 'M10 19h4'],
  options: [circle(12, 14, 7), 'M12 14v-4', 'M10 3h4', 'M12 3v4', 'M18.5 7.5l1.5-1.5'],
  nft: ['M4 4h16v16H4z', 'M4 16l4-4 4 4 3-3 5 5', circle(15, 8.5, 1.5)],
  invest: ['M12 3v9h9', 'M21 12A9 9 0 1 1 12 3'],
  download: ['M7 2h10v20H7z', 'M12 6v7', 'M9.5 10.5 12 13l2.5-2.5', 'M11 18h2'],
};
