/**
 * Sizing a futures order in the coin or in USDT (issue 13): the conversion to whole lots is exact
 * and rounds down, a unit switch keeps the size, the form says what lots the size makes, and only
 * lots are sent.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { langStore } from '../../app/preferences';
import { clearSession, signIn } from '../../app/session';
import { checkOpen } from './maths';
import Contract from './pages/Contract';
import { lotsOfSize, qtyOfLots, sizeText } from './sizing';
import { BTC, calls, fetchMock, ok, show, TERMS, value } from './test-fixtures';

vi.mock('../../app/socket', () => {
  const quiet = { connected: true, on: () => quiet, off: () => quiet, emit: () => quiet };
  return { openSocket: () => Promise.resolve(quiet) };
});

const USDT = 6;
/** 66,000.00 in price ticks. */
const PRICE = 6_600_000n;

describe('the conversion to lots', () => {
  it('takes lots as they are, the coin and USDT rounded down to whole lots', () => {
    expect(lotsOfSize(TERMS, { text: '3', unit: 'lots' }, undefined, USDT)).toEqual({ ok: true, lots: 3 });
    expect(lotsOfSize(TERMS, { text: '0.002', unit: 'coin' }, undefined, USDT)).toEqual({ ok: true, lots: 2 });
    expect(lotsOfSize(TERMS, { text: '0.00299999', unit: 'coin' }, undefined, USDT)).toEqual({ ok: true, lots: 2 });
    expect(lotsOfSize(TERMS, { text: '0.0009', unit: 'coin' }, undefined, USDT)).toEqual({ ok: true, lots: 0 });
    // A lot at 66,000.00 is worth 66 USDT.
    expect(lotsOfSize(TERMS, { text: '200', unit: 'quote' }, PRICE, USDT)).toEqual({ ok: true, lots: 3 });
    expect(lotsOfSize(TERMS, { text: '198', unit: 'quote' }, PRICE, USDT)).toEqual({ ok: true, lots: 3 });
    expect(lotsOfSize(TERMS, { text: '197.99', unit: 'quote' }, PRICE, USDT)).toEqual({ ok: true, lots: 2 });
    expect(lotsOfSize(TERMS, { text: '200', unit: 'quote' }, undefined, USDT)).toEqual({ ok: false, reason: 'price' });
    expect(lotsOfSize(TERMS, { text: '', unit: 'coin' }, PRICE, USDT)).toEqual({ ok: false, reason: 'empty' });
    expect(lotsOfSize(TERMS, { text: '1.5', unit: 'lots' }, PRICE, USDT)).toEqual({ ok: false, reason: 'invalid' });
    expect(qtyOfLots(TERMS, 3)).toBe('0.003');
  });

  it('writes a size in another unit so that it reads back as the same lots (property)', () => {
    fc.assert(
      // From 10.00 USDT a lot (0.001 BTC) is worth at least a cent, the finest USDT size typed.
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.bigInt({ min: 1000n, max: 10n ** 9n }), (lots, price) => {
        for (const unit of ['lots', 'coin', 'quote'] as const) {
          const text = sizeText(TERMS, { lots, unit }, price, USDT);
          expect(lotsOfSize(TERMS, { text, unit }, price, USDT)).toEqual({ ok: true, lots });
        }
      }),
    );
  });

  it('opens at the price with the spread for a long, which may buy one lot less', () => {
    const spread = { ...TERMS, spread: '5.00' };
    const draft = {
      side: 'long',
      kind: 'market',
      lots: '198',
      unit: 'quote',
      leverage: 10,
      limitPrice: '',
      takeProfit: '',
      stopLoss: '',
    } as const;
    // 3 lots at 66,005.00 are 198.015 USDT: 198 makes 2.
    const long = checkOpen(spread, draft, USDT);
    expect(long.ok && long.estimate.qty).toBe('0.002');
    const short = checkOpen(spread, { ...draft, side: 'short' }, USDT);
    expect(short.ok && short.estimate.qty).toBe('0.003');
    // Too little for a lot: the minimum, in the coin.
    const small = checkOpen(TERMS, { ...draft, lots: '65' }, USDT);
    expect(!small.ok && small.failure).toEqual({ code: 'MIN_ORDER_QTY', field: 'lots', params: { min: '0.001 BTC' } });
  });
});

describe('the size field', () => {
  beforeEach(() => {
    langStore.set('en');
    signIn('token-1');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      switch (new URL(String(input), 'http://localhost').pathname) {
        case '/api/currency/quotation_new':
          return ok([{ quote: 'USDT', kind: 'crypto', markets: [BTC] }]);
        case '/api/lever/deal':
          return ok({ ...TERMS, available: '1000' });
        case '/api/lever/dealall':
          return ok({
            margin_currency: 'USDT',
            available: '1000',
            positions: [],
            doing: [],
            total_margin: '0',
            total_unrealised_pnl: '0',
            risk_rate: null,
          });
        default:
          return ok(null);
      }
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('sizes in USDT, shows the lots it makes, and sends lots', async () => {
    show('/pages/transaction/contract', <Contract />);
    fireEvent.change(await screen.findByLabelText('Lots'), { target: { value: '2' } });
    // The switch keeps the size: 2 lots are 0.002 BTC, then 132 USDT.
    fireEvent.click(screen.getByTestId('size-unit-coin'));
    expect((screen.getByLabelText('Size (BTC)') as HTMLInputElement).value).toBe('0.002');
    expect(screen.getByTestId('size-lots').textContent).toBe('Lots: 2 = 0.002 BTC (rounded down to whole lots)');
    fireEvent.click(screen.getByTestId('size-unit-quote'));
    const usdt = screen.getByLabelText('Size (USDT)') as HTMLInputElement;
    expect(usdt.value).toBe('132');

    fireEvent.change(usdt, { target: { value: '200' } });
    expect(screen.getByTestId('size-lots').textContent).toBe('Lots: 3 = 0.003 BTC (rounded down to whole lots)');
    expect(value('est-notional')).toBe('198.00 USDT');
    expect(value('est-margin')).toBe('19.80 USDT');

    fireEvent.click(screen.getByTestId('open-submit'));
    const sheet = await screen.findByTestId('confirm-sheet');
    expect(value('confirm-qty', sheet)).toBe('3 lots = 0.003 BTC');
    fireEvent.click(within(sheet).getByTestId('confirm-submit'));
    await waitFor(() => expect(calls('/lever/submit')).toHaveLength(1));
    const body = String(calls('/lever/submit')[0]![1]!.body);
    expect(body).toMatch(/"?share"?[=:]"?3\b/);
  });

  it('refuses a size below one lot, naming the minimum in the coin', async () => {
    show('/pages/transaction/contract', <Contract />);
    await screen.findByLabelText('Lots');
    fireEvent.click(screen.getByTestId('size-unit-coin'));
    fireEvent.change(screen.getByLabelText('Size (BTC)'), { target: { value: '0.0005' } });
    expect(screen.getByTestId('size-lots').textContent).toBe('Lots: 0 = 0 BTC (rounded down to whole lots)');
    fireEvent.click(screen.getByTestId('open-submit'));
    expect((await screen.findByTestId('lots-error')).textContent).toBe('Minimum order quantity cannot be less than 0.001 BTC');
    expect(calls('/lever/submit')).toHaveLength(0);
  });
});
