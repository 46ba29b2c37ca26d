/**
 * The app's wired request wrapper with the real UI around it: the spinner component after 800 ms,
 * the toast, the session cleared in local storage and the hash changed after 1.2 s.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http } from './api';
import { GlobalSpinner } from './layout/GlobalSpinner';
import { langStore } from './preferences';
import { loadSession, sessionStore, signIn } from './session';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  langStore.set('en');
  window.location.hash = '#/pages/setting/userInfo';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const envelope = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('the wired request wrapper', () => {
  it('sends the current language and token', async () => {
    signIn('abc');
    langStore.set('th');
    fetchMock.mockResolvedValue(envelope({ type: 'ok', message: 'x' }));
    await http.request('/user/info', undefined, { method: 'GET' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/info?lang=th');
    expect((init!.headers as Record<string, string>).Authorization).toBe('abc');
  });

  it('shows the spinner component only after 800 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise((r) => (answer = r)));
    render(<GlobalSpinner />);
    const pending = http.request('/slow');
    await act(async () => void (await vi.advanceTimersByTimeAsync(799)));
    expect(screen.queryByTestId('global-spinner')).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(screen.getByTestId('global-spinner')).toBeTruthy();
    answer(envelope({ type: 'ok', message: 1 }));
    await act(async () => void (await pending));
    expect(screen.queryByTestId('global-spinner')).toBeNull();
  });

  it('on 999: toast, token and user gone from storage, login 1.2 s later', async () => {
    signIn('abc');
    loadSession();
    expect(localStorage.getItem('token')).toBe('abc');
    fetchMock.mockResolvedValue(envelope({ type: '999', code: 'SESSION_EXPIRED', message: 'Your session has ended' }));
    const started = Date.now();
    await expect(http.request('/user/info', undefined, { method: 'GET' })).rejects.toMatchObject({ kind: 'session' });
    expect(sessionStore.get().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(document.body.textContent).toContain('Your session has ended'));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/common/login?redirect=%2Fpages%2Fsetting%2FuserInfo'), {
      timeout: 3000,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1150);
  });

  it('on 998: toast, then identity verification 1.2 s later', async () => {
    fetchMock.mockResolvedValue(envelope({ type: '998', code: 'VERIFICATION_REQUIRED', message: 'Please verify first' }));
    await expect(http.request('/wallet/out')).rejects.toMatchObject({ kind: 'verification' });
    await waitFor(() => expect(document.body.textContent).toContain('Please verify first'));
    expect(window.location.hash).toBe('#/pages/setting/userInfo');
    await waitFor(() => expect(window.location.hash).toBe('#/pages/setting/real_mark'), { timeout: 3000 });
  });

  it('a non-200 status shows the translated network error', async () => {
    fetchMock.mockResolvedValue(new Response('busy', { status: 503 }));
    await expect(http.request('/x')).rejects.toMatchObject({ kind: 'network', status: 503 });
    await waitFor(() => expect(document.body.textContent).toContain('Network error (503), please try again'));
  });
});
