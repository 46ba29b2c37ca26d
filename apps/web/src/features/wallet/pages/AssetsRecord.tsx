/**
 * One coin in one book (?currency=USDT&type=2): its balance, available, frozen and value, the
 * actions that fit it, and every change of it (wallet/legal_log), ten at a time.
 */
import '../wallet.css';
import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { go } from '../../../app/navigation';
import { FiatValue } from '../../../components/FiatValue';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/states';
import { useLegalLog, useWalletDetail } from '../api';
import { bookByType, DEFAULT_COIN, MAIN_BOOK } from '../books';
import { BillList } from '../components/BillList';
import { CoinLabel } from '../components/CoinLabel';
import { useAmountFormat } from '../format';

export default function AssetsRecord() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const currency = params.get('currency') || DEFAULT_COIN;
  const book = bookByType(Number(params.get('type') ?? MAIN_BOOK.type)) ?? MAIN_BOOK;
  const detail = useWalletDetail(currency, book.type);
  const log = useLegalLog(currency, book.type);
  const f = useAmountFormat();
  const bookLabel = t(`wallet.books.${book.name}`);

  return (
    <Page title={t('wallet.record.title', { coin: currency, book: bookLabel })} name="assets-record">
      <QueryView query={detail}>
        {(d) => (
          <section className="card detail-card">
            <div className="detail-head">
              <CoinLabel code={d.currency} name={d.name} />
              <span className="chip chip--small">{bookLabel}</span>
            </div>
            <strong className="detail-balance" data-testid="detail-balance">
              {f.balance(d.balance)} {d.currency}
            </strong>
            <span className="muted">{d.usdt_value === null ? '--' : <FiatValue usd={d.usdt_value} />}</span>
            <dl className="fee-table detail-facts">
              <dt>{t('wallet.record.available')}</dt>
              <dd data-testid="detail-available">{f.amount(d.available)}</dd>
              <dt>{t('wallet.record.frozen')}</dt>
              <dd data-testid="detail-frozen">{f.amount(d.frozen)}</dd>
            </dl>
            <div className="detail-actions">
              {book.name === MAIN_BOOK.name ? (
                <>
                  <Button
                    size="small"
                    color="primary"
                    onClick={() => go(`/pages/fund/receive?currency=${d.currency}`)}
                    data-testid="detail-deposit"
                  >
                    {t('wallet.actions.deposit')}
                  </Button>
                  <Button
                    size="small"
                    color="primary"
                    fill="outline"
                    onClick={() => go(`/pages/fund/withdraw?currency=${d.currency}`)}
                    data-testid="detail-withdraw"
                  >
                    {t('wallet.actions.withdraw')}
                  </Button>
                </>
              ) : null}
              {book.name !== 'lock' ? (
                <Button
                  size="small"
                  color="primary"
                  fill="outline"
                  onClick={() => go(`/pages/fund/fundTransfer?currency=${d.currency}&from=${book.type}`)}
                  data-testid="detail-transfer"
                >
                  {t('wallet.actions.transfer')}
                </Button>
              ) : null}
            </div>
          </section>
        )}
      </QueryView>
      <h2 className="list-group-title">{t('wallet.record.changes')}</h2>
      <BillList query={log} emptyTitle={t('wallet.record.empty')} />
    </Page>
  );
}
