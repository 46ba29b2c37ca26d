import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../i18n';
import { Page } from '../../components/Page';
import { StateBlock } from '../../components/states';
import { backHome } from '../navigation';

/** Unknown paths: say so, and offer the way home. */
export default function NotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('app.notFound.title')} name="not-found">
      <StateBlock kind="empty" title={t('app.notFound.title')} description={t('app.notFound.body')}>
        <Button color="primary" onClick={backHome} data-testid="back-home">
          {t('app.actions.backHome')}
        </Button>
      </StateBlock>
    </Page>
  );
}
