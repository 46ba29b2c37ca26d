/** Transfers between books and currency exchanges, newest first (?tab=transfer|exchange). */
import '../wallet.css';
import Segmented from 'antd-mobile/es/components/segmented';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { useBookTransfers, useExchanges } from '../api';
import { bookByName } from '../books';
import { EmptyList, PagedList } from '../components/PagedList';
import { useAmountFormat } from '../format';

export default function TransferHistory() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'exchange' ? 'exchange' : 'transfer';
  return (
    <Page title={t('wallet.history.title')} name="transfer-history">
      <Segmented
        block
        className="segmented-tabs"
        value={tab}
        onChange={(value) => setParams({ tab: String(value) }, { replace: true })}
        options={[
          { label: t('wallet.history.transfers'), value: 'transfer' },
          { label: t('wallet.history.exchanges'), value: 'exchange' },
        ]}
        data-testid="history-tabs"
      />
      {tab === 'transfer' ? <Transfers /> : <Exchanges />}
    </Page>
  );
}

function Transfers() {
  const { t } = useTranslation();
  const f = useAmountFormat();
  const query = useBookTransfers();
  const book = (name: string) => {
    const b = bookByName(name);
    return b ? t(`wallet.books.${b.name}`) : name;
  };
  return (
    <PagedList query={query} empty={<EmptyList title={t('wallet.history.noTransfers')} />} testId="transfer-list">
      {(items) => (
        <ul className="bill-list card">
          {items.map((r) => (
            <li key={r.id} className="bill-item" data-testid="transfer-item">
              <div className="bill-main">
                <span className="bill-kind">{t('wallet.bill.fromTo', { from: book(r.from), to: book(r.to) })}</span>
                <span className="bill-change">
                  {f.amount(r.number)} {r.currency}
                </span>
              </div>
              <div className="bill-sub muted">
                <span>{t('wallet.history.noFee')}</span>
                <time dateTime={r.created_at}>{f.time(r.created_at)}</time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function Exchanges() {
  const { t } = useTranslation();
  const f = useAmountFormat();
  const query = useExchanges();
  return (
    <PagedList query={query} empty={<EmptyList title={t('wallet.history.noExchanges')} />} testId="exchange-list">
      {(items) => (
        <ul className="bill-list card">
          {items.map((r) => (
            <li key={r.id} className="bill-item" data-testid="exchange-item">
              <div className="bill-main">
                <span className="bill-kind">
                  {f.amount(r.number)} {r.from_currency} → {f.amount(r.received)} {r.to_currency}
                </span>
              </div>
              <div className="bill-sub muted">
                <span>
                  {t('wallet.exchange.rateLine', { from: r.from_currency, rate: f.amount(r.rate, 8), to: r.to_currency })} ·{' '}
                  {t('wallet.history.fee', { fee: `${f.amount(r.fee)} ${r.from_currency}` })}
                </span>
                <time dateTime={r.created_at}>{f.time(r.created_at)}</time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
