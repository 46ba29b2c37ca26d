/**
 * Bills: every change of the user's balances, filtered by coin, book, product, kind and date (kept
 * in the address, so back and reload keep them), ten per page with "load more", and a CSV export
 * of the same selection. Each line says what it was and opens the order, position or record it
 * came from.
 */
import '../wallet.css';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { billInput, isBillProduct } from '@bourse/contract';
import { Page } from '../../../components/Page';
import { checkForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { downloadBills, useBills, type BillFilter } from '../api';
import { BillFilters, FILTER_KEYS, type FilterKey, userBillKinds } from '../components/BillFilters';
import { BillList } from '../components/BillList';
import { isoDay } from '../format';

function filterOf(params: URLSearchParams): BillFilter {
  const product = params.get('product') ?? '';
  return {
    currency: params.get('currency') || undefined,
    type: params.get('type') ? Number(params.get('type')) : undefined,
    // An unknown product stays in the filter, so the form says it is not valid instead of hiding it.
    product: product ? (product as NonNullable<BillFilter['product']>) : undefined,
    kind: params.get('kind') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
}

export default function Bill() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const filter = filterOf(params);
  const badRange = filter.from !== undefined && filter.to !== undefined && filter.from > filter.to;
  const check = checkForm(billInput, { ...filter, page: 1 });
  // What is wrong with the filter in the address (a reversed range, an unknown product or kind).
  const problem = badRange ? t('wallet.bill.badRange') : check.ok ? undefined : t(`errors.${check.code}`);
  const valid = problem === undefined;
  const bills = useBills(filter, valid);

  const set = (key: FilterKey, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // A product that has no such kind drops the kind, rather than showing an empty list.
    const kind = next.get('kind');
    if (key === 'product' && kind && isBillProduct(value) && !userBillKinds(value).includes(kind)) next.delete('kind');
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
    if (problem !== undefined) return void toast(problem);
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
      <BillFilters
        filter={filter}
        set={set}
        setRange={setRange}
        reset={anyFilter ? () => setParams({}, { replace: true }) : undefined}
        problem={problem}
      />
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
