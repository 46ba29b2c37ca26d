/**
 * A language's texts: ours (@bourse/i18n, in two files per language: the namespaces the first
 * screen reads, `<lang>.first.ts`, and the whole bundle, which the first other page loads) and
 * antd-mobile's own words (picker buttons, empty states). Kept apart from i18n.ts so the launch
 * can start downloading them before the app's code is here (main.tsx).
 */
import type { Locale } from 'antd-mobile/es/locales/base';
import type { Lang } from '@bourse/i18n';

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

/** A namespace's texts: nested keys down to strings. */
export interface TextTree {
  [key: string]: string | TextTree;
}

export type TextPart = 'first' | 'rest';

type Namespaces = Record<string, TextTree>;
const load = (module: Promise<{ default: object }>) => module.then((m) => m.default as Namespaces);

/** The first screen's namespaces, and the whole bundle (which holds them too), each a file of its own. */
const PARTS: Record<Lang, Record<TextPart, () => Promise<Namespaces>>> = {
  zh: { first: () => load(import('@bourse/i18n/bundles/zh.first')), rest: () => load(import('@bourse/i18n/bundles/zh')) },
  en: { first: () => load(import('@bourse/i18n/bundles/en.first')), rest: () => load(import('@bourse/i18n/bundles/en')) },
  hk: { first: () => load(import('@bourse/i18n/bundles/hk.first')), rest: () => load(import('@bourse/i18n/bundles/hk')) },
  th: { first: () => load(import('@bourse/i18n/bundles/th.first')), rest: () => load(import('@bourse/i18n/bundles/th')) },
  jp: { first: () => load(import('@bourse/i18n/bundles/jp.first')), rest: () => load(import('@bourse/i18n/bundles/jp')) },
  kor: { first: () => load(import('@bourse/i18n/bundles/kor.first')), rest: () => load(import('@bourse/i18n/bundles/kor')) },
  fra: { first: () => load(import('@bourse/i18n/bundles/fra.first')), rest: () => load(import('@bourse/i18n/bundles/fra')) },
  spa: { first: () => load(import('@bourse/i18n/bundles/spa.first')), rest: () => load(import('@bourse/i18n/bundles/spa')) },
};

export interface Texts {
  lang: Lang;
  part: TextPart;
  namespaces: Namespaces;
  /** antd-mobile's words, with the first part only. */
  antd?: Locale;
}

/** Download one part of a language's texts (the first part with antd-mobile's words). */
export async function fetchTexts(lang: Lang, part: TextPart = 'first'): Promise<Texts> {
  const [namespaces, antd] = await Promise.all([
    PARTS[lang][part](),
    part === 'first' ? ANTD_LOCALES[lang]().then((module) => module.default) : undefined,
  ]);
  const texts: Texts = { lang, part, namespaces };
  if (antd) texts.antd = antd;
  return texts;
}
