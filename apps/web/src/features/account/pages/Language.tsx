/** The eight languages, each named in itself. The choice applies at once and is sent as `lang`. */
import '../account.css';
import { useState } from 'react';
import List from 'antd-mobile/es/components/list';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../app/i18n';
import { LANG_NAMES, LANGS, type Lang } from '@bourse/i18n';
import { changeLanguage } from '../../../app/language';
import { goBack } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { toast } from '../../../lib/toast';
import { useLocale } from '../../../lib/use-locale';

export default function Language() {
  const { t } = useTranslation();
  const { lang: current } = useLocale();
  const [busy, setBusy] = useState<Lang | null>(null);

  const pick = async (lang: Lang) => {
    if (lang === current) return goBack();
    setBusy(lang);
    try {
      await changeLanguage(lang);
      goBack();
    } catch {
      toast(t('app.network.error'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Page title={t('account.language.title')} name="language">
      <List className="list-card">
        {LANGS.map((lang) => (
          <List.Item
            key={lang}
            onClick={() => void pick(lang)}
            arrowIcon={false}
            extra={lang === current ? <CheckOutline className="check-mark" /> : busy === lang ? '…' : null}
            aria-selected={lang === current}
            data-testid={`lang-${lang}`}
          >
            <span lang={lang}>{LANG_NAMES[lang]}</span>
          </List.Item>
        ))}
      </List>
    </Page>
  );
}
