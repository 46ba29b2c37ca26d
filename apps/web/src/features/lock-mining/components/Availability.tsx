import type { LockAvailability } from '@bourse/contract';
import { useTranslation } from '../../../app/i18n';

/** Open, paused, sold out, or "sold out: awaiting funding" (the treasury cannot cover the interest). */
export function Availability({ value }: { value: LockAvailability }) {
  const { t } = useTranslation();
  return (
    <span className={`lock-tag lock-tag--${value}`} data-testid={`availability-${value}`}>
      {t(`lockMining.availability.${value}`)}
    </span>
  );
}
