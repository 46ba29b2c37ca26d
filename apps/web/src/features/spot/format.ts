/**
 * How spot numbers read: prices at the market's price scale, quantities at its quantity scale,
 * with the locale's grouping (Intl), truncated so a display never shows more than there is.
 */
import { useLocale } from '../../lib/use-locale';
import { formatFixed } from '../../lib/number-display';

export function useSpotFormat() {
  const { locale } = useLocale();
  return {
    locale,
    /** A decimal string at exactly `decimals` places; '--' when missing. */
    num: (value: string | null | undefined, decimals: number) => (value ? formatFixed(value, decimals, locale) : '--'),
    /** A decimal string with up to `max` places, without trailing zeros beyond `min`. */
    amount: (value: string | null | undefined, max = 8, min = 2) => {
      if (!value) return '--';
      const f = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max, roundingMode: 'trunc' });
      return f.format(value as `${number}`);
    },
    time: (ms: number) =>
      new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(ms),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hour12: false,
      }).format(new Date(iso)),
    opens: (iso: string | null) =>
      iso
        ? new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(
            new Date(iso),
          )
        : '--',
  };
}

/** 'BTC/USDT' -> ['BTC', 'USDT']. */
export function splitSymbol(symbol: string): { base: string; quote: string } {
  const [base = symbol, quote = 'USDT'] = symbol.split('/');
  return { base, quote };
}

/** The trade screen of a market, on either trade route. */
export const tradeHref = (path: string, symbol: string, side?: 'buy' | 'sell') =>
  `${path}?symbol=${encodeURIComponent(symbol)}${side ? `&side=${side}` : ''}`;
