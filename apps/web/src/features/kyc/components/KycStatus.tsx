/** A verification level's state in words (SPEC section 4): not verified, under review, verified, failed. */
import { useTranslation } from '../../../app/i18n';
import type { KycStatus as Status } from '@bourse/contract';

const TONE: Record<Status, string> = { none: 'muted', pending: 'warning', approved: 'success', rejected: 'danger' };

export function KycStatus({ status, testId }: { status: Status; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`kyc-status kyc-status--${TONE[status]}`} data-testid={testId} data-status={status}>
      {t(`kyc.status.${status}`)}
    </span>
  );
}
