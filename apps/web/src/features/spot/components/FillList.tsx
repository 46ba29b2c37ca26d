/**
 * The user's fills across orders (ten a page, from /coin/fills): market, side, maker or taker,
 * quantity at price, the fee and the time. A fill opens its order with all of the order's fills.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import { DelayedLoading, EmptyState, ErrorState } from '../../../components/states';
import { useFills } from '../api';
import { useSpotFormat } from '../format';
import { OrderDetailSheet } from './OrderDetailSheet';

export function FillList({ currencyId }: { currencyId?: number }) {
  const { t } = useTranslation();
  const f = useSpotFormat();
  const query = useFills(currencyId);
  const [openId, setOpenId] = useState<number | undefined>();
  if (query.isPending) return <DelayedLoading delayMs={200} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const fills = query.data.pages.flatMap((p) => p.data);
  return (
    <>
      {fills.length === 0 ? (
        <EmptyState title={t('spot.orders.noFills')} />
      ) : (
        <ul className="order-list" data-testid="user-fills">
          {fills.map((fill) => (
            <li key={`${fill.id}-${fill.order_id}`} className="order-item card">
              <button
                type="button"
                className="order-item-main"
                onClick={() => setOpenId(fill.order_id)}
                data-testid="user-fill"
                data-order-id={fill.order_id}
              >
                <div className="order-item-head">
                  <span className={`order-side order-side--${fill.order_side}`}>
                    {fill.order_side === 'buy' ? t('spot.form.buy') : t('spot.form.sell')}
                  </span>
                  <strong>{fill.symbol}</strong>
                  <span className="muted">{fill.role === 'taker' ? t('spot.orders.taker') : t('spot.orders.maker')}</span>
                </div>
                <div className="user-fill-row">
                  <span>{`${f.amount(fill.qty, 8, 0)} @ ${f.price(fill.price)}`}</span>
                  <span className="muted">{`${t('spot.orders.fee')} ${f.amount(fill.fee, 12, 0)} ${fill.fee_currency}`}</span>
                  <span className="muted">{f.dateTime(new Date(fill.time).toISOString())}</span>
                </div>
              </button>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button block fill="none" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} data-testid="fills-more">
          {t('spot.orders.more')}
        </Button>
      ) : null}
      <OrderDetailSheet id={openId} onClose={() => setOpenId(undefined)} />
    </>
  );
}
