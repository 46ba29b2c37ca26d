/** A liquidation's proof: the mark price and the recorded ticks it is the median of, the inputs and the result. */
import { useTranslation } from '../../../app/i18n';
import type { LoanProof } from '@bourse/contract';
import { useNumberFormat } from '../../../lib/number-display';
import { formatDateTime } from '../../../lib/time-ago';
import { Facts } from './Facts';

export function Proof({ proof: p, collateral }: { proof: LoanProof; collateral: string }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  return (
    <section className="card loan-card" data-testid="loan-proof">
      <strong>{t('loans.proof.title')}</strong>
      <Facts
        rows={[
          [t('loans.proof.markPrice'), `${n.price(p.mark_price)} USDT`],
          [t('loans.proof.debt'), `${n.amount(p.debt)} USDT`],
          [t('loans.proof.value'), `${n.amount(p.collateral_value)} USDT`],
          [t('loans.proof.ltv'), n.percent(p.ltv_percent)],
          [t('loans.proof.threshold'), n.percent(p.liquidation_ltv_percent)],
          [t('loans.proof.seized'), `${n.amount(p.seized)} ${collateral}`],
          [t('loans.proof.surplus'), `${n.amount(p.surplus)} ${collateral}`, 'loan-proof-surplus'],
          [t('loans.proof.shortfall'), `${n.amount(p.shortfall)} USDT`],
        ]}
      />
      <strong>{t('loans.proof.formula')}</strong>
      <p className="loan-formula">{p.formula}</p>
      <strong>{t('loans.proof.ticks')}</strong>
      <p className="loan-note">{t('loans.proof.window', { seconds: p.window_ms / 1000 })}</p>
      <ul className="loan-events">
        {p.ticks.map((k) => (
          <li key={k.id} className="loan-event">
            <span>
              #{k.id} · {k.source}
            </span>
            <span>{n.price(k.price)}</span>
            <small>{formatDateTime(k.time)}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}
