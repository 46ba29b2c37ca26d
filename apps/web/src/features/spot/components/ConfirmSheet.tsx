/**
 * The order confirmation: what will be sent, and the estimated fill, fee and total from the book
 * on screen (labelled estimates: the matching engine decides). After placing it shows what the
 * server answered: filled, resting, or cancelled with its reason, with the real fee.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from '../../../app/i18n';
import type { SpotMarketInfo } from '@bourse/contract';
import { formatUnits } from '@bourse/money';
import { toast } from '../../../lib/toast';
import { placeOrder, useRefreshPrivate, type OrderWithFills, type TradeRequest } from '../api';
import { splitSymbol, useSpotFormat } from '../format';
import { spendsAmount, totalScale, type Estimate, type OrderDraft } from '../order-math';
import { useRequestKey } from '../../../lib/request-key';
import { OrderCoupon } from '../../../components/coupon/CouponPicker';
import { OrderStatusTag } from './OrderStatusTag';
import { type SpotCouponState, useFeeLine } from './SpotCoupon';

interface ConfirmSheetProps {
  visible: boolean;
  market: SpotMarketInfo;
  draft: OrderDraft;
  estimate: Estimate | undefined;
  /** The fee-discount coupon chosen, if any, and what it does to the fee (issue 18). */
  coupon?: SpotCouponState | undefined;
  onClose(): void;
  /** The order was placed and the user closed its result. */
  onDone(): void;
}

export function requestOf(market: SpotMarketInfo, d: OrderDraft, couponId?: number): TradeRequest {
  const base = { currency_id: market.id, legal_id: 3, type: d.side, kind: d.kind, ...(couponId ? { coupon_id: couponId } : {}) } as const;
  if (d.kind === 'limit') return { ...base, target_price: d.price, amount: d.qty };
  return spendsAmount(d) ? { ...base, quote_amount: d.amount } : { ...base, amount: d.qty };
}

export function ConfirmSheet({ visible, market, draft, estimate, coupon, onClose, onDone }: ConfirmSheetProps) {
  const [result, setResult] = useState<OrderWithFills | null>(null);
  const close = () => {
    if (result) {
      setResult(null);
      onDone();
    } else onClose();
  };
  return (
    <Popup
      visible={visible}
      onMaskClick={close}
      onClose={close}
      bodyClassName="spot-sheet"
      getContainer={() => document.body}
      destroyOnClose
    >
      {result ? (
        <ResultBody order={result} market={market} onClose={close} />
      ) : (
        <ConfirmBody market={market} draft={draft} estimate={estimate} coupon={coupon} onCancel={onClose} onPlaced={setResult} />
      )}
    </Popup>
  );
}

