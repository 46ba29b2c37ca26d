/**
 * Bills: every change of the user's balances, filtered by coin, book, kind and date (kept in the
 * address, so back and reload keep them), ten per page with "load more", and a CSV export of the
 * same selection.
 */
import '../wallet.css';
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { billInput } from '@bourse/contract';
import { Page } from '../../../components/Page';
import { checkForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { downloadBills, useBills, useUserCurrencies, type BillFilter } from '../api';
import { BILL_KINDS, billKindKey, BOOKS } from '../books';
import { BillList } from '../components/BillList';
import { isoDay } from '../format';

const FILTER_KEYS = ['currency', 'type', 'kind', 'from', 'to'] as const;

export default function Bill() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const coins = useUserCurrencies();
  const [exporting, setExporting] = useState(false);
  const filter: BillFilter = {
    currency: params.get('currency') || undefined,
    type: params.get('type') ? Number(params.get('type')) : undefined,
    kind: params.get('kind') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
  const badRange = filter.from !== undefined && filter.to !== undefined && filter.from > filter.to;
  const valid = checkForm(billInput, { ...filter, page: 1 }).ok && !badRange;
  const bills = useBills(filter, valid);

  const set = (key: (typeof FILTER_KEYS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const setRange = (days: number | null) => {
    const next = new URLSearchParams(params);
    if (days === null) {
      next.delete('from');
      next.delete('to');
    } else {
      next.set('from', isoDay(-(days - 1)));
      next.set('to', isoDay());
    }
    setParams(next, { replace: true });
  };
  const exportCsv = async () => {
    if (!valid) return void toast(t('errors.DATE_INVALID'));
    setExporting(true);
    try {
      await downloadBills(filter);
      toast(t('wallet.bill.exported'), 'success');
    } catch {
      toast(t('wallet.bill.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  const anyFilter = FILTER_KEYS.some((k) => params.get(k));

  return (
    <Page
      title={t('wallet.bill.title')}
      name="bill"
      right={
        <button type="button" className="nav-link" onClick={() => void exportCsv()} disabled={exporting} data-testid="bill-export">
          {exporting ? t('wallet.bill.exporting') : t('wallet.bill.export')}
        </button>
      }
    >
      <section className="card bill-filters" aria-label={t('wallet.bill.filters')}>
        <div className="filter-grid">
          <label className="filter">
            <span className="field-label">{t('wallet.form.coin')}</span>
            <select value={filter.currency ?? ''} onChange={(e) => set('currency', e.target.value)} data-testid="bill-filter-currency">
              <option value="">{t('wallet.bill.allCoins')}</option>
              {(coins.data ?? []).map((c) => (
                <option key={c.currency} value={c.currency}>
                  {c.currency}
                </option>
              ))}
            </select>
          </label>
          <label className="filter">
            <span className="field-label">{t('wallet.bill.book')}</span>
            <select value={filter.type ?? ''} onChange={(e) => set('type', e.target.value)} data-testid="bill-filter-book">
              <option value="">{t('wallet.bill.allBooks')}</option>
              {BOOKS.map((b) => (
                <option key={b.type} value={b.type}>
                  {t(`wallet.books.${b.name}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="filter filter--wide">
            <span className="field-label">{t('wallet.bill.kind')}</span>
            <select value={filter.kind ?? ''} onChange={(e) => set('kind', e.target.value)} data-testid="bill-filter-kind">
              <option value="">{t('wallet.bill.allKinds')}</option>
              {BILL_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(billKindKey(k))}
                </option>
              ))}
            </select>
          </label>
          <label className="filter">
            <span className="field-label">{t('wallet.bill.from')}</span>
            <input
              type="date"
              value={filter.from ?? ''}
              max={filter.to}
              onChange={(e) => set('from', e.target.value)}
              data-testid="bill-filter-from"
            />
          </label>
          <label className="filter">
            <span className="field-label">{t('wallet.bill.to')}</span>
            <input
              type="date"
              value={filter.to ?? ''}
              min={filter.from}
              onChange={(e) => set('to', e.target.value)}
              data-testid="bill-filter-to"
            />
          </label>
        </div>
        <div className="chips">
          <button type="button" className="chip" onClick={() => setRange(7)}>
            {t('wallet.bill.last7')}
          </button>
          <button type="button" className="chip" onClick={() => setRange(30)}>
            {t('wallet.bill.last30')}
          </button>
          <button type="button" className="chip" onClick={() => setRange(null)}>
            {t('wallet.bill.allTime')}
          </button>
          {anyFilter ? (
            <Button size="mini" fill="none" color="primary" onClick={() => setParams({}, { replace: true })} data-testid="bill-reset">
              {t('wallet.bill.reset')}
            </Button>
          ) : null}
        </div>
        {badRange ? (
          <p className="field-error" role="alert">
            {t('wallet.bill.badRange')}
          </p>
        ) : null}
      </section>
      {valid ? (
        <>
          <h2 className="list-group-title" data-testid="bill-count">
            {t('wallet.bill.results', { total: bills.data?.pages[0]?.total ?? 0 })}
          </h2>
          <BillList query={bills} emptyTitle={anyFilter ? t('wallet.bill.emptyFiltered') : undefined} />
        </>
      ) : null}
    </Page>
  );
}
