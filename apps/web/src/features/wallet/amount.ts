/**
 * Amount arithmetic for the wallet screens, on decimal strings through bigint minor units
 * (DESIGN.md section 4): never a JS number. The server decides; these only preview and pre-check
 * with the same error codes it would answer.
 */
import { applyRate, divRound, formatUnits, MoneyError, parseUnits } from '@bourse/money';
import type { ErrorCode } from '@bourse/contract';

/** The scale of an exchange rate on the wire (the server formats rates at 18 decimals). */
const RATE_SCALE = 18;
/** fee_percent carries up to 4 decimals: percent x 10^4 = parts per million. */
const PERCENT_TO_PPM_SCALE = 4;

const MONEY_CODES: Record<MoneyError['code'], ErrorCode> = {
  AMOUNT_MALFORMED: 'AMOUNT_INVALID',
  AMOUNT_NEGATIVE: 'AMOUNT_NEGATIVE',
  AMOUNT_TOO_PRECISE: 'AMOUNT_TOO_PRECISE',
  AMOUNT_TOO_LARGE: 'AMOUNT_TOO_LARGE',
  AMOUNT_ZERO: 'AMOUNT_ZERO',
};

/** Minor units of a decimal string, or undefined when it is not a readable amount at `scale`. */
export function toMinor(text: string, scale: number): bigint | undefined {
  try {
    return parseUnits(text.trim(), scale);
  } catch {
    return undefined;
  }
}

/** The code the server would answer for this amount (required, malformed, zero, too precise...), if any. */
export function amountError(text: string, scale: number, requiredCode: ErrorCode = 'AMOUNT_REQUIRED'): ErrorCode | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return requiredCode;
  try {
    parseUnits(trimmed, scale, { allowZero: false });
    return undefined;
  } catch (error) {
    if (error instanceof MoneyError) return MONEY_CODES[error.code];
    return 'AMOUNT_INVALID';
  }
}

/** a - b at `scale`, or undefined when either is unreadable or the result would be negative. */
export function subtractAmounts(a: string, b: string, scale: number): string | undefined {
  const x = toMinor(a, scale);
  const y = toMinor(b, scale);
  if (x === undefined || y === undefined || x < y) return undefined;
  return formatUnits(x - y, scale);
}

/** -1, 0 or 1 as a compares with b at `scale`; undefined when either is unreadable. */
export function compareAmounts(a: string, b: string, scale: number): -1 | 0 | 1 | undefined {
  const x = toMinor(a, scale);
  const y = toMinor(b, scale);
  if (x === undefined || y === undefined) return undefined;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** True when the amount is zero (or unreadable). */
export function isZeroAmount(text: string): boolean {
  return !/[1-9]/.test(text);
}

export interface ExchangePreview {
  /** Taken in the `from` coin, rounded up (as the server charges it). */
  fee: string;
  /** In the `to` coin, rounded down (as the server pays it). */
  received: string;
}

/**
 * What an exchange of `amount` gives at a quote: fee = amount x fee% (up), received =
 * (amount - fee) x rate (down), the same rounding as the server, which has the final word.
 */
export function previewExchange(
  amount: string,
  quote: { rate: string; fee_percent: string },
  scales: { from: number; to: number },
): ExchangePreview | undefined {
  const amountMinor = toMinor(amount, scales.from);
  if (amountMinor === undefined || amountMinor <= 0n) return undefined;
  let rate: bigint;
  let feePpm: bigint;
  try {
    rate = parseUnits(quote.rate, RATE_SCALE);
    feePpm = parseUnits(quote.fee_percent, PERCENT_TO_PPM_SCALE);
  } catch {
    return undefined;
  }
  const fee = applyRate(amountMinor, feePpm, 'ceil');
  const net = amountMinor - fee;
  const received = divRound(net * rate * 10n ** BigInt(scales.to), 10n ** BigInt(RATE_SCALE + scales.from), 'down');
  return { fee: formatUnits(fee, scales.from), received: formatUnits(received > 0n ? received : 0n, scales.to) };
}
