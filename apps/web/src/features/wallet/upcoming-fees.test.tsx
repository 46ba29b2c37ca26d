/**
 * The fee notice on the conversion screen (issue 12): approved fee and spread changes not yet in
 * effect, each with its old and new value and the time it applies; nothing when none is coming.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeServer, show } from '../../test/fake-server';
import { UpcomingFees } from './components/UpcomingFees';

const { answer, calls } = fakeServer({ user: null });
const when = { announced_at: '2026-11-21T10:00:00.000Z', effective_at: '2026-11-28T10:00:00.000Z' };

describe('upcoming fee changes', () => {
  it('lists each change with its old and new value and when it applies', async () => {
    answer('GET /fees/upcoming', {
      notice_days: 7,
      changes: [
        { item: 'exchange_fee', currency: null, network: null, from: '0.1', to: '0.25', ...when },
        { item: 'withdraw_fee', currency: 'USDT', network: 'TRC20', from: '1', to: '2.5', ...when },
      ],
    });
    show(UpcomingFees, '/pages/fund/exchange');
    expect((await screen.findByRole('heading', { name: 'Upcoming fee changes' })).textContent).toBe('Upcoming fee changes');
    expect(screen.getByText('Every fee change is announced 7 days before it applies.')).toBeTruthy();
    expect(screen.getAllByTestId('upcoming-fee-item').map((n) => n.textContent)).toEqual([
      'Conversion fee',
      'Withdrawal fee, USDT on TRC20',
    ]);
    expect(screen.getAllByTestId('upcoming-fee-change').map((n) => n.textContent)).toEqual(['0.1% → 0.25%', '1.00 USDT → 2.50 USDT']);
    expect(screen.getAllByTestId('upcoming-fee-effective')[0]!.textContent).toMatch(/^From 2026-11-28 \d\d:00$/);
  });

  it('shows nothing when no change is coming', async () => {
    answer('GET /fees/upcoming', { notice_days: 7, changes: [] });
    show(UpcomingFees, '/pages/fund/exchange');
    await waitFor(() => expect(calls('/fees/upcoming')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Upcoming fee changes' })).toBeNull();
  });
});
