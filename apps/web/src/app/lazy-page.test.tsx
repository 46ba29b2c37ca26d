/** Lazily loaded pages: loading state only after 200 ms, error with retry after 60 s or a failed load. */
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

afterEach(() => vi.useRealTimers());

function Page() {
  return <p>the page</p>;
}

type Module = { default: ComponentType };

const flush = async (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('lazyPage', () => {
  it('shows nothing for 200 ms, then the loading state, then the page', async () => {
    vi.useFakeTimers();
    let resolve!: (m: Module) => void;
    const Lazy = lazyPage(() => new Promise<Module>((r) => (resolve = r)));
    render(<Lazy />);
    await flush(199);
    expect(screen.queryByRole('status')).toBeNull();
    await flush(1);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await act(async () => resolve({ default: Page }));
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('gives up after 60 s with an error and a retry that loads again', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const Lazy = lazyPage((): Promise<Module> => {
      attempts += 1;
      return attempts === 1 ? new Promise(() => undefined) : Promise.resolve({ default: Page });
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Lazy />);
    await flush(59_999);
    expect(screen.queryByText('This page could not be loaded')).toBeNull();
    await flush(1);
    expect(screen.getByText('This page could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByTestId('retry'));
    await flush(0);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('renders a page preloaded before its first render at once, without suspending', async () => {
    let loads = 0;
    const Lazy = lazyPage((): Promise<Module> => {
      loads += 1;
      return Promise.resolve({ default: Page });
    });
    await Lazy.preload();
    render(<Lazy />);
    // No act() flush: the page is in the first commit.
    expect(screen.getByText('the page')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('shows the error with retry when the chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Lazy = lazyPage((): Promise<Module> => Promise.reject(new Error('chunk failed')));
    render(<Lazy />);
    expect(await screen.findByText('This page could not be loaded')).toBeTruthy();
    expect(screen.getByTestId('retry')).toBeTruthy();
  });
});
