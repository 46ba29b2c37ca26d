/**
 * An order's proof (DESIGN.md section 1, rule 2): the two recorded ticks that decided it (source,
 * time, price and their ids), how old the close tick was at the settle time and the limit, the
 * rule applied (or why the order is void) and the payout maths, all as the server recorded them.
 * Nothing here is computed on the device.
 */
import { useTranslation } from '../../../app/i18n';
import type { MicroResult, MicroTick } from '@bourse/contract';
import { ProofTicks } from '../../../components/ProofTicks';
import { useMicroFormat } from '../format';

export function Proof({ result }: { result: MicroResult }) {
  const { t } = useTranslation();
  const f = useMicroFormat();
  const { proof, order } = result;
  const { maths, rule } = proof;
  const unit = order.currency;
  const money = (v: string) => `${f.money(v)} ${unit}`;
  return (
    <section className="card micro-proof" data-testid="proof">
      <h2 className="section-title">{t('microtrade.proof.title')}</h2>
      <p className="hint">{t('microtrade.proof.intro')}</p>

      <TickBlock title={t('microtrade.proof.entryTick')} tick={proof.open_tick} testId="proof-open" />
      {proof.close_tick ? (
        <TickBlock title={t('microtrade.proof.closeTick')} tick={proof.close_tick} testId="proof-close" />
      ) : (
        <div className="micro-proof-block" data-testid="proof-close-pending">
          <h3>{t('microtrade.proof.closeTick')}</h3>
          <p className="muted">{t('microtrade.proof.closePending', { time: f.time(proof.settle_time) })}</p>
        </div>
      )}
      <VoidBlock proof={proof} />

      <div className="micro-proof-block">
        <ProofTicks symbol={order.symbol} entry={proof.open_tick} close={proof.close_tick} />
      </div>

      <div className="micro-proof-block" data-testid="proof-rule">
        <h3>{t('microtrade.proof.rule')}</h3>
        <p>{t(`microtrade.rule.${rule.side}`)}</p>
        <p>{t('microtrade.proof.settleAt', { time: f.time(proof.settle_time), seconds: order.seconds })}</p>
        <CloseAge proof={proof} />
        {rule.comparison && rule.result ? (
          <p data-testid="proof-comparison">
            <strong>{t(`microtrade.proof.comparison.${rule.comparison}`)}</strong> → {t(`microtrade.status.${rule.result}`)}
          </p>
        ) : null}
        <code className="micro-proof-code">{rule.text}</code>
      </div>

      <div className="micro-proof-block" data-testid="proof-maths">
        <h3>{t('microtrade.proof.maths')}</h3>
        <dl className="micro-rows">
          <div>
            <dt>{t('microtrade.form.stake')}</dt>
            <dd>{money(maths.stake)}</dd>
          </div>
          <div>
            <dt>{t('microtrade.proof.ratio')}</dt>
            <dd>{f.plain(maths.ratio)}</dd>
          </div>
          <div>
            <dt>{t('microtrade.proof.profit')}</dt>
            <dd data-testid="proof-profit">{money(maths.profit)}</dd>
          </div>
          <div>
            <dt>{t('microtrade.estimate.fee', { percent: f.plain(maths.fee_percent) })}</dt>
            <dd data-testid="proof-fee">{money(maths.fee)}</dd>
          </div>
          <div>
            <dt>{t('microtrade.order.payout')}</dt>
            <dd data-testid="proof-payout">{maths.payout === null ? '--' : money(maths.payout)}</dd>
          </div>
          <div>
            <dt>{t('microtrade.proof.net')}</dt>
            <dd data-testid="proof-net">{maths.net === null ? '--' : `${f.signed(maths.net)} ${unit}`}</dd>
          </div>
        </dl>
        <ul className="micro-proof-formulas">
          <li>{t('microtrade.proof.formula.profit', { stake: maths.stake, ratio: maths.ratio, profit: maths.profit })}</li>
          <li>{t('microtrade.proof.formula.win', { stake: maths.stake, profit: maths.profit, ratio: maths.ratio })}</li>
          <li>{t('microtrade.proof.formula.tie', { stake: maths.stake })}</li>
          <li>{t('microtrade.proof.formula.loss')}</li>
          <li>{t('microtrade.proof.formula.void', { stake: maths.stake, fee: maths.fee })}</li>
          <li>{t('microtrade.proof.formula.net')}</li>
        </ul>
      </div>
    </section>
  );
}

/** Why a void order is void: its close tick, how old it was at the settle time, the limit, and what came back. */
function VoidBlock({ proof }: { proof: MicroResult['proof'] }) {
  const { t } = useTranslation();
  const f = useMicroFormat();
  if (!proof.void_reason || !proof.close_tick) return null;
  return (
    <div className="micro-proof-block" data-testid="proof-void">
      <h3>{t('microtrade.status.void')}</h3>
      <p>
        {t(`microtrade.proof.void.${proof.void_reason}`, {
          id: proof.close_tick.id,
          age: f.seconds(proof.close_age_ms ?? 0),
          max: f.seconds(proof.close_max_age_ms ?? 0),
        })}{' '}
        {t('microtrade.void.returned')}
      </p>
    </div>
  );
}

/** How much older than the settle time the close tick was, against the limit that applied. */
function CloseAge({ proof }: { proof: MicroResult['proof'] }) {
  const { t } = useTranslation();
  const f = useMicroFormat();
  if (proof.close_age_ms === null || proof.close_max_age_ms === null) return null;
  return (
    <p data-testid="proof-close-age">
      {t('microtrade.proof.closeAge', { age: f.seconds(proof.close_age_ms), max: f.seconds(proof.close_max_age_ms) })}
    </p>
  );
}

function TickBlock({ title, tick, testId }: { title: string; tick: MicroTick; testId: string }) {
  const { t } = useTranslation();
  const f = useMicroFormat();
  return (
    <div className="micro-proof-block" data-testid={testId}>
      <h3>{title}</h3>
      <dl className="micro-rows">
        <div>
          <dt>{t('microtrade.proof.price')}</dt>
          <dd data-testid={`${testId}-price`}>{f.price(tick.price)}</dd>
        </div>
        <div>
          <dt>{t('microtrade.proof.time')}</dt>
          <dd title={tick.time_iso}>{f.time(tick.time)}</dd>
        </div>
        <div>
          <dt>{t('microtrade.proof.source')}</dt>
          <dd data-testid={`${testId}-source`}>{tick.source}</dd>
        </div>
        <div>
          <dt>{t('microtrade.proof.tickId')}</dt>
          <dd>#{tick.id}</dd>
        </div>
      </dl>
    </div>
  );
}
