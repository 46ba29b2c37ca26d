/** Deposit claims: the amount, network, transaction hash and voucher; approving credits the user. */
import { useTranslation } from '../../../app/i18n';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { ReviewQueue } from '../components/ReviewQueue';
import { Voucher } from '../components/Voucher';
import { useConsoleFormat } from '../format';

export default function Deposits() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  return (
    <ConsoleFrame section="deposits" title={t('operator.nav.deposits')}>
      <ReviewQueue
        kind="deposits"
        approvalVisible
        subject={(d) => t('operator.deposits.subject', { id: d.id, amount: f.amount(d.amount), currency: d.currency, user: d.user_id })}
        facts={(d) => (
          <>
            <dt>{t('operator.fields.amount')}</dt>
            <dd data-testid="item-amount">
              {f.amount(d.amount)} {d.currency}
            </dd>
            <dt>{t('operator.fields.network')}</dt>
            <dd>{d.network}</dd>
            <dt>{t('operator.fields.txHash')}</dt>
            <dd className="break">{d.tx_hash ?? '--'}</dd>
            <dt>{t('operator.fields.submitted')}</dt>
            <dd>{f.time(d.created_at)}</dd>
            {d.reviewed_at ? (
              <>
                <dt>{t('operator.fields.reviewed')}</dt>
                <dd>{f.time(d.reviewed_at)}</dd>
              </>
            ) : null}
          </>
        )}
        extra={(d) => <Voucher path={d.voucher} label={t('operator.deposits.voucher')} />}
      />
    </ConsoleFrame>
  );
}
