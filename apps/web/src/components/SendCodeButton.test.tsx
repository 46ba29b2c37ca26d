import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CODE_COUNTDOWN_S, SendCodeButton } from './form/SendCodeButton';

afterEach(() => vi.useRealTimers());

const flush = async (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('SendCodeButton', () => {
  it('counts down 60 s after a code went out, then can send again', async () => {
    vi.useFakeTimers();
    expect(CODE_COUNTDOWN_S).toBe(60);
    const onSend = vi.fn(async () => true);
    render(<SendCodeButton onSend={onSend} />);
    const button = screen.getByTestId('send-code') as HTMLButtonElement;
    expect(button.textContent).toBe('Send code');
    fireEvent.click(button);
    await flush(0);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Resend in 60s');
    expect(button.disabled).toBe(true);
    await flush(1000);
    expect(button.textContent).toBe('Resend in 59s');
    // One tick at a time: each second's render sets the next timer.
    for (let i = 0; i < 59; i++) await flush(1000);
    expect(button.textContent).toBe('Send code');
    expect(button.disabled).toBe(false);
  });

  it('stays ready when the input was not valid or the send failed', async () => {
    vi.useFakeTimers();
    const invalid = vi.fn(async () => false);
    const { unmount } = render(<SendCodeButton onSend={invalid} />);
    fireEvent.click(screen.getByTestId('send-code'));
    await flush(0);
    expect(screen.getByTestId('send-code').textContent).toBe('Send code');
    unmount();
    render(<SendCodeButton onSend={() => Promise.reject(new Error('cooldown'))} />);
    fireEvent.click(screen.getByTestId('send-code'));
    await flush(0);
    expect(screen.getByTestId('send-code').textContent).toBe('Send code');
  });
});
