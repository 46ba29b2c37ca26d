/**
 * Fee and spread changes two operators approved and that are not in effect yet (issue 12): every
 * change is announced for the whole notice period before it applies, so a user converting or
 * withdrawing sees what is coming and from when. Shown on the conversion screen; nothing when none.
 */
import { useTranslation } from '../../../app/i18n';
import type { UpcomingFeeChange } from '@bourse/contract';
import { useUpcomingFees } from '../api';
import { useAmountFormat } from '../format';

export function UpcomingFees() {
  const { t } = useTranslation();
  const query = useUpcomingFees();
  if (!query.data || query.data.changes.length === 0) return null;
  return (
    <section className="card section" data-testid="upcoming-fees" aria-labelledby="upcoming-fees-title">
      <h2 className="section-title" id="upcoming-fees-title">
        {t('wallet.upcomingFees.title')}
      </h2>
      <p className="hint">{t('wallet.upcomingFees.notice', { days: query.data.notice_days })}</p>
      <dl className="fee-table">
        {query.data.changes.map((c, i) => (
          <Change key={`${c.item}-${c.currency ?? ''}-${c.network ?? ''}-${i}`} change={c} />
        ))}
      </dl>
    </section>
  );
}

function Change({ change: c }: { change: UpcomingFeeChange }) {
  const { t } = useTranslation();
  const f = useAmountFormat();
  const rate = c.item !== 'withdraw_fee';
  const value = (v: string) => (rate ? t('wallet.upcomingFees.percent', { value: f.percent(v) }) : `${f.amount(v)} ${c.currency}`);
  return (
    <>
      <dt data-testid="upcoming-fee-item">{t(`wallet.upcomingFees.${c.item}`, { currency: c.currency, network: c.network })}</dt>
      <dd>
        <span data-testid="upcoming-fee-change">{t('wallet.upcomingFees.change', { from: value(c.from), to: value(c.to) })}</span>
        <br />
        <span className="muted" data-testid="upcoming-fee-effective">
          {t('wallet.upcomingFees.effective', { time: f.time(c.effective_at) })}
        </span>
      </dd>
    </>
  );
}
