/**
 * The open form's maths and checks: the same figures as the server's formulas (@bourse/maths
 * `lever`, checked on random inputs through the form's own parsing and formatting) and the
 * server's error codes, in its order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from '@bourse/money';
import type { LeverTerms } from '@bourse/contract';
import { liquidationPrice, marginFor, notional, rateOf } from '@bourse/maths/lever';
import { applyLive, sumDecimals, totalRisk } from './live';
import { checkOpen, estimate, priceScaleOf, type OpenDraft } from './maths';

/** BTC/USDT as seeded: price scale 2, quantity scale 4, 1 lot = 0.001 BTC, USDT scale 6. */
const TERMS: LeverTerms = {
  currency_id: 1,
  legal_id: 3,
  symbol: 'BTC/USDT',
  margin_currency: 'USDT',
  margin_scale: 6,
  price_scale: 2,
  available: '100',
  multiples: [5, 10, 20, 50, 100],
  min_lots: 1,
  max_lots: 10000,
  contract_size: '0.001',
  fee_percent: '0.05',
  overnight_percent: '0.02',
  overnight_time: '00:00',
  liquidation_risk_percent: '10',
  spread: '0.00',
  price: '66000.00',
  price_time: 0,
  mark_price: '66000.00',
  leverage_cap: 20,
  leverage_confirmed: false,
};
const USDT = 6;
const draft = (over: Partial<OpenDraft> = {}): OpenDraft => ({
  side: 'long',
  kind: 'market',
  lots: '1',
  leverage: 10,
  limitPrice: '',
  takeProfit: '',
  stopLoss: '',
  ...over,
});
const failure = (over: Partial<OpenDraft>, terms = TERMS) => {
  const r = checkOpen(terms, draft(over), USDT);
  return r.ok ? undefined : r.failure;
};

