/**
 * The console's NFT page with the server faked at fetch: onboarding an artist and minting a
 * blind-box series send exactly their fields with the operator's token; the series form has no
 * field for a seed or a box's content (the server makes the seed and publishes its commitment).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../app/query-client';
import { langStore } from '../../app/preferences';
import Nft from './pages/Nft';
import { clearOperatorSession, setOperatorSession } from './session';

const fetchMock = vi.fn<typeof fetch>();
let answers: Record<string, unknown> = {};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  answers = {
    '/operator/me': { id: 1, username: 'admin', role: 'admin', totp_enabled: true },
    '/operator/nft/artists': { data: [], page: 1, pages: 1, total: 0, limit: 50 },
    '/operator/nft/series': [],
  };
  fetchMock.mockImplementation(async (url) => {
    const path = String(url)
      .split('?')[0]!
      .replace(/^\/api/, '');
    return new Response(
      JSON.stringify(path in answers ? { type: 'ok', message: answers[path] } : { type: 'error', code: 'NOT_FOUND', message: path }),
    );
  });
  langStore.set('en');
  setOperatorSession('op-tok', 'full');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearOperatorSession();
});

function show() {
  const router = createMemoryRouter([{ path: '*', element: <Nft /> }], { initialEntries: ['/operator/nft'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const type = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });
const posts = (path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).split('?')[0] === `/api${path}` && init?.method === 'POST');

describe('the console’s NFT page', () => {
  it('makes a user an artist with the operator’s token', async () => {
    answers['/operator/nft/artists'] = { data: [], page: 1, pages: 1, total: 0, limit: 50 };
    show();
    await screen.findByTestId('nft-add-artist');
    type('nft-artist-user', '42');
    type('nft-artist-name', 'Mira Vale');
    fireEvent.click(screen.getByTestId('nft-add-artist'));
    await waitFor(() => expect(posts('/operator/nft/artists')).toHaveLength(1));
    const [, init] = posts('/operator/nft/artists')[0]!;
    expect((init!.headers as Record<string, string>).Authorization ?? (init!.headers as Record<string, string>).authorization).toContain(
      'op-tok',
    );
    const body = new URLSearchParams(String(init!.body));
    expect([body.get('user_id'), body.get('name')]).toEqual(['42', 'Mira Vale']);
  });

  it('mints a series from its items and counts only: no seed, no box content', async () => {
    show();
    const form = await screen.findByTestId('nft-series-form');
    expect(form.querySelectorAll('input').length).toBeGreaterThan(0);
    const fields = [...form.querySelectorAll('input, select, textarea')].map((el) => el.id);
    expect(fields.filter((id) => /seed|commit|box_no|owner|winner/i.test(id))).toEqual([]);
    type('nft-series-artist', '3');
    type('nft-series-name', 'Night garden');
    type('nft-series-price', '10');
    type('nft-item-name-0', 'Moth');
    fireEvent.click(screen.getByTestId('nft-series-submit'));
    await waitFor(() => expect(posts('/operator/nft/series')).toHaveLength(1));
    const sent = JSON.parse(String(posts('/operator/nft/series')[0]![1]!.body)) as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(['artist_id', 'cover', 'end_time', 'items', 'lang', 'name', 'price', 'start_time']);
    expect(sent.items).toEqual([{ name: 'Moth', rarity: 'N', count: '10', type: 'image', media: '' }]);
  });
});
