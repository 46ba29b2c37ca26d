/**
 * Buy and sell: limit or market (a market buy by quantity or by the amount to spend), the
 * quantity slider, what is available, the estimated total, and the confirmation. Checks run
 * before anything is sent with the server's own rules and codes (order-math.ts); the server's
 * answer has the last word and its message is shown as it comes.
 */
import { useEffect, useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import type { Depth, SpotMarketInfo } from '@bourse/contract';
import { getCurrentPath, go, loginPathFor } from '../../../app/navigation';
import { useToken } from '../../../app/session';
import { toast } from '../../../lib/toast';
import { bookOf, useAvailable } from '../api';
import { useSpotFormat, splitSymbol } from '../format';
import {
  draftError,
  estimate,
  exceedsAvailable,
  sliderPercent,
  sliderValue,
  spendsAmount,
  totalScale,
  type DraftError,
  type MarketBuyMode,
  type OrderDraft,
  type OrderKind,
  type Side,
} from '../order-math';
import { ConfirmSheet } from './ConfirmSheet';
import { DecimalField } from '../../../components/form/DecimalField';
import { useDraftError } from './use-draft-error';
import { PercentSlider } from './PercentSlider';
import { FormTabs } from './FormTabs';
import { SpotCouponField, useSpotCoupon } from './SpotCoupon';

interface OrderFormProps {
  market: SpotMarketInfo;
  /** The last price, for a market order's slider and the limit price's first value. */
  lastPrice: string | null;
  depth: Depth | undefined;
  side: Side;
  onSide(side: Side): void;
  /** A price tapped in the book (with a counter, so the same price tapped twice still fills it). */
  picked: { price: string; n: number } | null;
}

export function OrderForm({ market, lastPrice, depth, side, onSide, picked }: OrderFormProps) {
  const { t } = useTranslation();
  const f = useSpotFormat();
  const token = useToken();
  const { base, quote } = splitSymbol(market.symbol);
  const [kind, setKind] = useState<OrderKind>('limit');
  const [mode, setMode] = useState<MarketBuyMode>('amount');
  const [price, setPrice] = useState(lastPrice ?? '');
  const [qty, setQty] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<DraftError | null>(null);
  const { say, errorText } = useDraftError(error, setError);
  const [confirming, setConfirming] = useState(false);
  const book = bookOf(market.kind);
  const availableQuery = useAvailable(side === 'buy' ? quote : base, book);
  const available = availableQuery.data?.available ?? '0';

  // A new market starts with its last price (once it is known), a tapped book price fills the
  // limit price; after that the price is the user's, even when they clear it. A price the user
  // typed or tapped before the last price arrived is theirs too: the late last price must not
  // replace it.
  const seeded = useRef<string | null>(null);
  const symbol = useRef(market.symbol);
  symbol.current = market.symbol;
  const setOwnPrice = (value: string) => {
    seeded.current = market.symbol;
    setPrice(value);
  };
  useEffect(() => {
    if (seeded.current === market.symbol) return;
    setPrice(lastPrice ?? '');
    setQty('');
    setAmount('');
    setError(null);
    if (lastPrice) seeded.current = market.symbol;
  }, [market.symbol, lastPrice]);
  useEffect(() => {
    if (!picked) return;
    seeded.current = symbol.current;
    setKind('limit');
    setPrice(picked.price);
    setError(null);
  }, [picked]);

  const draft: OrderDraft = { side, kind, mode, price, qty, amount };
  const byAmount = spendsAmount(draft);
  const est = depth ? estimate(draft, market, depth) : undefined;
  const ts = totalScale(market);
  const sliderScale = byAmount ? ts : side === 'sell' ? market.qty_scale : ts;
  // The bar shows the share of the available balance the draft uses.
  const used = side === 'sell' ? qty : byAmount ? amount : (est?.total ?? '');
  const percent = sliderPercent(used, available, sliderScale);
  // A fee-discount coupon (issue 18): offered on coin markets, previewed on the estimated fee.
  const coupon = useSpotCoupon(market, est?.feeWorth, Boolean(token));

  const pick = (pct: number) => {
    const v = sliderValue({ side, kind, mode, percent: pct, available, price: kind === 'limit' ? price : (lastPrice ?? '') }, market);
    if (!v) return;
    if (v.field === 'qty') setQty(v.value);
    else setAmount(v.value);
    setError(null);
  };

  const review = () => {
    if (!token) return go(loginPathFor(getCurrentPath()));
    const bad = draftError(draft, market);
    if (bad) {
      setError(bad);
      toast(say(bad));
      return;
    }
    if (exceedsAvailable(draft, market, available, est)) {
      const field = side === 'sell' ? 'qty' : byAmount ? 'amount' : 'qty';
      setError({ code: 'INSUFFICIENT_BALANCE', field });
      toast(t('errors.INSUFFICIENT_BALANCE'));
      return;
    }
    setError(null);
    setConfirming(true);
  };

  const done = () => {
    setConfirming(false);
    setQty('');
    setAmount('');
    coupon.used();
  };

  const closed = !market.trading;
  const sideLabel = side === 'buy' ? t('spot.form.buyCoin', { coin: base }) : t('spot.form.sellCoin', { coin: base });

  return (
    <section className={`spot-form spot-form--${side}`} data-testid="order-form">
      <FormTabs
        side={side}
        onSide={onSide}
        kind={kind}
        onKind={(k) => {
          setKind(k);
          setError(null);
        }}
      />

      {kind === 'limit' ? (
        <DecimalField
          className="spot-field"
          clearable={false}
          id="price"
          label={t('spot.form.price')}
          value={price}
          onChange={setOwnPrice}
          unit={quote}
          decimals={market.price_scale}
          error={errorText('price')}
        />
      ) : (
        <div className="market-price-box" data-testid="market-price">
          <span className="muted">{t('spot.form.price')}</span>
          <span>{t('spot.form.bestPrice')}</span>
        </div>
      )}

      {kind === 'market' && side === 'buy' ? (
        <div className="mode-switch" role="radiogroup" aria-label={t('spot.form.buyBy')}>
          {(['amount', 'qty'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={mode === m}
              className={`mode-chip${mode === m ? ' mode-chip--on' : ''}`}
              onClick={() => {
                setMode(m);
                setError(null);
              }}
              data-testid={`mode-${m}`}
            >
              {m === 'amount' ? t('spot.form.byAmount') : t('spot.form.byQty')}
            </button>
          ))}
        </div>
      ) : null}

      {byAmount ? (
        <DecimalField
          className="spot-field"
          clearable={false}
          id="amount"
          label={t('spot.form.spend')}
          value={amount}
          onChange={setAmount}
          unit={quote}
          decimals={ts}
          error={errorText('amount')}
          placeholder={t('spot.form.spendHint')}
        />
      ) : (
        <DecimalField
          className="spot-field"
          clearable={false}
          id="qty"
          label={t('spot.form.quantity')}
          value={qty}
          onChange={setQty}
          unit={base}
          decimals={market.qty_scale}
          error={errorText('qty')}
          placeholder={t('spot.form.minHint', { min: f.qty(market.min_qty, market.qty_scale) })}
        />
      )}

      <PercentSlider percent={percent} onPick={pick} side={side} disabled={!token} label={t('spot.form.slider')} />

      <dl className="spot-lines">
        <dt>{t('spot.form.available')}</dt>
        <dd data-testid="available">{token ? `${f.amount(available, 8)} ${side === 'buy' ? quote : base}` : '--'}</dd>
        <dt>{byAmount ? t('spot.form.estQty') : t('spot.form.estTotal')}</dt>
        <dd data-testid="est-total">
          {est
            ? byAmount
              ? `≈ ${f.amount(est.qty, market.qty_scale)} ${base}`
              : `${kind === 'market' ? '≈ ' : ''}${f.amount(est.total, ts)} ${quote}`
            : '--'}
        </dd>
      </dl>
      <SpotCouponField state={coupon} />

      {closed ? (
        <p className="spot-closed" data-testid="market-closed">
          {t('spot.form.closed', { time: f.opens(market.next_open) })}
        </p>
      ) : null}

      {token ? (
        <Button block color={side === 'buy' ? 'success' : 'danger'} onClick={review} disabled={closed} data-testid="order-submit">
          {sideLabel}
        </Button>
      ) : (
        <Button block color="primary" onClick={review} data-testid="order-sign-in">
          {t('spot.form.signIn')}
        </Button>
      )}
      {market.kind === 'stock' ? (
        <button
          type="button"
          className="link-button spot-transfer"
          onClick={() => go('/pages/fund/fundTransfer?currency=USDT&from=2')}
          data-testid="stock-transfer"
        >
          {t('spot.form.stockBook')}
        </button>
      ) : null}

      <ConfirmSheet
        visible={confirming}
        market={market}
        draft={draft}
        estimate={est}
        coupon={coupon}
        onClose={() => setConfirming(false)}
        onDone={done}
      />
    </section>
  );
}
