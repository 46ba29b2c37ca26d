/**
 * Dual investment in the console (issue 15): the treasury's `dual-invest` book against what open
 * orders could be owed in the worst case, listing a product, and the products with their sales,
 * to pause, resume or cancel before their start. No screen here can set a price, change a listed
 * product's terms or touch an order or its settlement.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from '../../../app/i18n';
import type { DualProduct } from '@bourse/contract';
import { QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { useRefreshConsole } from '../api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { DualForm } from '../components/DualForm';
import { Pager } from '../components/Pager';
import { changeDualProduct, useDualCover, useDualProducts } from '../dual-api';
import { formatTime, useConsoleFormat } from '../format';

export default function Dual() {
  const { t } = useTranslation();
  return (
    <ConsoleFrame section="dual" title={t('operator.nav.dual')}>
      <p className="hint">{t('operator.dual.intro')}</p>
      <div className="console-split console-split--even">
        <DualForm />
        <Cover />
      </div>
      <Products />
    </ConsoleFrame>
  );
}

function Cover() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const cover = useDualCover();
  return (
    <section className="card console-panel" data-testid="dual-cover">
      <h2 className="section-title">{t('operator.dual.coverTitle')}</h2>
      <p className="hint">{t('operator.dual.coverHint')}</p>
      <QueryView query={cover} empty={<p className="muted">{t('operator.dual.coverEmpty')}</p>}>
        {(rows) => (
          <div className="console-table-wrap">
            <table className="console-table">
              <thead>
                <tr>
                  <th>{t('operator.fields.currency')}</th>
                  <th className="num">{t('operator.dual.available')}</th>
                  <th className="num">{t('operator.dual.held')}</th>
                  <th className="num">{t('operator.dual.owed')}</th>
                  <th>{t('operator.dual.covered')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.currency} data-testid={`dual-cover-${r.currency}`}>
                    <td>{r.currency}</td>
                    <td className="num">{f.amount(r.available)}</td>
                    <td className="num">{f.amount(r.held)}</td>
                    <td className="num">{f.amount(r.owed)}</td>
                    <td>{r.covered ? t('operator.dual.yes') : t('operator.dual.no')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </section>
  );
}

function Products() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const products = useDualProducts(page);
  return (
    <section className="console-section" data-testid="dual-products">
      <h2 className="section-title">{t('operator.dual.productsTitle')}</h2>
      <QueryView query={products} isEmpty={(p) => p.data.length === 0} empty={<p className="muted">{t('operator.dual.none')}</p>}>
        {(p) => (
          <>
            <div className="console-table-wrap">
              <table className="console-table">
                <thead>
                  <tr>
                    <th>{t('operator.dual.name')}</th>
                    <th className="num">{t('operator.dual.aprShort')}</th>
                    <th className="num">{t('operator.dual.sold')}</th>
                    <th>{t('operator.dual.startShort')}</th>
                    <th>{t('operator.dual.settle')}</th>
                    <th>{t('operator.dual.status')}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {p.data.map((x) => (
                    <ProductRow key={x.id} product={x} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={p.page} pages={p.pages} onPage={setPage} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function ProductRow({ product: x }: { product: DualProduct }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const refresh = useRefreshConsole();
  const act = async (action: 'pause' | 'resume' | 'cancel') => {
    if (
      action === 'cancel' &&
      !(await Dialog.confirm({
        content: t('operator.dual.cancelConfirm', { name: x.name }),
        confirmText: t('operator.dual.actions.cancel'),
        cancelText: t('operator.dual.keep'),
      }))
    )
      return;
    try {
      await changeDualProduct(action, x.id);
      void toast(t('operator.dual.changed'), 'success');
      void refresh();
    } catch {
      // The request wrapper has shown the server's message.
    }
  };
  const before = x.status === 'open' || x.status === 'paused';
  return (
    <tr data-testid={`dual-product-${x.id}`}>
      <td className="mono">{x.name}</td>
      <td className="num">{f.amount(x.apr_percent)}%</td>
      <td className="num">
        {f.count(x.sold_shares)} / {f.count(x.total_shares)}
      </td>
      <td>{formatTime(new Date(x.start_time).toISOString())}</td>
      <td>{formatTime(new Date(x.settle_time).toISOString())}</td>
      <td>
        {t(`operator.dual.statuses.${x.status}`)}
        {x.awaiting_funding ? ` · ${t('operator.dual.awaitingFunding')}` : ''}
      </td>
      <td className="console-actions">
        {x.status === 'open' ? (
          <Button size="mini" onClick={() => void act('pause')} data-testid="dual-pause">
            {t('operator.dual.actions.pause')}
          </Button>
        ) : null}
        {x.status === 'paused' ? (
          <Button size="mini" onClick={() => void act('resume')} data-testid="dual-resume">
            {t('operator.dual.actions.resume')}
          </Button>
        ) : null}
        {before ? (
          <Button size="mini" color="danger" fill="outline" onClick={() => void act('cancel')} data-testid="dual-cancel">
            {t('operator.dual.actions.cancel')}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
