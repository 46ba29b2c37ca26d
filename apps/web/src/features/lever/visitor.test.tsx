/**
 * A visitor browses futures like spot and options (issue 13, item 6): the screen opens without
 * sign-in, shows the terms with nothing available, and only opening a position asks to sign in.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../../app/session';
import { fakeServer, show } from '../../test/fake-server';
import { leverRoutes } from './routes';
import { BTC, TERMS } from './test-fixtures';

const { answer, calls } = fakeServer({ user: null });

describe('futures for a visitor', () => {
  it('shows the market and the form, and asks to sign in only on opening', async () => {
    sessionStore.set({ token: null, user: null });
    answer('GET /currency/quotation_new', [{ quote: 'USDT', kind: 'crypto', markets: [BTC] }]);
    answer('POST /lever/deal', { ...TERMS, available: '0', leverage_confirmed: false });
    const router = show(leverRoutes, '/pages/transaction/contract');
    // The page's code loads on demand, which on a loaded machine can take over findBy's default second.
    const submit = await screen.findByTestId('open-submit', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('sign-in-required')).toBeNull();
    expect(screen.getByLabelText('Lots')).toBeTruthy();
    expect(submit.textContent).toBe('Sign in to trade');
    expect(calls('/lever/dealall')).toHaveLength(0);
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/common/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/pages/transaction/contract');
  });

  it('the orders page still needs an account', async () => {
    sessionStore.set({ token: null, user: null });
    show(leverRoutes, '/pages/transaction/contract_order');
    expect(await screen.findByTestId('sign-in-required')).toBeTruthy();
  });
});
