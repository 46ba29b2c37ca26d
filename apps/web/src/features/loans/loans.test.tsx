/**
 * Loans' screens with the server faked at fetch: the borrow form's preview (LTV, interest, margin
 * call and liquidation prices) computed with the server's maths, the LTV limit and the minimum
 * refusing before anything is sent, a confirmed loan sent once with an Idempotency-Key, and a
 * loan's page repaying all of the debt shown.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Loan, LoanDetail, LoanMarket } from '@bourse/contract';
import type { ApiOutput } from '../../app/api';
import { fakeServer, show } from '../../test/fake-server';
import Borrowing from './pages/Borrowing';
import LoanPage from './pages/Loan';
import { ltvBand, preview } from './preview';

const USER = {
  id: 7,
  account: 'ada@example.com',
  email: 'ada@example.com',
  mobile: null,
  area_code: null,
  nickname: 'Ada',
  signature: '',
  avatar: null,
  invite_code: 'ADA123',
  default_fiat: 'USD',
  has_pay_password: true,
  totp_enabled: false,
  real_level: 1,
  withdraw_locked_until: null,
  created_at: '2026-01-02T10:00:00.000Z',
} as unknown as ApiOutput<'GET /user/info'>;

const { answer, calls, sent, header } = fakeServer({ user: USER });
afterEach(cleanup);

const BTC = {
  collateral: 'BTC',
  collateral_scale: 8,
  price_scale: 2,
  apr_percent: '8',
  initial_ltv_percent: '65',
  margin_call_ltv_percent: '80',
  liquidation_ltv_percent: '90',
  price: '50000.00',
  balance: '1',
  terms: { apr_ppm: 80_000, initial_ltv_ppm: 650_000, margin_call_ltv_ppm: 800_000, liquidation_ltv_ppm: 900_000 },
};
const MARKET: LoanMarket = {
  asset: 'USDT',
  asset_scale: 6,
  min_amount: '50',
  pool_available: '1000000',
  asset_balance: '100',
  collaterals: [BTC],
};

const LOAN: Loan = {
  id: 5,
  asset: 'USDT',
  collateral: 'BTC',
  collateral_amount: '0.2',
  principal: '5000',
  principal_outstanding: '5000',
  interest_outstanding: '0.045663',
  interest_total: '0.045663',
  debt: '5000.045663',
  apr_percent: '8',
  initial_ltv_percent: '65',
  margin_call_ltv_percent: '80',
  liquidation_ltv_percent: '90',
  ltv_percent: '50.01',
  price: '50000.00',
  liquidation_price: '27778.04',
  hours_accrued: 1,
  next_accrual_at: Date.UTC(2026, 10, 27, 12),
  hourly_interest: '0.045663',
  margin_call: false,
  status: 'open',
  created_at: Date.UTC(2026, 10, 27, 10),
  closed_at: null,
};

describe('the preview', () => {
  it('uses the server maths: LTV and interest rounded up, the limit rounded down', () => {
    const p = preview(BTC, 6, { collateral: '0.2', amount: '5000' })!;
    expect(p).toMatchObject({
      max: '6500',
      ltvPercent: '50.00',
      hourly: '0.045663',
      liquidationPrice: '27777.78',
      marginCallPrice: '31250.00',
    });
    expect(p.overLtv).toBe(false);
    expect(preview(BTC, 6, { collateral: '0.2', amount: '6500.000001' })!.overLtv).toBe(true);
    expect(preview({ ...BTC, price: null }, 6, { collateral: '1', amount: '1' })).toBeNull();
    expect(ltvBand('83', '80', '90').band).toBe('call');
    expect(ltvBand('89', '80', '90').band).toBe('danger');
  });
});

describe('borrowing', () => {
  it('shows the preview, refuses above the LTV, and sends a confirmed loan once', async () => {
    answer('GET /loans/market', MARKET);
    answer('POST /loans/borrow', LOAN);
    answer('GET /loans/list', { data: [LOAN], page: 1, pages: 1, total: 1, limit: 50 });
    show(Borrowing, '/pages/common/borrowing');
    const collateral = await screen.findByLabelText('Collateral amount');
    fireEvent.change(collateral, { target: { value: '0.2' } });
    fireEvent.change(screen.getByLabelText('Borrow amount'), { target: { value: '7000' } });
    await screen.findByText('Above the initial LTV: borrow less or add collateral');
    expect(screen.getByRole('button', { name: 'Borrow' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Borrow amount'), { target: { value: '5000' } });
    await waitFor(() => expect(screen.getByTestId('loan-preview-ltv').textContent).toBe('50.00%'));
    expect(screen.getByTestId('loan-preview-liquidation').textContent).toBe('27,777.78 USDT');
    expect(calls('/loans/borrow')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Borrow' }));
    fireEvent.click(await screen.findByTestId('loan-confirm-button'));
    await screen.findByTestId('loan-row-5');
    expect(sent('/loans/borrow')).toEqual({ collateral: 'BTC', collateral_amount: '0.2', amount: '5000' });
    expect(header('/loans/borrow', 'Idempotency-Key')).toBeTruthy();
  });
});

describe('a loan', () => {
  it('repays all: the debt shown is what is sent', async () => {
    const detail: LoanDetail = { loan: LOAN, events: [], proof: null };
    answer('GET /loans/detail', detail);
    answer('GET /loans/market', MARKET);
    answer('POST /loans/repay', { ...LOAN, status: 'repaid', debt: '0', principal_outstanding: '0', interest_outstanding: '0' });
    show(LoanPage, '/pages/loans/loan?id=5');
    await screen.findByTestId('loan-summary');
    expect(screen.getByTestId('loan-debt').textContent).toBe('5,000.045663 USDT');
    fireEvent.click(screen.getByTestId('loan-repay-all'));
    fireEvent.click(screen.getByTestId('loan-action-submit'));
    await waitFor(() => expect(calls('/loans/repay')).toHaveLength(1));
    expect(sent('/loans/repay')).toEqual({ id: '5', amount: '5000.045663' });
  });
});
