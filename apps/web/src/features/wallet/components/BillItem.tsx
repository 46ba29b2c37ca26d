/**
 * One change of a balance (a ledger posting): what it was (its bill kind, never a bare "Other" for
 * what the server writes), the book, the signed amount and when; with the details its entry carries
 * (the books of a transfer, the rate of an exchange, the network of a deposit, the fee and amount
 * received of a withdrawal, the reason of a correction, the market and fill of a trade) and a link
 * to its source: the order, position, deposit, withdrawal, exchange or transfer it came from.
 */
import type { MouseEvent } from 'react';
import type { BillRow, Withdrawal } from '@bourse/contract';
import { useTranslation } from '../../../app/i18n';
import { go } from '../../../app/navigation';
import { sourcePath } from '../bill-source';
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
    <li className="bill-item" data-testid="bill-item" data-kind={row.kind} data-bill-kind={row.bill_kind}>
      <div className="bill-main">
        <span className="bill-kind" data-testid="bill-kind">
          {t(billKindKey(row.bill_kind))}
        </span>
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
      {details.length > 0 || row.source ? (
        <div className="bill-foot">
          {details.length > 0 ? (
            <div className="bill-details" data-testid="bill-details">
              {details.map((d) => (
                <span key={d}>{d}</span>
              ))}
            </div>
          ) : (
            <span />
          )}
          <SourceLink row={row} />
        </div>
      ) : null}
    </li>
  );
}

/** The line's source as a real link (copyable; hash routes) that moves through the app's navigator. */
function SourceLink({ row }: { row: BillRow }) {
  const { t } = useTranslation();
  if (!row.source) return null;
  const label = t(`wallet.bill.source.${row.source.type}`, { id: row.source.id });
  const to = sourcePath(row.source);
  if (!to) {
    return (
      <span className="bill-source muted" data-testid="bill-source">
        {label}
      </span>
    );
  }
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    go(to);
  };
  return (
    <a className="bill-source" href={`#${to}`} onClick={open} data-testid="bill-source">
      {label}
    </a>
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
  if (text(memo.market)) out.push(String(memo.market));
  if (row.bill_kind === 'trade' && text(memo.qty) && text(memo.price)) {
    out.push(t('wallet.bill.filled', { qty: f.amount(String(memo.qty), 8), price: f.amount(String(memo.price), 8) }));
  }
  return out;
}
