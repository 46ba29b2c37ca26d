/** The append-only audit log: every operator action, newest first, with who, what and on what. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/states';
import { useAudit } from '../api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { Pager } from '../components/Pager';
import { useConsoleFormat } from '../format';

export default function Audit() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const [page, setPage] = useState(1);
  const query = useAudit(page);
  return (
    <ConsoleFrame section="audit" title={t('operator.nav.audit')}>
      <p className="hint">{t('operator.audit.intro')}</p>
      <QueryView query={query} isEmpty={(p) => p.data.length === 0}>
        {(log) => (
          <>
            <div className="console-table-wrap">
              <table className="console-table console-table--audit" data-testid="audit-table">
                <thead>
                  <tr>
                    <th>{t('operator.fields.time')}</th>
                    <th>{t('operator.audit.operator')}</th>
                    <th>{t('operator.audit.action')}</th>
                    <th>{t('operator.audit.target')}</th>
                    <th>{t('operator.audit.detail')}</th>
                  </tr>
                </thead>
                <tbody>
                  {log.data.map((a) => (
                    <tr key={a.id} data-testid="audit-row">
                      <td className="nowrap">{f.time(a.created_at)}</td>
                      <td>{a.operator ?? t('operator.audit.system')}</td>
                      <td className="mono">{a.action}</td>
                      <td className="mono">{a.target ?? ''}</td>
                      <td className="mono console-detail">{Object.keys(a.detail ?? {}).length > 0 ? JSON.stringify(a.detail) : ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={log.page} pages={log.pages} onPage={setPage} />
          </>
        )}
      </QueryView>
    </ConsoleFrame>
  );
}
