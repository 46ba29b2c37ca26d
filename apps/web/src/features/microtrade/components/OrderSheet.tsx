/** The order just placed: its countdown, then its result; it stays until the user closes it. */
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from '../../../app/i18n';
import { ErrorState, Loading } from '../../../components/states';
import { useResult } from '../api';
import { OrderOutcome } from './OrderOutcome';

export function OrderSheet({ id, onClose }: { id: number | undefined; onClose(): void }) {
  return (
    <Popup
      visible={id !== undefined}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="micro-sheet"
      destroyOnClose
      getContainer={() => document.body}
    >
      {id !== undefined ? <SheetBody id={id} onClose={onClose} /> : null}
    </Popup>
  );
}

function SheetBody({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const result = useResult(id);
  return (
    <div className="micro-order-sheet" data-testid="order-sheet">
      <h2 className="micro-sheet-title">{t(`microtrade.sheet.${result.data?.order.status ?? 'open'}`)}</h2>
      {result.isPending ? (
        <Loading />
      ) : result.isError ? (
        <ErrorState onRetry={() => void result.refetch()} />
      ) : (
        <OrderOutcome order={result.data.order} receivedAtMs={result.dataUpdatedAt} />
      )}
      <Button block fill="none" onClick={onClose} data-testid="order-sheet-close">
        {t('microtrade.sheet.close')}
      </Button>
    </div>
  );
}
