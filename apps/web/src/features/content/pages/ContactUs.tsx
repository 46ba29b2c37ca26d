import List from 'antd-mobile/es/components/list';
import { MailOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../app/i18n';
import { useSiteInfo } from '../../../app/site';
import { ContentPageView } from './ContentPage';

/** Contact us: the support text and the support address from the site defaults. */
export default function ContactUs() {
  const { t } = useTranslation();
  const email = useSiteInfo().data?.support_email;
  return (
    <ContentPageView
      keyword="contactus"
      name="contactus"
      title={t('content.contact.title')}
      footer={
        email ? (
          <List className="list-card contact-links">
            <List.Item prefix={<MailOutline />} extra={<a href={`mailto:${email}`}>{email}</a>} arrowIcon={false}>
              {t('content.contact.email')}
            </List.Item>
          </List>
        ) : null
      }
    />
  );
}
