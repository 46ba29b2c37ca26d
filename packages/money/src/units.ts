/**
 * Decimal strings <-> bigint minor units. The wire carries decimal strings; code carries bigint
 * counts of an asset's smallest unit. Parsing is strict: it never guesses what a user meant.
 */
import { divRound, type Rounding } from './rounding';

export type MoneyErrorCode = 'AMOUNT_MALFORMED' | 'AMOUNT_NEGATIVE' | 'AMOUNT_TOO_PRECISE' | 'AMOUNT_TOO_LARGE' | 'AMOUNT_ZERO';

export class MoneyError extends Error {
  readonly code: MoneyErrorCode;
  /** The scale the text was parsed at, so a message can say how many decimals are allowed. */
  readonly scale: number | undefined;
  constructor(code: MoneyErrorCode, detail: string, scale?: number) {
    super(`${code}: ${detail}`);
    this.code = code;
    this.name = 'MoneyError';
    this.scale = scale;
  }
}

/** The database column is numeric(39,0): anything with more digits cannot be stored. */
export const MAX_MINOR_DIGITS = 39;
export const MAX_MINOR = 10n ** BigInt(MAX_MINOR_DIGITS) - 1n;
export const MAX_SCALE = 30;

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export interface ParseOptions {
  /** Accept a leading '-' (for signed deltas such as an adjustment). Default false. */
  allowNegative?: boolean;
  /** Accept zero. Default true. */
  allowZero?: boolean;
}

function checkScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) {
    throw new RangeError(`scale must be an integer in 0..${MAX_SCALE}, got ${scale}`);
  }
}

/**
 * Parse a decimal string into minor units at `scale`. Rejects exponents, spaces, signs other than
 * an allowed '-', leading '.', trailing '.', more fraction digits than the scale (even zeros would
 * be fine to accept, but a user who typed 1.000000001 BTC meant something we cannot hold), and
 * values the database cannot store.
 */
export function parseUnits(text: string, scale: number, options: ParseOptions = {}): bigint {
  checkScale(scale);
  if (typeof text !== 'string') throw new MoneyError('AMOUNT_MALFORMED', 'not a string');
  const match = DECIMAL.exec(text);
  if (!match) throw new MoneyError('AMOUNT_MALFORMED', JSON.stringify(text.slice(0, 64)));
  const [, minus, whole = '', fraction = ''] = match;
  if (minus && !(options.allowNegative ?? false)) {
    throw new MoneyError('AMOUNT_NEGATIVE', text);
  }
  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > scale) throw new MoneyError('AMOUNT_TOO_PRECISE', text, scale);
  if (whole.replace(/^0+/, '').length + scale > MAX_MINOR_DIGITS) {
    throw new MoneyError('AMOUNT_TOO_LARGE', text.slice(0, 64));
  }
  const magnitude = BigInt(whole + significantFraction.padEnd(scale, '0'));
  if (magnitude > MAX_MINOR) throw new MoneyError('AMOUNT_TOO_LARGE', text.slice(0, 64));
  if (magnitude === 0n && options.allowZero === false) throw new MoneyError('AMOUNT_ZERO', text);
  return minus ? -magnitude : magnitude;
}

export interface FormatOptions {
  /** Keep exactly this many fraction digits (rounded with `rounding`). Default: trimmed. */
  fixed?: number;
  /** Rounding when `fixed` is below the scale. Default 'down' (never shows more than there is). */
  rounding?: Rounding;
}

/**
 * Format minor units at `scale` as a decimal string. By default the canonical form: no trailing
 * fraction zeros, no trailing '.', '0' for zero. format(parse(x)) === x for every canonical x.
 */
export function formatUnits(minor: bigint, scale: number, options: FormatOptions = {}): string {
  checkScale(scale);
  let value = minor;
  let digits = scale;
  if (options.fixed !== undefined) {
    checkScale(options.fixed);
    if (options.fixed < scale) {
      value = divRound(minor, 10n ** BigInt(scale - options.fixed), options.rounding ?? 'down');
      digits = options.fixed;
    } else {
      value = minor * 10n ** BigInt(options.fixed - scale);
      digits = options.fixed;
    }
  }
  const negative = value < 0n;
  const text = (negative ? -value : value).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  let fraction = text.slice(text.length - digits);
  if (options.fixed === undefined) fraction = fraction.replace(/0+$/, '');
  const body = fraction.length > 0 ? `${whole}.${fraction}` : whole;
  return negative && value !== 0n ? `-${body}` : body;
}

/** Convert minor units from one scale to another, rounding as named when precision is lost. */
export function rescale(minor: bigint, fromScale: number, toScale: number, rounding: Rounding): bigint {
  checkScale(fromScale);
  checkScale(toScale);
  if (toScale >= fromScale) return minor * 10n ** BigInt(toScale - fromScale);
  return divRound(minor, 10n ** BigInt(fromScale - toScale), rounding);
}

/** True when `text` is already in canonical form for `scale`. */
export function isCanonical(text: string, scale: number): boolean {
  try {
    return formatUnits(parseUnits(text, scale, { allowNegative: true }), scale) === text;
  } catch {
    return false;
  }
}

/**
 * Parse a decimal that may carry more digits than the scale (a price from an exchange) and round it
 * to the scale as named. The same strict grammar as parseUnits otherwise.
 */
export function parseUnitsRounded(text: string, scale: number, rounding: Rounding, options: ParseOptions = {}): bigint {
  checkScale(scale);
  const match = typeof text === 'string' ? DECIMAL.exec(text) : null;
  if (!match) throw new MoneyError('AMOUNT_MALFORMED', JSON.stringify(String(text).slice(0, 64)));
  const digits = Math.min(MAX_SCALE, (match[3] ?? '').length);
  const exact = parseUnits(text.slice(0, text.length - ((match[3] ?? '').length - digits)), digits, options);
  return rescale(exact, digits, scale, rounding);
}

/**
 * A whole count (price ticks, lots) as an exact JS number, for the matching engine, which works on
 * integer ticks and lots. Refuses anything a number cannot hold exactly, instead of rounding it.
 */
export function toSafeCount(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new MoneyError('AMOUNT_TOO_LARGE', `${value} is beyond an exact number`);
  }
  return Number(value);
}
