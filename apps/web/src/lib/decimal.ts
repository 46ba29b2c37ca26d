/**
 * Plain decimal strings for display. Values arrive from the API as strings; shifting the decimal
 * point is done on the text so no floating-point rounding ever touches an amount.
 */

export interface Decimal {
  negative: boolean;
  /** Digits before the point, no leading zeros ('0' for none). */
  whole: string;
  /** Digits after the point, no trailing zeros. */
  fraction: string;
}

const PLAIN = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** A number as an exact decimal string (numbers with an exponent are expanded). */
export function toDecimalText(value: string | number | bigint): string | undefined {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const text = String(value);
    return /e/i.test(text) ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : text;
  }
  return value.trim();
}

export function parseDecimal(value: string | number | bigint): Decimal | undefined {
  const text = toDecimalText(value);
  if (text === undefined) return undefined;
  const m = PLAIN.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return undefined;
  const whole = (m[2] ?? '').replace(/^0+/, '') || '0';
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  const zero = whole === '0' && fraction === '';
  return { negative: m[1] === '-' && !zero, whole, fraction };
}

export function formatDecimal(d: Decimal): string {
  return `${d.negative ? '-' : ''}${d.whole}${d.fraction ? `.${d.fraction}` : ''}`;
}

/** Divide by 10^places by moving the point left. */
export function shiftLeft(d: Decimal, places: number): Decimal {
  const padded = d.whole.padStart(places + 1, '0');
  const cut = padded.length - places;
  return {
    negative: d.negative,
    whole: padded.slice(0, cut).replace(/^0+/, '') || '0',
    fraction: (padded.slice(cut) + d.fraction).replace(/0+$/, ''),
  };
}

/** |d| > 10^power, exactly. */
export function absGreaterThanPowerOfTen(d: Decimal, power: number): boolean {
  const limit = `1${'0'.repeat(power)}`;
  if (d.whole.length !== limit.length) return d.whole.length > limit.length;
  if (d.whole !== limit) return d.whole > limit;
  return d.fraction !== '';
}
