/**
 * The chat tab of `pages/kefu/index`: a public room per language (the app's language first), its
 * recent history and new messages live, a composer for signed-in users, and a report action on
 * other people's messages. The room's rules are stated under the composer.
 */
import '../chat.css';
import { useEffect, useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from '../../../app/i18n';
import { CHAT_TEXT_MAX, LANGS, type ChatMessage, type ChatRoomName } from '@bourse/contract';
import { LANG_NAMES } from '@bourse/i18n';
import { langStore } from '../../../app/preferences';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { formatDateTime } from '../../../lib/time-ago';
import { toast } from '../../../lib/toast';
import { postMessage, reportMessage } from '../api';
import { useChatRoom } from '../live';

export function ChatRoom() {
  const { t } = useTranslation();
  const [room, setRoom] = useState<ChatRoomName>(() => langStore.get());
  const live = useChatRoom(room);
  const end = useRef<HTMLDivElement>(null);
  // A block body: newer browsers return a promise from scrollIntoView, which React would take for a clean-up.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [live.messages.length]);
  return (
    <section className="chat-room" data-testid="chat-room">
      <label className="chat-room-pick">
        <span>{t('chat.room')}</span>
        <select value={room} onChange={(e) => setRoom(e.target.value as ChatRoomName)} data-testid="chat-room-select">
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {LANG_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      {live.status === 'loading' ? <Loading /> : null}
      {live.status === 'error' ? <ErrorState onRetry={live.reload} /> : null}
      {live.status === 'ready' && live.messages.length === 0 ? (
        <EmptyState title={t('chat.empty')} description={t('chat.emptyHint')} />
      ) : null}
      <ol className="chat-messages" aria-live="polite" data-testid="chat-messages">
        {live.messages.map((m) => (
          <Line key={m.id} message={m} />
        ))}
      </ol>
      <div ref={end} />
      <Composer room={room} mutedUntil={live.mutedUntil} onSent={live.add} />
    </section>
  );
}

function Line({ message: m }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const report = async () => {
    const sure = await Dialog.confirm({ content: t('chat.reportConfirm'), confirmText: t('chat.report'), cancelText: t('chat.cancel') });
    if (!sure) return;
    try {
      await reportMessage(m.id);
      void toast(t('chat.reported'), 'success');
    } catch {
      // shown by the request wrapper
    }
  };
  return (
    <li className={`chat-line${m.mine ? ' chat-line--mine' : ''}`} data-testid="chat-line">
      <span className="chat-line-head">
        <strong className="chat-line-name">{m.mine ? t('chat.you') : m.name}</strong>
        <time>{formatDateTime(m.created_at)}</time>
      </span>
      <p className="chat-line-text">{m.text}</p>
      {m.filtered ? <span className="chat-line-note">{t('chat.filtered')}</span> : null}
      {m.mine ? null : (
        <button type="button" className="chat-line-report" onClick={() => void report()}>
          {t('chat.report')}
        </button>
      )}
    </li>
  );
}

function Composer({ room, mutedUntil, onSent }: { room: ChatRoomName; mutedUntil: number | null; onSent: (m: ChatMessage) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  if (mutedUntil !== null && mutedUntil > Date.now()) {
    return (
      <p className="chat-muted card" data-testid="chat-muted">
        {t('chat.mutedUntil', { time: formatDateTime(mutedUntil) })}
      </p>
    );
  }
  const send = async () => {
    if (!text.trim()) return void toast(t('chat.writeSomething'));
    setBusy(true);
    try {
      onSent(await postMessage(room, text.trim()));
      setText('');
    } catch {
      // shown by the request wrapper (rate limit, mute, name)
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="chat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Input
        value={text}
        onChange={setText}
        maxLength={CHAT_TEXT_MAX}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.placeholder')}
        data-testid="chat-input"
      />
      <Button color="primary" type="submit" loading={busy} data-testid="chat-send">
        {t('chat.send')}
      </Button>
      <p className="chat-rules">{t('chat.rules')}</p>
    </form>
  );
}
