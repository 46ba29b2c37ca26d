/** A page whose product is not built yet: say so plainly and offer the way home. */
import '../placeholder.css';
import Button from 'antd-mobile/es/components/button';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { backHome } from '../../../app/navigation';
import { tabForPath } from '../../../app/tabs';
import { Page } from '../../../components/Page';
import type { PlannedProduct } from '../paths';

export default function NotAvailable({ product }: { product: PlannedProduct }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const name = t(`placeholder.product.${product}`);
  const tab = tabForPath(pathname);
  return (
    <Page title={tab ? t(`app.tabs.${tab}`) : name} tab={tab !== undefined} name="not-available">
      <div className="not-available" data-testid="not-available" data-product={product}>
        <svg className="not-available-art" viewBox="0 0 120 120" aria-hidden="true">
          <circle cx="60" cy="60" r="52" fill="var(--brand-primary-soft)" />
          <rect x="34" y="44" width="52" height="40" rx="6" fill="none" stroke="var(--brand-primary)" strokeWidth="4" />
          <path d="M34 56h52" stroke="var(--brand-primary)" strokeWidth="4" />
          <path d="M48 70h24" stroke="var(--brand-warning)" strokeWidth="4" strokeLinecap="round" />
          <circle cx="86" cy="40" r="12" fill="var(--brand-warning)" />
          <path d="M86 34v7l4 3" stroke="#fff" strokeWidth="3" strokeLinecap="round" fill="none" />
        </svg>
        <h2 className="not-available-title">{t('placeholder.title')}</h2>
        <p className="hint">{t('placeholder.body', { product: name })}</p>
        <Button color="primary" onClick={backHome} data-testid="back-home">
          {t('app.actions.backHome')}
        </Button>
      </div>
    </Page>
  );
}
