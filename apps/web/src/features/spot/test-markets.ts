/** The seeded BTC/USDT and AAPL/USDT spot markets, as the component tests of this feature use them. */
import type { SpotMarketInfo } from '@bourse/contract';

/** Prices to the cent, quantities to 0.0001, 0.1 % fees, 5 % band. */
export const BTC: SpotMarketInfo = {
  id: 1,
  symbol: 'BTC/USDT',
  kind: 'crypto',
  price_scale: 2,
  qty_scale: 4,
  min_qty: '0.0001',
  max_qty: '15.3846',
  maker_fee_percent: '0.1',
  taker_fee_percent: '0.1',
  band_percent: '5',
  trading: true,
  next_open: null,
};
export const AAPL: SpotMarketInfo = { ...BTC, id: 101, symbol: 'AAPL/USDT', kind: 'stock', min_qty: '0.0052', max_qty: '5263.1578' };
