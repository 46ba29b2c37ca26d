/** The sign-in guard (SPEC sections 2 and 6): toast, then the login page 1,200 ms later, remembering the page. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RequireAuth } from './guard';
import { registerNavigator } from './navigation';
import { clearSession, signIn } from './session';

function setup(initial: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/pages/fund/assets',
        element: (
          <RequireAuth>
            <p>my assets</p>
          </RequireAuth>
        ),
      },
      { path: '/pages/common/login', element: <p>login page</p> },
    ],
    { initialEntries: [initial] },
  );
  registerNavigator(
    (to, o) => void router.navigate(to, { replace: o?.replace ?? false }),
    () => router.state.location.pathname + router.state.location.search,
    () => void router.navigate(-1),
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.useRealTimers();
  clearSession();
});

describe('RequireAuth', () => {
  it('shows the page when signed in', () => {
    signIn('token');
    setup('/pages/fund/assets');
    expect(screen.getByText('my assets')).toBeTruthy();
  });

  it('without a token: "please log in first", then login after 1,200 ms with the way back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = setup('/pages/fund/assets?tab=2');
    expect(screen.queryByText('my assets')).toBeNull();
    await waitFor(() => expect(document.body.textContent).toContain('Please log in first'));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(router.state.location.pathname).toBe('/pages/fund/assets');
    await act(async () => void (await vi.advanceTimersByTimeAsync(250)));
    expect(router.state.location.pathname).toBe('/pages/common/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/pages/fund/assets?tab=2');
  });

  it('leaves the redirect to the request wrapper when the server just ended the session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn('token');
    const router = setup('/pages/fund/assets');
    act(() => clearSession({ expired: true }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1500)));
    expect(router.state.location.pathname).toBe('/pages/fund/assets');
  });
});
