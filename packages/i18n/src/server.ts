/**
 * The texts the server words itself (the message of every answer, notices, mails and codes): the
 * namespaces in SERVER_NAMESPACES, in all eight languages. The server loads these and not the whole
 * app's texts (all.ts), which it never shows: about a seventh of the size, held for the life of
 * the process (issue 14's memory at rest). A test checks that every key the server looks up
 * (`translate(`, `.t(`) lives in one of them.
 */
import common_en from './ns/common/en';
import errors_en from './ns/errors/en';
import loans_en from './ns/loans/en';
import common_zh from './ns/common/zh';
import errors_zh from './ns/errors/zh';
import loans_zh from './ns/loans/zh';
import common_hk from './ns/common/hk';
import errors_hk from './ns/errors/hk';
import loans_hk from './ns/loans/hk';
import common_th from './ns/common/th';
import errors_th from './ns/errors/th';
import loans_th from './ns/loans/th';
import common_jp from './ns/common/jp';
import errors_jp from './ns/errors/jp';
import loans_jp from './ns/loans/jp';
import common_kor from './ns/common/kor';
import errors_kor from './ns/errors/kor';
import loans_kor from './ns/loans/kor';
import common_fra from './ns/common/fra';
import errors_fra from './ns/errors/fra';
import loans_fra from './ns/loans/fra';
import common_spa from './ns/common/spa';
import errors_spa from './ns/errors/spa';
import loans_spa from './ns/loans/spa';
import { type Lang, translateIn } from './index';

export const SERVER_NAMESPACES = ['common', 'errors', 'loans'] as const;

type Texts = Record<(typeof SERVER_NAMESPACES)[number], object>;

const TEXTS: Record<Lang, Texts> = {
  en: { common: common_en, errors: errors_en, loans: loans_en },
  zh: { common: common_zh, errors: errors_zh, loans: loans_zh },
  hk: { common: common_hk, errors: errors_hk, loans: loans_hk },
  th: { common: common_th, errors: errors_th, loans: loans_th },
  jp: { common: common_jp, errors: errors_jp, loans: loans_jp },
  kor: { common: common_kor, errors: errors_kor, loans: loans_kor },
  fra: { common: common_fra, errors: errors_fra, loans: loans_fra },
  spa: { common: common_spa, errors: errors_spa, loans: loans_spa },
};

/** Look up 'namespace.key.sub' in a language, falling back to English, then to the key itself. */
export function translate(lang: Lang, key: string, params?: Record<string, string | number>): string {
  return translateIn(TEXTS, lang, key, params);
}
