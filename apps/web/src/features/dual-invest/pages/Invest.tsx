/**
 * The products (invest): a coin, Sell high (call) or Buy low (put), and each product open for
 * subscription with its section, yield, linked price, unit price, holding days, maturity date,
 * remaining shares and progress. Open to visitors; a product opens its purchase page.
 */
import '../dual.css';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { DualTypeName } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { useToken } from '../../../app/session';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { useProducts } from '../api';
import { useDualFormat } from '../format';
import { ProductCard } from '../components/ProductCard';
import { HelpLink } from './Purchase';

const TYPES: DualTypeName[] = ['call', 'put'];

export default function Invest() {
  const { t } = useTranslation();
  const f = useDualFormat();
  const token = useToken();
  const [params, setParams] = useSearchParams();
  const [type, setType] = useState<DualTypeName>(params.get('type') === 'put' ? 'put' : 'call');
  const picked = Number(params.get('currency_id'));
  const currencyId = Number.isSafeInteger(picked) && picked > 0 ? picked : undefined;
  const products = useProducts(currencyId, type);
  const pickCurrency = (id: number) => setParams({ currency_id: String(id), type }, { replace: true });
  return (
    <Page title={t('dualInvest.title')} name="dual-invest" right={<HelpLink />}>
      <div className="dual-layout">
        <div className="dual-tabs" role="tablist">
          {TYPES.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={type === k}
              className={`dual-tab${type === k ? ' dual-tab--active' : ''}`}
              onClick={() => setType(k)}
              data-testid={`type-${k}`}
            >
              {t(`dualInvest.type.${k}`)}
            </button>
          ))}
        </div>
        {token ? (
          <button type="button" className="dual-nav-link dual-mine-link" onClick={() => go('/pages/invest/mine')} data-testid="mine-link">
            {t('dualInvest.mine')} ›
          </button>
        ) : null}
        <QueryView query={products} isEmpty={() => false}>
          {(index) => (
            <>
              {index.currencies.length > 0 ? (
                <div className="dual-coins" role="radiogroup" aria-label={t('dualInvest.title')}>
                  {index.currencies.map((c) => (
                    <button
                      key={c.currency_id}
                      type="button"
                      role="radio"
                      aria-checked={c.currency_id === index.currency_id}
                      className={`dual-coin${c.currency_id === index.currency_id ? ' dual-coin--active' : ''}`}
                      onClick={() => pickCurrency(c.currency_id)}
                      data-testid={`coin-${c.currency}`}
                    >
                      {c.currency}
                    </button>
                  ))}
                </div>
              ) : null}
              {index.currency ? (
                <p className="hint" data-testid="type-hint">
                  {t(`dualInvest.typeHint.${type}`, { coin: index.currency })}
                  {index.last_price
                    ? ` ${t('dualInvest.lastPrice', { symbol: `${index.currency}/USDT`, price: f.price(index.last_price) })}`
                    : ''}
                </p>
              ) : null}
              {index.products.length === 0 ? (
                <EmptyState title={t('dualInvest.noProducts')} description={t('dualInvest.noProductsHint')} />
              ) : (
                <div className="dual-list" data-testid="product-list">
                  {index.products.map((p) => (
                    <ProductCard key={p.id} product={p} />
                  ))}
                </div>
              )}
            </>
          )}
        </QueryView>
      </div>
    </Page>
  );
}
