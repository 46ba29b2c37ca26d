import { useTranslation } from '../app/i18n';
import { DEFAULT_LANG, INTL_LOCALE, isLang, type Lang } from '@bourse/i18n';

/** The current language and its BCP 47 locale for Intl (numbers, dates, currencies, region names). */
export function useLocale(): { lang: Lang; locale: string } {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
  return { lang, locale: INTL_LOCALE[lang] };
}
