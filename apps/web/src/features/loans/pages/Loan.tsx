/**
 * One loan (?id=): what is owed and the LTV now, repaying (part or all) and adding collateral while
 * it is open, its history, and once liquidated the proof: the mark price's ticks and the maths.
 */
import '../loans.css';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { LoanDetail } from '@bourse/contract';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { useNumberFormat } from '../../../lib/number-display';
import { formatDateTime } from '../../../lib/time-ago';
import { useLoan } from '../api';
import { Actions } from '../components/Actions';
import { Facts } from '../components/Facts';
import { History } from '../components/History';
import { LtvBar } from '../components/LtvBar';
import { Proof } from '../components/Proof';
import { useLoansLive } from '../live';

export default function LoanPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Page title={valid ? t('loans.loan.title', { id }) : t('loans.title')} name="loan">
      <div className="loan-layout">{valid ? <Body id={id} /> : <EmptyState title={t('loans.loan.notFound')} />}</div>
    </Page>
  );
}

function Body({ id }: { id: number }) {
  const { t } = useTranslation();
  const loan = useLoan(id);
  useLoansLive();
  if (loan.isPending) return <Loading />;
  if (loan.isError) {
    const code = (loan.error as { code?: string }).code;
    return code === 'LOAN_NOT_FOUND' ? <EmptyState title={t('loans.loan.notFound')} /> : <ErrorState onRetry={() => void loan.refetch()} />;
  }
  const d = loan.data;
  return (
    <>
      <Summary d={d} />
      {d.loan.status === 'open' ? <Actions loan={d.loan} /> : null}
      {d.proof ? <Proof proof={d.proof} collateral={d.loan.collateral} /> : null}
      <History events={d.events} />
    </>
  );
}

function Summary({ d }: { d: LoanDetail }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const l = d.loan;
  const usd = (v: string) => `${n.amount(v)} ${l.asset}`;
  const open = l.status === 'open';
  return (
    <section className="card loan-card" data-testid="loan-summary">
      <div className="loan-row-head">
        <strong>
          {usd(l.principal)} · {l.collateral}
        </strong>
        <span className={`loan-tag loan-tag--${l.status}`} data-testid="loan-status">
          {t(`loans.status.${l.status}`)}
        </span>
      </div>
      {l.margin_call ? (
        <p className="loan-warn" data-testid="loan-margin-call">
          {t('loans.marginCallHint', { ltv: n.percentValue(l.ltv_percent ?? '0'), liquidation: n.percentValue(l.liquidation_ltv_percent) })}
        </p>
      ) : null}
      {open ? <LtvBar loan={l} /> : null}
      <Facts
        rows={[
          [t('loans.loan.debt'), usd(l.debt), 'loan-debt'],
          [t('loans.loan.principal'), usd(l.principal_outstanding)],
          [t('loans.loan.interest'), usd(l.interest_outstanding), 'loan-interest'],
          [t('loans.loan.interestTotal'), usd(l.interest_total)],
          [t('loans.loan.collateral'), `${n.amount(l.collateral_amount)} ${l.collateral}`, 'loan-collateral'],
          ...(open
            ? ([
                [t('loans.loan.ltv'), l.ltv_percent ? n.percent(l.ltv_percent) : '—', 'loan-ltv'],
                [t('loans.loan.price'), l.price ? usd(l.price) : '—'],
                [t('loans.loan.liquidationPrice'), l.liquidation_price ? usd(l.liquidation_price) : '—'],
                [t('loans.borrow.hourly'), usd(l.hourly_interest)],
                [t('loans.loan.nextAccrual'), formatDateTime(l.next_accrual_at)],
              ] as Array<[string, string, string?]>)
            : []),
          [t('loans.loan.apr'), n.percent(l.apr_percent)],
          [t('loans.loan.hours'), n.count(l.hours_accrued)],
          [t('loans.loan.created'), formatDateTime(l.created_at)],
          ...(l.closed_at ? ([[t('loans.loan.closed'), formatDateTime(l.closed_at)]] as Array<[string, string]>) : []),
        ]}
      />
    </section>
  );
}
