/** The status of a deposit claim, withdrawal or verification, in words and colour. */
import { useTranslation } from 'react-i18next';

export type RecordStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

const TONE: Record<RecordStatus, string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'muted',
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
