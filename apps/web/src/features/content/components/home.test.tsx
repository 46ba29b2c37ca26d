/** Home's launch notice (once per notice id) and shortcuts (label, icon, route). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../../app/query-client';
import { langStore } from '../../../app/preferences';
import { NoticePopup } from './NoticePopup';
import { Shortcuts } from './Shortcuts';

const fetchMock = vi.fn<typeof fetch>();
const wrap = (node: ReactNode) => <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  langStore.set('en');
  fetchMock.mockImplementation(
    async () =>
      new Response(
        JSON.stringify({ type: 'ok', message: { id: 7, title: 'Maintenance tonight', body: 'We will be back soon.', created_at: '' } }),
      ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('NoticePopup', () => {
  it('shows a notice once, then never again on this device', async () => {
    const first = render(wrap(<NoticePopup />));
    expect(await screen.findByText('Maintenance tonight')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/news/index_pop?lang=en');
    fireEvent.click(screen.getByText('Got it'));
    await waitFor(() => expect(screen.queryByText('Maintenance tonight')).toBeNull());
    first.unmount();

    render(wrap(<NoticePopup />));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Maintenance tonight')).toBeNull();
  });

  it('is a modal dialog named by its title, which Escape closes', async () => {
    render(wrap(<NoticePopup />));
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance tonight' });
    expect(dialog.textContent).toContain('We will be back soon.');
    expect(document.activeElement?.textContent).toBe('Got it');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByText('Maintenance tonight')).toBeNull());
  });

  it('shows nothing when there is no notice', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ type: 'ok', message: null })));
    render(wrap(<NoticePopup />));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(document.querySelector('.notice-dialog')).toBeNull();
  });
});

describe('Shortcuts', () => {
  const items = [
    { key: 'contact', route: '/pages/common/contactus', enabled: true },
    { key: 'recharge', route: '/pages/fund/select?action=receive', enabled: true },
  ];

  it('labels each shortcut in the language, with an icon, and opens its route', () => {
    render(<Shortcuts items={items} />);
    expect(screen.getByText('Contact us')).toBeTruthy();
    expect(screen.getByText('Deposit')).toBeTruthy();
    expect(screen.getByTestId('shortcut-recharge').querySelector('svg')).toBeTruthy();
    fireEvent.click(screen.getByTestId('shortcut-recharge'));
    expect(window.location.hash).toBe('#/pages/fund/select?action=receive');
  });

  it('folds a long list on a phone behind "More"', () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ key: `k${i}`, route: `/x/${i}`, enabled: true }));
    render(<Shortcuts items={many} />);
    const more = screen.getByTestId('shortcut-more');
    expect(more.textContent).toContain('More');
    expect(document.querySelectorAll('.shortcut-extra')).toHaveLength(5);
    expect(document.querySelector('.shortcuts--open')).toBeNull();
    fireEvent.click(more);
    expect(document.querySelector('.shortcuts--open')).toBeTruthy();
    expect(more.textContent).toContain('Less');
  });
});
