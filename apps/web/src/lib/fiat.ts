/**
 * Fiat equivalents (SPEC section 9: default USD at rate 1; rates are units of a currency per USD).
 * The product of an amount and a rate is computed exactly in bigint, then shown by the fiat kind
 * of @bourse/maths (`formatFiat`: cents, and 4 significant digits under 1) in the user's locale
 * and chosen currency, truncated so an equivalent never overstates a balance.
 */
import { formatFiat } from '@bourse/maths';
import { formatUnits, parseUnits } from '@bourse/money';
import { DEFAULT_FIAT, FIATS, type Fiat } from '@bourse/contract/constants';
import { formatDecimal, parseDecimal } from './decimal';

export { DEFAULT_FIAT, FIATS, type Fiat };

const AMOUNT_SCALE = 18;
const RATE_SCALE = 10;

export function isFiat(value: unknown): value is Fiat {
  return typeof value === 'string' && (FIATS as readonly string[]).includes(value);
}

function toUnits(text: string, scale: number): bigint | undefined {
  const d = parseDecimal(text);
  if (!d) return undefined;
  const cut = { ...d, fraction: d.fraction.slice(0, scale) };
  return parseUnits(formatDecimal(cut), scale, { allowNegative: true });
}

/** amount (in USD) x rate, as an exact decimal string; undefined when either is unreadable. */
export function convertFromUsd(amountUsd: string, rate: string): string | undefined {
  const amount = toUnits(amountUsd, AMOUNT_SCALE);
  const perUsd = toUnits(rate, RATE_SCALE);
  if (amount === undefined || perUsd === undefined) return undefined;
  return formatUnits(amount * perUsd, AMOUNT_SCALE + RATE_SCALE);
}

export interface FiatFormatOptions {
  locale: string;
  fiat: Fiat;
  /** currency_code -> units per USD; USD is always 1. */
  rates: Record<string, string>;
}

/** '12.5' USD -> '€11.50' for EUR at 0.92 in en-US; '0.6087' -> '$0.6087'. Without a rate for the currency, in USD. */
export function formatFiatFromUsd(amountUsd: string, { locale, fiat, rates }: FiatFormatOptions): string {
  const rate = fiat === 'USD' ? '1' : rates[fiat];
  const currency = rate ? fiat : 'USD';
  const value = convertFromUsd(amountUsd, rate ?? '1');
  if (value === undefined) return '--';
  return formatFiat(value, locale, currency);
}

/** The currency's name in the user's language, e.g. 'euro' / '欧元'. */
export function fiatName(fiat: Fiat, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(fiat) ?? fiat;
  } catch {
    return fiat;
  }
}
