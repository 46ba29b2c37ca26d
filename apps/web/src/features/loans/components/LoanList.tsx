/** My loans: open and closed, each card with its debt, LTV bar, liquidation price and a margin-call flag, opening its page. */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { Loan } from '@bourse/contract';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { useNumberFormat } from '../../../lib/number-display';
import { loanPath, type LoanTab, useLoans } from '../api';
import { Facts } from './Facts';
import { LtvBar } from './LtvBar';

const TABS: LoanTab[] = ['open', 'closed'];

export function LoanList() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LoanTab>('open');
  const loans = useLoans(tab);
  return (
    <>
      <div className="seg-tabs" role="tablist">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={`seg-tab${tab === k ? ' seg-tab--active' : ''}`}
            onClick={() => setTab(k)}
            data-testid={`loan-list-${k}`}
          >
            {t(`loans.mine.${k}`)}
          </button>
        ))}
      </div>
      {loans.isPending ? <Loading /> : null}
      {loans.isError ? <ErrorState onRetry={() => void loans.refetch()} /> : null}
      {loans.data?.data.length === 0 ? <EmptyState title={t('loans.mine.empty')} /> : null}
      <ul className="loan-list" data-testid="loan-list">
        {loans.data?.data.map((l) => (
          <li key={l.id}>
            <LoanRow loan={l} />
          </li>
        ))}
      </ul>
    </>
  );
}

function LoanRow({ loan: l }: { loan: Loan }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  return (
    <Link to={loanPath(l.id)} className="card loan-row" data-testid={`loan-row-${l.id}`}>
      <div className="loan-row-head">
        <strong>
          {n.amount(l.principal)} {l.asset} · {l.collateral}
        </strong>
        {l.margin_call ? <span className="loan-tag loan-tag--call">{t('loans.marginCall')}</span> : null}
        <span className={`loan-tag loan-tag--${l.status}`}>{t(`loans.status.${l.status}`)}</span>
      </div>
      {l.status === 'open' ? <LtvBar loan={l} /> : null}
      <Facts
        rows={[
          [t('loans.loan.debt'), `${n.amount(l.debt)} ${l.asset}`, `loan-debt-${l.id}`],
          [t('loans.loan.interest'), `${n.amount(l.interest_outstanding)} ${l.asset}`],
          [t('loans.loan.collateral'), `${n.amount(l.collateral_amount)} ${l.collateral}`],
          [t('loans.loan.ltv'), l.ltv_percent ? n.percent(l.ltv_percent) : '—'],
          [t('loans.loan.liquidationPrice'), l.liquidation_price ? `${n.price(l.liquidation_price)} ${l.asset}` : '—'],
        ]}
      />
    </Link>
  );
}
