/**
 * A language's texts: ours (one chunk per language, @bourse/i18n) and antd-mobile's own words
 * (picker buttons, empty states). Kept apart from i18n.ts, which brings i18next, so the launch can
 * start downloading them before the app's code is here (main.tsx).
 */
import type { Locale } from 'antd-mobile/es/locales/base';
import { loadBundle, type Bundle, type Lang } from '@bourse/i18n';

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

export interface Texts {
  lang: Lang;
  bundle: Bundle;
  antd: Locale;
}

/** Download a language's texts (both resolve together). */
export async function fetchTexts(lang: Lang): Promise<Texts> {
  const [bundle, antd] = await Promise.all([loadBundle(lang), ANTD_LOCALES[lang]()]);
  return { lang, bundle, antd: antd.default };
}
