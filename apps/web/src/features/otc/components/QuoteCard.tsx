/** A firm quote with the time it has left (counted from when it arrived, so the device's clock does not matter). */
import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import type { OtcQuote } from '@bourse/contract';
import { useNumberFormat } from '../../../lib/number-display';

interface Props {
  quote: OtcQuote;
  receivedAt: number;
  busy: boolean;
  onAccept(q: OtcQuote): void;
  onRenew(): void;
}

export function QuoteCard({ quote: q, receivedAt, busy, onAccept, onRenew }: Props) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const ttl = q.expires_at - q.created_at;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, []);
  const leftMs = Math.max(0, ttl - (now - receivedAt));
  const over = leftMs === 0;
  return (
    <div className="otc-quote" data-testid="otc-quote">
      <span className="otc-note">{t(`otc.youSide.${q.side}`, { amount: n.amount(q.amount), currency: q.currency })}</span>
      <span className="otc-quote-price" data-testid="otc-quote-price">
        {n.price(q.price)} {q.quote_currency}
      </span>
      <dl className="otc-facts">
        <dt>{t('otc.markPrice')}</dt>
        <dd>{n.price(q.mark_price)}</dd>
        <dt>{t('otc.spread')}</dt>
        <dd>{n.percent(q.spread_percent)}</dd>
        <dt>{t(q.side === 'buy' ? 'otc.youPay' : 'otc.youGet')}</dt>
        <dd data-testid="otc-quote-total">
          {n.amount(q.total)} {q.quote_currency}
        </dd>
      </dl>
      <span className={`otc-countdown${over ? ' otc-countdown--over' : ''}`} data-testid="otc-countdown">
        {over ? t('otc.expired') : t('otc.firmFor', { seconds: Math.ceil(leftMs / 1000) })}
      </span>
      {over ? (
        <Button block color="primary" loading={busy} onClick={onRenew} data-testid="otc-renew">
          {t('otc.renew')}
        </Button>
      ) : (
        <Button block color="primary" loading={busy} onClick={() => onAccept(q)} data-testid="otc-accept">
          {t('otc.accept')}
        </Button>
      )}
    </div>
  );
}
