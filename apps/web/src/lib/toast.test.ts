import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { TOAST_DURATION_MS, TOAST_Z_INDEX, toast, toastOptions } from './toast';

describe('toast (SPEC section 9)', () => {
  it('lasts 1,500 ms on the 10090 layer by default', () => {
    expect(TOAST_DURATION_MS).toBe(1500);
    expect(TOAST_Z_INDEX).toBe(10090);
    const options = toastOptions('hello', 'info', TOAST_DURATION_MS);
    expect(options.duration).toBe(1500);
    expect(options.maskStyle).toEqual({ '--z-index': '10090' });
    expect(options.icon).toBeUndefined();
    expect(toastOptions('ok', 'success', 10).icon).toBe('success');
  });

  it('renders the message above everything else', async () => {
    await toast('Saved for real');
    await waitFor(() => expect(document.body.textContent).toContain('Saved for real'));
    const mask = document.querySelector<HTMLElement>('.adm-toast-mask');
    expect(mask?.style.getPropertyValue('--z-index')).toBe('10090');
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
