/**
 * Currency exchange in the main wallet: from and to coins, the amount, and a live quote (the
 * market price with the configured spread and fee) that counts down and refreshes itself. The
 * confirmation shows exactly what the user gives, pays and gets at the quote being accepted.
 * Approved fee and spread changes not yet in effect (exchange and withdrawal fees) are listed below
 * the form for their whole notice period.
 */
import '../wallet.css';
import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { DownOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../app/i18n';
import { exchangeInput, type AssetBalance, type ExchangeQuote } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { useSiteInfo } from '../../../app/site';
import { Page } from '../../../components/Page';
import { SimulatedMarketBadge } from '../../../components/SimulatedMarketBadge';
import { QueryView, Spinner } from '../../../components/states';
import { StrokeIcon } from '../../../components/StrokeIcon';
import { checkForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { amountError, compareAmounts, previewExchange, type ExchangePreview } from '../amount';
import { exchange, quoteSecondsLeft, useExchangeCoins, useQuote, useRefreshWallet, useUserCurrencies, type ExchangeCoin } from '../api';
import { AmountField } from '../components/AmountField';
import { CoinLabel } from '../components/CoinLabel';
import { CoinSheet } from '../components/CoinSheet';
import { UpcomingFees } from '../components/UpcomingFees';
import { useAmountFormat } from '../format';
import { useRequestKey } from '../../../lib/request-key';
import { useFieldErrors } from '../use-field-errors';

const SWAP_PATHS = ['M4 8h16', 'M16 4l4 4-4 4', 'M20 16H4', 'M8 12l-4 4 4 4'];

export default function Exchange() {
  const { t } = useTranslation();
  const coins = useExchangeCoins();
  const simulated = useSiteInfo().data?.simulated_market;
  return (
    <Page
      title={t('wallet.exchange.title')}
      name="exchange"
      right={
        <button
          type="button"
          className="nav-link"
          onClick={() => go('/pages/fund/transfer_history?tab=exchange')}
          data-testid="exchange-history-link"
        >
          {t('wallet.transfer.history')}
        </button>
      }
    >
      <QueryView query={coins}>{(list) => <ExchangeForm coins={list} simulated={simulated} />}</QueryView>
      <UpcomingFees />
    </Page>
  );
}

/** A clock for the countdown, ticking while a quote is on screen. */
function useNow(intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function ExchangeForm({ coins, simulated }: { coins: ExchangeCoin[]; simulated: boolean | undefined }) {
  const { t } = useTranslation();
  const f = useAmountFormat();
  const errors = useFieldErrors();
  const refresh = useRefreshWallet();
  const requestKey = useRequestKey();
  const balances = useUserCurrencies();
  const byCode = (code: string) => coins.find((c) => c.currency === code);
  const [fromCode, setFromCode] = useState(() => (byCode('BTC') ?? coins[0])?.currency ?? '');
  const [toCode, setToCode] = useState(() => (byCode('USDT') ?? coins[1])?.currency ?? '');
  const [amount, setAmount] = useState('');
  const [picking, setPicking] = useState<'from' | 'to' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const from = byCode(fromCode);
  const to = byCode(toCode);
  const quote = useQuote(from?.id, to?.id);
  const now = useNow();
  const secondsLeft = quoteSecondsLeft(quote.data, quote.dataUpdatedAt, now);
  const live =
    quote.data && secondsLeft > 0 && quote.data.from_currency_id === from?.id && quote.data.to_currency_id === to?.id
      ? quote.data
      : undefined;
  const available = balanceOf(balances.data, fromCode);
  const preview = live && from && to ? previewExchange(amount, live, { from: from.scale, to: to.scale }) : undefined;

  const choices = (exclude: string) =>
    coins
      .filter((c) => c.currency !== exclude)
      .map((c) => ({ code: c.currency, name: c.name, extra: f.amount(balanceOf(balances.data, c.currency)) }));

  const swap = () => {
    setFromCode(toCode);
    setToCode(fromCode);
    setAmount('');
    errors.clear();
  };

  const review = () => {
    if (!from || !to) return;
    const bad = amountError(amount, from.scale);
    if (bad) return errors.fail(bad, 'number');
    if (compareAmounts(amount, available, from.scale) === 1) return errors.fail('INSUFFICIENT_BALANCE', 'number');
    if (!live) return errors.fail('QUOTE_EXPIRED', 'number');
    errors.clear();
    setConfirming(true);
  };

  const confirm = async (accepted: ExchangeQuote) => {
    const values = {
      number: amount,
      from_currency_id: accepted.from_currency_id,
      to_currency_id: accepted.to_currency_id,
      quote_id: accepted.quote_id,
    };
    if (!errors.accept(checkForm(exchangeInput, values))) return;
    try {
      const record = await exchange(values, requestKey.keyFor(JSON.stringify(values)));
      requestKey.done();
      toast(t('wallet.exchange.done', { amount: `${f.amount(record.received)} ${record.to_currency}` }), 'success');
      setConfirming(false);
      setAmount('');
      await refresh();
    } catch (error) {
      const code = (error as { code?: string }).code;
      // An expired or used quote: fetch a new one; the sheet stays open on the fresh rate.
      if (code === 'QUOTE_EXPIRED' || code === 'QUOTE_NOT_FOUND') void quote.refetch();
      else setConfirming(false);
    }
  };

  const coinButton = (side: 'from' | 'to', code: string) => (
    <button type="button" className="exchange-coin" onClick={() => setPicking(side)} data-testid={`exchange-${side}`}>
      <span className="muted">{side === 'from' ? t('wallet.exchange.from') : t('wallet.exchange.to')}</span>
      <span className="exchange-coin-pick">
        <CoinLabel code={code} size={26} />
        <DownOutline />
      </span>
    </button>
  );

  return (
    <>
      <section className="card exchange-pair">
        {coinButton('from', fromCode)}
        <button
          type="button"
          className="swap-button swap-button--inline"
          onClick={swap}
          aria-label={t('wallet.transfer.swap')}
          data-testid="exchange-swap"
        >
          <StrokeIcon paths={SWAP_PATHS} size={20} />
        </button>
        {coinButton('to', toCode)}
      </section>

      <section className="card form section">
        <AmountField
          id="number"
          label={t('wallet.exchange.amount')}
          value={amount}
          onChange={setAmount}
          unit={fromCode}
          max={available}
          decimals={from?.scale}
          error={errors.errorFor('number')}
          hint={t('wallet.exchange.available', { amount: `${f.amount(available)} ${fromCode}` })}
        />
        <div className="quote-box" data-testid="quote-box">
          <div className="quote-head">
            <span className="muted">{t('wallet.exchange.rate')}</span>
            <SimulatedMarketBadge simulated={simulated} />
          </div>
          {live ? (
            <>
              <strong className="quote-rate" data-testid="quote-rate">
                {t('wallet.exchange.rateLine', { from: fromCode, rate: f.amount(live.rate, 8), to: toCode })}
              </strong>
              <span className="quote-countdown" data-testid="quote-countdown">
                {t('wallet.exchange.refreshIn', { seconds: secondsLeft })}
              </span>
            </>
          ) : quote.isError && !quote.isFetching ? (
            <span className="muted">{t('wallet.exchange.noQuote')}</span>
          ) : (
            <span className="quote-refreshing">
              <Spinner size={16} /> {t('wallet.exchange.refreshing')}
            </span>
          )}
          <dl className="fee-table">
            <dt>{t('wallet.exchange.fee', { percent: live ? f.percent(live.fee_percent) : '--' })}</dt>
            <dd data-testid="exchange-fee">{preview ? `${f.amount(preview.fee)} ${fromCode}` : '--'}</dd>
            <dt>{t('wallet.exchange.youGet')}</dt>
            <dd className="fee-table-strong" data-testid="exchange-receive">
              {preview ? `≈ ${f.amount(preview.received)} ${toCode}` : '--'}
            </dd>
          </dl>
        </div>
      </section>

      <div className="form-actions">
        <Button block color="primary" size="large" onClick={review} disabled={!from || !to} data-testid="exchange-submit">
          {t('wallet.exchange.submit')}
        </Button>
        <p className="hint">{t('wallet.exchange.hint')}</p>
      </div>

      <CoinSheet
        visible={picking === 'from'}
        title={t('wallet.exchange.from')}
        coins={choices(toCode)}
        selected={fromCode}
        onPick={(c) => {
          setFromCode(c);
          setAmount('');
        }}
        onClose={() => setPicking(null)}
      />
      <CoinSheet
        visible={picking === 'to'}
        title={t('wallet.exchange.to')}
        coins={choices(fromCode)}
        selected={toCode}
        onPick={setToCode}
        onClose={() => setPicking(null)}
      />

      <Popup
        visible={confirming}
        onMaskClick={() => setConfirming(false)}
        onClose={() => setConfirming(false)}
        bodyClassName="sheet"
        getContainer={() => document.body}
        destroyOnClose
      >
        <ConfirmBody
          amount={amount}
          fromCode={fromCode}
          toCode={toCode}
          quote={live}
          preview={preview}
          secondsLeft={secondsLeft}
          onCancel={() => setConfirming(false)}
          onConfirm={confirm}
        />
      </Popup>
    </>
  );
}

function balanceOf(balances: AssetBalance[] | undefined, code: string): string {
  return balances?.find((b) => b.currency === code)?.available ?? '0';
}

interface ConfirmProps {
  amount: string;
  fromCode: string;
  toCode: string;
  quote: ExchangeQuote | undefined;
  preview: ExchangePreview | undefined;
  secondsLeft: number;
  onCancel(): void;
  onConfirm(quote: ExchangeQuote): Promise<void>;
}

function ConfirmBody({ amount, fromCode, toCode, quote, preview, secondsLeft, onCancel, onConfirm }: ConfirmProps) {
  const { t } = useTranslation();
  const f = useAmountFormat();
  const [busy, setBusy] = useState(false);
  return (
    <div className="form" data-testid="exchange-confirm">
      <h2 className="sheet-title">{t('wallet.exchange.confirmTitle')}</h2>
      <dl className="fee-table">
        <dt>{t('wallet.exchange.youPay')}</dt>
        <dd>{`${f.amount(amount)} ${fromCode}`}</dd>
        <dt>{t('wallet.exchange.fee', { percent: quote ? f.percent(quote.fee_percent) : '--' })}</dt>
        <dd>{preview ? `${f.amount(preview.fee)} ${fromCode}` : '--'}</dd>
        <dt>{t('wallet.exchange.rate')}</dt>
        <dd>{quote ? t('wallet.exchange.rateLine', { from: fromCode, rate: f.amount(quote.rate, 8), to: toCode }) : '--'}</dd>
        <dt>{t('wallet.exchange.youGet')}</dt>
        <dd className="fee-table-strong" data-testid="confirm-receive">
          {preview ? `${f.amount(preview.received)} ${toCode}` : '--'}
        </dd>
      </dl>
      <p className="hint" data-testid="confirm-countdown">
        {quote ? t('wallet.exchange.validFor', { seconds: secondsLeft }) : t('wallet.exchange.refreshing')}
      </p>
      <div className="sheet-actions">
        <Button onClick={onCancel}>{t('app.actions.cancel')}</Button>
        <Button
          color="primary"
          loading={busy}
          disabled={!quote}
          onClick={async () => {
            if (!quote) return;
            setBusy(true);
            try {
              await onConfirm(quote);
            } finally {
              setBusy(false);
            }
          }}
          data-testid="exchange-confirm-button"
        >
          {t('app.actions.confirm')}
        </Button>
      </div>
    </div>
  );
}
