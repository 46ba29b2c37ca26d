import { useTranslation } from '../../../app/i18n';
import type { LockProduct } from '@bourse/contract';
import { useLockFormat } from '../format';

/** A product's terms, as stated before anyone subscribes. */
export function Terms({ product: p }: { product: LockProduct }) {
  const { t } = useTranslation();
  const f = useLockFormat();
  return (
    <dl className="lock-facts">
      <dt>{t('lockMining.terms.rate')}</dt>
      <dd data-testid="lock-rate">{f.rate(p.interest_rate)}</dd>
      <dt>{t('lockMining.terms.term')}</dt>
      <dd>{t('lockMining.days', { count: p.day })}</dd>
      <dt>{t('lockMining.terms.min')}</dt>
      <dd>{f.money(p.save_min, p.currency)}</dd>
      <dt>{t('lockMining.terms.maxUser')}</dt>
      <dd>{p.save_max === null ? t('lockMining.terms.noLimit') : f.money(p.save_max, p.currency)}</dd>
      <dt>{t('lockMining.terms.remaining')}</dt>
      <dd>{p.remaining === null ? t('lockMining.terms.noLimit') : f.money(p.remaining, p.currency)}</dd>
      <dt>{t('lockMining.terms.dividend')}</dt>
      <dd>{t('lockMining.terms.dividendUtc', { time: p.dividend_time })}</dd>
      <dt>{t('lockMining.terms.penalty')}</dt>
      <dd>{t('lockMining.terms.penaltyValue', { rate: f.rate(p.penalty_rate) })}</dd>
    </dl>
  );
}
