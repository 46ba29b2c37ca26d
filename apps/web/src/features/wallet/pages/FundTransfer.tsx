/**
 * Move funds between the user's own books (?currency=USDT&from=2): from and to (SPEC's from_field
 * and to_field: legal, change, lever, micro, stock), the coin, the amount; no fee. Funds in use
 * (frozen) cannot move.
 */
import '../wallet.css';
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { DownOutline } from 'antd-mobile-icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { bookTransferInput, type WalletOverview } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/states';
import { StrokeIcon } from '../../../components/StrokeIcon';
import { checkForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { amountError, compareAmounts } from '../amount';
import { bookTransfer, useCoinInfo, useOverview, useRefreshWallet } from '../api';
import { bookByType, MAIN_BOOK, TRANSFER_BOOKS, type BookSpec } from '../books';
import { AmountField } from '../components/AmountField';
import { CoinLabel } from '../components/CoinLabel';
import { CoinSheet } from '../components/CoinSheet';
import { useAmountFormat } from '../format';
import { useRequestKey } from '../../../lib/request-key';
import { useFieldErrors } from '../use-field-errors';

const SWAP_PATHS = ['M7 4v16', 'M3 8l4-4 4 4', 'M17 20V4', 'M13 16l4 4 4-4'];

export default function FundTransfer() {
  const { t } = useTranslation();
  const overview = useOverview();
  return (
    <Page
      title={t('wallet.transfer.title')}
      name="fund-transfer"
      right={
        <button type="button" className="nav-link" onClick={() => go('/pages/fund/transfer_history')} data-testid="transfer-history-link">
          {t('wallet.transfer.history')}
        </button>
      }
    >
      <QueryView query={overview}>{(data) => <TransferForm overview={data} />}</QueryView>
    </Page>
  );
}

function transferable(type: number | undefined): BookSpec | undefined {
  const b = bookByType(type);
  return b && TRANSFER_BOOKS.includes(b) ? b : undefined;
}

function TransferForm({ overview }: { overview: WalletOverview }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const f = useAmountFormat();
  const errors = useFieldErrors();
  const refresh = useRefreshWallet();
  const requestKey = useRequestKey();
  const initialFrom = transferable(Number(params.get('from'))) ?? MAIN_BOOK;
  const [from, setFrom] = useState<BookSpec>(initialFrom);
  const [to, setTo] = useState<BookSpec>(() =>
    TRANSFER_BOOKS.find((b) => b !== initialFrom && b.name === (initialFrom === MAIN_BOOK ? 'lever' : 'exchange'))!,
  );
  const [currency, setCurrency] = useState(params.get('currency') ?? 'USDT');
  const [amount, setAmount] = useState('');
  const [picking, setPicking] = useState<'coin' | 'from' | 'to' | null>(null);
  const [busy, setBusy] = useState(false);
  const info = useCoinInfo(currency);

  const assetsOf = (book: BookSpec) => overview.books.find((b) => b.type === book.type)?.assets ?? [];
  const asset = assetsOf(from).find((a) => a.currency === currency);
  const available = asset?.available ?? '0';
  const scale = info.data?.scale ?? 8;
  const coins = assetsOf(from).map((a) => ({ code: a.currency, name: a.name, extra: f.amount(a.available) }));

  const swap = () => {
    setFrom(to);
    setTo(from);
    errors.clear();
  };
  const pickBook = (side: 'from' | 'to', book: BookSpec) => {
    if (side === 'from') {
      if (book === to) setTo(from);
      setFrom(book);
    } else {
      if (book === from) setFrom(to);
      setTo(book);
    }
    setPicking(null);
  };

  const submit = async () => {
    const bad = amountError(amount, scale);
    if (bad) return errors.fail(bad, 'number');
    if (!asset) return errors.fail('ASSET_UNKNOWN', 'currency_id');
    const values = { currency_id: asset.currency_id, number: amount, from_field: from.field, to_field: to.field };
    if (!errors.accept(checkForm(bookTransferInput, values))) return;
    if (compareAmounts(amount, available, scale) === 1) return errors.fail('INSUFFICIENT_BALANCE', 'number');
    setBusy(true);
    try {
      await bookTransfer(values, requestKey.keyFor(JSON.stringify(values)));
      requestKey.done();
      toast(t('common.transferDone'), 'success');
      setAmount('');
      await refresh();
    } catch (error) {
      errors.fromServer(error, 'number');
    } finally {
      setBusy(false);
    }
  };

  const bookButton = (side: 'from' | 'to', book: BookSpec) => (
    <button
      type="button"
      className="book-select"
      onClick={() => setPicking(picking === side ? null : side)}
      aria-expanded={picking === side}
      data-testid={`transfer-${side}`}
    >
      <span className="muted">{side === 'from' ? t('wallet.transfer.from') : t('wallet.transfer.to')}</span>
      <strong>{t(`wallet.books.${book.name}`)}</strong>
      <DownOutline />
    </button>
  );

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <section className="card transfer-books">
        <div className="transfer-books-rows">
          {bookButton('from', from)}
          {picking === 'from' ? <BookOptions current={from} onPick={(b) => pickBook('from', b)} /> : null}
          {bookButton('to', to)}
          {picking === 'to' ? <BookOptions current={to} onPick={(b) => pickBook('to', b)} /> : null}
        </div>
        <button type="button" className="swap-button" onClick={swap} aria-label={t('wallet.transfer.swap')} data-testid="transfer-swap">
          <StrokeIcon paths={SWAP_PATHS} size={20} />
        </button>
      </section>

      <section className="card form">
        <div className="field">
          <span className="field-label">{t('wallet.form.coin')}</span>
          <button type="button" className="field-box coin-select" onClick={() => setPicking('coin')} data-testid="transfer-coin">
            <CoinLabel code={currency} size={24} />
            <DownOutline />
          </button>
        </div>
        <AmountField
          id="number"
          label={t('wallet.transfer.amount')}
          value={amount}
          onChange={setAmount}
          unit={currency}
          max={available}
          decimals={scale}
          error={errors.errorFor('number')}
          hint={t('wallet.transfer.available', { amount: `${f.amount(available)} ${currency}`, book: t(`wallet.books.${from.name}`) })}
        />
        <p className="hint">{t('wallet.transfer.hint')}</p>
      </section>

      <div className="form-actions">
        <Button type="submit" block color="primary" size="large" loading={busy} data-testid="transfer-submit">
          {t('wallet.transfer.submit')}
        </Button>
      </div>

      <CoinSheet
        visible={picking === 'coin'}
        title={t('wallet.form.chooseCoin')}
        coins={coins}
        selected={currency}
        onPick={(code) => {
          setCurrency(code);
          setAmount('');
        }}
        onClose={() => setPicking(null)}
      />
    </form>
  );
}

function BookOptions({ current, onPick }: { current: BookSpec; onPick(book: BookSpec): void }) {
  const { t } = useTranslation();
  return (
    <div className="chips book-options" role="radiogroup">
      {TRANSFER_BOOKS.map((b) => (
        <button
          key={b.type}
          type="button"
          role="radio"
          aria-checked={b === current}
          className={`chip${b === current ? ' chip--active' : ''}`}
          onClick={() => onPick(b)}
          data-testid={`book-option-${b.name}`}
        >
          {t(`wallet.books.${b.name}`)}
        </button>
      ))}
    </div>
  );
}
