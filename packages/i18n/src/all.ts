/** All eight bundles, loaded at once: for the server and for tests (the client loads one). */
import en from './bundles/en';
import zh from './bundles/zh';
import hk from './bundles/hk';
import th from './bundles/th';
import jp from './bundles/jp';
import kor from './bundles/kor';
import fra from './bundles/fra';
import spa from './bundles/spa';
import { type Bundle, type Lang, translateIn } from './index';

export const BUNDLES: Record<Lang, Bundle> = { en, zh, hk, th, jp, kor, fra, spa };

/** Look up 'namespace.key.sub' in a language, falling back to English, then to the key itself. */
export function translate(lang: Lang, key: string, params?: Record<string, string | number>): string {
  return translateIn(BUNDLES, lang, key, params);
}
