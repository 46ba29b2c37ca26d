/**
 * The console's lending pool and OTC desk (issue 19) with the server faked at fetch: each shows its
 * book's cover and its figures, read only (no button moves money, sets a price or a loan).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Loan, LoanPoolOverview, OtcDesk } from '@bourse/contract';
import { fakeServer, show } from '../../test/fake-server';
import Loans from './pages/Loans';
import Otc from './pages/Otc';
import { setOperatorSession } from './session';

const { answer } = fakeServer({ user: null });
afterEach(cleanup);

const LOAN = {
  id: 5,
  user_id: 42,
  asset: 'USDT',
  collateral: 'BTC',
  collateral_amount: '1',
  debt: '30000.5',
  ltv_percent: '83.34',
  liquidation_price: '33334.00',
  margin_call: true,
} as unknown as Loan & { user_id: number };

const POOL: LoanPoolOverview = {
  asset: 'USDT',
  pool_available: '970000',
  principal_outstanding: '30000',
  interest_outstanding: '0.5',
  interest_collected: '12.25',
  open_loans: 1,
  margin_calls: 1,
  liquidated_loans: 0,
  collateral: [{ currency: 'BTC', pledged: '1', pool_held: '0', price: '36000.00' }],
  loans: [LOAN],
};

const DESK: OtcDesk = {
  ttl_ms: 15_000,
  tiers: [
    { up_to_usdt: '50000', spread_percent: '0.3' },
    { up_to_usdt: null, spread_percent: '0.5' },
  ],
  min_amounts: [{ currency: 'BTC', min_amount: '0.1' }],
  cover: [{ currency: 'BTC', available: '19', held: '1' }],
  filled_count: 2,
  volume: [{ currency: 'BTC', bought_by_users: '1', sold_by_users: '0.2', usdt: '60220' }],
  recent: [],
};

function signedIn() {
  setOperatorSession('op-tok', 'full');
  answer('GET /operator/me', { id: 1, username: 'fin', role: 'finance', totp_enabled: true });
}

describe('the lending pool', () => {
  it('shows the cover, what is lent out and each open loan with its margin call, and offers no action', async () => {
    signedIn();
    answer('GET /operator/loans/overview', POOL);
    show(Loans, '/operator/loans');
    await screen.findByTestId('loan-pool');
    expect(screen.getByText('Pool available').nextSibling?.textContent).toContain('970,000');
    expect(screen.getByText('Margin call')).toBeTruthy();
    expect(screen.getByText('83.34 %')).toBeTruthy();
    expect(screen.queryAllByRole('button').filter((b) => /repay|liquidat|price/i.test(b.textContent ?? ''))).toEqual([]);
  });
});

describe('the OTC desk', () => {
  it('shows the firm time, the spread tiers, the cover and the volume', async () => {
    signedIn();
    answer('GET /operator/otc/desk', DESK);
    show(Otc, '/operator/otc');
    await screen.findByTestId('otc-cover');
    expect(screen.getByText(/Firm for 15 s · Minimum 0.1 BTC/)).toBeTruthy();
    expect(screen.getByText('0.5 %')).toBeTruthy();
    expect(screen.getByText('Held by open quotes')).toBeTruthy();
  });
});
