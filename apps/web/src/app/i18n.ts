/**
 * The app's translator. It holds the current language's texts namespace by namespace as they
 * arrive (texts.ts: the first screen's part at launch, the rest with the first other page), and
 * `t(key, params)` reads them: `{{name}}` placeholders, and plural keys (`key_one`, `key_other`...
 * chosen by Intl.PluralRules from `count`, as the locale files are written), `defaultValue` for a
 * key that may not exist. Components read it through `useTranslation()` and re-render when texts
 * arrive or the language changes. A text of a part not loaded yet asks for that part and reads as
 * empty meanwhile; a key missing from a loaded namespace reads as the key, which tests catch.
 * (Our own, not i18next: this is all the app uses of it, in 1 KB instead of 17 on the first load.)
 */
import { useSyncExternalStore } from 'react';
import type { Locale } from 'antd-mobile/es/locales/base';
import { INTL_LOCALE, interpolate, type Lang } from '@bourse/i18n';
import { createStore } from '../lib/store';
import { langStore } from './preferences';
import { fetchTexts, type Texts, type TextTree } from './texts';
import { setTranslator } from './translate';

/** Placeholder values, `count` (plural keys) and `defaultValue`; a missing value (null, undefined) reads as empty. */
export type TextParams = Record<string, unknown>;
export type TFunction = (key: string, params?: TextParams) => string;

interface Current {
  lang: Lang;
  namespaces: Record<string, TextTree>;
  /** Every namespace of the language is here (not only the first screen's). */
  complete: boolean;
  plurals: Intl.PluralRules;
}

let current: Current | undefined;
/** The rest of the current language's texts, once asked for. */
let restPending: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** antd-mobile's own words (picker buttons, empty states) in the current language. */
export const antdLocaleStore = createStore<Locale | undefined>(undefined);

function lookup(key: string): string | undefined {
  let node: string | TextTree | undefined = current?.namespaces;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function values(params: TextParams): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name !== 'defaultValue') out[name] = typeof value === 'number' ? value : value == null ? '' : String(value as string);
  }
  return out;
}

export const t: TFunction = (key, params) => {
  if (!current) return key;
  const ns = key.split('.', 1)[0]!;
  if (!(ns in current.namespaces) && !current.complete) {
    loadRestTexts().catch(() => undefined); // shown once here; a failure leaves the text empty
    return '';
  }
  let text: string | undefined;
  if (typeof params?.count === 'number') text = lookup(`${key}_${current.plurals.select(params.count)}`) ?? lookup(`${key}_other`);
  text ??= lookup(key) ?? (typeof params?.defaultValue === 'string' ? params.defaultValue : undefined);
  if (text === undefined) return key;
  return params ? interpolate(text, values(params)) : text;
};

/** What components read: `i18n.language` is the current language. */
export const i18n = {
  get language(): Lang {
    return current?.lang ?? langStore.get();
  },
  get isInitialized(): boolean {
    return current !== undefined;
  },
  t,
};

// A fresh value per change, so components (and their memos on `t`) follow each one.
let snapshot = { t: ((key, params) => t(key, params)) as TFunction, i18n };
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function changed(): void {
  snapshot = { t: (key, params) => t(key, params), i18n };
  for (const listener of [...listeners]) listener();
}

export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

// The request wrapper's words come from here once this module is loaded (translate.ts).
setTranslator((key, params) => t(key, params));

/** Make downloaded texts current: a part of the current language joins it; another language replaces it. */
export async function applyTexts(...parts: Array<Texts | undefined>): Promise<void> {
  for (const texts of parts) {
    if (!texts) continue;
    if (!current || current.lang !== texts.lang) {
      current = { lang: texts.lang, namespaces: {}, complete: false, plurals: new Intl.PluralRules(INTL_LOCALE[texts.lang]) };
      restPending = undefined;
    }
    current.namespaces = { ...current.namespaces, ...texts.namespaces };
    if (texts.part === 'rest') current.complete = true;
    if (texts.antd) antdLocaleStore.set(texts.antd);
  }
  if (current) document.documentElement.lang = INTL_LOCALE[current.lang];
  changed();
}

/** Every namespace of a language at once (the component tests' English, synchronously). */
export function applyAllTexts(lang: Lang, namespaces: Record<string, TextTree>): void {
  current = { lang, namespaces, complete: true, plurals: new Intl.PluralRules(INTL_LOCALE[lang]) };
  restPending = undefined;
  document.documentElement.lang = INTL_LOCALE[lang];
  changed();
}

/** The rest of the current language's texts (every page but the first screen's waits for them: lazy-page.tsx). */
export function loadRestTexts(): Promise<void> {
  if (current?.complete) return Promise.resolve();
  const lang = current?.lang ?? langStore.get();
  return (restPending ??= fetchTexts(lang, 'rest').then(
    (texts) => {
      // A language chosen meanwhile loads its own.
      if ((current?.lang ?? langStore.get()) === texts.lang) return applyTexts(texts);
    },
    (error: unknown) => {
      restPending = undefined;
      throw error;
    },
  ));
}

/** Load a language and make it current, whole (as much of it as the current one has), in one change. */
export async function loadLanguage(lang: Lang): Promise<void> {
  const whole = current?.complete === true || restPending !== undefined;
  const parts = await Promise.all([fetchTexts(lang, 'first'), whole ? fetchTexts(lang, 'rest') : undefined]);
  await applyTexts(...parts);
}
