/**
 * Fiat rates (USD base) for fiat equivalents. Kept in local storage and fetched again when older
 * than 86,400,000 ms (SPEC section 9): at launch, when the app comes back to the foreground, and
 * by a timer set for the moment they expire.
 */
import { FIAT_RATES_MAX_AGE_MS } from '@bourse/contract/constants';
import { KEYS, readJson, writeJson } from '../lib/storage';
import { createStore, useStore } from '../lib/store';
import type { ApiOutput } from './http';

type FiatRates = ApiOutput<'GET /fiat/rates'>;

export interface StoredRates {
  rates: Record<string, string>;
  /** When we fetched them (ms since epoch); 0 for never. */
  fetchedAt: number;
}

const EMPTY: StoredRates = { rates: { USD: '1' }, fetchedAt: 0 };

export const ratesStore = createStore<StoredRates>(EMPTY);
export const useRates = () => useStore(ratesStore).rates;

export function loadRates(): void {
  const stored = readJson<StoredRates>(KEYS.fiatRates, EMPTY);
  ratesStore.set(stored && typeof stored.fetchedAt === 'number' && stored.rates ? stored : EMPTY);
}

export function ratesAreStale(stored: StoredRates, now: number): boolean {
  return now - stored.fetchedAt > FIAT_RATES_MAX_AGE_MS;
}

/** Fetch the rates if they are older than the limit; a failure keeps the old ones. */
export async function refreshRatesIfStale(fetchRates: () => Promise<FiatRates>, now: number = Date.now()): Promise<boolean> {
  if (!ratesAreStale(ratesStore.get(), now)) return false;
  try {
    const answer = await fetchRates();
    const next: StoredRates = { rates: { ...answer.rates, USD: '1' }, fetchedAt: now };
    writeJson(KEYS.fiatRates, next);
    ratesStore.set(next);
    return true;
  } catch {
    return false;
  }
}

/** Keep the rates fresh while the app runs. Returns the stop function. */
export function keepRatesFresh(fetchRates: () => Promise<FiatRates>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = async () => {
    if (timer !== undefined) clearTimeout(timer);
    await refreshRatesIfStale(fetchRates);
    const age = Date.now() - ratesStore.get().fetchedAt;
    // One minute past expiry; a failed fetch is tried again after a minute.
    timer = setTimeout(() => void check(), Math.max(60_000, FIAT_RATES_MAX_AGE_MS - age + 60_000));
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  void check();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
