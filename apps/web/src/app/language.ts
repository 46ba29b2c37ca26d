import type { Lang } from '@bourse/i18n';
import { loadLanguage } from './i18n';
import { saveLang } from './preferences';

/** Switch the app's language: the new texts are loaded first, so no screen shows a missing key. */
export async function changeLanguage(lang: Lang): Promise<void> {
  await loadLanguage(lang);
  saveLang(lang);
}
