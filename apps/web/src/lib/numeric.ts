/**
 * The numeric helper of SPEC section 5: what a user typed into an amount field, reduced to digits
 * and one decimal point. Amounts stay decimal strings; they are never turned into JS numbers.
 */
import { toNumericText } from '@bourse/contract/validators';

export { toNumericText };

/** Clean an amount as typed and cut it to at most `maxDecimals` fraction digits (default 10). */
export function toAmountText(value: string, maxDecimals = 10): string {
  const text = toNumericText(value);
  const dot = text.indexOf('.');
  if (dot === -1) return text.replace(/^0+(?=\d)/, '');
  const whole = text.slice(0, dot).replace(/^0+(?=\d)/, '') || '0';
  return maxDecimals === 0 ? whole : `${whole}.${text.slice(dot + 1, dot + 1 + maxDecimals)}`;
}
