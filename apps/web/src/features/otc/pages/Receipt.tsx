/** One OTC order's receipt (?id=): what was traded at what price, the mark's ticks, the spread and the maths, and the ledger entry. */
import '../otc.css';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { useNumberFormat } from '../../../lib/number-display';
import { formatDateTime } from '../../../lib/time-ago';
import { useOtcReceipt } from '../api';

export default function Receipt() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <Page title={t('otc.receipt.title')} name="otc-receipt">
      <div className="otc-layout">
        {Number.isInteger(id) && id > 0 ? <Body id={id} /> : <EmptyState title={t('errors.OTC_QUOTE_NOT_FOUND')} />}
      </div>
    </Page>
  );
}

function Body({ id }: { id: number }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const r = useOtcReceipt(id);
  if (r.isPending) return <Loading />;
  if (r.isError) return <ErrorState onRetry={() => void r.refetch()} />;
  const { quote: q, ticks, formula, entry_id } = r.data;
  return (
    <section className="card otc-card" data-testid="otc-receipt">
      <strong>{t(`otc.youSide.${q.side}`, { amount: n.amount(q.amount), currency: q.currency })}</strong>
      <dl className="otc-facts">
        <dt>{t('otc.receipt.status')}</dt>
        <dd>{t(`otc.status.${q.status}`)}</dd>
        <dt>{t('otc.price')}</dt>
        <dd>{n.price(q.price)}</dd>
        <dt>{t('otc.markPrice')}</dt>
        <dd>{n.price(q.mark_price)}</dd>
        <dt>{t('otc.spread')}</dt>
        <dd>{n.percent(q.spread_percent)}</dd>
        <dt>{t(q.side === 'buy' ? 'otc.youPay' : 'otc.youGet')}</dt>
        <dd>
          {n.amount(q.total)} {q.quote_currency}
        </dd>
        <dt>{t('otc.receipt.quoted')}</dt>
        <dd>{formatDateTime(q.created_at, true)}</dd>
        <dt>{t('otc.receipt.filled')}</dt>
        <dd>{formatDateTime(q.filled_at, true)}</dd>
        <dt>{t('otc.receipt.entry')}</dt>
        <dd>{entry_id === null ? '—' : `#${entry_id}`}</dd>
      </dl>
      <strong>{t('otc.receipt.maths')}</strong>
      <p className="otc-formula">{formula}</p>
      <strong>{t('otc.receipt.ticks')}</strong>
      <ul className="otc-list">
        {ticks.map((k) => (
          <li key={k.id} className="otc-row">
            <span>
              #{k.id} · {k.source}
            </span>
            <span>{n.price(k.price)}</span>
            <small>{formatDateTime(k.time, true)}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}
