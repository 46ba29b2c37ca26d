/**
 * A liquidation's proof in jsdom against a faked API: the ticks, the maths and why, in numbers, the
 * mark price with every tick it is the median of and that median taken again on the device; and
 * the rules page's account of which price does what.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { langStore } from '../../app/preferences';
import { clearSession, signIn } from '../../app/session';
import { recomputeMark } from './components/MarkProof';
import Proof, { pathWithTicks } from './pages/Proof';
import { RulesText } from './pages/Rules';
import { calls, fetchMock, ok, position, show, value } from './test-fixtures';

beforeEach(() => {
  langStore.set('en');
  signIn('token-1');
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ok(null));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('a liquidation’s proof', () => {
  const LIQUIDATED = position({
    id: 9,
    status: 'closed',
    close_price: '60060.00',
    close_reason: 'liquidation',
    pnl: '-5.94',
    mark_price: null,
    unrealised_pnl: null,
    risk_rate: null,
    last_price: null,
  });
  const MARK_TICKS = [
    { id: 6, source: 'scripted', time: 7_000, price: '60000.00' },
    { id: 7, source: 'scripted', time: 8_000, price: '60060.00' },
    { id: 8, source: 'scripted', time: 9_000, price: '60100.00' },
  ];
  const PROOF = {
    position: LIQUIDATED,
    entry_tick: { id: 3, source: 'scripted', time: 1_000, price: '66000.00' },
    close_tick: { id: 8, source: 'scripted', time: 9_000, price: '60060.00' },
    maths: {
      contract_size: '0.001',
      qty: '0.001',
      notional: '66',
      leverage: 10,
      open_margin: '6.6',
      margin_at_close: '6.6',
      fee: '0.033',
      overnight_fee: '0',
      raw_pnl: '-5.94',
      settled_pnl: '-5.94',
      liquidation_risk_percent: '10',
      risk_rate_at_close: '10.00',
      liquidation_price: '60060.00',
      insurance_paid: '0',
    },
    path: [
      { time: 2_000, price: '65000.00' },
      { time: 5_000, price: '61000.00' },
      { time: 9_000, price: '60060.00' },
    ],
    insurance_fund: '1000000',
    mark: { price: '60060.00', window_ms: 10_000, ticks: MARK_TICKS },
  };

  it('shows the ticks, the maths and why, in numbers', async () => {
    fetchMock.mockImplementation(async () => ok(PROOF));
    show('/pages/transaction/contract_proof?id=9', <Proof />);
    const why = await screen.findByTestId('proof-why');
    expect(why.textContent).toContain(
      'At a mark price of 60,060.00 the position’s risk rate was 10.00 %, at or below the 10 % threshold it was opened with',
    );
    // The mark: its price, every tick it is the median of, and that median taken again on this device.
    const mark = screen.getByTestId('proof-mark');
    expect(value('mark-price', mark)).toBe('60,060.00');
    expect(value('mark-recomputed', mark)).toBe('60,060.00');
    expect(within(mark).getByText('The median of the 3 recorded ticks below', { exact: false })).toBeTruthy();
    expect(within(screen.getByTestId('mark-ticks')).getAllByRole('row')).toHaveLength(4);
    expect(within(screen.getByTestId('close-tick')).getByText(/Tick #8/)).toBeTruthy();
    expect(value('close-tick-price')).toBe('60,060.00');
    expect(value('entry-tick-price')).toBe('66,000.00');
    expect(value('maths-raw-pnl')).toBe('-5.94 USDT');
    expect(screen.getByTestId('price-path').querySelector('path')!.getAttribute('d')!.split(/[ML]/).filter(Boolean)).toHaveLength(4);
    expect(calls('/lever/proof')[0]![0]).toContain('id=9');
  });

  it('takes the median of the listed ticks again, by the server’s rule', () => {
    expect(recomputeMark(MARK_TICKS)).toBe('60060.00');
    expect(recomputeMark(MARK_TICKS.slice(0, 2))).toBe('60030.00');
    expect(recomputeMark([])).toBeNull();
  });

  it('draws the path from the opening tick to the closing tick', () => {
    expect(pathWithTicks(PROOF).map((p) => p.price)).toEqual(['66000.00', '65000.00', '61000.00', '60060.00']);
  });
});

describe('the rules', () => {
  it('state which price does what, the mark price rule, the threshold, the profit cap and the leverage cap', () => {
    render(<RulesText terms={{ symbol: 'BTC/USDT', liquidation_risk_percent: '10', leverage_cap: 20 }} />);
    expect(screen.getByTestId('rules-prices').textContent).toContain('Liquidation and the risk rate use the mark price');
    expect(screen.getByTestId('rules-mark').textContent).toContain(
      'the median of the market’s recorded ticks of the last 10 seconds up to its newest tick, and never of fewer than its last 5 ticks',
    );
    expect(screen.getByTestId('rules-mark').textContent).toContain('every market has one source today');
    expect(screen.getByTestId('rules-liquidation').textContent).toContain('New BTC/USDT positions are liquidated at a risk rate of 10 %');
    expect(screen.getByTestId('rules-stops').textContent).toContain('checked against the last price');
    expect(screen.getByTestId('rules-cap').textContent).toContain('twice its entry price');
    expect(screen.getByTestId('rules-leverage').textContent).toContain('Leverage above 20x');
  });
});
