/**
 * The bills' filters: coin, account (book), product and type (a bill kind), a date range with
 * quick ranges, and a reset. Each change goes into the address through `set`.
 */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import { BILL_KINDS, BILL_PRODUCTS, billKindOf, isBillKind, ledgerKindsOf, LEDGER_KINDS } from '@bourse/contract/bills';
import type { BillFilter } from '../api';
import { useUserCurrencies } from '../api';
import { billKindKey, billProductKey, BOOKS } from '../books';

export const FILTER_KEYS = ['currency', 'type', 'product', 'kind', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The bill kinds a user can meet (not the platform's own accounts'), of one product or all. */
export function userBillKinds(product: BillFilter['product']): string[] {
  const kinds = product ? ledgerKindsOf(product) : Object.keys(LEDGER_KINDS);
  const wanted = new Set(kinds.flatMap((k) => [LEDGER_KINDS[k]!.bill, ...Object.values(LEDGER_KINDS[k]!.byReason ?? {})]));
  return BILL_KINDS.filter((k) => wanted.has(k) && !PLATFORM_ONLY.has(k));
}

const PLATFORM_ONLY = new Set<string>([
  'house_reserve',
  'insurance',
  'funding',
  'demo_issuance',
  'network_fee',
  'network_fee_reserve',
  'network_fee_release',
]);

interface Props {
  filter: BillFilter;
  set(key: FilterKey, value: string): void;
  setRange(days: number | null): void;
  reset?: () => void;
  /** What is wrong with the filter, shown under it. */
  problem?: string;
}

function Select({ label, value, onChange, testId, all, options, wide }: SelectProps) {
  return (
    <label className={`filter${wide ? ' filter--wide' : ''}`}>
      <span className="field-label">{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

interface SelectProps {
  label: string;
  value: string;
  onChange(value: string): void;
  testId: string;
  all: string;
  options: Array<{ value: string; label: string }>;
  wide?: boolean;
}

export function BillFilters({ filter, set, setRange, reset, problem }: Props) {
  const { t } = useTranslation();
  const coins = useUserCurrencies();
  const kinds = userBillKinds(filter.product);
  // A kind from the address that the list does not offer (a ledger kind, or one of another product) still shows.
  if (filter.kind && !kinds.includes(filter.kind)) kinds.push(filter.kind);
  return (
    <section className="card bill-filters" aria-label={t('wallet.bill.filters')}>
      <div className="filter-grid">
        <Select
          label={t('wallet.form.coin')}
          value={filter.currency === undefined ? '' : String(filter.currency)}
          onChange={(v) => set('currency', v)}
          testId="bill-filter-currency"
          all={t('wallet.bill.allCoins')}
          options={(coins.data ?? []).map((c) => ({ value: c.currency, label: c.currency }))}
        />
        <Select
          label={t('wallet.bill.book')}
          value={filter.type === undefined ? '' : String(filter.type)}
          onChange={(v) => set('type', v)}
          testId="bill-filter-book"
          all={t('wallet.bill.allBooks')}
          options={BOOKS.map((b) => ({ value: String(b.type), label: t(`wallet.books.${b.name}`) }))}
        />
        <Select
          label={t('wallet.bill.product')}
          value={filter.product ?? ''}
          onChange={(v) => set('product', v)}
          testId="bill-filter-product"
          all={t('wallet.bill.allProducts')}
          options={BILL_PRODUCTS.map((p) => ({ value: p, label: t(billProductKey(p)) }))}
        />
        <Select
          label={t('wallet.bill.kind')}
          value={filter.kind ?? ''}
          onChange={(v) => set('kind', v)}
          testId="bill-filter-kind"
          all={t('wallet.bill.allKinds')}
          options={kinds.map((k) => ({ value: k, label: t(billKindKey(isBillKind(k) ? k : billKindOf(k))) }))}
        />
        <DateRange filter={filter} set={set} />
      </div>
      <RangeChips setRange={setRange} reset={reset} />
      {problem ? (
        <p className="field-error" role="alert" data-testid="bill-filter-problem">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

function DateRange({ filter, set }: Pick<Props, 'filter' | 'set'>) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

function RangeChips({ setRange, reset }: Pick<Props, 'setRange' | 'reset'>) {
  const { t } = useTranslation();
  return (
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
      {reset ? (
        <Button size="mini" fill="none" color="primary" onClick={reset} data-testid="bill-reset">
          {t('wallet.bill.reset')}
        </Button>
      ) : null}
    </div>
  );
}
