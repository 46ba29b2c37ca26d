/**
 * The lock-up formulas as the server applies them, for the screens' previews: interest rounded
 * down, the schedule from the next UTC day at the dividend time. The server's figures are the ones
 * that count; these only show them before the user confirms.
 */
import { formatUnits, parseUnits, PPM } from '@bourse/money';

/** One interest day (the contract's LOCK_DAY_MS; not imported, so no schema enters the bundle). */
const LOCK_DAY_MS = 86_400_000;

export interface Preview {
  daily: string;
  total: string;
  startMs: number;
  endMs: number;
}

/** Daily and total interest of `amount` at `ratePercent` a day for `days`, and when it starts and ends; undefined when unreadable. */
export function preview(
  amount: string,
  scale: number,
  terms: { ratePercent: string; days: number; dividendMinute: number; nowMs: number },
): Preview | undefined {
  let minor: bigint;
  try {
    minor = parseUnits(amount, scale);
  } catch {
    return undefined;
  }
  const daily = (minor * parseUnits(terms.ratePercent, 4)) / PPM;
  const startMs = Math.floor(terms.nowMs / LOCK_DAY_MS) * LOCK_DAY_MS + LOCK_DAY_MS + terms.dividendMinute * 60_000;
  return {
    daily: formatUnits(daily, scale),
    total: formatUnits(daily * BigInt(terms.days), scale),
    startMs,
    endMs: startMs + terms.days * LOCK_DAY_MS,
  };
}

/** The smaller of two decimal strings (null is no limit). */
export function smaller(a: string, b: string | null, scale: number): string {
  if (b === null) return a;
  return parseUnits(a, scale) <= parseUnits(b, scale) ? a : b;
}
