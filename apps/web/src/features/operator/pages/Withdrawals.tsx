/**
 * Withdrawals: the destination, amount, fee and what arrives. Approve once the payout is sent (the
 * hold is settled); reject to release the hold back to the user.
 */
import { useTranslation } from '../../../app/i18n';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { ReviewQueue } from '../components/ReviewQueue';
import { useConsoleFormat } from '../format';

export default function Withdrawals() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  return (
    <ConsoleFrame section="withdrawals" title={t('operator.nav.withdrawals')}>
      <p className="hint">{t('operator.withdrawals.hint')}</p>
      <ReviewQueue
        kind="withdrawals"
        withTxHash
        subject={(w) => t('operator.withdrawals.subject', { id: w.id, amount: f.amount(w.amount), currency: w.currency, user: w.user_id })}
        facts={(w) => (
          <>
            <dt>{t('operator.fields.amount')}</dt>
            <dd data-testid="item-amount">
              {f.amount(w.amount)} {w.currency}
            </dd>
            <dt>{t('operator.fields.fee')}</dt>
            <dd data-testid="item-fee">
              {f.amount(w.fee)} {w.currency}
            </dd>
            <dt>{t('operator.fields.receive')}</dt>
            <dd data-testid="item-receive">
              {f.amount(w.receive)} {w.currency}
            </dd>
            <dt>{t('operator.fields.network')}</dt>
            <dd>{w.network}</dd>
            <dt>{t('operator.fields.destination')}</dt>
            <dd className="break">{w.destination}</dd>
            {w.remark ? (
              <>
                <dt>{t('operator.fields.remark')}</dt>
                <dd>{w.remark}</dd>
              </>
            ) : null}
            {w.tx_hash ? (
              <>
                <dt>{t('operator.fields.txHash')}</dt>
                <dd className="break">{w.tx_hash}</dd>
              </>
            ) : null}
            <dt>{t('operator.fields.submitted')}</dt>
            <dd>{f.time(w.created_at)}</dd>
          </>
        )}
      />
    </ConsoleFrame>
  );
}