describe('estimates before opening', () => {
  it('a 10x long of one lot at 66,000: value 66, margin 6.6, fee 0.033, liquidated at 60,060', () => {
    const r = checkOpen(TERMS, draft(), USDT);
    expect(r.ok && r.estimate).toEqual({
      qty: '0.001',
      entry: '66000.00',
      notional: '66',
      margin: '6.6',
      fee: '0.033',
      total: '6.633',
      liquidation: '60060.00',
      cap: '132000.00',
    });
  });

  it('a short is liquidated above its entry, the same distance away, and has no profit cap', () => {
    const r = checkOpen(TERMS, draft({ side: 'short' }), USDT);
    expect(r.ok && r.estimate.liquidation).toBe('71940.00');
    expect(r.ok && r.estimate.cap).toBeNull();
  });

  it('adds a configured spread to a long’s entry and takes it off a short’s', () => {
    const spread = { ...TERMS, spread: '5.00' };
    expect(estimate(spread, 'long', { entryTicks: 6_600_500n, lots: 1, leverage: 10 }, USDT).entry).toBe('66005.00');
    const long = checkOpen(spread, draft(), USDT);
    const short = checkOpen(spread, draft({ side: 'short' }), USDT);
    expect(long.ok && long.estimate.entry).toBe('66005.00');
    expect(short.ok && short.estimate.entry).toBe('65995.00');
  });

  it('takes the price scale from the terms', () => {
    expect(priceScaleOf(TERMS)).toBe(2);
    expect(priceScaleOf({ price_scale: 4 })).toBe(4);
  });

  it('matches the server’s formulas exactly on random markets, prices and sizes', () => {
    fc.assert(
      fc.property(
        fc.record({
          priceScale: fc.integer({ min: 0, max: 4 }),
          qtyScale: fc.integer({ min: 0, max: 2 }),
          sizeUnits: fc.bigInt({ min: 1n, max: 1000n }),
          priceTicks: fc.bigInt({ min: 1n, max: 10_000_000n }),
          lots: fc.integer({ min: 1, max: 10_000 }),
          leverage: fc.constantFrom(1, 3, 5, 10, 20, 50, 100, 125),
          feePpm: fc.integer({ min: 0, max: 10_000 }),
          thresholdPpm: fc.integer({ min: 0, max: 900_000 }),
          side: fc.constantFrom('long' as const, 'short' as const),
        }),
        (c) => {
          const scales = { priceScale: c.priceScale, qtyScale: c.qtyScale, quoteScale: USDT };
          const terms: LeverTerms = {
            ...TERMS,
            contract_size: formatUnits(c.sizeUnits, c.qtyScale),
            fee_percent: formatUnits(BigInt(c.feePpm), 4),
            liquidation_risk_percent: formatUnits(BigInt(c.thresholdPpm), 4),
            spread: formatUnits(0n, c.priceScale, { fixed: c.priceScale }),
            price_scale: c.priceScale,
          };
          const qty = BigInt(c.lots) * c.sizeUnits;
          const value = notional(scales, c.priceTicks, qty);
          const margin = marginFor(value, c.leverage);
          const liq = liquidationPrice(scales, c.side, c.priceTicks, qty, margin, c.thresholdPpm);
          const est = estimate(terms, c.side, { entryTicks: c.priceTicks, lots: c.lots, leverage: c.leverage }, USDT);
          expect(parseUnits(est.notional, USDT)).toBe(value);
          expect(parseUnits(est.margin, USDT)).toBe(margin);
          expect(parseUnits(est.fee, USDT)).toBe(rateOf(value, c.feePpm));
          expect(est.liquidation === null ? 0n : parseUnits(est.liquidation, c.priceScale)).toBe(liq);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('checks before opening, with the server’s codes', () => {
  it('wants whole lots within the market’s limits', () => {
    expect(failure({ lots: '' })).toEqual({ code: 'NUMBER_INVALID', field: 'lots' });
    expect(failure({ lots: '1.5' })).toEqual({ code: 'NUMBER_INVALID', field: 'lots' });
    expect(failure({ lots: '0' })).toEqual({ code: 'NUMBER_INVALID', field: 'lots' });
    expect(failure({ lots: '2' }, { ...TERMS, min_lots: 3 })).toEqual({ code: 'MIN_ORDER_QTY', field: 'lots', params: { min: '3' } });
    expect(failure({ lots: '10001' })).toEqual({ code: 'MAX_ORDER_QTY', field: 'lots', params: { max: '10000' } });
  });

  it('offers only the market’s multiples', () => {
    expect(failure({ leverage: 7 })).toEqual({ code: 'LEVERAGE_INVALID', field: 'leverage' });
  });

  it('offers leverage above the cap only after the user’s confirmation', () => {
    expect(failure({ leverage: 20 })).toBeUndefined();
    expect(failure({ leverage: 50 })).toEqual({ code: 'LEVERAGE_CONFIRMATION_REQUIRED', field: 'leverage', params: { max: '20' } });
    expect(failure({ leverage: 100 }, { ...TERMS, leverage_confirmed: true })).toBeUndefined();
  });

  it('wants a limit price at the market’s precision for a limit order', () => {
    expect(failure({ kind: 'limit' })).toEqual({ code: 'PRICE_REQUIRED', field: 'limitPrice' });
    expect(failure({ kind: 'limit', limitPrice: '65000.123' })).toEqual({ code: 'PRICE_INVALID', field: 'limitPrice' });
    expect(failure({ kind: 'limit', limitPrice: '0' })).toEqual({ code: 'PRICE_INVALID', field: 'limitPrice' });
    const r = checkOpen(TERMS, draft({ kind: 'limit', limitPrice: '65000' }), USDT);
    expect(r.ok && r.estimate.margin).toBe('6.5');
  });

  it('puts a long’s take-profit above and stop-loss below the price; a short’s the other way', () => {
    expect(failure({ takeProfit: '65000' })).toEqual({ code: 'TAKE_PROFIT_INVALID', field: 'takeProfit' });
    expect(failure({ takeProfit: '66000' })).toEqual({ code: 'TAKE_PROFIT_INVALID', field: 'takeProfit' });
    expect(failure({ stopLoss: '67000' })).toEqual({ code: 'STOP_LOSS_INVALID', field: 'stopLoss' });
    expect(failure({ takeProfit: '67000', stopLoss: '65000' })).toBeUndefined();
    expect(failure({ side: 'short', takeProfit: '67000' })).toEqual({ code: 'TAKE_PROFIT_INVALID', field: 'takeProfit' });
    expect(failure({ side: 'short', takeProfit: '65000', stopLoss: '67000' })).toBeUndefined();
    // A limit order's stops are judged against its limit price, as on the server.
    expect(failure({ kind: 'limit', limitPrice: '60000', takeProfit: '61000', stopLoss: '59000' })).toBeUndefined();
    // Empty or zero means none.
    expect(failure({ takeProfit: '0', stopLoss: '' })).toBeUndefined();
  });

  it('refuses what the available balance cannot cover (margin plus fee)', () => {
    // 16 lots: margin 105.6 > 100.
    expect(failure({ lots: '16' })).toEqual({ code: 'INSUFFICIENT_BALANCE', field: 'lots' });
    // 15 lots: margin 99 + fee 0.495.
    expect(failure({ lots: '15' }, { ...TERMS, available: '99.494999' })).toEqual({ code: 'INSUFFICIENT_BALANCE', field: 'lots' });
    expect(failure({ lots: '15' }, { ...TERMS, available: '99.495' })).toBeUndefined();
  });

  it('has no market estimate without a price', () => {
    expect(failure({}, { ...TERMS, price: null })).toEqual({ code: 'PRICE_UNAVAILABLE', field: 'lots' });
  });
});

describe('live figures', () => {
  it('sums signed decimals exactly and recomputes the account’s risk rate as the server does', () => {
    expect(sumDecimals(['0.1', '0.2', '-0.35'])).toBe('-0.05');
    expect(totalRisk('10', '-9.5')).toBe('5.00');
    expect(totalRisk('10', '-12')).toBe('0.00');
    expect(totalRisk('6.6', '1')).toBe('115.15');
    expect(totalRisk('0', '0')).toBeNull();
  });

  it('moves only the pushed positions and the totals', () => {
    const base = { id: 1, margin: '6.6', unrealised_pnl: '0', mark_price: '66000.00', risk_rate: '100.00' };
    const summary = {
      margin_currency: 'USDT',
      available: '10',
      positions: [base, { ...base, id: 2, unrealised_pnl: '-1' }],
      doing: [],
      total_margin: '13.2',
      total_unrealised_pnl: '-1',
      risk_rate: '92.42',
    } as never;
    const next = applyLive(summary, {
      symbol: 'BTC/USDT',
      positions: [{ id: 1, mark_price: '67000.00', unrealised_pnl: '1', risk_rate: '115.15', last_price: '67100.00' }],
    });
    expect(next.positions.map((p) => p.unrealised_pnl)).toEqual(['1', '-1']);
    expect(next.positions[0]).toMatchObject({ mark_price: '67000.00', last_price: '67100.00' });
    expect(next.total_unrealised_pnl).toBe('0');
    expect(next.risk_rate).toBe('100.00');
  });
});
