/** Every change of every balance, newest first (wallet/legal_log without a coin or book), with a book filter. */
import '../wallet.css';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { go } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { useLegalLog } from '../api';
import { BOOKS, bookByType } from '../books';
import { BillList } from '../components/BillList';

export default function AssetsAllRecord() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const book = bookByType(Number(params.get('type')));
  const log = useLegalLog(undefined, book?.type);
  return (
    <Page
      title={t('wallet.record.allTitle')}
      name="assets-all-record"
      right={
        <button type="button" className="nav-link" onClick={() => go('/pages/setting/bill')} data-testid="open-bills">
          {t('wallet.actions.bills')}
        </button>
      }
    >
      <div className="chips chips--scroll" role="radiogroup" aria-label={t('wallet.bill.book')}>
        <button
          type="button"
          role="radio"
          aria-checked={!book}
          className={`chip${!book ? ' chip--active' : ''}`}
          onClick={() => setParams({}, { replace: true })}
        >
          {t('wallet.bill.allBooks')}
        </button>
        {BOOKS.map((b) => (
          <button
            key={b.type}
            type="button"
            role="radio"
            aria-checked={book?.type === b.type}
            className={`chip${book?.type === b.type ? ' chip--active' : ''}`}
            onClick={() => setParams({ type: String(b.type) }, { replace: true })}
            data-testid={`all-record-book-${b.name}`}
          >
            {t(`wallet.books.${b.name}`)}
          </button>
        ))}
      </div>
      <BillList query={log} />
    </Page>
  );
}
