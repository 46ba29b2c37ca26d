/**
 * The user's choices that apply before and without an account: language, theme and default fiat.
 * Each is kept in local storage; the fiat is also saved to the account when signed in.
 */
import { DEFAULT_LANG, isLang, type Lang } from '@bourse/i18n';
import { DEFAULT_FIAT, isFiat, type Fiat } from '../lib/fiat';
import { KEYS, readText, writeText } from '../lib/storage';
import { createStore, useStore } from '../lib/store';

export type ThemeChoice = 'light' | 'dark' | 'system';
export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

/** Browser languages -> ours: Traditional Chinese goes to hk, every other Chinese to zh. */
export function langFromNavigator(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    if (/^zh-(hk|tw|mo|hant)/.test(lower)) return 'hk';
    const primary = lower.split('-')[0] ?? '';
    const mapped: Record<string, Lang> = { zh: 'zh', en: 'en', th: 'th', ja: 'jp', ko: 'kor', fr: 'fra', es: 'spa' };
    if (mapped[primary]) return mapped[primary];
  }
  return DEFAULT_LANG;
}

function initialLang(): Lang {
  const stored = readText(KEYS.lang);
  if (isLang(stored)) return stored;
  return typeof navigator === 'undefined' ? DEFAULT_LANG : langFromNavigator(navigator.languages ?? [navigator.language]);
}

function initialTheme(): ThemeChoice {
  const stored = readText(KEYS.theme);
  return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
}

function initialFiat(): Fiat {
  const stored = readText(KEYS.fiat);
  return isFiat(stored) ? stored : DEFAULT_FIAT;
}

export const langStore = createStore<Lang>(DEFAULT_LANG);
export const themeStore = createStore<ThemeChoice>('system');
export const fiatStore = createStore<Fiat>(DEFAULT_FIAT);

/** Read the stored choices (after the h5Version rule may have cleared them). */
export function loadPreferences(): void {
  langStore.set(initialLang());
  themeStore.set(initialTheme());
  fiatStore.set(initialFiat());
}

export function saveLang(lang: Lang): void {
  writeText(KEYS.lang, lang);
  langStore.set(lang);
}

export function saveFiat(fiat: Fiat): void {
  writeText(KEYS.fiat, fiat);
  fiatStore.set(fiat);
}

const darkQuery = () => (typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined);

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): 'light' | 'dark' {
  return choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
}

/** antd-mobile and our own variables both switch on this attribute. */
export function applyTheme(choice: ThemeChoice = themeStore.get()): void {
  const theme = resolveTheme(choice, darkQuery()?.matches ?? false);
  const root = document.documentElement;
  root.setAttribute('data-prefers-color-scheme', theme);
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0d1117' : '#ffffff');
}

export function saveTheme(choice: ThemeChoice): void {
  writeText(KEYS.theme, choice);
  themeStore.set(choice);
  applyTheme(choice);
}

/** Follow the system's light/dark switch while the choice is 'system'. */
export function watchSystemTheme(): () => void {
  const query = darkQuery();
  if (!query) return () => undefined;
  const onChange = () => {
    if (themeStore.get() === 'system') applyTheme('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export const useLang = () => useStore(langStore);
export const useTheme = () => useStore(themeStore);
export const useFiat = () => useStore(fiatStore);
