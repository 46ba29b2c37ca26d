/**
 * The countdown counts from when the answer arrived plus the server's remain_milli_seconds (a
 * device clock that is off does not move it), ticks each second, and turns into "Settling…" at
 * zero; the settled order shows both prices and the payout.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { MicroOrder } from '@bourse/contract';
import { Countdown } from './Countdown';
import { OrderOutcome } from './OrderOutcome';

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('runs down second by second and then says the order is being settled', () => {
    render(<Countdown deadlineMs={Date.now() + 30_000} totalSeconds={30} />);
    expect(screen.getByTestId('countdown-clock').textContent).toBe('00:30');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('countdown-clock').textContent).toBe('00:29');
    act(() => vi.advanceTimersByTime(28_500));
    expect(screen.getByTestId('countdown-clock').textContent).toBe('00:01');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByTestId('countdown-clock')).toBeNull();
    expect(screen.getByTestId('countdown-settling').textContent).toBe('Settling…');
    expect(screen.getByTestId('countdown').getAttribute('data-seconds')).toBe('0');
  });

  it('shows minutes for the long durations, and a compact form for rows', () => {
    render(<Countdown deadlineMs={Date.now() + 300_000} totalSeconds={300} compact />);
    expect(screen.getByTestId('countdown').textContent).toBe('05:00');
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByTestId('countdown').textContent).toBe('03:59');
  });
});

const SETTLED: MicroOrder = {
  id: 7,
  match_id: 1,
  symbol: 'BTC/USDT',
  currency_id: 3,
  currency: 'USDT',
  type: 1,
  side: 'rise',
  seconds: 30,
  number: '10',
  fee: '0.01',
  payout_percent: '80',
  expected_profit: '8',
  status: 'settled',
  status_code: 3,
  result: 'win',
  void_reason: null,
  open_price: '66000.00',
  open_time: Date.parse('2026-11-21T12:00:00Z'),
  settle_time: Date.parse('2026-11-21T12:00:30Z'),
  remain_milli_seconds: 0,
  close_price: '66123.45',
  payout: '18',
  profit: '8',
  settled_at: Date.parse('2026-11-21T12:00:31Z'),
  coupon: null,
};

describe('OrderOutcome', () => {
  it('shows a settled order’s result with both prices, the payout and the profit', () => {
    render(<OrderOutcome order={SETTLED} receivedAtMs={Date.now()} />);
    expect(screen.getByTestId('order-result').getAttribute('data-result')).toBe('win');
    expect(screen.getByTestId('entry-price').textContent).toBe('66,000.00');
    expect(screen.getByTestId('close-price').textContent).toBe('66,123.45');
    expect(screen.getByTestId('order-payout').textContent).toBe('18.00 USDT');
    expect(screen.getByTestId('order-profit').textContent).toBe('+8.00 USDT');
    expect(screen.getByTestId('order-fee').textContent).toBe('0.01 USDT');
    expect(screen.queryByTestId('countdown')).toBeNull();
  });

  it('shows a loss and a tie in their own words', () => {
    const { rerender } = render(
      <OrderOutcome
        order={{ ...SETTLED, result: 'loss', close_price: '65999.99', payout: '0', profit: '-10' }}
        receivedAtMs={Date.now()}
      />,
    );
    expect(screen.getByTestId('order-result').textContent).toContain('Lost');
    expect(screen.getByTestId('order-profit').textContent).toBe('-10.00 USDT');
    rerender(
      <OrderOutcome order={{ ...SETTLED, result: 'tie', close_price: '66000.00', payout: '10', profit: '0' }} receivedAtMs={Date.now()} />,
    );
    expect(screen.getByTestId('order-result').textContent).toContain('Tie');
    expect(screen.getByTestId('order-profit').textContent).toBe('0.00 USDT');
  });
});
