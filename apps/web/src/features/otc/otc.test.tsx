/**
 * The OTC desk with the server faked at fetch: below the minimum nothing is asked; a quote shows
 * its price, total and firm time, and accepting sends its id once with an Idempotency-Key.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { OtcMarket, OtcQuote } from '@bourse/contract';
import type { ApiOutput } from '../../app/api';
import { fakeServer, show } from '../../test/fake-server';
import Otc from './pages/Otc';

const USER = { id: 7, account: 'ada@example.com', email: 'ada@example.com', nickname: 'Ada' } as unknown as ApiOutput<'GET /user/info'>;
const { answer, calls, sent, header } = fakeServer({ user: USER });
afterEach(cleanup);

const MARKET: OtcMarket = {
  quote_currency: 'USDT',
  ttl_ms: 15_000,
  tiers: [
    { up_to_usdt: '50000', spread_percent: '0.3' },
    { up_to_usdt: null, spread_percent: '0.5' },
  ],
  assets: [{ currency: 'BTC', scale: 8, min_amount: '0.1', price: '50000.00', max_buy: '10', max_sell: '20', balance: '1' }],
  quote_balance: '100000',
};
const QUOTE: OtcQuote = {
  id: 9,
  currency: 'BTC',
  quote_currency: 'USDT',
  side: 'buy',
  amount: '0.5',
  mark_price: '50000.00',
  spread_percent: '0.3',
  price: '50150.00',
  total: '25075',
  status: 'quoted',
  created_at: 1_000,
  expires_at: 16_000,
  filled_at: null,
};

describe('the desk', () => {
  it('asks for a quote above the minimum, shows it firm, and accepts it once', async () => {
    answer('GET /otc/market', MARKET);
    answer('POST /otc/quote', QUOTE);
    answer('POST /otc/accept', { ...QUOTE, status: 'filled', filled_at: 2_000 });
    answer('GET /otc/orders', { data: [], page: 1, pages: 1, total: 0, limit: 50 });
    show(Otc, '/pages/otc/otc');
    const amount = await screen.findByLabelText('Amount (BTC)');
    fireEvent.change(amount, { target: { value: '0.05' } });
    expect(screen.getByTestId('otc-ask')).toHaveProperty('disabled', true);
    fireEvent.change(amount, { target: { value: '0.5' } });
    fireEvent.click(screen.getByTestId('otc-ask'));
    await screen.findByTestId('otc-quote');
    expect(screen.getByTestId('otc-quote-price').textContent).toBe('50,150.00 USDT');
    expect(screen.getByTestId('otc-quote-total').textContent).toBe('25,075.00 USDT');
    expect(screen.getByTestId('otc-countdown').textContent).toMatch(/Firm for 1[45] s/);
    expect(sent('/otc/quote')).toEqual({ currency: 'BTC', side: 'buy', amount: '0.5' });
    fireEvent.click(screen.getByTestId('otc-accept'));
    await waitFor(() => expect(calls('/otc/accept')).toHaveLength(1));
    expect(sent('/otc/accept')).toEqual({ id: '9' });
    expect(header('/otc/accept', 'Idempotency-Key')).toBeTruthy();
  });
});
