import { useRef } from 'react';

/** A fresh Idempotency-Key (the server accepts 8 to 100 of [A-Za-z0-9_.:-]). */
export function newRequestKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The Idempotency-Key of a money-moving request (an order, a transfer, an exchange): the same while
 * the user retries the same request (an answer lost on the way must not apply it twice), a new one
 * once the request differs or has been accepted.
 */
export function useRequestKey() {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  return {
    keyFor(fingerprint: string): string {
      if (last.current?.fingerprint !== fingerprint) last.current = { fingerprint, key: newRequestKey() };
      return last.current.key;
    },
    done(): void {
      last.current = null;
    },
  };
}
