/**
 * How spot numbers read: the shared kinds of lib/number-display (prices at the market's price
 * scale, order quantities at its quantity scale, money as asset amounts, percents), with the
 * locale's grouping, truncated so a display never shows more than there is.
 */
import { useMemo } from 'react';
import { useNumberFormat } from '../../lib/number-display';

export function useSpotFormat() {
  const n = useNumberFormat();
  const { locale } = n;
  return useMemo(
    () => ({
      locale,
      /** A price at exactly `decimals` places (the market's price scale; default as written); '--' when missing. */
      num: (value: string | null | undefined, decimals?: number) => (value ? n.price(value, decimals) : '--'),
      /** The same: a price at the market's price scale. */
      price: (value: string | null | undefined, decimals?: number) => (value ? n.price(value, decimals) : '--'),
      /**
       * Money (a total, a balance, a fee in the quote coin): an asset amount with at most `max`
       * decimals and at least 2. With `min` 0, an order quantity instead (at most `max`, unpadded).
       */
      amount: (value: string | null | undefined, max = 8, min = 2) => {
        if (!value) return '--';
        return min === 0 ? n.qty(value, max) : n.amount(value, max);
      },
      /** An order quantity at the market's quantity scale, unpadded. */
      qty: (value: string | null | undefined, scale?: number) => (value ? n.qty(value, scale) : '--'),
      /** A percent in percent units, signed when asked ('1.25' -> '+1.25%'). */
      percent: (value: string | null | undefined, signed = false) => n.percent(value, signed),
      /** The number of a percent whose text writes the % sign itself. */
      percentValue: (value: string | null | undefined) => n.percentValue(value),
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
          ? new Intl.DateTimeFormat(locale, {
              weekday: 'short',
              month: 'short',
              day: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
            }).format(new Date(iso))
          : '--',
    }),
    [n, locale],
  );
}

/** 'BTC/USDT' -> ['BTC', 'USDT']. */
export function splitSymbol(symbol: string): { base: string; quote: string } {
  const [base = symbol, quote = 'USDT'] = symbol.split('/');
  return { base, quote };
}

/** The trade screen of a market, on either trade route. */
export const tradeHref = (path: string, symbol: string, side?: 'buy' | 'sell') =>
  `${path}?symbol=${encodeURIComponent(symbol)}${side ? `&side=${side}` : ''}`;
