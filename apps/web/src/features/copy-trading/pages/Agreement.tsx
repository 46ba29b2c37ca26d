/** The agreement pages (#/pages/follow/agreement_zh and agreement_en). */
import '../copy-trading.css';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import { go } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { AGREEMENT } from '../agreement';

export function Agreement({ lang }: { lang: 'zh' | 'en' }) {
  const { t } = useTranslation();
  return (
    <Page title={t('copyTrading.agreement.title')} name={`copy-agreement-${lang}`}>
      <article className="card ct-agreement" lang={lang === 'zh' ? 'zh-CN' : 'en'}>
        {AGREEMENT[lang].map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </article>
      <Button
        fill="none"
        color="primary"
        onClick={() => go(lang === 'zh' ? '/pages/follow/agreement_en' : '/pages/follow/agreement_zh', { replace: true })}
      >
        {lang === 'zh' ? 'English version' : '中文版'}
      </Button>
    </Page>
  );
}
