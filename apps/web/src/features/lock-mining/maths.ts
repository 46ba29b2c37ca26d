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

/** What the buy form checks before it asks for confirmation (the server checks the same, with the same codes). */
export interface AmountLimits {
  saveMin: string;
  saveMax: string | null;
  userLocked: string | null;
  remaining: string | null;
  maxNow: string | null;
  balance: string;
}

/**
 * The error code of `amount` against the product's limits and the spot balance, in the server's
 * order (minimum, capacity, per-user limit, balance, treasury's cover); undefined when it may be sent.
 */
export function amountProblem(amount: string, scale: number, l: AmountLimits): string | undefined {
  if (amount.trim() === '') return 'AMOUNT_REQUIRED';
  let v: bigint;
  try {
    v = parseUnits(amount, scale);
  } catch {
    return 'NUMBER_INVALID';
  }
  if (v <= 0n) return 'AMOUNT_REQUIRED';
  const units = (s: string) => parseUnits(s, scale);
  if (v < units(l.saveMin)) return 'LOCK_MIN_AMOUNT';
  if (l.remaining !== null && v > units(l.remaining)) return 'LOCK_SOLD_OUT';
  if (l.saveMax !== null && v + units(l.userLocked ?? '0') > units(l.saveMax)) return 'LOCK_USER_LIMIT';
  if (v > units(l.balance)) return 'INSUFFICIENT_BALANCE';
  if (l.maxNow !== null && v > units(l.maxNow)) return 'LOCK_AWAITING_FUNDING';
  return undefined;
}
