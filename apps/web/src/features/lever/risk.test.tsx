/**
 * A position's margin ratio on screen (issue 13): maintenance margin over equity from the
 * position's own decimal strings, rising to 100 % at liquidation, in green, amber or red with the
 * level in words, a bar, the one-line explanation, and the ROE.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PositionCard } from './components/PositionCard';
import { highestRisk, positionRisk } from './risk';
import { position, value } from './test-fixtures';

describe('the margin ratio of a position', () => {
  it('starts at the threshold, rises as the position loses, and is 100 % at the liquidation line', () => {
    expect(positionRisk(position({ unrealised_pnl: '0' }))).toMatchObject({ ratio: '10.00', level: 'safe', roe: '0.00' });
    // Half the margin lost: 0.66 / 3.30.
    expect(positionRisk(position({ unrealised_pnl: '-3.3' }))).toMatchObject({ ratio: '20.00', level: 'safe', roe: '-50.00' });
    // 0.66 / 1.10 = 60 %: amber.
    expect(positionRisk(position({ unrealised_pnl: '-5.5' }))).toMatchObject({ ratio: '60.00', level: 'warn' });
    // 0.66 / 0.80 = 82.5 %: red.
    expect(positionRisk(position({ unrealised_pnl: '-5.8' }))).toMatchObject({ ratio: '82.50', level: 'danger' });
    // Equity at the maintenance margin: liquidated there.
    expect(positionRisk(position({ unrealised_pnl: '-5.94' }))).toMatchObject({ ratio: '100.00', level: 'danger' });
    // A gain lowers it: 0.66 / 7.60, rounded up to the ppm, shown to the hundredth.
    expect(positionRisk(position({ unrealised_pnl: '1' }))).toMatchObject({ ratio: '8.68', roe: '15.15' });
  });

  it('keeps the threshold the position was opened under, and is none for an order or a closed position', () => {
    expect(positionRisk(position({ liquidation_risk_percent: '25', unrealised_pnl: '0' }))?.ratio).toBe('25.00');
    expect(positionRisk(position({ status: 'doing', unrealised_pnl: null }))).toBeNull();
    expect(positionRisk(position({ status: 'closed', unrealised_pnl: null }))).toBeNull();
    const worst = highestRisk([position({ id: 1, unrealised_pnl: '0' }), position({ id: 2, unrealised_pnl: '-5.5' })]);
    expect(worst?.ratio).toBe('60.00');
    expect(highestRisk([])).toBeNull();
  });

  it('shows the ratio in its colour with the level in words, a bar and what it is', () => {
    render(<PositionCard position={position({ unrealised_pnl: '-5.5', mark_price: '60600.00' })} />);
    const card = screen.getByTestId('position-1');
    expect(value('pos-margin-ratio', card)).toBe('60.00% Caution');
    expect(within(card).getByTestId('pos-margin-ratio').querySelector('dd')!.className).toBe('tone-warn');
    expect(value('pos-roe', card)).toBe('-83.33%');
    expect(value('pos-mark', card)).toBe('60,600.00');
    expect(value('pos-liquidation', card)).toBe('60,060.00');
    const meter = within(card).getByRole('meter', { name: 'Margin ratio' });
    expect(meter.getAttribute('aria-valuenow')).toBe('60');
    expect(within(card).getByTestId('pos-ratio-meter').textContent).toContain(
      'Margin ratio = maintenance margin ÷ equity (margin + PnL at the mark price): 10.00% when opened, liquidated at 100%.',
    );
  });
});
