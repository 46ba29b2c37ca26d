import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ratesStore } from '../app/fiat-rates';
import { fiatStore } from '../app/preferences';
import { FiatValue } from './FiatValue';

describe('FiatValue', () => {
  it('shows a USD amount in the default fiat, and follows a change of fiat', () => {
    ratesStore.set({ rates: { USD: '1', EUR: '0.92', JPY: '151.4' }, fetchedAt: Date.now() });
    fiatStore.set('EUR');
    render(<FiatValue usd="12.5" />);
    expect(screen.getByTestId('fiat-value').textContent).toBe('≈ €11.50');
    act(() => fiatStore.set('JPY'));
    expect(screen.getByTestId('fiat-value').textContent).toBe('≈ ¥1,892');
    act(() => fiatStore.set('USD'));
    expect(screen.getByTestId('fiat-value').textContent).toBe('≈ $12.50');
  });
});
