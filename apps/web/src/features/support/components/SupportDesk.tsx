/**
 * The customer-service tab of `pages/kefu/index`: the user's conversations with their unread
 * counts, a new conversation, and one conversation open at a time (its id in the URL's `id`, so
 * a reload or the back button keeps it).
 */
import '../support.css';
import Badge from 'antd-mobile/es/components/badge';
import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { EmptyState, QueryView } from '../../../components/states';
import { formatDateTime } from '../../../lib/time-ago';
import { useConversations } from '../api';
import { NewConversation } from './NewConversation';
import { Thread } from './Thread';

export function SupportDesk() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const creating = params.get('new') === '1';
  const show = (next: { id?: number; new?: boolean }) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        out.delete('id');
        out.delete('new');
        if (next.id) out.set('id', String(next.id));
        if (next.new) out.set('new', '1');
        return out;
      },
      { replace: false },
    );
  const list = useConversations();
  if (id) return <Thread id={id} onBack={() => show({})} />;
  if (creating) return <NewConversation onOpened={(opened) => show({ id: opened })} onCancel={() => show({})} />;
  return (
    <section className="support-desk" data-testid="support-desk">
      <Button block color="primary" onClick={() => show({ new: true })} data-testid="support-new-button">
        {t('support.newButton')}
      </Button>
      <QueryView query={list} empty={<EmptyState title={t('support.empty')} description={t('support.emptyHint')} />}>
        {(items) => (
          <ul className="support-list">
            {items.map((c) => (
              <li key={c.id}>
                <button type="button" className="support-row card" onClick={() => show({ id: c.id })} data-testid={`support-row-${c.id}`}>
                  <span className="support-row-head">
                    <strong>{t(`support.topics.${c.topic}`)}</strong>
                    <span className={`support-status support-status--${c.status}`}>{t(`support.status.${c.status}`)}</span>
                  </span>
                  <span className="support-row-preview">{c.preview}</span>
                  <span className="support-row-foot">
                    <time>{formatDateTime(c.updated_at)}</time>
                    {c.unread > 0 ? <Badge content={c.unread} aria-label={t('support.unreadCount', { count: c.unread })} /> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
