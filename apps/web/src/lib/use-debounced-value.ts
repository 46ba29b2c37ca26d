import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '@bourse/contract/constants';

/** The value, once it has stopped changing for `waitMs` (default 500 ms): for search fields. */
export function useDebouncedValue<T>(value: T, waitMs: number = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), waitMs);
    return () => clearTimeout(timer);
  }, [value, waitMs]);
  return settled;
}
