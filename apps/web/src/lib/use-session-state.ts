import { useCallback, useState } from 'react';

/**
 * State that survives a trip to another page and back within this tab (e.g. the form you were
 * filling in while you went to pick a country). Never use it for passwords or codes.
 */
export function useSessionState<T>(key: string, initial: T, prefer?: T | null): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    // A value the link carries (e.g. ?account=) wins over what was typed before.
    if (prefer !== undefined && prefer !== null) return prefer;
    try {
      const stored = sessionStorage.getItem(key);
      return stored === null ? initial : (JSON.parse(stored) as T);
    } catch {
      return initial;
    }
  });
  const set = useCallback(
    (next: T) => {
      setValue(next);
      try {
        sessionStorage.setItem(key, JSON.stringify(next));
      } catch {
        // storage unavailable: the value still lives for this page
      }
    },
    [key],
  );
  return [value, set];
}
