/**
 * The options form in happy-dom: the spec's minimum and maximum messages with the values, the
 * balance check, the expected profit and loss with exact decimals for each duration, and the
 * confirmation that sends exactly what was shown.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MicroCurrency, MicroDuration } from '@bourse/contract';
import { OptionsForm } from './OptionsForm';

const duration = (seconds: number, percent: string, ratio: string): MicroDuration => ({
  currency_id: 3,
  currency: 'USDT',
  seconds,
  payout_percent: percent,
  payout_ratio: ratio,
  min_stake: '10',
  max_stake: '10000',
  fee_percent: '0.1',
  break_even_percent: '55.62',
  price_max_age_ms: 10_000,
  settle_max_wait_ms: 10_000,
  close_max_age_ms: 5000,
});

const DURATIONS = [duration(30, '80', '0.8'), duration(60, '82', '0.82'), duration(120, '85', '0.85')];
const MARKET = { match_id: 1, symbol: 'BTC/USDT' };
const currency = (available: string): MicroCurrency => ({
  currency_id: 3,
  currency: 'USDT',
  min_stake: '10',
  max_stake: '10000',
  seconds: [30, 60, 120],
  markets: [MARKET],
  balance: { available, frozen: '0' },
});

function setup(options: { available?: string; signedIn?: boolean } = {}) {
  const onSubmit = vi.fn(async () => undefined);
  render(
    <OptionsForm
      market={MARKET}
      currency={currency(options.available ?? '1000')}
      durations={DURATIONS}
      scale={6}
      signedIn={options.signedIn ?? true}
      onSubmit={onSubmit}
    />,
  );
  const input = document.querySelector<HTMLInputElement>('#number')!;
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const buy = () => fireEvent.click(screen.getByTestId('options-buy'));
  const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s+/g, ' ').trim();
  return { onSubmit, input, type, buy, text };
}

describe('OptionsForm', () => {
  it('states the limits and answers below the minimum and above the maximum with the spec’s messages', () => {
    const f = setup({ available: '20000' });
    expect(f.text('stake-limits')).toBe('Limits: 10 – 10,000 USDT');
    f.buy();
    expect(f.text('number-error')).toBe('Please enter a correct number');
    f.type('9.99');
    f.buy();
    expect(f.text('number-error')).toBe('Minimum order quantity cannot be less than 10 USDT');
    f.type('10001');
    expect(f.text('number-error')).toBe('Maximum order quantity cannot exceed 10,000 USDT');
    f.type('10000');
    expect(screen.queryByTestId('number-error')).toBeNull();
    expect(f.onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a stake the micro book cannot pay with its fee', () => {
    const f = setup({ available: '100' });
    expect(f.text('stake-available')).toContain('Available in Options: 100.00 USDT');
    f.type('100');
    f.buy();
    expect(f.text('number-error')).toBe('Insufficient balance');
    f.type('99.9');
    expect(screen.queryByTestId('number-error')).toBeNull();
  });

  it('refuses more than the coin’s decimals instead of cutting them', () => {
    const f = setup();
    f.type('12.12345678');
    expect([f.input.value, f.text('number-error')]).toEqual(['', 'At most 6 decimal places']);
  });

  it('shows the expected profit and loss with exact decimals, per duration', () => {
    const f = setup();
    expect(f.text('estimate-win')).toBe('--');
    f.type('10');
    expect(f.text('estimate-win')).toBe('+7.99 USDT');
    expect(f.text('estimate-tie')).toBe('-0.01 USDT');
    expect(f.text('estimate-loss')).toBe('-10.01 USDT');
    expect(f.text('estimate-fee')).toBe('0.01 USDT');
    expect(f.text('estimate-payout')).toContain('A win pays back 18.00 USDT for a stake of 10.00 USDT');
    expect(f.text('break-even')).toContain('55.62%');

    fireEvent.click(screen.getByTestId('duration-60'));
    f.type('12.5');
    // profit floor(12.5 x 0.82) = 10.25; fee ceil(12.5 x 0.001) = 0.0125.
    expect(f.text('estimate-win')).toBe('+10.2375 USDT');
    expect(f.text('estimate-tie')).toBe('-0.0125 USDT');
    expect(f.text('estimate-loss')).toBe('-12.5125 USDT');
    expect(f.text('estimate-fee')).toBe('0.0125 USDT');

    fireEvent.click(screen.getByTestId('duration-120'));
    f.type('10.000001');
    // profit floor(10.000001 x 0.85) = 8.50000085 -> 8.5; fee ceil(0.010000001) = 0.010001.
    expect(f.text('estimate-win')).toBe('+8.489999 USDT');
    expect(f.text('estimate-loss')).toBe('-10.010002 USDT');
  });

  it('confirms with the same figures and sends exactly the order shown', async () => {
    const f = setup();
    fireEvent.click(screen.getByTestId('side-fall'));
    fireEvent.click(screen.getByTestId('duration-60'));
    f.type('50');
    expect(screen.getByTestId('options-buy').textContent).toBe('Buy Fall · 60s');
    f.buy();
    const sheet = await screen.findByTestId('confirm-sheet');
    const row = (id: string) => within(sheet).getByTestId(id).textContent;
    expect(row('confirm-stake')).toBe('50.00 USDT');
    expect(row('confirm-fee')).toBe('0.05 USDT');
    expect(row('confirm-cost')).toBe('50.05 USDT');
    expect(row('confirm-win')).toBe('+40.95 USDT');
    expect(row('confirm-tie')).toBe('-0.05 USDT');
    expect(row('confirm-loss')).toBe('-50.05 USDT');
    expect(within(sheet).getByTestId('confirm-rule').textContent).toContain(
      'Fall wins if the settlement price is lower than the entry price',
    );
    fireEvent.click(within(sheet).getByTestId('confirm-submit'));
    await waitFor(() => expect(f.onSubmit).toHaveBeenCalledTimes(1));
    expect(f.onSubmit).toHaveBeenCalledWith({ match_id: 1, currency_id: 3, type: 2, seconds: 60, number: '50' });
  });

  it('asks a visitor to sign in instead of trading', () => {
    const f = setup({ signedIn: false });
    expect(screen.getByTestId('options-buy').textContent).toBe('Sign in to trade');
    expect(screen.queryByTestId('stake-available')).toBeNull();
    f.type('10');
    f.buy();
    expect(screen.queryByTestId('confirm-sheet')).toBeNull();
    expect(window.location.hash).toContain('/pages/common/login');
    expect(f.onSubmit).not.toHaveBeenCalled();
  });
});

describe('the confirmation sheet', () => {
  it('states the fee a tie keeps, as an amount, and the price-age rules with their limits, before anything is sent', async () => {
    const f = setup();
    fireEvent.click(screen.getByTestId('duration-60'));
    f.type('12.5');
    f.buy();
    const sheet = await screen.findByTestId('confirm-sheet');
    const text = (id: string) => within(sheet).getByTestId(id).textContent;
    expect(text('confirm-tie-fee')).toBe('On a tie your stake comes back and the fee of 0.0125 USDT is kept.');
    expect(text('confirm-tie')).toBe('-0.0125 USDT');
    const rule = text('confirm-rule');
    expect(rule).toContain('the order is refused if that price is more than 10 s old');
    expect(rule).toContain(
      'the last recorded price at or before 60 seconds later, taken once a later price is recorded (at most 10 s after',
    );
    expect(rule).toContain('more than 5 s older than the settlement time, the order is void: your stake and fee are returned');
    expect(f.onSubmit).not.toHaveBeenCalled();
  });
});
