import { useRef } from 'react';
import { newRequestKey } from './amount';

/**
 * The Idempotency-Key for a money-moving form: the same while the user retries the same request
 * (so a request whose answer was lost is applied once), a new one once the request differs or
 * has succeeded.
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
