import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TradeKinds } from './TradeKinds';

describe('the trade product switch', () => {
  it('links spot, futures and options, marks the current one, and moves between them', async () => {
    const router = createMemoryRouter(
      [
        { path: '/pages/transaction/index', element: <TradeKinds current="spot" /> },
        { path: '/pages/transaction/contract', element: <TradeKinds current="futures" /> },
        { path: '/pages/transaction/index2', element: <TradeKinds current="options" /> },
      ],
      { initialEntries: ['/pages/transaction/index'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Spot', '/pages/transaction/index'],
      ['Futures', '/pages/transaction/contract'],
      ['Options', '/pages/transaction/index2'],
    ]);
    expect(screen.getByTestId('trade-kind-spot').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByTestId('trade-kind-futures'));
    expect(await screen.findByTestId('trade-kind-futures')).toHaveProperty('className', 'trade-kind trade-kind--on');
    expect(router.state.location.pathname).toBe('/pages/transaction/contract');
  });
});
