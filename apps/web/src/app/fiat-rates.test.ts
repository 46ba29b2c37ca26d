import { describe, expect, it, vi } from 'vitest';
import type { FiatRates } from '@bourse/contract';
import { loadRates, ratesAreStale, ratesStore, refreshRatesIfStale } from './fiat-rates';

const answer: FiatRates = { base: 'USD', rates: { EUR: '0.92', CNY: '7.12' }, source: 'test', updated_at: '' };
const DAY = 86_400_000;

describe('fiat rates (SPEC section 9: refreshed when older than 86,400,000 ms)', () => {
  it('is stale only when older than a day', () => {
    expect(ratesAreStale({ rates: {}, fetchedAt: 1000 }, 1000 + DAY)).toBe(false);
    expect(ratesAreStale({ rates: {}, fetchedAt: 1000 }, 1000 + DAY + 1)).toBe(true);
    expect(ratesAreStale({ rates: {}, fetchedAt: 0 }, Date.now())).toBe(true);
  });

  it('fetches when stale, keeps USD at 1, stores them, and does not fetch again within a day', async () => {
    loadRates();
    const fetchRates = vi.fn(async () => answer);
    const now = 5 * DAY;
    expect(await refreshRatesIfStale(fetchRates, now)).toBe(true);
    expect(ratesStore.get()).toEqual({ rates: { EUR: '0.92', CNY: '7.12', USD: '1' }, fetchedAt: now });
    expect(JSON.parse(localStorage.getItem('fiatRates')!).fetchedAt).toBe(now);
    expect(await refreshRatesIfStale(fetchRates, now + DAY)).toBe(false);
    expect(await refreshRatesIfStale(fetchRates, now + DAY + 1)).toBe(true);
    expect(fetchRates).toHaveBeenCalledTimes(2);
  });

  it('keeps the old rates when the fetch fails', async () => {
    ratesStore.set({ rates: { USD: '1', EUR: '0.9' }, fetchedAt: 0 });
    expect(await refreshRatesIfStale(() => Promise.reject(new Error('offline')))).toBe(false);
    expect(ratesStore.get().rates.EUR).toBe('0.9');
  });
});
