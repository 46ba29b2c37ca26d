/**
 * The Finance tab's lock-up section: per currency the range of daily rates and its terms (live,
 * with "sold out: awaiting funding" where the treasury cannot cover them), the user's locked amount,
 * interest paid and to come, the next payout, and links to subscribe and to the order list. It calls
 * the lock-up endpoints itself: features do not import each other.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { call } from '../../../app/api';
import { useToken } from '../../../app/session';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { useNumberFormat } from '../../../lib/number-display';
import { formatDateTime } from '../../../lib/time-ago';

const LIST = '/pages/lockming/lockming';
const ORDERS = '/pages/lockming/order';

export default function LockMiningSection() {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const token = useToken();
  const config = useQuery({
    queryKey: ['lock-mining', 'config', null, Boolean(token)],
    refetchInterval: 30_000,
    queryFn: ({ signal }) => call('GET /lh/deposit/config', {}, { signal, silent: true }),
  });
  const summary = useQuery({
    queryKey: ['lock-mining', 'summary', token],
    enabled: Boolean(token),
    refetchInterval: 5_000,
    queryFn: ({ signal }) => call('GET /lh/deposit/summary', undefined, { signal, silent: true }),
  });
  return (
    <section className="card finance-section" data-testid="finance-lock-mining">
      <div className="finance-section-head">
        <h2>{t('finance.lock.title')}</h2>
      </div>
      {config.isPending ? <Loading /> : null}
      {config.isError ? <ErrorState onRetry={() => void config.refetch()} /> : null}
      {config.data?.length === 0 ? <EmptyState title={t('lockMining.empty')} /> : null}
      <ul className="finance-rates">
        {config.data?.map((c) => (
          <li key={c.currency_id} style={{ display: 'contents' }}>
            <span>
              <strong>{c.currency}</strong>{' '}
              <span className="finance-muted">
                {t('finance.lock.terms', { terms: c.products.map((p) => t('finance.lock.days', { days: p.day })).join(' · ') })}
              </span>
            </span>
            <span data-testid={`finance-lock-range-${c.currency}`}>
              {c.products.some((p) => p.availability === 'open')
                ? t('finance.lock.range', { min: n.percent(c.rate_min), max: n.percent(c.rate_max) })
                : t('finance.lock.awaiting')}
            </span>
          </li>
        ))}
      </ul>
      {token ? <Holdings summary={summary} /> : <p className="finance-muted">{t('finance.lock.signIn')}</p>}
      <div className="finance-actions">
        <Link to={LIST} className="finance-primary" data-testid="finance-lock-browse">
          {t('finance.lock.browse')}
        </Link>
        {token ? (
          <Link to={ORDERS} data-testid="finance-lock-orders">
            {t('finance.lock.orders')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

type Summary = Awaited<ReturnType<typeof call<'GET /lh/deposit/summary'>>>;

function Holdings({ summary }: { summary: { data?: Summary; isPending: boolean; isError: boolean; refetch(): unknown } }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  // An error while the last figures are kept (a failed 5-second refresh) leaves them on screen.
  if (summary.isError && !summary.data) return <ErrorState onRetry={() => void summary.refetch()} />;
  if (summary.isPending) return <Loading />;
  const live = summary.data?.holdings.filter((h) => h.orders_in_progress > 0 || h.interest_paid_all !== '0') ?? [];
  if (live.length === 0) return <p className="finance-muted">{t('finance.lock.none')}</p>;
  return (
    <>
      {live.map((h) => (
        <dl key={h.currency_id} className="finance-holdings" data-testid={`finance-lock-holding-${h.currency}`}>
          <dt>{t('finance.lock.locked')}</dt>
          <dd>{`${n.amount(h.locked)} ${h.currency}`}</dd>
          <dt>{t('finance.lock.interestPaid')}</dt>
          <dd data-testid={`finance-lock-interest-${h.currency}`}>{`${n.amount(h.interest_paid_all)} ${h.currency}`}</dd>
          <dt>{t('finance.lock.interestToCome')}</dt>
          <dd>{`${n.amount(h.interest_to_come)} ${h.currency}`}</dd>
        </dl>
      ))}
      {summary.data?.next_payout_at ? (
        <p className="finance-muted">{t('finance.lock.next', { when: formatDateTime(summary.data.next_payout_at) })}</p>
      ) : null}
    </>
  );
}
