/** A product (purchase?id=12): its terms, the last price, and the subscription form. */
import '../dual.css';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { DualDetail } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { useToken } from '../../../app/session';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { useProduct } from '../api';
import { useDualFormat } from '../format';
import { Progress } from '../components/ProductCard';
import { ProductStatus } from '../components/ProductStatus';
import { PurchaseForm } from '../components/PurchaseForm';

export default function Purchase() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  const token = useToken();
  const detail = useProduct(id);
  return (
    <Page title={t('dualInvest.purchase.title')} name="dual-purchase" right={<HelpLink />}>
      {id === undefined ? (
        <EmptyState title={t('errors.DUAL_PRODUCT_NOT_FOUND')} />
      ) : (
        <QueryView query={detail}>
          {(d) => (
            <div className="dual-layout">
              <Summary detail={d} />
              <PurchaseForm detail={d} signedIn={Boolean(token)} onBought={(orderId) => go(`/pages/invest/mine?id=${orderId}`)} />
            </div>
          )}
        </QueryView>
      )}
    </Page>
  );
}

export function HelpLink() {
  const { t } = useTranslation();
  return (
    <button type="button" className="dual-nav-link" onClick={() => go('/pages/invest/help')} data-testid="help-link">
      {t('dualInvest.help')}
    </button>
  );
}

function Summary({ detail }: { detail: DualDetail }) {
  const { t } = useTranslation();
  const f = useDualFormat();
  const p = detail.product;
  return (
    <section className="card dual-section" data-testid="product-summary">
      <div className="dual-card-head">
        <span className="dual-name">{p.name}</span>
        <ProductStatus product={p} />
      </div>
      <p className="hint">{t(`dualInvest.typeHint.${p.type}`, { coin: p.currency })}</p>
      <dl className="dual-rows">
        <div>
          <dt>{t('dualInvest.product.apr')}</dt>
          <dd className="up">{f.percent(p.apr_percent)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.product.linkedPrice')}</dt>
          <dd>{`${f.price(p.linked_price)} ${p.quote}`}</dd>
        </div>
        {detail.last_price ? (
          <div>
            <dt>{t('dualInvest.product.lastPrice', { symbol: `${p.currency}/${p.quote}` })}</dt>
            <dd>{f.price(detail.last_price)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('dualInvest.product.unitPrice')}</dt>
          <dd>{t('dualInvest.product.perShare', { amount: f.amount(p.unit_price), currency: p.pay_currency })}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.product.days')}</dt>
          <dd>{f.count(p.holding_days)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.product.start')}</dt>
          <dd>{f.dateTime(p.start_time)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.product.maturity')}</dt>
          <dd>{f.dateTime(p.settle_time)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.product.remaining')}</dt>
          <dd>
            {f.count(p.remaining_shares)} / {f.count(p.total_shares)}
          </dd>
        </div>
      </dl>
      <Progress percent={p.progress_percent} />
      <p className="hint">
        {p.user_shares === null
          ? t('dualInvest.product.limit', { limit: p.user_limit })
          : t('dualInvest.product.yourShares', { count: p.user_shares, limit: p.user_limit })}
      </p>
    </section>
  );
}
