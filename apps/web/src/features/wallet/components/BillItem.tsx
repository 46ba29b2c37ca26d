/**
 * One change of a balance (a ledger posting): what it was, the book, the signed amount and when;
 * with the details its entry carries (the books of a transfer, the rate of an exchange, the network
 * of a deposit, the fee and amount received of a withdrawal, the reason of a correction).
 */
import type { BillRow, Withdrawal } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { billKindKey, bookByName } from '../books';
import { useAmountFormat } from '../format';

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

export function BillItem({ row, withdrawal }: { row: BillRow; withdrawal?: Withdrawal }) {
  const { t } = useTranslation();
  const f = useAmountFormat();
  const book = bookByName(row.book);
  const bookLabel = book ? t(`wallet.books.${book.name}`) : row.book;
  const details = useDetails(row, withdrawal);
  const negative = row.change.startsWith('-');
  return (
    <li className="bill-item" data-testid="bill-item" data-kind={row.kind}>
      <div className="bill-main">
        <span className="bill-kind">{t(billKindKey(row.kind))}</span>
        <span className={`bill-change ${negative ? 'is-down' : 'is-up'}`} data-testid="bill-change">
          {f.change(row.change)} {row.currency}
        </span>
      </div>
      <div className="bill-sub muted">
        <span>
          {bookLabel}
          {row.bucket === 'frozen' ? ` · ${t('wallet.bill.frozen')}` : ''}
        </span>
        <time dateTime={row.created_at}>{f.time(row.created_at)}</time>
      </div>
      {details.length > 0 ? (
        <div className="bill-details" data-testid="bill-details">
          {details.map((d) => (
            <span key={d}>{d}</span>
          ))}
        </div>
      ) : null}
    </li>
  );
}

function useDetails(row: BillRow, withdrawal: Withdrawal | undefined): string[] {
  const { t } = useTranslation();
  const f = useAmountFormat();
  const memo = row.memo;
  const out: string[] = [];
  const bookName = (name: unknown) => {
    const b = bookByName(text(name));
    return b ? t(`wallet.books.${b.name}`) : String(name ?? '');
  };
  switch (row.kind) {
    case 'book.transfer':
      out.push(t('wallet.bill.fromTo', { from: bookName(memo.from), to: bookName(memo.to) }));
      break;
    case 'exchange':
      if (text(memo.rate)) out.push(t('wallet.bill.rate', { rate: f.amount(String(memo.rate), 8) }));
      break;
    case 'deposit':
      if (text(memo.network)) out.push(t('wallet.bill.network', { network: String(memo.network) }));
      if (text(memo.txHash)) out.push(t('wallet.bill.txHash', { hash: String(memo.txHash) }));
      break;
    case 'withdraw.hold':
      if (text(memo.network)) out.push(t('wallet.bill.network', { network: String(memo.network) }));
      if (text(memo.destination)) out.push(t('wallet.bill.destination', { destination: String(memo.destination) }));
      break;
    case 'withdraw.settle': {
      const fee = text(memo.fee) ?? withdrawal?.fee;
      const receive = text(memo.receive) ?? withdrawal?.receive;
      if (fee !== undefined) out.push(t('wallet.bill.fee', { fee: `${f.amount(fee)} ${row.currency}` }));
      if (receive !== undefined) out.push(t('wallet.bill.received', { amount: `${f.amount(receive)} ${row.currency}` }));
      if (text(memo.txHash)) out.push(t('wallet.bill.txHash', { hash: String(memo.txHash) }));
      break;
    }
    case 'withdraw.reject':
    case 'adjustment':
      if (text(memo.reason)) out.push(t('wallet.bill.reason', { reason: String(memo.reason) }));
      break;
    default:
      break;
  }
  return out;
}
