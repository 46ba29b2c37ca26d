import '../content.css';
import Collapse from 'antd-mobile/es/components/collapse';
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { RichText } from '../../../components/RichText';
import { EmptyState, QueryView } from '../../../components/states';
import { useFaq } from '../api';

/** Questions and answers; one opens at a time. */
export default function Faq() {
  const { t } = useTranslation();
  const faq = useFaq();
  return (
    <Page title={t('content.faq.title')} name="faq">
      <QueryView query={faq} empty={<EmptyState title={t('content.faq.empty')} />}>
        {(items) => (
          <Collapse accordion className="list-card faq">
            {items.map((item) => (
              <Collapse.Panel key={String(item.id)} title={item.question}>
                <RichText text={item.answer} />
              </Collapse.Panel>
            ))}
          </Collapse>
        )}
      </QueryView>
    </Page>
  );
}