function ConfirmBody({
  market,
  draft,
  estimate,
  coupon,
  onCancel,
  onPlaced,
}: {
  market: SpotMarketInfo;
  draft: OrderDraft;
  estimate: Estimate | undefined;
  coupon?: SpotCouponState | undefined;
  onCancel(): void;
  onPlaced(o: OrderWithFills): void;
}) {
  const { t } = useTranslation();
  const f = useSpotFormat();
  const refresh = useRefreshPrivate();
  const requestKey = useRequestKey();
  const [busy, setBusy] = useState(false);
  const { base } = splitSymbol(market.symbol);

  const confirm = async () => {
    const request = requestOf(market, draft, coupon?.choice.coupon?.id);
    setBusy(true);
    try {
      const order = await placeOrder(request, requestKey.keyFor(JSON.stringify(request)));
      requestKey.done();
      void refresh();
      toast(
        order.status === 'cancelled' ? t('spot.result.cancelledToast') : t('spot.result.placedToast'),
        order.status === 'cancelled' ? 'info' : 'success',
      );
      onPlaced(order);
    } catch {
      // The request wrapper has shown the server's message (e.g. the market opens at ...).
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="form" data-testid="order-confirm">
      <h2 className="sheet-title">
        {draft.side === 'buy' ? t('spot.confirm.titleBuy', { coin: base }) : t('spot.confirm.titleSell', { coin: base })}
      </h2>
      <ConfirmTable market={market} draft={draft} estimate={estimate} coupon={coupon} />
      <EstimateNotes market={market} draft={draft} estimate={estimate} />
      <p className="hint">
        {draft.kind === 'limit' ? t('spot.confirm.limitNote') : t('spot.confirm.marketNote', { band: f.amount(market.band_percent, 4, 0) })}
      </p>
      <div className="sheet-actions">
        <Button onClick={onCancel}>{t('app.actions.cancel')}</Button>
        <Button
          color={draft.side === 'buy' ? 'success' : 'danger'}
          loading={busy}
          onClick={() => void confirm()}
          data-testid="order-confirm-button"
        >
          {t('app.actions.confirm')}
        </Button>
      </div>
    </div>
  );
}

/** What will be sent, with the estimated fill, fee (and the fee after a chosen coupon) and total. */
function ConfirmTable({
  market,
  draft,
  estimate,
  coupon,
}: {
  market: SpotMarketInfo;
  draft: OrderDraft;
  estimate: Estimate | undefined;
  coupon?: SpotCouponState | undefined;
}) {
  const { t } = useTranslation();
  const f = useSpotFormat();
  const feeLine = useFeeLine();
  const { base, quote } = splitSymbol(market.symbol);
  const ts = totalScale(market);
  const feeCoin = draft.side === 'buy' ? base : quote;
  return (
    <dl className="spot-table">
      <dt>{t('spot.confirm.pair')}</dt>
      <dd>{market.symbol}</dd>
      <dt>{t('spot.confirm.type')}</dt>
      <dd>{draft.kind === 'limit' ? t('spot.form.limit') : t('spot.form.market')}</dd>
      <dt>{t('spot.form.price')}</dt>
      <dd>{draft.kind === 'limit' ? `${f.num(draft.price, market.price_scale)} ${quote}` : t('spot.form.bestPrice')}</dd>
      {spendsAmount(draft) ? (
        <>
          <dt>{t('spot.form.spend')}</dt>
          <dd>{`${f.amount(draft.amount, ts)} ${quote}`}</dd>
        </>
      ) : (
        <>
          <dt>{t('spot.form.quantity')}</dt>
          <dd>{`${f.amount(draft.qty, market.qty_scale, 0)} ${base}`}</dd>
        </>
      )}
      <dt>{t('spot.confirm.estFill')}</dt>
      <dd data-testid="confirm-fill">
        {estimate?.avgPrice
          ? t('spot.confirm.fillLine', {
              qty: `${f.amount(estimate.qty, market.qty_scale, 0)} ${base}`,
              price: f.num(estimate.avgPrice, market.price_scale),
            })
          : '--'}
      </dd>
      <dt>{t('spot.confirm.estFee', { percent: f.amount(market.taker_fee_percent, 4, 0) })}</dt>
      <dd data-testid="confirm-fee">{estimate ? `≈ ${f.amount(estimate.fee, 12, 0)} ${feeCoin}` : '--'}</dd>
      {coupon?.choice.coupon ? (
        <>
          <dt>{t('spot.coupon.feeLabel')}</dt>
          <dd data-testid="confirm-coupon-fee">{feeLine(coupon)}</dd>
        </>
      ) : null}
      <dt>{t('spot.confirm.estTotal')}</dt>
      <dd className="spot-table-strong" data-testid="confirm-total">
        {estimate ? `≈ ${f.amount(estimate.total, ts)} ${quote}` : '--'}
      </dd>
    </dl>
  );
}

/**
 * What the estimate cannot promise: a book too thin for the order, and for a market buy by amount
 * that it buys whole lots, so it spends up to the amount (about the estimated total) and the rest
 * stays in the balance.
 */
function EstimateNotes({ market, draft, estimate }: { market: SpotMarketInfo; draft: OrderDraft; estimate: Estimate | undefined }) {
  const { t } = useTranslation();
  const f = useSpotFormat();
  const { base, quote } = splitSymbol(market.symbol);
  const ts = totalScale(market);
  return (
    <>
      {estimate?.partial ? <p className="hint spot-warn">{t('spot.confirm.partial')}</p> : null}
      {spendsAmount(draft) && estimate?.avgPrice ? (
        <p className="hint" data-testid="confirm-spend-note">
          {t('spot.confirm.spendNote', {
            amount: f.amount(draft.amount, ts),
            spent: f.amount(estimate.total, 2),
            quote,
            lot: f.amount(formatUnits(1n, market.qty_scale), market.qty_scale, 0),
            base,
          })}
        </p>
      ) : null}
    </>
  );
}

function ResultBody({ order, market, onClose }: { order: OrderWithFills; market: SpotMarketInfo; onClose(): void }) {
  const { t } = useTranslation();
  const f = useSpotFormat();
  const { base, quote } = splitSymbol(market.symbol);
  return (
    <div className="form" data-testid="order-result">
      <h2 className="sheet-title">
        {t('spot.result.title')} <OrderStatusTag order={order} />
      </h2>
      <dl className="spot-table">
        <dt>{t('spot.orders.filled')}</dt>
        <dd data-testid="result-filled">{`${f.amount(order.filled, market.qty_scale, 0)} ${base}`}</dd>
        <dt>{t('spot.orders.avgPrice')}</dt>
        <dd data-testid="result-avg">{order.avg_price ? `${f.num(order.avg_price, market.price_scale)} ${quote}` : '--'}</dd>
        <dt>{t('spot.orders.turnover')}</dt>
        <dd data-testid="result-total">{`${f.amount(order.filled_quote, 8)} ${quote}`}</dd>
        <dt>{t('spot.orders.fee')}</dt>
        <dd data-testid="result-fee">{`${f.amount(order.fee, 12, 0)} ${order.fee_currency}`}</dd>
      </dl>
      <OrderCoupon coupon={order.coupon} currency={quote} />
      {order.cancel_reason && order.cancel_reason !== 'user' ? (
        <p className="hint">{t(`spot.reasons.${reasonKey(order.cancel_reason)}`)}</p>
      ) : null}
      <Button block color="primary" onClick={onClose} data-testid="result-done">
        {t('spot.result.done')}
      </Button>
    </div>
  );
}

const REASONS = [
  'user',
  'ioc',
  'fok',
  'post_only',
  'self_trade',
  'price_band',
  'no_liquidity',
  'budget',
  'invalid',
  'duplicate_id',
  'unknown_order',
] as const;
/** The translated reason an order ended unfilled (the engine's words, README "Cancel reasons"). */
export const reasonKey = (reason: string) => ((REASONS as readonly string[]).includes(reason) ? reason : 'other');
export const CANCEL_REASONS = REASONS;
