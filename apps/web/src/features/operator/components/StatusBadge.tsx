/** The status of a review item or adjustment, coloured by outcome. */
import { useTranslation } from '../../../app/i18n';

const KNOWN = ['pending', 'approved', 'rejected', 'cancelled'] as const;

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = (KNOWN as readonly string[]).includes(status) ? status : 'pending';
  return (
    <span className={`console-status console-status--${known}`} data-testid="item-status">
      {t(`operator.status.${known}`)}
    </span>
  );
}
