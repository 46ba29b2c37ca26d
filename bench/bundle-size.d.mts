/** Types of bench/bundle-size.mjs, for bench/bundle-size/browser.ts. */
export const BUDGET_BYTES: number;
export function webDist(): string;
export function kb(bytes: number): string;
export function staticFirstScreen(dist: string): {
  rows: Array<{ file: string; bytes: number }>;
  total: number;
  lang?: { file: string; bytes: number };
};
