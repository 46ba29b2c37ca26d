import { describe, expect, it } from 'vitest';
import type { DepthLevel } from '@bourse/contract';
import {
  draftError,
  estimate,
  exceedsAvailable,
  groupLevels,
  groupSteps,
  sliderPercent,
  sliderValue,
  type OrderDraft,
  type Rules,
} from './order-math';

/** BTC/USDT as seeded: prices to the cent, quantities to 0.0001, 0.1 % taker fee, 5 % band. */
const BTC: Rules = { price_scale: 2, qty_scale: 4, min_qty: '0.0001', max_qty: '15.3846', taker_fee_percent: '0.1', band_percent: '5' };
const AAPL: Rules = { ...BTC, min_qty: '0.0052', max_qty: '5263.1578' };

const draft = (d: Partial<OrderDraft>): OrderDraft => ({
  side: 'buy',
  kind: 'limit',
  mode: 'amount',
  price: '60000',
  qty: '0.01',
  amount: '',
  ...d,
});
const level = (price: string, qty: string, platform = qty): DepthLevel => ({ price, qty, platform_qty: platform });

describe('the quantity slider', () => {
  it('buys 25, 50, 75 and 100 % of the available quote at the limit price, rounded down to a lot', () => {
    const at = (percent: number) =>
      sliderValue({ side: 'buy', kind: 'limit', mode: 'qty', percent, available: '1000', price: '60000' }, BTC);
    expect([25, 50, 75, 100].map((p) => at(p)?.value)).toEqual(['0.0041', '0.0083', '0.0125', '0.0166']);
    expect(at(50)?.field).toBe('qty');
  });

  it('sells a share of the available base, cut to the market precision', () => {
    const at = (percent: number) =>
      sliderValue({ side: 'sell', kind: 'limit', mode: 'qty', percent, available: '0.0014985', price: '66000' }, BTC);
    expect([25, 50, 75, 100].map((p) => at(p)?.value)).toEqual(['0.0003', '0.0007', '0.001', '0.0014']);
  });

  it('spends a share of the quote for a market buy by amount', () => {
    const v = sliderValue({ side: 'buy', kind: 'market', mode: 'amount', percent: 75, available: '123.456789', price: '' }, BTC);
    expect(v).toEqual({ field: 'amount', value: '92.592591' });
  });

  it('divides a market buy by quantity by the worst price the band allows, as the server holds', () => {
    // 1,000 USDT / (66,000 x 1.05 = 69,300) = 0.01443 -> 0.0144
    expect(sliderValue({ side: 'buy', kind: 'market', mode: 'qty', percent: 100, available: '1000', price: '66000' }, BTC)?.value).toBe(
      '0.0144',
    );
  });

  it('has nothing to offer without a price', () => {
    expect(sliderValue({ side: 'buy', kind: 'limit', mode: 'qty', percent: 50, available: '1000', price: '' }, BTC)).toBeUndefined();
  });

  it('places the bar at the share the value uses', () => {
    expect(sliderPercent('500', '1000', 6)).toBe(50);
    expect(sliderPercent('2000', '1000', 6)).toBe(100);
    expect(sliderPercent('1', '0', 6)).toBe(0);
  });
});

describe('validation with the server rules and codes', () => {
  it('asks for a price, then a correct one', () => {
    expect(draftError(draft({ price: '' }), BTC)).toEqual({ code: 'PRICE_REQUIRED', field: 'price' });
    expect(draftError(draft({ price: '0' }), BTC)?.code).toBe('PRICE_INVALID');
    expect(draftError(draft({ price: '60000.001' }), BTC)?.code).toBe('PRICE_INVALID');
  });

  it('asks for a correct number, at least the minimum and at most the maximum', () => {
    expect(draftError(draft({ qty: '' }), BTC)).toEqual({ code: 'NUMBER_INVALID', field: 'qty' });
    expect(draftError(draft({ qty: '0.00001' }), BTC)?.code).toBe('NUMBER_INVALID');
    expect(draftError(draft({ qty: '0.001' }), AAPL)).toEqual({ code: 'MIN_ORDER_QTY', field: 'qty', params: { min: '0.0052' } });
    expect(draftError(draft({ qty: '16' }), BTC)).toEqual({ code: 'MAX_ORDER_QTY', field: 'qty', params: { max: '15.3846' } });
    expect(draftError(draft({ qty: '0.0052' }), AAPL)).toBeUndefined();
  });

  it('asks for a correct amount for a market buy by amount, and ignores the price', () => {
    const d = draft({ kind: 'market', mode: 'amount', price: '', amount: '0' });
    expect(draftError(d, BTC)).toEqual({ code: 'AMOUNT_INVALID', field: 'amount' });
    expect(draftError({ ...d, amount: '100' }, BTC)).toBeUndefined();
  });

  it('knows when the order needs more than is available', () => {
    const d = draft({ qty: '0.02' });
    expect(exceedsAvailable(d, BTC, '1000', estimate(d, BTC, { bids: [], asks: [] }))).toBe(true);
    expect(exceedsAvailable(draft({}), BTC, '1000', estimate(draft({}), BTC, { bids: [], asks: [] }))).toBe(false);
    expect(exceedsAvailable(draft({ side: 'sell', qty: '0.002' }), BTC, '0.0014985', undefined)).toBe(true);
  });
});

