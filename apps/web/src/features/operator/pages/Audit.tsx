/** The append-only audit log: every operator action, newest first, with who, what and on what. */
import { useState } from 'react';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useTranslation } from '../../../app/i18n';
import { QueryView } from '../../../components/states';
import { useAudit, type AuditKind } from '../api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { Pager } from '../components/Pager';
import { useConsoleFormat } from '../format';

export default function Audit() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<AuditKind>('all');
  const [operator, setOperator] = useState('');
  const query = useAudit(page, kind, operator);
  return (
    <ConsoleFrame section="audit" title={t('operator.nav.audit')}>
      <p className="hint">{t('operator.audit.intro')}</p>
      <div className="console-filters">
        <div className="console-chips" role="radiogroup" aria-label={t('operator.audit.show')}>
          {(['all', 'changes'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={kind === k}
              className={`console-chip${kind === k ? ' console-chip--on' : ''}`}
              onClick={() => {
                setKind(k);
                setPage(1);
              }}
              data-testid={`audit-kind-${k}`}
            >
              {t(`operator.audit.kinds.${k}`)}
            </button>
          ))}
        </div>
        <SearchBar
          className="console-search"
          placeholder={t('operator.audit.byOperator')}
          maxLength={32}
          onSearch={(value) => {
            setOperator(value.trim());
            setPage(1);
          }}
          onClear={() => {
            setOperator('');
            setPage(1);
          }}
          data-testid="audit-operator"
        />
      </div>
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
