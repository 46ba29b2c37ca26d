/**
 * The console's Reserves and funding section with the server faked at fetch: the platform's
 * balances say how much of them is demo money, and a funding deposit is proposed with its account,
 * coin, amount and transfer reference (a second operator approves it elsewhere).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, show, type } from '../../test/fake-server';
import Reserves from './pages/Reserves';
import { setOperatorSession } from './session';

const { answer, calls, sent } = fakeServer({ user: null });

function open() {
  setOperatorSession('op-tok', 'full');
  answer('GET /operator/me', { id: 1, username: 'admin', role: 'admin', totp_enabled: true });
  answer('GET /operator/reserves/accounts', [
    { account: 'sys:house', currency: 'USDT', available: '22000000', frozen: '0', demo_issued: '22000000' },
    { account: 'sys:fees', currency: 'USDT', available: '12.5', frozen: '0', demo_issued: '0' },
  ]);
  answer('GET /operator/actions', []);
  answer('GET /operator/config/networks', [{ currency_id: 3, currency: 'USDT', networks: [] }]);
  show(Reserves, '/operator/reserves');
}

describe('reserves and funding', () => {
  it('labels the demo money in the platform’s balances', async () => {
    open();
    const house = await screen.findByTestId('system-sys:house-USDT');
    expect(within(house).getByText('22,000,000 · demo money')).toBeTruthy();
    expect(within(screen.getByTestId('system-sys:fees-USDT')).queryByText(/demo money/)).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('This setup runs on demo money');
  });

  it('proposes a funding deposit with its account, coin, amount and reference', async () => {
    open();
    await screen.findByRole('radio', { name: 'USDT' });
    fireEvent.click(screen.getByRole('radio', { name: 'Insurance fund' }));
    type('Amount', '5000');
    type('Transfer reference', '0xfeed');
    fireEvent.click(screen.getByTestId('funding-submit'));
    await waitFor(() => expect(calls('/operator/funding')).toHaveLength(1));
    expect(sent('/operator/funding')).toEqual({ account: 'insurance', currency_id: '3', amount: '5000', reference: '0xfeed' });
  });

  it("funds a product's treasury book", async () => {
    open();
    await screen.findByRole('radio', { name: 'USDT' });
    expect(screen.queryByRole('radio', { name: 'Lock-up staking' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Treasury' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Lock-up staking' }));
    type('Amount', '250');
    type('Transfer reference', '0xbeef');
    fireEvent.click(screen.getByTestId('funding-submit'));
    await waitFor(() => expect(calls('/operator/funding')).toHaveLength(1));
    expect(sent('/operator/funding')).toEqual({
      account: 'treasury',
      book: 'lock-mining',
      currency_id: '3',
      amount: '250',
      reference: '0xbeef',
    });
  });
});
