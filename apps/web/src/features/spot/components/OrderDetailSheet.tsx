/** One order with its fills: role, price, quantity and the fee each fill cost. */
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from '../../../app/i18n';
import { OrderCoupon } from '../../../components/coupon/CouponPicker';
import { EmptyState, QueryView } from '../../../components/states';
import { useOrderDetail } from '../api';
import { splitSymbol, useSpotFormat } from '../format';
import { reasonKey } from './ConfirmSheet';
import { OrderStatusTag } from './OrderStatusTag';

export function OrderDetailSheet({ id, onClose }: { id: number | undefined; onClose(): void }) {
  return (
    <Popup
      visible={id !== undefined}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="spot-sheet"
      getContainer={() => document.body}
      destroyOnClose
    >
      {id !== undefined ? <DetailBody id={id} /> : null}
    </Popup>
  );
}

function DetailBody({ id }: { id: number }) {
  const { t } = useTranslation();
  const f = useSpotFormat();
  const query = useOrderDetail(id);
  return (
    <div className="form" data-testid="order-detail">
      <QueryView query={query}>
        {(o) => {
          const { base, quote } = splitSymbol(o.symbol);
          return (
            <>
              <h2 className="sheet-title">
                {o.symbol} <OrderStatusTag order={o} />
              </h2>
              <dl className="spot-table">
                <dt>{t('spot.orders.avgPrice')}</dt>
                <dd>{o.avg_price ? `${f.price(o.avg_price)} ${quote}` : '--'}</dd>
                <dt>{t('spot.orders.filled')}</dt>
                <dd>{`${f.amount(o.filled, 8, 0)} ${base}`}</dd>
                <dt>{t('spot.orders.turnover')}</dt>
                <dd>{`${f.amount(o.filled_quote, 8)} ${quote}`}</dd>
                <dt>{t('spot.orders.fee')}</dt>
                <dd>{`${f.amount(o.fee, 12, 0)} ${o.fee_currency}`}</dd>
              </dl>
              <OrderCoupon coupon={o.coupon} currency={quote} />
              {o.cancel_reason ? <p className="hint">{t(`spot.reasons.${reasonKey(o.cancel_reason)}`)}</p> : null}
              <h3 className="section-title">{t('spot.orders.fills')}</h3>
              {o.fills.length === 0 ? (
                <EmptyState title={t('spot.orders.noFills')} />
              ) : (
                <ul className="fill-list">
                  {o.fills.map((fill) => (
                    <li key={fill.id} className="fill-row" data-testid="fill-row">
                      <span className="muted">{f.time(fill.time)}</span>
                      <span>{fill.role === 'taker' ? t('spot.orders.taker') : t('spot.orders.maker')}</span>
                      <span>{`${f.amount(fill.qty, 8, 0)} @ ${f.price(fill.price)}`}</span>
                      <span className="muted">{`${f.amount(fill.fee, 12, 0)} ${fill.fee_currency}`}</span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
