/**
 * Lock-up staking in the console (issue 15): the lock-mining treasury's cover per currency (funds
 * held, reserved for orders in progress, owed by them, free), every product with what it owes and a
 * pause or resume, and a form to create a product. A product's terms never change once created and
 * nothing here touches an order: an order keeps the rate, term and penalty it was taken at.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import type { LockCover, LockProductAdmin } from '@bourse/contract';
import { QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { useRefreshConsole } from '../api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { LockProductForm } from '../components/LockProductForm';
import { useConsoleFormat } from '../format';
import { setLockProductStatus, useLockCover, useLockProducts } from '../lock-mining-api';

export default function LockMining() {
  const { t } = useTranslation();
  return (
    <ConsoleFrame section="lockMining" title={t('operator.nav.lockMining')}>
      <p className="hint">{t('lockMining.console.intro')}</p>
      <Cover />
      <Products />
      <LockProductForm />
    </ConsoleFrame>
  );
}

function Cover() {
  const { t } = useTranslation();
  const cover = useLockCover();
  return (
    <section className="console-section" data-testid="lock-cover">
      <h2 className="section-title">{t('lockMining.console.coverTitle')}</h2>
      <p className="hint">{t('lockMining.console.coverHint')}</p>
      <QueryView query={cover} empty={<p className="muted">{t('lockMining.console.noCover')}</p>}>
        {(rows) => (
          <div className="console-table-wrap">
            <table className="console-table">
              <thead>
                <tr>
                  <th>{t('operator.fields.currency')}</th>
                  {(['held', 'reserved', 'owed', 'free', 'principal', 'orders', 'demo'] as const).map((k) => (
                    <th key={k} className="num">
                      {t(`lockMining.console.${k}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <CoverRow key={r.currency_id} row={r} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </section>
  );
}

function CoverRow({ row: r }: { row: LockCover }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  // The book's frozen part is exactly what the orders in progress are owed; a difference is a fault to look into.
  const mismatch = r.reserved !== r.owed;
  return (
    <tr data-testid={`lock-cover-${r.currency}`}>
      <td>{r.currency}</td>
      <td className="num">{f.amount(r.held)}</td>
      <td className="num">{f.amount(r.reserved)}</td>
      <td className="num">
        {f.amount(r.owed)}
        {mismatch ? (
          <span className="console-status--rejected" role="alert">
            {' '}
            {t('lockMining.console.mismatch')}
          </span>
        ) : null}
      </td>
      <td className="num" data-testid={`lock-cover-free-${r.currency}`}>
        {f.amount(r.free)}
      </td>
      <td className="num">{f.amount(r.principal_locked)}</td>
      <td className="num">{f.count(r.orders_in_progress)}</td>
      <td className="num">{f.amount(r.demo)}</td>
    </tr>
  );
}

function Products() {
  const { t } = useTranslation();
  const products = useLockProducts();
  return (
    <section className="console-section" data-testid="lock-products">
      <h2 className="section-title">{t('lockMining.console.productsTitle')}</h2>
      <QueryView query={products} empty={<p className="muted">{t('lockMining.empty')}</p>}>
        {(rows) => (
          <div className="console-table-wrap">
            <table className="console-table">
              <thead>
                <tr>
                  <th>{t('lockMining.console.product')}</th>
                  <th className="num">{t('lockMining.terms.rate')}</th>
                  <th className="num">{t('lockMining.console.penalty')}</th>
                  <th className="num">{t('lockMining.console.limits')}</th>
                  <th className="num">{t('lockMining.console.locked')}</th>
                  <th className="num">{t('lockMining.console.orders')}</th>
                  <th className="num">{t('lockMining.console.owed')}</th>
                  <th>{t('lockMining.console.availability')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <ProductRow key={p.id} product={p} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </section>
  );
}

function ProductRow({ product: p }: { product: LockProductAdmin }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const refresh = useRefreshConsole();
  const [busy, setBusy] = useState(false);
  const next = p.status === 'active' ? 'paused' : 'active';
  const toggle = async () => {
    setBusy(true);
    try {
      await setLockProductStatus(p.id, next);
      void toast(t(next === 'paused' ? 'lockMining.console.pausedDone' : 'lockMining.console.resumedDone'), 'success');
      await refresh();
    } catch {
      // The request wrapper showed the reason.
    } finally {
      setBusy(false);
    }
  };
  const limit = (v: string | null) => (v === null ? t('lockMining.terms.noLimit') : f.amount(v));
  return (
    <tr data-testid={`lock-admin-product-${p.id}`}>
      <td>
        {t('lockMining.productName', { currency: p.currency, count: p.day })}
        <div className="muted">{t('lockMining.terms.dividendUtc', { time: p.dividend_time })}</div>
      </td>
      <td className="num">{`${f.amount(p.interest_rate)}%`}</td>
      <td className="num">{`${f.amount(p.penalty_rate)}%`}</td>
      <td className="num">{[f.amount(p.save_min), limit(p.save_max), limit(p.capacity)].join(' / ')}</td>
      <td className="num">{f.amount(p.locked_total)}</td>
      <td className="num">{f.count(p.orders_in_progress)}</td>
      <td className="num" data-testid={`lock-admin-owed-${p.id}`}>
        {f.amount(p.interest_owed)}
      </td>
      <td>{t(`lockMining.availability.${p.availability}`)}</td>
      <td>
        <Button size="small" fill="outline" loading={busy} onClick={() => void toggle()} data-testid={`lock-admin-toggle-${p.id}`}>
          {t(next === 'paused' ? 'lockMining.console.pause' : 'lockMining.console.resume')}
        </Button>
      </td>
    </tr>
  );
}
