import { useCallback } from 'react';
import { useTranslation } from '../app/i18n';
import { formatTimeAgo, timeAgo } from './time-ago';
import { useLocale } from './use-locale';

/** time-ago in the user's language ('just now' is ours; minutes, hours and days come from Intl). */
export function useTimeAgo() {
  const { locale } = useLocale();
  const { t } = useTranslation();
  return useCallback((value: string | number | Date) => formatTimeAgo(timeAgo(value), locale, t('app.time.justNow')), [locale, t]);
}
