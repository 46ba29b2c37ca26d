import { useCallback } from 'react';
import { formatFiatFromUsd } from '../lib/fiat';
import { useLocale } from '../lib/use-locale';
import { useRates } from './fiat-rates';
import { useFiat } from './preferences';

/**
 * Formats a USD amount as its equivalent in the user's default fiat (SPEC section 9), in their
 * language. Every screen that shows a fiat equivalent goes through this, so the choice applies
 * everywhere at once.
 */
export function useFiatFormatter(): (amountUsd: string) => string {
  const fiat = useFiat();
  const rates = useRates();
  const { locale } = useLocale();
  return useCallback((amountUsd: string) => formatFiatFromUsd(amountUsd, { locale, fiat, rates }), [fiat, rates, locale]);
}
