/** One order: its figures and schedule, every interest day paid with its ledger key (the proof), the formulas, and early redemption. */
import { useTranslation } from '../../../app/i18n';
import type { LockOrderDetail } from '@bourse/contract';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { useLockDetail } from '../api';
import { useLockFormat } from '../format';
import { RedeemPanel } from './RedeemPanel';

export function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useLockDetail(id);
  if (detail.isPending) return <Loading />;
  if (detail.isError) {
    const code = (detail.error as { code?: string }).code;
    if (code === 'LOCK_ORDER_NOT_FOUND') return <EmptyState title={t('errors.LOCK_ORDER_NOT_FOUND')} />;
    return <ErrorState onRetry={() => void detail.refetch()} />;
  }
  return (
    <div className="lock-layout">
      <Summary detail={detail.data} />
      {detail.data.order.redeem_quote ? <RedeemPanel order={detail.data.order} /> : null}
      <Payments detail={detail.data} />
    </div>
  );
}

function Summary({ detail: { order: o } }: { detail: LockOrderDetail }) {
  const { t } = useTranslation();
  const f = useLockFormat();
  return (
    <section className="card lock-card" data-testid="lock-order-summary">
      <header className="lock-card-head">
        <strong>{t('lockMining.productName', { currency: o.currency, count: o.day })}</strong>
        <span className={`lock-status lock-status--${o.status}`} data-testid="lock-order-status">
          {t(`lockMining.status.${o.status}`)}
        </span>
      </header>
      <dl className="lock-facts">
        <dt>{t('lockMining.order.amount')}</dt>
        <dd>{f.money(o.amount, o.currency)}</dd>
        <dt>{t('lockMining.terms.rate')}</dt>
        <dd>{f.rate(o.interest_rate)}</dd>
        <dt>{t('lockMining.buy.daily')}</dt>
        <dd>{f.money(o.daily_interest, o.currency)}</dd>
        <dt>{t('lockMining.order.interestPaid')}</dt>
        <dd data-testid="lock-interest-paid">
          {f.money(o.interest_paid, o.currency)} ({t('lockMining.order.daysPaid', { paid: o.days_paid, count: o.day })})
        </dd>
        <dt>{t('lockMining.order.created')}</dt>
        <dd>{f.when(o.created_at)}</dd>
        <dt>{t('lockMining.order.start')}</dt>
        <dd>{f.when(o.start_at)}</dd>
        <dt>{t('lockMining.order.end')}</dt>
        <dd>{f.when(o.end_at)}</dd>
        {o.next_payout_at ? (
          <>
            <dt>{t('lockMining.order.next')}</dt>
            <dd>{f.when(o.next_payout_at)}</dd>
          </>
        ) : null}
        {o.status === 'redeemed' ? (
          <>
            <dt>{t('lockMining.order.redeemType')}</dt>
            <dd data-testid="lock-redeem-type">{t(`lockMining.redeemType.${o.redeem_type ?? 'expiry'}`)}</dd>
            <dt>{t('lockMining.redeem.penalty')}</dt>
            <dd>{f.money(o.penalty ?? '0', o.currency)}</dd>
            <dt>{t('lockMining.redeem.returned')}</dt>
            <dd data-testid="lock-returned">{f.money(o.returned ?? '0', o.currency)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function Payments({ detail }: { detail: LockOrderDetail }) {
  const { t } = useTranslation();
  const f = useLockFormat();
  const unit = detail.order.currency;
  return (
    <section className="card lock-card" data-testid="lock-payments">
      <h2 className="lock-h2">{t('lockMining.proof.title')}</h2>
      {detail.payments.length === 0 ? <p className="lock-note">{t('lockMining.proof.none')}</p> : null}
      <ol className="lock-payments">
        {detail.payments.map((p) => (
          <li key={p.day} data-testid={`lock-payment-${p.day}`}>
            <span>{t('lockMining.proof.day', { day: p.day })}</span>
            <strong>{f.money(p.amount, unit)}</strong>
            <span className="lock-muted">{t('lockMining.proof.paid', { due: f.when(p.due_at), paid: f.when(p.paid_at) })}</span>
            <code className="lock-key">{p.entry_key}</code>
          </li>
        ))}
      </ol>
      <p className="lock-note">
        <code>{detail.formula.daily_interest}</code>
      </p>
      <p className="lock-note">
        <code>{detail.formula.penalty}</code>
      </p>
    </section>
  );
}
