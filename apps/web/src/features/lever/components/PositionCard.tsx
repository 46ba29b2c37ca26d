/**
 * One position or delegated order: direction, market, leverage and lots, then its figures. An open
 * position shows the live mark price with the PnL, ROE and margin ratio at it (what liquidation
 * looks at: the ratio rises to 100 % at the liquidation price, with its colour and a line that says
 * what it is) and the last price (what a close uses); a closed one its close and result, with the
 * way to its proof.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { LeverPosition } from '@bourse/contract';
import { useNumberFormat } from '../../../lib/number-display';
import { OrderCoupon } from '../../../components/coupon/CouponPicker';
import { tone, useLeverFormat } from '../format';
import { levelTone, positionRisk } from '../risk';
import { Facts, type Fact } from './Facts';
import { RatioMeter, RatioValue } from './MarginRatio';

interface PositionCardProps {
  position: LeverPosition;
  actions?: ReactNode;
}

export function PositionCard({ position: p, actions }: PositionCardProps) {
  const { t } = useTranslation();
  const f = useLeverFormat();
  const n = useNumberFormat();
  const q = p.symbol.split('/')[1] ?? 'USDT';
  const risk = positionRisk(p);
  const stops: Fact[] = [
    { id: 'pos-tp', label: t('lever.position.tp'), value: p.target_profit_price ? f.price(p.target_profit_price) : '--' },
    { id: 'pos-sl', label: t('lever.position.sl'), value: p.stop_loss_price ? f.price(p.stop_loss_price) : '--' },
  ];
  const facts: Fact[] =
    p.status === 'open'
      ? [
          {
            id: 'pos-pnl',
            label: `${t('lever.position.pnl')} (${q})`,
            value: f.pnl(p.unrealised_pnl),
            tone: tone(p.unrealised_pnl),
            strong: true,
          },
          {
            id: 'pos-margin-ratio',
            label: t('lever.position.marginRatio'),
            value: <RatioValue risk={risk} />,
            tone: risk ? levelTone[risk.level] : undefined,
            strong: true,
          },
          { id: 'pos-roe', label: t('lever.position.roe'), value: risk?.roe ? n.percent(risk.roe, true) : '--', tone: tone(risk?.roe) },
          { id: 'pos-entry', label: t('lever.position.entry'), value: f.price(p.entry_price) },
          { id: 'pos-mark', label: t('lever.position.mark'), value: f.price(p.mark_price) },
          { id: 'pos-last', label: t('lever.position.last'), value: f.price(p.last_price) },
          { id: 'pos-margin', label: `${t('lever.position.margin')} (${q})`, value: f.money(p.margin) },
          { id: 'pos-liquidation', label: t('lever.position.liquidation'), value: f.price(p.liquidation_price), tone: 'warn' },
          ...stops,
        ]
      : p.status === 'doing'
        ? [
            { id: 'pos-limit', label: t('lever.position.limit'), value: f.price(p.limit_price), strong: true },
            { id: 'pos-margin', label: `${t('lever.position.margin')} (${q})`, value: f.money(p.margin) },
            ...stops,
            { id: 'pos-created', label: t('lever.position.created'), value: f.time(p.created_at) },
          ]
        : [
            {
              id: 'pos-result',
              label: `${t('lever.position.result')} (${q})`,
              value: p.pnl === null ? '--' : f.pnl(p.pnl),
              tone: tone(p.pnl),
              strong: true,
            },
            {
              id: 'pos-reason',
              label: t('lever.position.closeReason'),
              value: p.close_reason ? t(`lever.reason.${p.close_reason}`) : '--',
              strong: true,
            },
            { id: 'pos-entry', label: t('lever.position.entry'), value: f.price(p.entry_price ?? p.limit_price) },
            { id: 'pos-close', label: t('lever.position.closePrice'), value: f.price(p.close_price) },
            { id: 'pos-fee', label: `${t('lever.position.fee')} (${q})`, value: f.money(p.fee) },
            { id: 'pos-closed-at', label: t('lever.position.closedAt'), value: f.time(p.closed_at) },
          ];
  return (
    <article className="lever-position" data-testid={`position-${p.id}`} data-side={p.side} data-status={p.status}>
      <header className="lever-position-head">
        <span className={`lever-side-tag lever-side-tag--${p.side}`}>{t(`lever.side.${p.side}`)}</span>
        <strong>{p.symbol}</strong>
        <span className="muted">{t('lever.position.size', { leverage: p.leverage, lots: p.lots })}</span>
        {p.status === 'open' ? (
          <span className="lever-live" aria-label={t('lever.position.live')}>
            {t('lever.position.live')}
          </span>
        ) : null}
      </header>
      <Facts facts={facts} className="lever-facts--grid" />
      <OrderCoupon coupon={p.coupon} currency={q} />
      {risk ? <RatioMeter risk={risk} testId="pos-ratio-meter" /> : null}
      {actions ? <div className="lever-position-actions">{actions}</div> : null}
    </article>
  );
}
