/**
 * How every number reads (issue 13): one formatter per kind, from exact decimal strings through
 * Intl in the user's locale, never through a float, and truncated (a display never shows more
 * than there is). Each screen picks the kind, not the decimals:
 *
 * - an asset amount (`formatAmount`): at most the asset's scale, at least 2 decimals;
 * - an order quantity (`formatQuantity`): at most the market's quantity scale (its lot), unpadded;
 * - a price (`formatPrice`): exactly the market's price scale (its tick);
 * - fiat (`formatFiat`): the currency's cents, and at least 4 significant digits under 1
 *   (XRP at $0.6087 is not "$0.60");
 * - a percent (`formatPercent`): 2 decimals with the locale's sign and spacing;
 * - a compact figure (`formatCompact`, SPEC section 9): M above 1e6, K above 1e3, else 4 decimals.
 *
 * Anything that is not a decimal shows as '--'.
 */
import { numberFormat } from './intl';

export interface DecimalDisplay {
  min?: number;
  max?: number;
  signed?: boolean;
}

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;
const NONE = '--';

/** The text when it is a plain decimal ('-1.5'), else undefined. */
function decimalText(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  return DECIMAL.test(text) ? text : undefined;
}

export function formatDecimal(value: string | null | undefined, locale: string, options: DecimalDisplay & { max: number }): string {
  const text = decimalText(value);
  if (text === undefined) return NONE;
  const min = options.min ?? 0;
  return numberFormat(locale, {
    minimumFractionDigits: min,
    maximumFractionDigits: Math.max(options.max, min),
    roundingMode: 'trunc',
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  }).format(text as `${number}`);
}

/** Decimals an amount always shows, so money columns line up. */
export const AMOUNT_MIN_DECIMALS = 2;
/** The scale of an amount whose asset the screen does not know: every seeded asset has at most 8. */
export const DEFAULT_AMOUNT_SCALE = 8;

export interface AmountDisplay {
  /** The asset's scale (its display scale: the decimals the ledger keeps for it). */
  scale?: number;
  /** With its sign (+ or -), for a change or a PnL. */
  signed?: boolean;
}

/** An asset amount: '1000' -> '1,000.00', '0.0014985' -> '0.0014985', '12.3456789' at scale 6 -> '12.345678'. */
export function formatAmount(value: string | null | undefined, locale: string, options: AmountDisplay = {}): string {
  const scale = options.scale ?? DEFAULT_AMOUNT_SCALE;
  return formatDecimal(value, locale, { min: Math.min(AMOUNT_MIN_DECIMALS, scale), max: scale, signed: options.signed });
}

/** An order quantity at the market's quantity scale (its lot): '0.5' at 4 -> '0.5', '0.01239' at 4 -> '0.0123'. */
export function formatQuantity(value: string | null | undefined, locale: string, scale: number = DEFAULT_AMOUNT_SCALE): string {
  return formatDecimal(value, locale, { max: scale });
}

/** How many decimals a decimal string is written with ('66000.50' -> 2). */
export function decimalsOf(value: string): number {
  const text = value.trim();
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * A price at the market's price scale: '66000.5' at 2 -> '66,000.50'. Without a scale, with the
 * decimals it is written with (the server writes prices at the market's tick).
 */
export function formatPrice(value: string | null | undefined, locale: string, scale?: number): string {
  const text = decimalText(value);
  if (text === undefined) return NONE;
  const decimals = scale ?? decimalsOf(text);
  return formatDecimal(text, locale, { min: decimals, max: decimals });
}

export interface PercentDisplay {
  signed?: boolean;
  /** Decimals shown (default 2). */
  decimals?: number;
}

/** A percent given in percent units: '-1.25' -> '-1.25%' (fr-FR: '-1,25 %'). */
export function formatPercent(value: string | null | undefined, locale: string, options: PercentDisplay = {}): string {
  const text = decimalText(value);
  if (text === undefined) return NONE;
  const decimals = options.decimals ?? 2;
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    roundingMode: 'trunc',
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  }).format(`${text}E-2` as `${number}`);
}

/** SPEC section 9's default precision of a compact figure, and the decimals of a small one. */
export const COMPACT_PRECISION = 2;
export const SMALL_NUMBER_DECIMALS = 4;

/** |value| / 10^power as a decimal string when |value| > 10^power (strictly), else undefined. */
function scaledDown(text: string, power: number): string | undefined {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = text.replace(/^[+-]/, '').split('.');
  const digits = whole.replace(/^0+/, '');
  const over = digits.length > power + 1 || (digits.length === power + 1 && (digits !== `1${'0'.repeat(power)}` || /[1-9]/.test(fraction)));
  if (!over) return undefined;
  const cut = digits.length - power;
  return `${negative ? '-' : ''}${digits.slice(0, cut)}.${digits.slice(cut)}${fraction}`;
}

/** SPEC section 9: '1234567.891' -> '1.23M'; '2500' -> '2.50K'; '0.123456' -> '0.1234'. */
export function formatCompact(value: string | null | undefined, locale: string, precision = COMPACT_PRECISION): string {
  const text = decimalText(value);
  if (text === undefined) return NONE;
  const fixed = (t: string, d: number) => formatDecimal(t, locale, { min: d, max: d });
  const millions = scaledDown(text, 6);
  if (millions !== undefined) return `${fixed(millions, precision)}M`;
  const thousands = scaledDown(text, 3);
  if (thousands !== undefined) return `${fixed(thousands, precision)}K`;
  return fixed(text, SMALL_NUMBER_DECIMALS);
}

/** Significant digits a fiat value under 1 keeps at least. */
export const FIAT_SMALL_SIGNIFICANT = 4;

/**
 * The decimals a fiat value shows: the currency's own (cents), or under 1 enough for 4
 * significant digits: '0.6087' USD -> 4, '0.000123456' -> 7, '12.5' -> 2.
 */
export function fiatDecimals(value: string, currencyDigits: number): number {
  const [whole = '', fraction = ''] = value.replace(/^[+-]/, '').split('.');
  if (/[1-9]/.test(whole)) return currencyDigits;
  const first = fraction.search(/[1-9]/);
  if (first === -1) return currencyDigits;
  return Math.max(currencyDigits, first + FIAT_SMALL_SIGNIFICANT);
}

/** A fiat value in its currency: '0.6087' USD -> '$0.6087', '1234.567' EUR in fr-FR -> '1 234,56 €'. */
export function formatFiat(value: string | null | undefined, locale: string, currency: string): string {
  const text = decimalText(value);
  if (text === undefined) return NONE;
  const cents = numberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: cents,
    maximumFractionDigits: fiatDecimals(text, cents),
    roundingMode: 'trunc',
  }).format(text as `${number}`);
}
