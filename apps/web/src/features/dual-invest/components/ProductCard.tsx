/** One product in the list: section, yield, linked price, unit price, holding days, maturity, remaining shares and progress. */
import { useTranslation } from '../../../app/i18n';
import type { DualProduct } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { useDualFormat } from '../format';
import { ProductStatus } from './ProductStatus';

export function ProductCard({ product: p }: { product: DualProduct }) {
  const { t } = useTranslation();
  const f = useDualFormat();
  return (
    <button
      type="button"
      className="card dual-card"
      onClick={() => go(`/pages/invest/purchase?id=${p.id}`)}
      data-testid={`product-${p.id}`}
    >
      <div className="dual-card-head">
        <span className="dual-name" data-testid="product-name">
          {p.name}
        </span>
        <ProductStatus product={p} />
      </div>
      <div className="dual-card-main">
        <div>
          <span className="dual-apr up" data-testid="product-apr">
            {f.percent(p.apr_percent)}
          </span>
          <span className="muted">{t('dualInvest.product.apr')}</span>
        </div>
        <div className="dual-card-linked">
          <strong>{f.price(p.linked_price)}</strong>
          <span className="muted">{t('dualInvest.product.linkedPrice')}</span>
        </div>
      </div>
      <dl className="dual-rows dual-rows--compact">
        <div>
          <dt>{t('dualInvest.product.unitPrice')}</dt>
          <dd>{t('dualInvest.product.perShare', { amount: f.amount(p.unit_price), currency: p.pay_currency })}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.product.days')}</dt>
          <dd>{f.count(p.holding_days)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.product.maturity')}</dt>
          <dd>{f.date(p.settle_time)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.product.remaining')}</dt>
          <dd data-testid="product-remaining">{f.count(p.remaining_shares)}</dd>
        </div>
      </dl>
      <Progress percent={p.progress_percent} />
    </button>
  );
}

export function Progress({ percent }: { percent: string }) {
  const { t } = useTranslation();
  const f = useDualFormat();
  return (
    <div className="dual-progress" aria-label={t('dualInvest.product.progress')}>
      <div className="dual-progress-bar">
        <span style={{ width: `${Math.min(100, Number(percent))}%` }} />
      </div>
      <span className="muted">{f.percent(percent)}</span>
    </div>
  );
}
