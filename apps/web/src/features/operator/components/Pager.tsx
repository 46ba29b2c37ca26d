/** Previous / next page for the console's server-paged lists. */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <div className="console-pager">
      <Button size="small" fill="none" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="page-prev">
        {t('operator.pager.prev')}
      </Button>
      <span className="muted">{t('operator.pager.of', { page, pages })}</span>
      <Button size="small" fill="none" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="page-next">
        {t('operator.pager.next')}
      </Button>
    </div>
  );
}
