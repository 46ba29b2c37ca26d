/**
 * One i18next instance holding only the current language's bundle (loaded with loadBundle, so each
 * language is its own chunk), plus antd-mobile's texts for the same language.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd-mobile/es/locales/base';
import { INTL_LOCALE, loadBundle, type Lang } from '@bourse/i18n';
import { createStore } from '../lib/store';

export const i18n = i18next.createInstance();

const ANTD_LOCALES: Record<Lang, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd-mobile/es/locales/zh-CN'),
  en: () => import('antd-mobile/es/locales/en-US'),
  hk: () => import('antd-mobile/es/locales/zh-HK'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  jp: () => import('antd-mobile/es/locales/ja-JP'),
  kor: () => import('antd-mobile/es/locales/ko-KR'),
  fra: () => import('antd-mobile/es/locales/fr-FR'),
  spa: () => import('antd-mobile/es/locales/es-ES'),
};

/** antd-mobile's own words (picker buttons, empty states) in the current language. */
export const antdLocaleStore = createStore<Locale | undefined>(undefined);

/** Load a language and make it current. Resolves once every text of the language is available. */
export async function loadLanguage(lang: Lang): Promise<void> {
  const [bundle, antd] = await Promise.all([loadBundle(lang), ANTD_LOCALES[lang]()]);
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
  antdLocaleStore.set(antd.default);
  document.documentElement.lang = INTL_LOCALE[lang];
}
