/** The proof shows what the server recorded: both ticks with source and id, the rule and the maths. */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { MicroOrder, MicroResult } from '@bourse/contract';
import { Proof } from './Proof';

const ORDER: MicroOrder = {
  id: 9,
  match_id: 1,
  symbol: 'BTC/USDT',
  currency_id: 3,
  currency: 'USDT',
  type: 2,
  side: 'fall',
  seconds: 60,
  number: '50',
  fee: '0.05',
  payout_percent: '82',
  expected_profit: '41',
  status: 'settled',
  status_code: 3,
  result: 'loss',
  void_reason: null,
  open_price: '66100.00',
  open_time: 1_000,
  settle_time: 61_000,
  remain_milli_seconds: 0,
  close_price: '66100.01',
  payout: '0',
  profit: '-50',
  settled_at: 62_000,
  coupon: null,
};

const RESULT: MicroResult = {
  order: ORDER,
  proof: {
    open_tick: { id: 4, source: 'binance', time: 900, time_iso: '1970-01-01T00:00:00.900Z', price: '66100.00' },
    close_tick: { id: 5, source: 'binance', time: 60_500, time_iso: '1970-01-01T00:01:00.500Z', price: '66100.01' },
    settle_time: 61_000,
    settle_time_iso: '1970-01-01T00:01:01.000Z',
    close_age_ms: 500,
    close_max_age_ms: 5000,
    void_reason: null,
    rule: { side: 'fall', comparison: 'higher', result: 'loss', text: 'rise: close > open wins' },
    maths: { stake: '50', fee: '0.05', fee_percent: '0.1', ratio: '0.82', profit: '41', payout: '0', net: '-50.05' },
  },
};

describe('Proof', () => {
  it('shows both recorded ticks, the rule applied and the payout maths as recorded', () => {
    render(<Proof result={RESULT} />);
    const text = (id: string) => screen.getByTestId(id).textContent;
    expect(text('proof-open-price')).toBe('66,100.00');
    expect(text('proof-open-source')).toBe('binance');
    expect(text('proof-close-price')).toBe('66,100.01');
    expect(screen.getByTestId('proof-close').textContent).toContain('#5');
    expect(text('proof-comparison')).toBe('Settlement price is higher than the entry price → Lost');
    expect(screen.getByTestId('proof-rule').textContent).toContain('Fall wins if the settlement price is lower than the entry price');
    expect(text('proof-profit')).toBe('41.00 USDT');
    expect(text('proof-fee')).toBe('0.05 USDT');
    expect(text('proof-payout')).toBe('0.00 USDT');
    expect(text('proof-net')).toBe('-50.05 USDT');
    expect(screen.getByTestId('proof-maths').textContent).toContain('floor(50 × 0.82) = 41');
    expect(text('proof-close-age')).toBe('The settlement price was recorded 0.5 s before the settlement time (at most 5 s allowed).');
    expect(screen.queryByTestId('proof-void')).toBeNull();
  });

  it('says what the settlement waits for while the order is open', () => {
    render(
      <Proof
        result={{
          ...RESULT,
          order: { ...ORDER, status: 'open', result: null },
          proof: {
            ...RESULT.proof,
            close_tick: null,
            close_age_ms: null,
            close_max_age_ms: null,
            rule: { ...RESULT.proof.rule, comparison: null, result: null },
            maths: { ...RESULT.proof.maths, payout: null, net: null },
          },
        }}
      />,
    );
    expect(screen.getByTestId('proof-close-pending').textContent).toContain('once a later price is recorded');
    expect(screen.queryByTestId('proof-close-age')).toBeNull();
    expect(screen.queryByTestId('proof-comparison')).toBeNull();
    expect(screen.getByTestId('proof-net').textContent).toBe('--');
  });
});
