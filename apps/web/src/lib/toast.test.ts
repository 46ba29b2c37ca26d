import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { TOAST_DURATION_MS, TOAST_Z_INDEX, toast, toastOptions } from './toast';

describe('toast (SPEC section 9)', () => {
  it('lasts 1,500 ms on the 10090 layer by default', () => {
    expect(TOAST_DURATION_MS).toBe(1500);
    expect(TOAST_Z_INDEX).toBe(10090);
    const options = toastOptions('hello', 'info', TOAST_DURATION_MS);
    expect(options.duration).toBe(1500);
    expect(options.zIndex).toBe('10090');
    expect(options.icon).toBeUndefined();
    expect(toastOptions('ok', 'success', 10).icon).toBe('success');
  });

  it('renders the message above everything else', async () => {
    await toast('Saved for real');
    await waitFor(() => expect(document.body.textContent).toContain('Saved for real'));
    const mask = document.querySelector<HTMLElement>('.toast-mask');
    expect(mask?.style.zIndex).toBe('10090');
    expect(mask?.querySelector('[role="status"]')?.textContent).toBe('Saved for real');
  });

  it('shows one at a time, a failure as an alert with its icon', async () => {
    await toast('First');
    await toast('Second failed', 'fail');
    expect(document.querySelectorAll('.toast-mask')).toHaveLength(1);
    const alert = document.querySelector('.toast-mask [role="alert"]');
    expect(alert?.textContent).toBe('Second failed');
    expect(alert?.querySelector('svg.toast-icon')).toBeTruthy();
  });

  it('goes away after 1,500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await toast('Short lived');
      await waitFor(() => expect(document.body.textContent).toContain('Short lived'));
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 600);
      await waitFor(() => expect(document.body.textContent).not.toContain('Short lived'));
    } finally {
      vi.useRealTimers();
    }
  });
});
