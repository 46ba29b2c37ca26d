/**
 * A minimal observable value for app-wide state (session, preferences). React reads it through
 * useSyncExternalStore, so every reader sees one consistent value per render.
 */
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/** Every store's way back to its first value: the component tests share one module graph per worker (vitest.config.ts). */
const resets: Array<() => void> = [];

/** Put every store back to the value it was created with (test-setup.ts, after each test). */
export function resetAllStores(): void {
  for (const reset of resets) reset();
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  resets.push(() => {
    value = initial;
  });
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
