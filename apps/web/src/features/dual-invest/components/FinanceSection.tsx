/**
 * Dual investment on the Finance tab (issue 15), self-contained for the lead to drop in: the best
 * yields on offer now (live from the product list), the signed-in user's current orders with what
 * they hold in each currency, and links to the products and to the orders.
 */
import '../dual.css';
import { useTranslation } from '../../../app/i18n';
import type { DualOrder } from '@bourse/contract';
import { formatUnits, parseUnits } from '@bourse/money';
import { go } from '../../../app/navigation';
import { useToken } from '../../../app/session';
import { useOrders, useProducts } from '../api';
import { useDualFormat } from '../format';

const SHOWN = 3;

/** What the current orders hold, per pay currency, exactly (decimal strings summed as integers). */
function totals(orders: DualOrder[]): Array<[string, string]> {
  const sums = new Map<string, { minor: bigint; scale: number }>();
  for (const o of orders) {
    const scale = (o.amount.split('.')[1] ?? '').length;
    const prev = sums.get(o.pay_currency) ?? { minor: 0n, scale: 0 };
    const s = Math.max(scale, prev.scale);
    const minor = parseUnits(formatUnits(prev.minor, prev.scale), s) + parseUnits(o.amount, s);
    sums.set(o.pay_currency, { minor, scale: s });
  }
  return [...sums].map(([currency, v]) => [currency, formatUnits(v.minor, v.scale)]);
}

export function FinanceSection() {
  const { t } = useTranslation();
  const f = useDualFormat();
  const token = useToken();
  const calls = useProducts(undefined, 'call');
  const puts = useProducts(undefined, 'put');
  const current = useOrders('current', Boolean(token));
  const products = [...(calls.data?.products ?? []), ...(puts.data?.products ?? [])]
    .filter((p) => p.status === 'open')
    .sort((a, b) => b.terms.apr_ppm - a.terms.apr_ppm)
    .slice(0, SHOWN);
  const orders = current.data?.pages[0]?.data ?? [];
  const count = current.data?.pages[0]?.total ?? 0;
  return (
    <section className="card dual-section dual-finance" data-testid="dual-finance">
      <div className="dual-card-head">
        <h2 className="section-title">{t('dualInvest.finance.title')}</h2>
        {products[0] ? <span className="up">{t('dualInvest.finance.upTo', { apr: f.percent(products[0].apr_percent) })}</span> : null}
      </div>
      {products.length === 0 ? (
        <p className="muted">{calls.isPending ? t('app.states.loading') : t('dualInvest.noProducts')}</p>
      ) : (
        <ul className="dual-finance-list">
          {products.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="dual-finance-row"
                onClick={() => go(`/pages/invest/purchase?id=${p.id}`)}
                data-testid={`finance-product-${p.id}`}
              >
                <span>{p.name}</span>
                <span className="up">{f.percent(p.apr_percent)}</span>
                <span className="muted">{f.date(p.settle_time)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {token ? (
        <p data-testid="dual-finance-holdings">
          {count === 0
            ? t('dualInvest.finance.none')
            : // The amounts are summed from the first page: shown only when it holds every current order.
              t('dualInvest.finance.holdingsValue', {
                count,
                amounts:
                  count <= orders.length
                    ? totals(orders)
                        .map(([c, v]) => f.money(v, c))
                        .join(' + ')
                    : '…',
              })}
        </p>
      ) : null}
      <div className="dual-finance-links">
        <button type="button" className="dual-nav-link" onClick={() => go('/pages/invest/invest')} data-testid="dual-finance-browse">
          {t('dualInvest.finance.browse')}
        </button>
        {token ? (
          <button type="button" className="dual-nav-link" onClick={() => go('/pages/invest/mine')} data-testid="dual-finance-orders">
            {t('dualInvest.finance.orders')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
