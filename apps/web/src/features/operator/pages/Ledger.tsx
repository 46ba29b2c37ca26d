/**
 * The ledger check (DESIGN.md section 4): every entry balanced, every asset sums to zero, every
 * balance equals its postings, no user balance negative. Run on demand; the server does the work.
 */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import { QueryView } from '../../../components/states';
import { useLedgerCheck } from '../api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { useConsoleFormat } from '../format';

export default function Ledger() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const query = useLedgerCheck();
  return (
    <ConsoleFrame section="ledger" title={t('operator.nav.ledger')}>
      <p className="hint">{t('operator.ledger.intro')}</p>
      <QueryView query={query} isEmpty={() => false}>
        {(report) => (
          <section
            className={`card console-panel console-verdict console-verdict--${report.ok ? 'ok' : 'bad'}`}
            data-testid="ledger-report"
          >
            <p className="console-verdict-title" data-testid="ledger-verdict">
              {report.ok ? t('operator.ledger.balanced') : t('operator.ledger.problems', { count: report.problems.length })}
            </p>
            <dl className="console-facts">
              <dt>{t('operator.ledger.accounts')}</dt>
              <dd>{f.count(report.counts.accounts)}</dd>
              <dt>{t('operator.ledger.entries')}</dt>
              <dd>{f.count(report.counts.entries)}</dd>
              <dt>{t('operator.ledger.postings')}</dt>
              <dd>{f.count(report.counts.postings)}</dd>
              <dt>{t('operator.ledger.holds')}</dt>
              <dd>{f.count(report.counts.holds)}</dd>
            </dl>
            {report.problems.length > 0 ? (
              <ul className="console-problems" data-testid="ledger-problems">
                {report.problems.map((p) => (
                  <li key={p} className="mono">
                    {p}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        )}
      </QueryView>
      <Button color="primary" fill="outline" loading={query.isFetching} onClick={() => void query.refetch()} data-testid="ledger-run">
        {t('operator.ledger.run')}
      </Button>
    </ConsoleFrame>
  );
}
