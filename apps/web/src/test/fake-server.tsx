/**
 * The harness the feature component tests share: the server faked at fetch, the stores a test
 * starts from, a page rendered in a memory router, and the few ways a test types, clicks and reads
 * the field errors. Not a *.test file, so Vitest does not run it; not a feature, so any feature's
 * tests may import it.
 *
 *   const { answer, refuse, calls, sent } = fakeServer({ user: USER });
 *
 * (Not `useFakeServer`: it is called at a test file's top level, where the hooks lint rule would
 * take a `use` name for a React hook.)
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import type { ApiKey } from '@bourse/contract';
import type { ApiOutput } from '../app/api';
import { i18n, loadLanguage } from '../app/i18n';
import { registerNavigator } from '../app/navigation';
import { fiatStore, langStore } from '../app/preferences';
import { createQueryClient } from '../app/query-client';
import { sessionStore } from '../app/session';
import { clearToast } from '../lib/toast';

// ---- the fake server -----------------------------------------------------------------------

type Answer = unknown | ((body: URLSearchParams) => unknown);

/** The server refuses the call with this code and message (its error envelope). */
class Refusal {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}

export interface FakeServerOptions {
  /** The signed-in user the session starts with (always with a token); null for a token only. */
  user: ApiOutput<'GET /user/info'> | null;
}

/**
 * Registers the beforeEach/afterEach that install the fake (English, USD, signed in) and undo it,
 * and returns the ways a test answers calls and reads what was sent. Call once, at a test file's
 * top level.
 */
export function fakeServer({ user }: FakeServerOptions) {
  const fetchMock = vi.fn<typeof fetch>();
  let answers: Record<string, Answer> = {};

  /** The answer of one endpoint, typed by the route map so a fake cannot drift from the contract. */
  function answer<K extends ApiKey>(key: K, value: ApiOutput<K> | ((body: URLSearchParams) => ApiOutput<K>)) {
    answers[key.slice(key.indexOf(' ') + 1)] = value;
  }
  /** The server refuses the call with this code and message (its error envelope). */
  function refuse(key: ApiKey, code: string, message: string) {
    answers[key.slice(key.indexOf(' ') + 1)] = new Refusal(code, message);
  }

  const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === `/api${path}`);
  /** The whole sent form, `lang` included. */
  const form = (path: string, index = 0): Record<string, string> =>
    Object.fromEntries(new URLSearchParams(String(calls(path)[index]![1]!.body)));
  /** The fields of a sent form, without the `lang` every call carries. */
  function sent(path: string, index = 0): Record<string, string> {
    const fields = form(path, index);
    expect(fields.lang).toBe('en');
    delete fields.lang;
    return fields;
  }
  const header = (path: string, name: string, index = 0) => (calls(path)[index]![1]!.headers as Record<string, string>)[name];

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    answers = {};
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url)
        .split('?')[0]!
        .replace(/^\/api/, '');
      const found = answers[path];
      if (found === undefined) return new Response(JSON.stringify({ type: 'error', code: 'NOT_FOUND', message: `no fake for ${path}` }));
      if (found instanceof Refusal) return new Response(JSON.stringify({ type: 'error', code: found.code, message: found.message }));
      const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : init?.body instanceof URLSearchParams ? init.body : '');
      const message = typeof found === 'function' ? (found as (b: URLSearchParams) => unknown)(body) : found;
      return new Response(JSON.stringify({ type: 'ok', message }));
    });
    langStore.set('en');
    fiatStore.set('USD');
    sessionStore.set({ token: 'user-token', user });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    sessionStore.set({ token: null, user: null });
    await clearToast();
    // A test that picks another language changes the shared i18n instance; the next one reads English.
    if (i18n.language !== 'en') await loadLanguage('en');
  });

  return { fetchMock, answer, refuse, calls, sent, form, header };
}

// ---- rendering -----------------------------------------------------------------------------

// Stand-in pages for where a test navigates to; router markers, not user text (hence constants).
const HOME = 'home';
const ELSEWHERE = 'elsewhere';

const pageRoute = (Page: ComponentType, url: string): RouteObject => ({ path: url.split('?')[0]!, element: <Page /> });

/**
 * Renders a page at `url` (its path without the query string), or the given routes, with '/' and
 * any other path as stand-ins, and registers the router as the app's navigator.
 */
export function show(page: ComponentType | RouteObject[], url: string) {
  const routes = Array.isArray(page) ? page : [pageRoute(page, url)];
  const router = createMemoryRouter([{ path: '/', element: <p>{HOME}</p> }, ...routes, { path: '*', element: <p>{ELSEWHERE}</p> }], {
    initialEntries: [url],
  });
  registerNavigator(
    (to, o) => void router.navigate(to, { replace: o?.replace ?? false }),
    () => router.state.location.pathname + router.state.location.search,
    () => void router.navigate(-1),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// ---- the user's hands and eyes -------------------------------------------------------------

export const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** The messages shown under fields (role alert), in the page's own words. */
export const fieldErrors = () => screen.queryAllByRole('alert').map((node) => node.textContent);
export const showsError = (message: string) => waitFor(() => expect(fieldErrors()).toEqual([message]));
