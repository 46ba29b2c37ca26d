/** A void order (no fresh price at its settle time) shows as void with its reason in the list, the detail and the proof. */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { MicroOrder, MicroResult } from '@bourse/contract';
import { OrderOutcome } from './OrderOutcome';
import { OrderRow } from './OrderRow';
import { Proof } from './Proof';

const VOID: MicroOrder = {
  id: 12,
  match_id: 1,
  symbol: 'BTC/USDT',
  currency_id: 3,
  currency: 'USDT',
  type: 1,
  side: 'rise',
  seconds: 30,
  number: '100',
  fee: '0.1',
  payout_percent: '80',
  expected_profit: '80',
  status: 'void',
  status_code: 4,
  result: null,
  void_reason: 'close_tick_stale',
  open_price: '66000.00',
  open_time: 1_000,
  settle_time: 31_000,
  remain_milli_seconds: 0,
  close_price: '66000.00',
  payout: '100.1',
  profit: '0',
  settled_at: 41_000,
  coupon: null,
};

const RESULT: MicroResult = {
  order: VOID,
  proof: {
    open_tick: { id: 4, source: 'binance', time: 900, time_iso: '1970-01-01T00:00:00.900Z', price: '66000.00' },
    close_tick: { id: 4, source: 'binance', time: 900, time_iso: '1970-01-01T00:00:00.900Z', price: '66000.00' },
    settle_time: 31_000,
    settle_time_iso: '1970-01-01T00:00:31.000Z',
    close_age_ms: 30_100,
    close_max_age_ms: 5000,
    void_reason: 'close_tick_stale',
    rule: { side: 'rise', comparison: null, result: null, text: 'rise: close > open wins' },
    maths: { stake: '100', fee: '0.1', fee_percent: '0.1', ratio: '0.8', profit: '80', payout: '100.1', net: '0' },
  },
};

const REASON = 'No price was recorded near the settlement time (the price feed stalled).';

describe('a void order', () => {
  it('shows as void with its reason in the list', () => {
    render(<OrderRow order={VOID} receivedAtMs={Date.now()} />);
    expect(screen.getByTestId('status-tag').textContent).toBe('Void');
    expect(screen.getByTestId('row-void-reason').textContent).toBe(`${REASON} Your stake and fee were returned.`);
    expect(screen.getByTestId('row-profit').textContent).toBe('0.00');
    expect(screen.queryByTestId('countdown')).toBeNull();
  });

  it('shows as void with its reason and what came back in the order’s detail', () => {
    render(<OrderOutcome order={VOID} receivedAtMs={Date.now()} withProofLink={false} />);
    expect(screen.getByTestId('order-result').getAttribute('data-result')).toBe('void');
    expect(screen.getByTestId('order-result').textContent).toContain('Void');
    expect(screen.getByTestId('order-returned').textContent).toBe('Returned 100.10 USDT');
    expect(screen.getByTestId('order-void-reason').textContent).toBe(REASON);
    expect(screen.getByTestId('status-tag').getAttribute('data-status')).toBe('void');
  });

  it('says why in its proof: the close tick, its age and the limit, and no result', () => {
    render(<Proof result={RESULT} />);
    expect(screen.getByTestId('proof-void').textContent).toBe(
      'VoidThe last recorded price at or before the settlement time (tick #4) was 30.1 s older than the settlement time, more than the 5 s allowed, so no result was decided. Your stake and fee were returned.',
    );
    expect(screen.getByTestId('proof-close').textContent).toContain('#4');
    expect(screen.queryByTestId('proof-comparison')).toBeNull();
    expect(screen.getByTestId('proof-payout').textContent).toBe('100.10 USDT');
    expect(screen.getByTestId('proof-net').textContent).toBe('0.00 USDT');
    expect(screen.getByTestId('proof-maths').textContent).toContain('Void: paid back the stake and the fee, 100 + 0.1');
  });
});
