/** The user's filled OTC orders, newest first, each opening its receipt. */
import { Link } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { useNumberFormat } from '../../../lib/number-display';
import { formatDateTime } from '../../../lib/time-ago';
import { receiptPath, useOtcOrders } from '../api';

export function Orders({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const orders = useOtcOrders(signedIn);
  if (!signedIn) return <EmptyState title={t('otc.signIn')} />;
  if (orders.isPending) return <Loading />;
  if (orders.isError) return <ErrorState onRetry={() => void orders.refetch()} />;
  if (orders.data.data.length === 0) return <EmptyState title={t('otc.empty')} />;
  return (
    <ul className="otc-list" data-testid="otc-orders">
      {orders.data.data.map((o) => (
        <li key={o.id}>
          <Link to={receiptPath(o.id)} className="card otc-row" data-testid={`otc-order-${o.id}`}>
            <strong>{t(`otc.youSide.${o.side}`, { amount: n.amount(o.amount), currency: o.currency })}</strong>
            <span>
              {n.amount(o.total)} {o.quote_currency}
            </span>
            <small>{formatDateTime(o.filled_at)}</small>
            <small>{t('otc.at', { price: n.price(o.price) })}</small>
          </Link>
        </li>
      ))}
    </ul>
  );
}
