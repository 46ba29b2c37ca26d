/**
 * The request: a coin, buy or sell, and an amount of at least the desk's minimum. The quote that
 * comes back shows the mark, the spread, the price and the USDT total with a countdown of its firm
 * time; accepting it before then settles at once. Past its time it can only be asked for again.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OtcMarket, OtcQuote, OtcSide } from '@bourse/contract';
import { parseUnits } from '@bourse/money';
import { getCurrentPath, go, loginPathFor } from '../../../app/navigation';
import { useToken } from '../../../app/session';
import { DecimalField } from '../../../components/form/DecimalField';
import { ErrorState, Loading } from '../../../components/states';
import { useNumberFormat } from '../../../lib/number-display';
import { useRequestKey } from '../../../lib/request-key';
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
  const token = useToken();
  const client = useQueryClient();
  const [code, setCode] = useState(market.assets[0]?.currency ?? 'BTC');
  const [side, setSide] = useState<OtcSide>('buy');
  const [amount, setAmount] = useState('');
  const [quote, setQuote] = useState<{ q: OtcQuote; receivedAt: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const askKey = useRequestKey();
  const acceptKey = useRequestKey();
  const a = market.assets.find((x) => x.currency === code)!;
  const value = typed(amount, a.scale);
  const belowMin = value !== null && value > 0n && value < parseUnits(a.min_amount, a.scale);
  const reset = () => setQuote(null);
  const ask = async () => {
    if (!token) {
      void toast(t('errors.SESSION_REQUIRED'));
      go(loginPathFor(getCurrentPath()));
      return;
    }
    setBusy(true);
    try {
      const q = await askQuote({ currency: code, side, amount }, askKey.keyFor(`${code}:${side}:${amount}:${Date.now()}`));
      askKey.done();
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
      setAmount('');
      await refreshOtc(client);
      onFilled();
    } catch {
      setQuote(null);
      void refreshOtc(client);
    } finally {
      setBusy(false);
    }
  };
  const chips = <T extends string>(values: readonly T[], current: T, set: (v: T) => void, label: (v: T) => string, cls = '') =>
    values.map((v) => (
      <button
        key={v}
        type="button"
        role="radio"
        aria-checked={v === current}
        className={`otc-chip${cls ? ` otc-chip--${v}` : ''}${v === current ? ' otc-chip--active' : ''}`}
        onClick={() => {
          set(v);
          reset();
        }}
        data-testid={`otc-${cls || 'coin'}-${v}`}
      >
        {label(v)}
      </button>
    ));
  return (
    <>
      <section className="card otc-card" data-testid="otc-desk">
        <div className="otc-chips" role="radiogroup" aria-label={t('otc.coin')}>
          {chips(
            market.assets.map((x) => x.currency),
            code,
            setCode,
            (v) => v,
          )}
        </div>
        <div className="otc-chips" role="radiogroup" aria-label={t('otc.side')}>
          {chips(['buy', 'sell'] as const, side, setSide, (v) => t(`otc.sides.${v}`), 'side')}
        </div>
        <p className="otc-note">{a.price ? t('otc.mark', { price: n.price(a.price), currency: market.quote_currency }) : t('otc.noPrice')}</p>
        <DecimalField
          id="otc-amount"
          label={t('otc.amount', { currency: code })}
          value={amount}
          onChange={(v) => {
            setAmount(v);
            reset();
          }}
          decimals={a.scale}
          unit={code}
          error={belowMin ? t('errors.OTC_MIN_AMOUNT', { min: a.min_amount, currency: code }) : undefined}
          hint={
            side === 'sell'
              ? t('otc.balance', { amount: n.amount(a.balance ?? '0'), currency: code })
              : t('otc.balance', { amount: n.amount(market.quote_balance ?? '0'), currency: market.quote_currency })
          }
        />
        <p className="otc-note">
          {t('otc.minimum', { min: a.min_amount, currency: code })} ·{' '}
          {t('otc.capacity', { amount: n.amount(side === 'buy' ? a.max_buy : (a.max_sell ?? '0')), currency: code })}
        </p>
        {quote ? (
          <QuoteCard quote={quote.q} receivedAt={quote.receivedAt} busy={busy} onAccept={(q) => void accept(q)} onRenew={() => void ask()} />
        ) : (
          <Button block color="primary" loading={busy} disabled={!value || value <= 0n || belowMin} onClick={() => void ask()} data-testid="otc-ask">
            {t('otc.ask')}
          </Button>
        )}
      </section>
      <Terms market={market} />
    </>
  );
}
