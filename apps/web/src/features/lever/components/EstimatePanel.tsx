/**
 * The figures before opening, every one labelled an estimate, with the spread when one is
 * configured and the profit cap (where a long closes by itself) with what it means.
 */
import { useTranslation } from '../../../app/i18n';
import type { LeverTerms } from '@bourse/contract';
import { useLeverFormat } from '../format';
import type { Estimate } from '../maths';
import { Facts } from './Facts';

export const hasSpread = (terms: Pick<LeverTerms, 'spread'>) => /[1-9]/.test(terms.spread);

export function EstimatePanel({ terms, estimate }: { terms: LeverTerms; estimate: Estimate | undefined }) {
  const { t } = useTranslation();
  const f = useLeverFormat();
  const q = terms.margin_currency;
  const money = (v: string | undefined) => (v === undefined ? '--' : `${f.money(v)} ${q}`);
  return (
    <section className="lever-estimates" aria-label={t('lever.estimate.title')} data-testid="estimates">
      <h2 className="lever-card-title">{t('lever.estimate.title')}</h2>
      <Facts
        facts={[
          { id: 'est-entry', label: t('lever.estimate.entry'), value: estimate ? f.price(estimate.entry) : '--' },
          { id: 'est-notional', label: t('lever.estimate.notional'), value: money(estimate?.notional) },
          { id: 'est-margin', label: t('lever.estimate.margin'), value: money(estimate?.margin), strong: true },
          { id: 'est-fee', label: `${t('lever.estimate.fee')} · ${f.percent(terms.fee_percent)}`, value: money(estimate?.fee) },
          {
            id: 'est-liquidation',
            label: t('lever.estimate.liquidation'),
            value: estimate ? (estimate.liquidation === null ? t('lever.estimate.none') : f.price(estimate.liquidation)) : '--',
            tone: 'warn',
          },
          {
            id: 'est-cap',
            label: t('lever.estimate.cap'),
            value: estimate ? (estimate.cap === null ? t('lever.estimate.none') : f.price(estimate.cap)) : '--',
          },
          { id: 'est-total', label: t('lever.estimate.total'), value: money(estimate?.total), strong: true },
          hasSpread(terms) && { id: 'est-spread', label: t('lever.estimate.spread'), value: `${f.price(terms.spread)} ${q}` },
        ]}
      />
      <p className="lever-hint">{t('lever.estimate.overnight', { rate: terms.overnight_percent, time: terms.overnight_time })}</p>
      <p className="lever-hint" data-testid="est-cap-note">
        {t('lever.estimate.capNote')}
      </p>
    </section>
  );
}
