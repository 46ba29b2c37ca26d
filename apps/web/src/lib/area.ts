/**
 * Countries and areas with dial codes (GET /area/list). Names come from Intl.DisplayNames in the
 * user's language; the pick made on the area page is kept here for the form that asked for it.
 */
import type { AreaEntry } from '@bourse/contract';
import { KEYS, readJson, writeJson } from './storage';
import { createStore, useStore } from './store';

export type { AreaEntry };

/** A sensible first choice per language, before the user picks one. */
const DEFAULT_BY_LANG: Record<string, AreaEntry> = {
  zh: { region: 'CN', dial_code: '86' },
  hk: { region: 'HK', dial_code: '852' },
  en: { region: 'US', dial_code: '1' },
  th: { region: 'TH', dial_code: '66' },
  jp: { region: 'JP', dial_code: '81' },
  kor: { region: 'KR', dial_code: '82' },
  fra: { region: 'FR', dial_code: '33' },
  spa: { region: 'ES', dial_code: '34' },
};

export function defaultArea(lang: string): AreaEntry {
  return DEFAULT_BY_LANG[lang] ?? { region: 'US', dial_code: '1' };
}

export const pickedAreaStore = createStore<AreaEntry | null>(null);

export function loadPickedArea(): void {
  pickedAreaStore.set(readJson<AreaEntry | null>(KEYS.pickedArea, null));
}

export function pickArea(area: AreaEntry): void {
  writeJson(KEYS.pickedArea, area);
  pickedAreaStore.set(area);
}

export function usePickedArea(lang: string): AreaEntry {
  return useStore(pickedAreaStore) ?? defaultArea(lang);
}

export function regionName(region: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}

/** Matches the query against the name in the user's language, the English name, the code or the dial code. */
export function filterAreas(areas: readonly AreaEntry[], query: string, locale: string): AreaEntry[] {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return [...areas];
  return areas.filter((a) => {
    const names = [regionName(a.region, locale), regionName(a.region, 'en'), a.region];
    return a.dial_code.startsWith(q) || names.some((name) => name.toLowerCase().includes(q));
  });
}
