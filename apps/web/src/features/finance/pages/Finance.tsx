/**
 * The Finance tab (pages/financial/index): one section per enabled earn product, each with live
 * figures, the user's holdings and a link to its orders.
 */
import '../finance.css';
import { Suspense } from 'react';
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { Loading } from '../../../components/states';
import { visibleSections } from '../../../app/finance-sections';

export default function Finance() {
  const { t } = useTranslation();
  return (
    <Page title={t('finance.title')} tab name="finance">
      <div className="finance-layout">
        <p className="finance-intro">{t('finance.intro')}</p>
        {visibleSections().map(({ product, Component }) => (
          <Suspense key={product} fallback={<Loading />}>
            <Component />
          </Suspense>
        ))}
      </div>
    </Page>
  );
}
