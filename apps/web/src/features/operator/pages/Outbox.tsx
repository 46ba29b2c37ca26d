/** Messages the platform would have mailed or texted (no transport configured), for support. */
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { QueryView } from '../../../components/states';
import { useOutbox } from '../api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { Pager } from '../components/Pager';
import { useConsoleFormat } from '../format';

export default function Outbox() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const [page, setPage] = useState(1);
  const query = useOutbox(page);
  return (
    <ConsoleFrame section="outbox" title={t('operator.nav.outbox')}>
      <p className="hint">{t('operator.outbox.intro')}</p>
      <QueryView query={query} isEmpty={(p) => p.data.length === 0}>
        {(box) => (
          <>
            <ul className="console-list" data-testid="outbox-list">
              {box.data.map((m) => (
                <li key={m.id} className="card console-item">
                  <div className="console-item-head">
                    <span className="console-item-id">{m.channel === 'sms' ? t('operator.outbox.sms') : t('operator.outbox.email')}</span>
                    <span className="break">{m.destination}</span>
                    <span className="muted">{f.time(m.created_at)}</span>
                  </div>
                  {m.subject ? <p className="console-subject">{m.subject}</p> : null}
                  <p className="console-message">{m.body}</p>
                </li>
              ))}
            </ul>
            <Pager page={box.page} pages={box.pages} onPage={setPage} />
          </>
        )}
      </QueryView>
    </ConsoleFrame>
  );
}
