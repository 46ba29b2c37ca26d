/**
 * Customer service in the console: the queue (waiting first, oldest first), the chosen
 * conversation with the user's images, an answer box and a close. The console follows the
 * operators' socket room, so new messages appear without a reload. Answers are text only: staff
 * never send files, so nothing a user opens from "staff" can be a lure.
 */
import '../console-support.css';
import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useTranslation } from '../../../app/i18n';
import { SUPPORT_TEXT_MAX, type SupportConversation, type SupportMessage } from '@bourse/contract';
import { PrivateImage } from '../../../components/PrivateImage';
import { QueryView } from '../../../components/states';
import { formatDateTime } from '../../../lib/time-ago';
import { toast } from '../../../lib/toast';
import { useRefreshConsole } from '../api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { useOperatorSession } from '../session';
import {
  closeSupport,
  type QueueFilter,
  readSupport,
  replySupport,
  useSupportLive,
  useSupportQueue,
  useSupportThread,
} from '../support-api';

const FILTERS: QueueFilter[] = ['open', 'closed', 'all'];

export default function Support() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<QueueFilter>('open');
  const [open, setOpen] = useState<number | null>(null);
  const queue = useSupportQueue(filter);
  useSupportLive();
  return (
    <ConsoleFrame section="support" title={t('operator.nav.support')}>
      <p className="hint">{t('operator.supportDesk.intro')}</p>
      <div className="console-actions" role="tablist">
        {FILTERS.map((k) => (
          <Button
            key={k}
            size="small"
            color={filter === k ? 'primary' : 'default'}
            onClick={() => setFilter(k)}
            data-testid={`console-support-${k}`}
          >
            {t(`operator.supportDesk.${k}`)}
          </Button>
        ))}
      </div>
      <div className="support-console">
        <QueryView query={queue} empty={<p className="muted">{t('operator.supportDesk.empty')}</p>}>
          {(rows) => (
            <ul className="console-list" data-testid="console-support-queue">
              {rows.map((c) => (
                <QueueRow key={c.id} conversation={c} active={c.id === open} onOpen={() => setOpen(c.id)} />
              ))}
            </ul>
          )}
        </QueryView>
        {open ? <Conversation id={open} /> : <p className="muted">{t('operator.supportDesk.pick')}</p>}
      </div>
    </ConsoleFrame>
  );
}

function QueueRow({ conversation: c, active, onOpen }: { conversation: SupportConversation; active: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className={`card console-item support-console-row${active ? ' support-console-row--active' : ''}`}
        onClick={onOpen}
        data-testid={`console-support-row-${c.id}`}
      >
        <span className="console-item-head">
          <span className="console-item-id">
            #{c.id} · {t(`support.topics.${c.topic}`)} · {t('operator.supportDesk.user', { id: c.user_id })}
          </span>
          <span className="muted">{formatDateTime(c.updated_at)}</span>
        </span>
        <span className="console-message">{c.preview}</span>
        <span className="muted">
          {t(`support.status.${c.status}`)}
          {c.unread > 0 ? ` · ${t('operator.supportDesk.unread', { count: c.unread })}` : ''}
          {c.rating ? ` · ${t('operator.supportDesk.rating', { rating: c.rating })}` : ''}
        </span>
      </button>
    </li>
  );
}

function Conversation({ id }: { id: number }) {
  const { t } = useTranslation();
  const thread = useSupportThread(id);
  const refresh = useRefreshConsole();
  const unread = thread.data?.conversation.unread ?? 0;
  useEffect(() => {
    if (unread > 0) void readSupport(id).then(() => refresh());
  }, [id, unread, refresh]);
  return (
    <section className="card console-item" data-testid="console-support-thread">
      <QueryView query={thread}>
        {({ conversation, messages }) => (
          <>
            <div className="console-item-head">
              <span className="console-item-id">
                #{conversation.id} · {t(`support.topics.${conversation.topic}`)}
              </span>
              <span className="muted">{t(`support.status.${conversation.status}`)}</span>
            </div>
            <Messages messages={messages} />
            {conversation.status === 'closed' ? null : <Answer id={id} />}
          </>
        )}
      </QueryView>
    </section>
  );
}

function Messages({ messages }: { messages: SupportMessage[] }) {
  const { t } = useTranslation();
  const { token } = useOperatorSession();
  return (
    <ol className="support-console-messages">
      {messages.map((m) => (
        <li key={m.id} className={`support-console-msg support-console-msg--${m.author}`} data-testid={`console-support-msg-${m.author}`}>
          {m.author === 'system' ? (
            <p>{t('operator.supportDesk.closedNote')}</p>
          ) : (
            <>
              <span className="muted">
                {m.author === 'staff' ? t('operator.supportDesk.staff') : t('operator.supportDesk.customer')} ·{' '}
                {formatDateTime(m.created_at)}
              </span>
              {m.text ? <p>{m.text}</p> : null}
              {m.image ? (
                <PrivateImage
                  path={m.image}
                  token={token}
                  alt={t('operator.supportDesk.image')}
                  failedText={t('operator.supportDesk.imageFailed')}
                />
              ) : null}
            </>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The answer box and the close, for a conversation not closed yet. */
function Answer({ id }: { id: number }) {
  const { t } = useTranslation();
  const refresh = useRefreshConsole();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      void toast(done, 'success');
      void refresh();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <TextArea
        value={text}
        onChange={setText}
        maxLength={SUPPORT_TEXT_MAX}
        rows={3}
        placeholder={t('operator.supportDesk.replyPlaceholder')}
        data-testid="console-support-text"
      />
      <div className="console-actions">
        <Button
          color="primary"
          loading={busy}
          disabled={!text.trim()}
          onClick={() => void run(() => replySupport(id, text.trim()), t('operator.supportDesk.sent')).then((ok) => ok && setText(''))}
          data-testid="console-support-reply"
        >
          {t('operator.supportDesk.reply')}
        </Button>
        <Button
          fill="outline"
          disabled={busy}
          onClick={() => void run(() => closeSupport(id), t('operator.supportDesk.closedToast'))}
          data-testid="console-support-close"
        >
          {t('operator.supportDesk.close')}
        </Button>
      </div>
    </>
  );
}
