/**
 * One trade shell (issue 13, item 6): spot, futures and options are framed alike, with the tab bar
 * and no back arrow, and the Trade tab returns to the trade screen last used. A page below them
 * (the futures orders) keeps its back arrow and has no tab bar.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { Page } from '../components/Page';
import { TradeKinds } from '../components/TradeKinds';
import { fakeServer, show } from '../test/fake-server';
import { sessionStore } from './session';
import { AppLayout } from './layout/AppLayout';
import { lastTradeScreen } from './trade-shell';

fakeServer({ user: null });

const screenAt = (path: string, title: string, kind?: 'spot' | 'futures' | 'options'): RouteObject => ({
  path,
  element: (
    <Page title={title}>
      {kind ? <TradeKinds current={kind} /> : null}
      <p>{title} body</p>
    </Page>
  ),
});

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      screenAt('/pages/market/market', 'Markets screen'),
      screenAt('/pages/transaction/index', 'Spot screen', 'spot'),
      screenAt('/pages/transaction/contract', 'Futures screen', 'futures'),
      screenAt('/pages/transaction/index2', 'Options screen', 'options'),
      screenAt('/pages/transaction/contract_order', 'Futures orders'),
    ],
  },
];

const tabBar = () => document.querySelector<HTMLElement>('.tab-bar');

describe('the trade shell', () => {
  it('frames spot, futures and options with the tab bar and no back arrow, for a visitor too', async () => {
    sessionStore.set({ token: null, user: null });
    lastTradeScreen.set('/pages/transaction/index');
    const router = show(routes, '/pages/transaction/index');
    for (const [kind, title] of [
      ['futures', 'Futures screen'],
      ['options', 'Options screen'],
      ['spot', 'Spot screen'],
    ] as const) {
      fireEvent.click(screen.getByTestId(`trade-kind-${kind}`));
      expect(await screen.findByText(`${title} body`)).toBeTruthy();
      expect(screen.queryByTestId('page-back')).toBeNull();
      expect(tabBar()).not.toBeNull();
      expect(within(tabBar()!).getByText('Trade').closest('.adm-tab-bar-item-active')).not.toBeNull();
    }
    await router.navigate('/pages/transaction/contract_order');
    expect(await screen.findByText('Futures orders body')).toBeTruthy();
    expect(screen.getByTestId('page-back')).toBeTruthy();
    expect(tabBar()).toBeNull();
  });

  it('the Trade tab goes back to the trade screen last used, with its market', async () => {
    lastTradeScreen.set('/pages/transaction/index');
    const router = show(routes, '/pages/transaction/contract?currency_id=2');
    await screen.findByText('Futures screen body');
    await router.navigate('/pages/market/market');
    await screen.findByText('Markets screen body');
    fireEvent.click(within(tabBar()!).getByText('Trade'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/transaction/contract'));
    expect(router.state.location.search).toBe('?currency_id=2');
  });
});
