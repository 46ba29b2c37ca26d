/**
 * One order as it runs and ends: while open, the countdown with the entry price and the market's
 * price now (for information: only the tick at the settle time decides); once settled, the result
 * with both prices, what was paid back and the profit or loss; when void, why and what came back;
 * and the way to its proof.
 */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import type { MicroOrder } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { useMarketQuote } from '../api';
import { useMicroFormat } from '../format';
import { Countdown } from './Countdown';
import { SideTag, StatusTag } from './Tags';

export const proofPath = (id: number) => `/pages/transaction/seconds_order?id=${id}`;

interface OrderOutcomeProps {
  order: MicroOrder;
  /** When the order's answer arrived, in this device's time (the countdown counts from it). */
  receivedAtMs: number;
  /** Hide the "view proof" link (on the proof page itself). */
  withProofLink?: boolean;
}

export function OrderOutcome({ order, receivedAtMs, withProofLink = true }: OrderOutcomeProps) {
  const { t } = useTranslation();
  const f = useMicroFormat();
  // Settled or void: both have a close price and a payout.
  const settled = order.status !== 'open';
  const deadline = receivedAtMs + order.remain_milli_seconds;
  const unit = order.currency;
  return (
    <div className="micro-outcome" data-testid="order-outcome" data-status={order.status}>
      <div className="micro-outcome-head">
        <strong>{order.symbol}</strong>
        <SideTag side={order.side} />
        <span className="muted">{t('microtrade.seconds', { count: order.seconds })}</span>
        <StatusTag order={order} settling={!settled && deadline <= Date.now()} />
      </div>
      {order.status === 'void' ? (
        <Voided order={order} />
      ) : settled ? (
        <Settled order={order} />
      ) : (
        <Running order={order} deadline={deadline} />
      )}
      <dl className="micro-rows">
        <div>
          <dt>{t('microtrade.order.entryPrice')}</dt>
          <dd data-testid="entry-price">{f.price(order.open_price)}</dd>
        </div>
        {settled && order.close_price ? (
          <div>
            <dt>{t('microtrade.order.closePrice')}</dt>
            <dd data-testid="close-price">{f.price(order.close_price)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('microtrade.form.stake')}</dt>
          <dd data-testid="order-stake">
            {f.money(order.number)} {unit}
          </dd>
        </div>
        <div>
          <dt>{t('microtrade.order.fee')}</dt>
          <dd data-testid="order-fee">
            {f.money(order.fee)} {unit}
          </dd>
        </div>
        {settled && order.payout !== null ? (
          <div>
            <dt>{t('microtrade.order.payout')}</dt>
            <dd data-testid="order-payout">
              {f.money(order.payout)} {unit}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('microtrade.order.ifWin', { percent: f.plain(order.payout_percent) })}</dt>
            <dd className="up" data-testid="order-expected">
              {f.signed(order.expected_profit)} {unit}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('microtrade.order.openTime')}</dt>
          <dd>{f.time(order.open_time)}</dd>
        </div>
        <div>
          <dt>{t('microtrade.order.settleTime')}</dt>
          <dd>{f.time(order.settle_time)}</dd>
        </div>
      </dl>
      {withProofLink ? (
        <Button block fill="outline" color="primary" onClick={() => go(proofPath(order.id))} data-testid="view-proof">
          {t('microtrade.order.viewProof')}
        </Button>
      ) : null}
    </div>
  );
}

function Running({ order, deadline }: { order: MicroOrder; deadline: number }) {
  const { t } = useTranslation();
  const f = useMicroFormat();
  const quote = useMarketQuote(order.symbol);
  const last = quote.data?.last;
  return (
    <div className="micro-running">
      <Countdown deadlineMs={deadline} totalSeconds={order.seconds} />
      <div className="micro-running-now">
        <span className="muted">{t('microtrade.order.priceNow')}</span>
        <strong data-testid="price-now">{last ? f.price(last) : '--'}</strong>
        <span className="micro-estimate-note">{t('microtrade.order.decidedBy')}</span>
      </div>
    </div>
  );
}

/** No fresh price decided the order: it says why, and that the stake and the fee came back. */
function Voided({ order }: { order: MicroOrder }) {
  const { t } = useTranslation();
  const f = useMicroFormat();
  return (
    <div className="micro-result micro-result--void" data-testid="order-result" data-result="void">
      <span className="micro-result-word">{t('microtrade.status.void')}</span>
      <strong className="micro-result-profit" data-testid="order-returned">
        {order.payout === null ? '--' : t('microtrade.void.returnedAmount', { amount: `${f.money(order.payout)} ${order.currency}` })}
      </strong>
      <span className="muted" data-testid="order-void-reason">
        {order.void_reason ? t(`microtrade.void.reason.${order.void_reason}`) : null}
      </span>
    </div>
  );
}

function Settled({ order }: { order: MicroOrder }) {
  const { t } = useTranslation();
  const f = useMicroFormat();
  const result = order.result ?? 'tie';
  return (
    <div className={`micro-result micro-result--${result}`} data-testid="order-result" data-result={result}>
      <span className="micro-result-word">{t(`microtrade.status.${result}`)}</span>
      <strong className="micro-result-profit" data-testid="order-profit">
        {order.profit === null ? '--' : `${f.signed(order.profit)} ${order.currency}`}
      </strong>
      <span className="muted">{t('microtrade.order.profitNote')}</span>
    </div>
  );
}
