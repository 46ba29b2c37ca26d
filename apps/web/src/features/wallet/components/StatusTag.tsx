/** The status of a deposit claim, withdrawal or verification, in words and colour. */
import { useTranslation } from '../../../app/i18n';

/** Claims and reviews: the first four; a withdrawal paid on chain also processing, broadcast, confirmed or failed. */
export type RecordStatus = 'pending' | 'approved' | 'rejected' | 'cancelled' | 'processing' | 'broadcast' | 'confirmed' | 'failed';

const TONE: Record<RecordStatus, string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'muted',
  processing: 'warning',
  broadcast: 'warning',
  confirmed: 'success',
  failed: 'danger',
};

export function StatusTag({ status, kind = 'record' }: { status: RecordStatus; kind?: 'record' | 'withdrawal' }) {
  const { t } = useTranslation();
  const label = kind === 'withdrawal' && status === 'approved' ? t('wallet.status.sent') : t(`wallet.status.${status}`);
  return (
    <span className={`status-tag status-tag--${TONE[status]}`} data-testid="status-tag" data-status={status}>
      {label}
    </span>
  );
}
