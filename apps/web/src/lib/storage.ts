/**
 * Local storage: one list of keys, JSON helpers that survive a full or disabled storage, and the
 * h5Version rule of SPEC section 9 (an older layout is cleared whole rather than migrated).
 */
import { H5_VERSION } from '@bourse/contract/constants';

export const KEYS = {
  h5Version: 'h5Version',
  token: 'token',
  user: 'userInfo',
  lang: 'lang',
  theme: 'theme',
  fiat: 'fiat',
  fiatRates: 'fiatRates',
  seenNotices: 'seenNotices',
  pickedArea: 'pickedArea',
  lastDeposit: 'lastDeposit',
} as const;

export function readJson<T>(key: string, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the app still works for this visit.
  }
}

export function readText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // as above
  }
}

/** If the stored h5Version is below the current one (or missing), clear all local storage and set it. */
export function applyH5Version(storage: Storage = localStorage, current: number = H5_VERSION): boolean {
  const stored = Number(storage.getItem(KEYS.h5Version) ?? 0);
  if (Number.isFinite(stored) && stored >= current) return false;
  storage.clear();
  storage.setItem(KEYS.h5Version, String(current));
  return true;
}
