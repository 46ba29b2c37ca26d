/**
 * The markets the app lists, with the simulator's starting price and yearly volatility for each.
 * Crypto pairs trade against USDT around the clock; US stocks trade against USDT in New York
 * exchange hours.
 */
/**
 * Scales: a price has `priceScale` decimals and a quantity `qtyScale`, chosen so that
 * priceScale + qtyScale is at most the quote asset's scale (USDT: 6). Then every price x quantity
 * is a whole number of USDT minor units, and trades need no rounding.
 */
export interface MarketSeed {
  id: number;
  base: string;
  kind: 'crypto' | 'stock';
  priceScale: number;
  qtyScale: number;
  /** Simulator: starting price and annualised volatility (a fraction). */
  start: string;
  volatility: number;
  /** Simulator: typical traded quantity per tick, in whole units. */
  tickVolume: number;
}

export const MARKET_SEEDS: MarketSeed[] = [
  { id: 1, base: 'BTC', kind: 'crypto', priceScale: 2, qtyScale: 4, start: '65000', volatility: 0.6, tickVolume: 0.8 },
  { id: 2, base: 'ETH', kind: 'crypto', priceScale: 2, qtyScale: 4, start: '3200', volatility: 0.75, tickVolume: 9 },
  { id: 4, base: 'LTC', kind: 'crypto', priceScale: 2, qtyScale: 4, start: '85', volatility: 0.85, tickVolume: 60 },
  { id: 5, base: 'BCH', kind: 'crypto', priceScale: 2, qtyScale: 4, start: '420', volatility: 0.9, tickVolume: 12 },
  { id: 6, base: 'XRP', kind: 'crypto', priceScale: 4, qtyScale: 1, start: '0.55', volatility: 0.9, tickVolume: 40000 },
  { id: 7, base: 'SOL', kind: 'crypto', priceScale: 2, qtyScale: 3, start: '150', volatility: 1.0, tickVolume: 120 },
  { id: 8, base: 'DOGE', kind: 'crypto', priceScale: 5, qtyScale: 0, start: '0.15', volatility: 1.1, tickVolume: 150000 },
  { id: 9, base: 'ADA', kind: 'crypto', priceScale: 4, qtyScale: 1, start: '0.45', volatility: 1.0, tickVolume: 50000 },
  { id: 10, base: 'TRX', kind: 'crypto', priceScale: 5, qtyScale: 0, start: '0.12', volatility: 0.7, tickVolume: 90000 },
  { id: 11, base: 'DOT', kind: 'crypto', priceScale: 3, qtyScale: 2, start: '7', volatility: 1.0, tickVolume: 2500 },
  { id: 12, base: 'LINK', kind: 'crypto', priceScale: 3, qtyScale: 2, start: '15', volatility: 1.0, tickVolume: 1200 },
  { id: 101, base: 'AAPL', kind: 'stock', priceScale: 2, qtyScale: 4, start: '190', volatility: 0.25, tickVolume: 300 },
  { id: 102, base: 'MSFT', kind: 'stock', priceScale: 2, qtyScale: 4, start: '420', volatility: 0.25, tickVolume: 150 },
  { id: 103, base: 'NVDA', kind: 'stock', priceScale: 2, qtyScale: 4, start: '120', volatility: 0.5, tickVolume: 900 },
  { id: 104, base: 'AMZN', kind: 'stock', priceScale: 2, qtyScale: 4, start: '180', volatility: 0.35, tickVolume: 300 },
  { id: 105, base: 'GOOGL', kind: 'stock', priceScale: 2, qtyScale: 4, start: '170', volatility: 0.3, tickVolume: 250 },
  { id: 106, base: 'META', kind: 'stock', priceScale: 2, qtyScale: 4, start: '500', volatility: 0.4, tickVolume: 120 },
  { id: 107, base: 'TSLA', kind: 'stock', priceScale: 2, qtyScale: 4, start: '200', volatility: 0.6, tickVolume: 600 },
  { id: 108, base: 'JPM', kind: 'stock', priceScale: 2, qtyScale: 4, start: '200', volatility: 0.22, tickVolume: 150 },
];
