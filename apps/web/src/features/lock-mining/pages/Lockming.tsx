/** The lock-up products per currency: the range of daily rates across its terms, then each term with its terms and availability. */
import '../lock-mining.css';
import { Link } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { LockCurrency, LockProduct } from '@bourse/contract';
import { Page } from '../../../components/Page';
import { CoinIcon } from '../../../components/CoinIcon';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { useToken } from '../../../app/session';
import { useLockConfig } from '../api';
import { Availability } from '../components/Availability';
import { KindNotice } from '../components/KindNotice';
import { useLockFormat } from '../format';
import { buyPath, LOCK_PATHS } from '../paths';

export default function Lockming() {
  const { t } = useTranslation();
  const config = useLockConfig();
  const token = useToken();
  return (
    <Page
      title={t('lockMining.title')}
      name="lockming"
      right={
        token ? (
          <Link to={LOCK_PATHS.orders} className="lock-nav-link" data-testid="lock-orders-link">
            {t('lockMining.orders.title')}
          </Link>
        ) : null
      }
    >
      <div className="lock-layout">
        <KindNotice />
        <Link to={LOCK_PATHS.welcome} className="card lock-intro" data-testid="lock-welcome-link">
          <strong>{t('lockMining.welcome.title')}</strong>
          <span>{t('lockMining.welcome.short')}</span>
        </Link>
        {config.isPending ? <Loading /> : null}
        {config.isError ? <ErrorState onRetry={() => void config.refetch()} /> : null}
        {config.data?.length === 0 ? <EmptyState title={t('lockMining.empty')} /> : null}
        {config.data?.map((c) => (
          <CurrencyCard key={c.currency_id} currency={c} />
        ))}
      </div>
    </Page>
  );
}

function CurrencyCard({ currency: c }: { currency: LockCurrency }) {
  const { t } = useTranslation();
  const f = useLockFormat();
  return (
    <section className="card lock-currency" data-testid={`lock-currency-${c.currency}`}>
      <header className="lock-currency-head">
        <CoinIcon code={c.currency} size={28} />
        <strong>{c.currency}</strong>
        <span className="lock-range" data-testid="lock-range">
          {t('lockMining.dailyRange', { min: f.rate(c.rate_min), max: f.rate(c.rate_max) })}
        </span>
      </header>
      <ul className="lock-products">
        {c.products.map((p) => (
          <ProductRow key={p.id} product={p} />
        ))}
      </ul>
    </section>
  );
}

function ProductRow({ product: p }: { product: LockProduct }) {
  const { t } = useTranslation();
  const f = useLockFormat();
  const open = p.availability === 'open';
  const body = (
    <>
      <span className="lock-term">{t('lockMining.days', { count: p.day })}</span>
      <span className="lock-rate">{f.rate(p.interest_rate)}</span>
      <span className="lock-min">{t('lockMining.minShort', { amount: f.money(p.save_min, p.currency) })}</span>
      {open ? <span className="lock-go">{t('lockMining.subscribe')}</span> : <Availability value={p.availability} />}
    </>
  );
  return (
    <li>
      {open ? (
        <Link to={buyPath(p.id)} className="lock-product" data-testid={`lock-product-${p.id}`}>
          {body}
        </Link>
      ) : (
        <div className="lock-product lock-product--closed" data-testid={`lock-product-${p.id}`}>
          {body}
        </div>
      )}
    </li>
  );
}
