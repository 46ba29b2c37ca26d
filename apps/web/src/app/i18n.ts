/**
 * One i18next instance holding only the current language's bundle (texts.ts: each language is its
 * own chunk), plus antd-mobile's texts for the same language.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd-mobile/es/locales/base';
import { INTL_LOCALE, type Lang } from '@bourse/i18n';
import { createStore } from '../lib/store';
import { fetchTexts, type Texts } from './texts';
import { setTranslator } from './translate';

export const i18n = i18next.createInstance();
// The request wrapper's words come from here once this module is loaded (translate.ts).
setTranslator((key, params) => (i18n.isInitialized ? i18n.t(key, params) : key));

/** antd-mobile's own words (picker buttons, empty states) in the current language. */
export const antdLocaleStore = createStore<Locale | undefined>(undefined);

/** Load a language and make it current. Resolves once every text of the language is available. */
export async function loadLanguage(lang: Lang): Promise<void> {
  await applyTexts(await fetchTexts(lang));
}

/** Make a downloaded language current (the launch downloads it before i18next is here). */
export async function applyTexts({ lang, bundle, antd }: Texts): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: lang,
      resources: { [lang]: { translation: bundle } },
      // Only the chosen language is loaded; a missing key shows the key, which tests catch.
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else {
    i18n.addResourceBundle(lang, 'translation', bundle, true, true);
    await i18n.changeLanguage(lang);
  }
  antdLocaleStore.set(antd);
  document.documentElement.lang = INTL_LOCALE[lang];
}
