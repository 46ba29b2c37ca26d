/**
 * Eight complete languages. English (`en`) is the source; every other locale has exactly its keys
 * (a test fails on a missing, extra or empty key, or a placeholder that differs).
 */
import type en from './bundles/en';
import type { Messages } from './types';

export const LANGS = ['zh', 'en', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** The keys of the English bundle; every language's bundle has them all, as plain strings. */
export type Bundle = Messages<typeof en>;
export type { Messages } from './types';

/** The BCP 47 locale for Intl formatting of numbers, dates and currencies. */
export const INTL_LOCALE: Record<Lang, string> = {
  zh: 'zh-CN',
  en: 'en-US',
  hk: 'zh-HK',
  th: 'th-TH',
  jp: 'ja-JP',
  kor: 'ko-KR',
  fra: 'fr-FR',
  spa: 'es-ES',
};

/** Each language's name in itself, for the language picker. */
export const LANG_NAMES: Record<Lang, string> = {
  zh: '简体中文',
  en: 'English',
  hk: '繁體中文',
  th: 'ไทย',
  jp: '日本語',
  kor: '한국어',
  fra: 'Français',
  spa: 'Español',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Replace {{name}} placeholders. Unknown placeholders are left as they are. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/**
 * Look up 'namespace.key.sub' in a language's texts, falling back to English, then to the key
 * itself, and fill its placeholders: the server's translators (all.ts, server.ts) over their texts.
 */
export function translateIn(texts: Record<Lang, object>, lang: Lang, key: string, params?: Record<string, string | number>): string {
  const find = (root: object): string | undefined => {
    let node: unknown = root;
    for (const part of key.split('.')) {
      if (node === null || typeof node !== 'object') return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  return interpolate(find(texts[lang]) ?? find(texts.en) ?? key, params);
}
