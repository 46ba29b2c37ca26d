/**
 * A settled order's proof (DESIGN.md section 1, rule 2): the recorded tick that decided it (its
 * number, source, time and price), how it compares with the linked price, and the formula with
 * every input and the rounding, all as the server recorded them, with links to the ticks stored
 * around it. Nothing here is computed on the device.
 */
import { useTranslation } from '../../../app/i18n';
import type { DualOrderProof } from '@bourse/contract';
import { ProofTicks } from '../../../components/ProofTicks';
import { useDualFormat } from '../format';

export function Proof({ result }: { result: DualOrderProof }) {
  const { t } = useTranslation();
  const f = useDualFormat();
  const { order: o, proof } = result;
  if (!proof) {
    return (
      <section className="card dual-section" data-testid="proof-pending">
        <h2 className="section-title">{t('dualInvest.proof.title')}</h2>
        <p className="muted">
          {o.status === 'fail' ? t('dualInvest.proof.none') : t('dualInvest.proof.pending', { time: f.dateTime(o.settle_time, true) })}
        </p>
      </section>
    );
  }
  const price = f.price(proof.tick.price);
  return (
    <section className="card dual-section" data-testid="proof">
      <h2 className="section-title">{t('dualInvest.proof.title')}</h2>
      <p className="hint">{t('dualInvest.proof.intro')}</p>
      <TickRows proof={proof} />
      <p data-testid="proof-comparison">
        <strong>{t(`dualInvest.proof.comparison.${proof.comparison}`, { price, linked: f.price(proof.linked_price) })}</strong> →{' '}
        {t(`dualInvest.proof.branch.${proof.branch}`, { coin: o.currency })}
      </p>
      <h3>{t('dualInvest.proof.inputs')}</h3>
      <dl className="dual-rows">
        <div>
          <dt>{t('dualInvest.proof.amount')}</dt>
          <dd>{f.money(proof.amount, proof.pay_currency)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.proof.apr')}</dt>
          <dd>{f.percent(proof.apr_percent)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.proof.days')}</dt>
          <dd>{f.count(proof.days)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.proof.k')}</dt>
          <dd data-testid="proof-k">
            {proof.k}
            <br />
            <span className="muted">{t('dualInvest.proof.kExact', { num: proof.k_numerator, den: proof.k_denominator })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('dualInvest.proof.payout')}</dt>
          <dd className="up" data-testid="proof-payout">
            {f.money(proof.payout, proof.payout_currency)}
          </dd>
        </div>
      </dl>
      <code className="dual-code" data-testid="proof-formula">
        {proof.formula}
      </code>
      <p className="hint">{t('dualInvest.proof.rounding')}</p>
      <code className="dual-code">{proof.rule}</code>
      <ProofTicks symbol={`${o.currency}/${o.quote}`} entry={null} close={proof.tick} />
    </section>
  );
}

/** The recorded tick the settlement used, and the maturity time it was the last at or before. */
function TickRows({ proof }: { proof: NonNullable<DualOrderProof['proof']> }) {
  const { t } = useTranslation();
  const f = useDualFormat();
  return (
    <>
      <h3>{t('dualInvest.proof.tick')}</h3>
      <dl className="dual-rows">
        <div>
          <dt>{t('dualInvest.proof.tickId')}</dt>
          <dd data-testid="proof-tick-id">#{proof.tick.id}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.proof.source')}</dt>
          <dd data-testid="proof-source">{proof.tick.source}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.proof.time')}</dt>
          <dd>{f.dateTime(proof.tick.time, true)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.proof.price')}</dt>
          <dd data-testid="proof-price">{f.price(proof.tick.price)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.proof.settleTime')}</dt>
          <dd>{f.dateTime(proof.settle_time, true)}</dd>
        </div>
      </dl>
    </>
  );
}
