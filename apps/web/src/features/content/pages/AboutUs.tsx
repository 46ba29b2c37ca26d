import List from 'antd-mobile/es/components/list';
import { useTranslation } from '../../../app/i18n';
import { APP_VERSION } from '@bourse/contract/constants';
import { SiteBrand } from '../../../app/layout/SiteBrand';
import { go } from '../../../app/navigation';
import { ContentPageView } from './ContentPage';

/** About us: the site, the app version (0.8.0) and the texts behind it. */
export default function AboutUs() {
  const { t } = useTranslation();
  return (
    <ContentPageView
      keyword="aboutus"
      name="aboutus"
      title={t('content.about.title')}
      header={
        <div className="about-head">
          <SiteBrand size={56} />
          <span className="muted" data-testid="app-version">
            {t('app.version', { version: APP_VERSION })}
          </span>
        </div>
      }
      footer={
        <List className="list-card about-links">
          <List.Item onClick={() => go('/pages/common/faq')}>{t('content.faq.title')}</List.Item>
          <List.Item onClick={() => go('/pages/common/contactus')}>{t('content.contact.title')}</List.Item>
          <List.Item onClick={() => go('/pages/setting/operational_compliance')}>{t('content.compliance.title')}</List.Item>
        </List>
      }
    />
  );
}
