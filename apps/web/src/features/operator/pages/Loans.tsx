/**
 * The lending pool in the console (issue 19): what the pool can lend, what is lent out and owed,
 * the collateral pledged on users' books and taken by liquidations, and the open loans with their
 * LTV. Read only: the pool is funded through Reserves (a two-person funding deposit), and nobody can
 * change a loan, a price or a liquidation from here.
 */
import { useTranslation } from '../../../app/i18n';
import type { LoanPoolOverview } from '@bourse/contract';
import { QueryView } from '../../../components/states';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { useLoanPool } from '../desk-api';
import { useConsoleFormat } from '../format';

export default function Loans() {
  const { t } = useTranslation();
  const pool = useLoanPool();
  return (
    <ConsoleFrame section="loans" title={t('operator.nav.loans')}>
      <p className="hint">{t('loans.console.fundHint')}</p>
      <QueryView query={pool} isEmpty={() => false}>
        {(o) => <Overview o={o} />}
      </QueryView>
    </ConsoleFrame>
  );
}

function Overview({ o }: { o: LoanPoolOverview }) {
  return (
    <>
      <Pool o={o} />
      <OpenLoans o={o} />
    </>
  );
}

function Pool({ o }: { o: LoanPoolOverview }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const usd = (v: string) => `${f.amount(v)} ${o.asset}`;
  return (
    <section className="console-section" data-testid="loan-pool">
      <h2 className="section-title">{t('loans.console.title')}</h2>
      <div className="console-table-wrap">
        <table className="console-table">
          <tbody>
            {(
              [
                ['poolAvailable', usd(o.pool_available)],
                ['principal', usd(o.principal_outstanding)],
                ['interest', usd(o.interest_outstanding)],
                ['collected', usd(o.interest_collected)],
                ['openLoans', f.count(o.open_loans)],
                ['marginCalls', f.count(o.margin_calls)],
                ['liquidated', f.count(o.liquidated_loans)],
              ] as const
            ).map(([k, v]) => (
              <tr key={k}>
                <th>{t(`loans.console.${k}`)}</th>
                <td className="num">{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th>{t('operator.fields.currency')}</th>
              <th className="num">{t('loans.console.pledged')}</th>
              <th className="num">{t('loans.console.held')}</th>
              <th className="num">{t('loans.loan.price')}</th>
            </tr>
          </thead>
          <tbody>
            {o.collateral.map((c) => (
              <tr key={c.currency}>
                <td>{c.currency}</td>
                <td className="num">{f.amount(c.pledged)}</td>
                <td className="num">{f.amount(c.pool_held)}</td>
                <td className="num">{c.price ? f.amount(c.price) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function OpenLoans({ o }: { o: LoanPoolOverview }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const usd = (v: string) => `${f.amount(v)} ${o.asset}`;
  return (
    <section className="console-section">
      <h2 className="section-title">{t('loans.mine.open')}</h2>
      {o.loans.length === 0 ? <p className="muted">{t('loans.mine.empty')}</p> : null}
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th>#</th>
              <th>{t('loans.console.user')}</th>
              <th className="num">{t('loans.loan.debt')}</th>
              <th className="num">{t('loans.loan.collateral')}</th>
              <th className="num">{t('loans.loan.ltv')}</th>
              <th className="num">{t('loans.loan.liquidationPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {o.loans.map((l) => (
              <tr key={l.id}>
                <td>
                  {l.id}
                  {l.margin_call ? <span className="console-status--rejected"> {t('loans.marginCall')}</span> : null}
                </td>
                <td>{l.user_id}</td>
                <td className="num">{usd(l.debt)}</td>
                <td className="num">
                  {f.amount(l.collateral_amount)} {l.collateral}
                </td>
                <td className="num">{l.ltv_percent ? `${l.ltv_percent} %` : '—'}</td>
                <td className="num">{l.liquidation_price ? f.amount(l.liquidation_price) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
