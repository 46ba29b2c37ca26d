/**
 * What the OTC desk needs from market data's `prices` port (app/modules.ts hands it across): the
 * markets, the mark price with the recorded ticks it is the median of, and keeping a receipt's ticks
 * past raw-tick retention.
 */
export interface OtcPorts {
  prices: {
    markets(): Array<{ id: number; base: string; quote: string; kind: 'crypto' | 'stock'; priceScale: number }>;
    markPrice(marketId: number):
      | {
          price: bigint;
          ts: number;
          windowMs: number;
          ticks: Array<{ id: number; ts: number; price: bigint; priceScale: number; source: string }>;
        }
      | undefined;
    keepTicks(keeper: { name: string; sql: string }): void;
  };
}
