/**
 * The user's spot and stock orders (transaction/currency_order): open orders with cancel, the
 * history (filled or cancelled), and fills (each opens its order with all of the order's fills).
 * `?order=12` opens that order's detail over the list (a bill line links here).
 */
import '../spot.css';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { FillList } from '../components/FillList';
import { OrderDetailSheet } from '../components/OrderDetailSheet';
import { OrderList } from '../components/OrderList';
import { usePrivateUpdates } from '../live';

const TABS = ['open', 'history', 'fills'] as const;
type Tab = (typeof TABS)[number];

export default function Orders() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'open';
  const currencyId = Number(params.get('currency_id')) || undefined;
  const orderId = Number(params.get('order'));
  usePrivateUpdates();
  return (
    <Page title={t('spot.orders.title')} name="spot-orders">
      <div className="kind-tabs orders-tabs" role="tablist">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={`kind-tab${tab === k ? ' kind-tab--on' : ''}`}
            onClick={() => setParams({ tab: k }, { replace: true })}
            data-testid={`orders-tab-${k}`}
          >
            {t(`spot.orders.tabs.${k}`)}
          </button>
        ))}
      </div>
      {tab === 'open' ? <OrderList key="open" status="doing" currencyId={currencyId} emptyTitle={t('spot.orders.noOpen')} /> : null}
      {tab === 'history' ? (
        <OrderList key="history" status="complete" currencyId={currencyId} emptyTitle={t('spot.orders.noHistory')} />
      ) : null}
      {tab === 'fills' ? <FillList key="fills" currencyId={currencyId} /> : null}
      <OrderDetailSheet
        id={Number.isSafeInteger(orderId) && orderId > 0 ? orderId : undefined}
        onClose={() => {
          const next = new URLSearchParams(params);
          next.delete('order');
          setParams(next, { replace: true });
        }}
      />
    </Page>
  );
}