describe('estimates', () => {
  const book = { asks: [level('66033', '0.001'), level('66066', '0.5')], bids: [level('65967', '0.002'), level('65934', '1')] };

  it('prices a limit order at its price with the taker fee of what it receives', () => {
    expect(estimate(draft({}), BTC, book)).toMatchObject({ qty: '0.01', total: '600', fee: '0.00001', feeCoin: 'base', partial: false });
  });

  it('walks the asks for a market buy by amount', () => {
    const e = estimate(draft({ kind: 'market', mode: 'amount', amount: '100' }), BTC, book)!;
    // 0.001 at 66,033 = 66.033; 33.967 left buys 0.0005 at 66,066 = 33.033
    expect(e).toMatchObject({ qty: '0.0015', total: '99.066', fee: '0.0000015', partial: false });
    expect(e.avgPrice).toBe('66044');
  });

  it('walks the bids for a market sell and takes the fee in the quote', () => {
    const e = estimate(draft({ side: 'sell', kind: 'market', qty: '0.003' }), BTC, book)!;
    expect(e).toMatchObject({ qty: '0.003', total: '197.868', fee: '0.197868', feeCoin: 'quote' });
  });

  it('says when the book on screen cannot fill a market order', () => {
    expect(estimate(draft({ kind: 'market', mode: 'qty', qty: '1' }), BTC, book)?.partial).toBe(true);
    expect(estimate(draft({ kind: 'market', mode: 'amount', amount: '10' }), BTC, { bids: [], asks: [] })?.partial).toBe(true);
  });
});

describe('grouping the book', () => {
  it('offers one tick, then ten, a hundred and a thousand', () => {
    expect(groupSteps(2)).toEqual(['0.01', '0.1', '1', '10']);
  });

  it('groups bids down and asks up, sums each group and keeps running totals', () => {
    const bids = [level('65967.55', '0.1'), level('65961.2', '0.2'), level('65959.99', '0.3')];
    expect(groupLevels(bids, 'bids', '10', BTC, 10)).toEqual([
      { price: '65960.00', qty: '0.3', cumulative: '0.3', platformQty: '0.3' },
      { price: '65950.00', qty: '0.3', cumulative: '0.6', platformQty: '0.3' },
    ]);
    const asks = [level('66033.01', '0.1'), level('66039.99', '0.2'), level('66040', '0.3')];
    expect(groupLevels(asks, 'asks', '10', BTC, 10)).toEqual([{ price: '66040.00', qty: '0.6', cumulative: '0.6', platformQty: '0.6' }]);
  });

  it('keeps the platform market maker’s share of each grouped level apart from users’ orders', () => {
    const bids = [level('100.01', '0.5', '0.2'), level('100.05', '0.25', '0'), level('99.99', '1', '1')];
    expect(groupLevels(bids, 'bids', '0.1', BTC, 10).map((r) => [r.price, r.qty, r.platformQty])).toEqual([
      ['100.00', '0.75', '0.2'],
      ['99.90', '1', '1'],
    ]);
  });

  it('keeps the best rows only', () => {
    const asks = [level('3', '1'), level('1', '1'), level('2', '1')];
    expect(groupLevels(asks, 'asks', '0.01', BTC, 2).map((r) => r.price)).toEqual(['1.00', '2.00']);
  });
});
