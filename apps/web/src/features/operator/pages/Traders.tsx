/** Copy trading's trader applications: approve, or reject with a reason the applicant sees. */
import { useTranslation } from '../../../app/i18n';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { ReviewQueue } from '../components/ReviewQueue';
import { useConsoleFormat } from '../format';

export default function Traders() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  return (
    <ConsoleFrame section="traders" title={t('operator.nav.traders')}>
      <ReviewQueue
        kind="traders"
        subject={(a) => t('operator.traders.subject', { name: a.name, user: a.user_id })}
        facts={(a) => (
          <>
            <dt>{t('operator.traders.share')}</dt>
            <dd data-testid="item-share">{a.profit_share_percent}%</dd>
            <dt>{t('operator.traders.closed')}</dt>
            <dd data-testid="item-closed">{a.closed_positions}</dd>
            <dt>{t('operator.traders.level')}</dt>
            <dd>{a.verified_level}</dd>
            <dt>{t('operator.fields.submitted')}</dt>
            <dd>{f.time(a.applied_at)}</dd>
          </>
        )}
      />
    </ConsoleFrame>
  );
}
