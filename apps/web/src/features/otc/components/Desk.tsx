/**
 * The request: a coin, buy or sell, and an amount of at least the desk's minimum. The quote that
 * comes back shows the mark, the spread, the price and the USDT total with a countdown of its firm
 * time; accepting it before then settles at once. Past its time it can only be asked for again.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import type { OtcMarket, OtcQuote, OtcSide } from '@bourse/contract';
import { parseUnits } from '@bourse/money';
import { getCurrentPath, go, loginPathFor } from '../../../app/navigation';
import { useToken } from '../../../app/session';
import { DecimalField } from '../../../components/form/DecimalField';
import { ErrorState, Loading } from '../../../components/states';
import { useNumberFormat } from '../../../lib/number-display';
import { newRequestKey, useRequestKey } from '../../../lib/request-key';
import { toast } from '../../../lib/toast';
import { acceptQuote, askQuote, refreshOtc, useOtcMarket } from '../api';
import { QuoteCard } from './QuoteCard';
import { Terms } from './Terms';

export function Desk({ onFilled }: { onFilled(): void }) {
  const market = useOtcMarket();
  if (market.isPending) return <Loading />;
  if (market.isError) return <ErrorState onRetry={() => void market.refetch()} />;
  return <Form market={market.data} onFilled={onFilled} />;
}

/** What the user pays from: the coin to sell, or USDT to buy with. */
function balanceOf(market: OtcMarket, a: OtcMarket['assets'][number], side: OtcSide) {
  return side === 'sell'
    ? { amount: a.balance ?? '0', currency: a.currency }
    : { amount: market.quote_balance ?? '0', currency: market.quote_currency };
}

function typed(text: string, scale: number): bigint | null {
  try {
    return parseUnits(text, scale);
  } catch {
    return null;
  }
}

function Form({ market, onFilled }: { market: OtcMarket; onFilled(): void }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const [code, setCode] = useState(market.assets[0]?.currency ?? 'BTC');
  const [side, setSide] = useState<OtcSide>('buy');
  const [amount, setAmount] = useState('');
  const a = market.assets.find((x) => x.currency === code)!;
  const value = typed(amount, a.scale);
  const belowMin = value !== null && value > 0n && value < parseUnits(a.min_amount, a.scale);
  const { quote, reset, busy, ask, accept } = useQuote({ currency: code, side, amount }, () => {
    setAmount('');
    onFilled();
  });
  const pick =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      reset();
    };
  const balance = balanceOf(market, a, side);
  return (
    <>
      <section className="card otc-card" data-testid="otc-desk">
        <div className="seg-tabs" role="radiogroup" aria-label={t('otc.coin')}>
          <Chips values={market.assets.map((x) => x.currency)} current={code} onPick={pick(setCode)} label={(v) => v} testId="coin" />
        </div>
        <div className="seg-tabs" role="radiogroup" aria-label={t('otc.side')}>
          <Chips values={['buy', 'sell'] as const} current={side} onPick={pick(setSide)} label={(v) => t(`otc.sides.${v}`)} testId="side" />
        </div>
        <p className="otc-note">
          {a.price ? t('otc.mark', { price: n.price(a.price), currency: market.quote_currency }) : t('otc.noPrice')}
        </p>
        <DecimalField
          id="otc-amount"
          label={t('otc.amount', { currency: code })}
          value={amount}
          onChange={pick(setAmount)}
          decimals={a.scale}
          unit={code}
          error={belowMin ? t('errors.OTC_MIN_AMOUNT', { min: a.min_amount, currency: code }) : undefined}
          hint={t('otc.balance', { ...balance, amount: n.amount(balance.amount) })}
        />
        <p className="otc-note">
          {[
            t('otc.minimum', { min: a.min_amount, currency: code }),
            t('otc.capacity', { amount: n.amount(side === 'buy' ? a.max_buy : (a.max_sell ?? '0')), currency: code }),
          ].join(' · ')}
        </p>
        {quote ? (
          <QuoteCard
            quote={quote.q}
            receivedAt={quote.receivedAt}
            busy={busy}
            onAccept={(q) => void accept(q)}
            onRenew={() => void ask()}
          />
        ) : (
          <Button
            block
            color="primary"
            loading={busy}
            disabled={!value || value <= 0n || belowMin}
            onClick={() => void ask()}
            data-testid="otc-ask"
          >
            {t('otc.ask')}
          </Button>
        )}
      </section>
      <Terms market={market} />
    </>
  );
}

interface ChipsProps<T extends string> {
  values: readonly T[];
  current: T;
  onPick(v: T): void;
  label(v: T): string;
  testId: 'coin' | 'side';
}

function Chips<T extends string>({ values, current, onPick, label, testId }: ChipsProps<T>) {
  return (
    <>
      {values.map((v) => (
        <button
          key={v}
          type="button"
          role="radio"
          aria-checked={v === current}
          className={`seg-tab${testId === 'side' ? ` otc-chip--${v}` : ''}${v === current ? ' seg-tab--active' : ''}`}
          onClick={() => onPick(v)}
          data-testid={`otc-${testId}-${v}`}
        >
          {label(v)}
        </button>
      ))}
    </>
  );
}

/** Asking for a quote (a sign-in first for a visitor) and accepting it; a refusal leaves the form as it was. */
function useQuote(input: { currency: string; side: OtcSide; amount: string }, onFilled: () => void) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const token = useToken();
  const client = useQueryClient();
  const [quote, setQuote] = useState<{ q: OtcQuote; receivedAt: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const acceptKey = useRequestKey();
  const ask = async () => {
    if (!token) {
      void toast(t('errors.SESSION_REQUIRED'));
      go(loginPathFor(getCurrentPath()));
      return;
    }
    setBusy(true);
    try {
      // Each ask is a new quote: a fresh key, so asking again after expiry is not an answer replayed.
      const q = await askQuote(input, newRequestKey());
      setQuote({ q, receivedAt: Date.now() });
    } catch {
      // The request wrapper showed the server's reason (below the minimum, the desk short of funds).
    } finally {
      setBusy(false);
    }
  };
  const accept = async (q: OtcQuote) => {
    setBusy(true);
    try {
      await acceptQuote(q.id, acceptKey.keyFor(String(q.id)));
      acceptKey.done();
      void toast(t('otc.filled', { amount: n.amount(q.amount), currency: q.currency, total: n.amount(q.total) }), 'success');
      setQuote(null);
      await refreshOtc(client);
      onFilled();
    } catch {
      setQuote(null);
      void refreshOtc(client);
    } finally {
      setBusy(false);
    }
  };
  return { quote, reset: () => setQuote(null), busy, ask, accept };
}
