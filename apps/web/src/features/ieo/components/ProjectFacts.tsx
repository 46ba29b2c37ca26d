/** A project's figures as SPEC section 3 lists them, and the allocation rule stated in full. */
import type { IeoProject } from '@bourse/contract';
import { useTranslation } from '../../../app/i18n';
import { useIeoFormat } from '../format';

function Row({ label, value, id }: { label: string; value: React.ReactNode; id: string }) {
  return (
    <div className="ieo-fact">
      <dt>{label}</dt>
      <dd data-testid={`fact-${id}`}>{value}</dd>
    </div>
  );
}

const link = (href: string | null) =>
  href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href.replace(/^https:\/\//, '')}
    </a>
  ) : (
    '--'
  );

export function ProjectFacts({ project: p }: { project: IeoProject }) {
  const { t } = useTranslation();
  const f = useIeoFormat();
  const tokens = (v: string) => `${f.amount(v, p.token_scale)} ${p.token}`;
  return (
    <dl className="card ieo-facts" data-testid="project-facts">
      <Row id="currency" label={t('ieo.fields.currency')} value={p.pay_currency} />
      <Row
        id="price"
        label={t('ieo.fields.price')}
        value={t('ieo.priceUnit', { price: f.price(p.price), pay: p.pay_currency, token: p.token })}
      />
      <Row id="total" label={t('ieo.fields.total')} value={tokens(p.total_issuance)} />
      <Row id="subscribed" label={t('ieo.fields.subscribed')} value={tokens(p.subscribed)} />
      <Row id="remaining" label={t('ieo.fields.remaining')} value={tokens(p.remaining)} />
      <Row id="cycle" label={t('ieo.fields.cycle')} value={t('ieo.days', { count: p.cycle_days })} />
      <Row id="start" label={t('ieo.fields.start')} value={f.time(p.start_time)} />
      <Row id="end" label={t('ieo.fields.end')} value={f.time(p.end_time)} />
      <Row id="lock" label={t('ieo.fields.lock')} value={t('ieo.days', { count: p.lock_days })} />
      <Row id="listing" label={t('ieo.fields.listing')} value={f.time(p.listing_time)} />
      <Row id="min" label={t('ieo.fields.minimum')} value={tokens(p.min_amount)} />
      <Row id="max" label={t('ieo.fields.maximum')} value={p.max_per_user ? tokens(p.max_per_user) : t('ieo.fields.noMaximum')} />
      <Row id="applications" label={t('ieo.fields.applications')} value={f.count(p.applications)} />
      <Row id="participants" label={t('ieo.fields.participants')} value={f.count(p.participants)} />
      <Row id="passes" label={t('ieo.fields.passes')} value={p.passes === null ? t('ieo.fields.passesLater') : f.count(p.passes)} />
      <Row id="white-paper" label={t('ieo.fields.whitePaper')} value={link(p.white_paper)} />
      <Row id="website" label={t('ieo.fields.website')} value={link(p.website)} />
    </dl>
  );
}

export function AllocationRules({ project: p }: { project: IeoProject }) {
  const { t } = useTranslation();
  const f = useIeoFormat();
  return (
    <section className="card ieo-rules" data-testid="allocation-rules">
      <h3>{t('ieo.rules.title')}</h3>
      <ul>
        <li>{t('ieo.rules.funded', { total: f.amount(p.total_issuance, p.token_scale), token: p.token })}</li>
        <li>{t('ieo.rules.hold')}</li>
        <li data-testid="rule-pro-rata">{t('ieo.rules.proRata', { scale: p.token_scale })}</li>
        <li>{t('ieo.rules.refund')}</li>
        <li>{t('ieo.rules.lock')}</li>
        <li>{t('ieo.rules.noPromise')}</li>
      </ul>
    </section>
  );
}
