/**
 * What the stake would do to the micro book on each outcome, the fee and the break-even win
 * rate, labelled as an estimate: the server's accepted order is the record.
 */
import { useTranslation } from '../../../app/i18n';
import type { MicroDuration } from '@bourse/contract';
import { useMicroFormat } from '../format';
import type { StakePreview } from '../maths';

interface EstimateProps {
  preview: StakePreview | undefined;
  terms: MicroDuration;
  unit: string;
}

export function Estimate({ preview, terms, unit }: EstimateProps) {
  const { t } = useTranslation();
  const f = useMicroFormat();
  const show = (value: string | undefined, signed = true) =>
    value === undefined ? '--' : `${signed ? f.signed(value) : f.money(value)} ${unit}`;
  return (
    <section className="micro-estimate" aria-label={t('microtrade.estimate.title')} data-testid="estimate">
      <div className="micro-estimate-head">
        <span>{t('microtrade.estimate.title')}</span>
        <span className="micro-estimate-note">{t('microtrade.estimate.note')}</span>
      </div>
      <dl className="micro-rows">
        <div>
          <dt>{t('microtrade.estimate.win', { percent: f.plain(terms.payout_percent) })}</dt>
          <dd className="up" data-testid="estimate-win">
            {show(preview?.winNet)}
          </dd>
        </div>
        <div>
          <dt>{t('microtrade.estimate.tie')}</dt>
          <dd data-testid="estimate-tie">{show(preview?.tieNet)}</dd>
        </div>
        <div>
          <dt>{t('microtrade.estimate.loss')}</dt>
          <dd className="down" data-testid="estimate-loss">
            {show(preview?.lossNet)}
          </dd>
        </div>
        <div>
          <dt>{t('microtrade.estimate.fee', { percent: f.plain(terms.fee_percent) })}</dt>
          <dd data-testid="estimate-fee">{show(preview?.fee, false)}</dd>
        </div>
      </dl>
      <p className="micro-estimate-foot" data-testid="estimate-payout">
        {preview
          ? t('microtrade.estimate.payout', { payout: `${f.money(preview.winPayout)} ${unit}`, stake: `${f.money(preview.stake)} ${unit}` })
          : t('microtrade.estimate.enterStake')}
      </p>
      <p className="micro-estimate-foot" data-testid="break-even">
        {t('microtrade.estimate.breakEven', { percent: f.plain(terms.break_even_percent) })}
      </p>
    </section>
  );
}
