/**
 * The chat room in the console: the newest messages of a room or all rooms (or only reported
 * ones), removing a message and muting or unmuting its author, each with a reason the server
 * audits. Nothing here posts as anyone: the console has no voice in the room.
 */
import '../console-support.css';
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from '../../../app/i18n';
import { LANGS, type ChatAdminMessage, type ChatRoomName } from '@bourse/contract';
import { LANG_NAMES } from '@bourse/i18n';
import { QueryView } from '../../../components/states';
import { formatDateTime } from '../../../lib/time-ago';
import { toast } from '../../../lib/toast';
import { useRefreshConsole } from '../api';
import { muteChatUser, removeChatMessage, unmuteChatUser, useChatMessages } from '../chat-api';
import { ConsoleFrame } from '../components/ConsoleFrame';

export default function Chat() {
  const { t } = useTranslation();
  const [room, setRoom] = useState<ChatRoomName | ''>('');
  const [reported, setReported] = useState(false);
  const messages = useChatMessages(room, reported);
  return (
    <ConsoleFrame section="chat" title={t('operator.nav.chat')}>
      <p className="hint">{t('operator.chatDesk.intro')}</p>
      <div className="console-filters">
        <select
          className="console-select"
          value={room}
          onChange={(e) => setRoom(e.target.value as ChatRoomName | '')}
          data-testid="console-chat-room"
        >
          <option value="">{t('operator.chatDesk.allRooms')}</option>
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {LANG_NAMES[l]}
            </option>
          ))}
        </select>
        <label>
          <input type="checkbox" checked={reported} onChange={(e) => setReported(e.target.checked)} /> {t('operator.chatDesk.reportedOnly')}
        </label>
      </div>
      <QueryView query={messages} empty={<p className="muted">{t('operator.chatDesk.empty')}</p>}>
        {(rows) => (
          <ul className="console-list" data-testid="console-chat-list">
            {rows.map((m) => (
              <Row key={m.id} message={m} />
            ))}
          </ul>
        )}
      </QueryView>
    </ConsoleFrame>
  );
}

/** Ask for a reason (and minutes for a mute) in a dialog; undefined when cancelled or left blank. */
async function ask(
  t: (k: string) => string,
  title: string,
  withMinutes: boolean,
): Promise<{ reason: string; minutes: number } | undefined> {
  let reason = '';
  let minutes = '60';
  const ok = await Dialog.confirm({
    title,
    confirmText: t('operator.chatDesk.confirm'),
    cancelText: t('operator.chatDesk.cancel'),
    content: (
      <div className="console-form">
        {withMinutes ? (
          <label>
            {t('operator.chatDesk.muteMinutes')}
            <input
              className="console-input"
              type="number"
              min={1}
              max={43200}
              defaultValue={minutes}
              onChange={(e) => (minutes = e.target.value)}
              data-testid="console-chat-minutes"
            />
          </label>
        ) : null}
        <textarea
          className="console-input"
          rows={3}
          maxLength={200}
          onChange={(e) => (reason = e.target.value)}
          data-testid="console-chat-reason"
        />
      </div>
    ),
  });
  if (!ok) return undefined;
  return { reason: reason.trim(), minutes: Number(minutes) };
}

function Row({ message: m }: { message: ChatAdminMessage }) {
  const { t } = useTranslation();
  const refresh = useRefreshConsole();
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      void toast(done, 'success');
      void refresh();
    } catch {
      // shown by the request wrapper
    }
  };
  const remove = async () => {
    const answer = await ask(t, t('operator.chatDesk.removeReason'), false);
    if (answer) await act(() => removeChatMessage(m.id, answer.reason), t('operator.chatDesk.removedToast'));
  };
  const mute = async () => {
    const answer = await ask(t, t('operator.chatDesk.muteReason'), true);
    if (answer) await act(() => muteChatUser(m.user_id, answer.minutes, answer.reason), t('operator.chatDesk.mutedToast'));
  };
  return (
    <li className="card console-item" data-testid={`console-chat-${m.id}`}>
      <div className="console-item-head">
        <span className="console-item-id">
          {m.name} · {t('operator.chatDesk.user', { id: m.user_id })} · {m.room}
        </span>
        <span className="muted">{formatDateTime(m.created_at, true)}</span>
      </div>
      <p className="console-message">{m.text}</p>
      <p className="muted console-chat-state">
        {m.reports > 0 ? t('operator.chatDesk.reports', { count: m.reports }) : null}
        {m.removed ? ` · ${t('operator.chatDesk.removed')}` : null}
        {m.muted_until ? ` · ${t('operator.chatDesk.mutedUntil', { time: formatDateTime(m.muted_until) })}` : null}
      </p>
      <div className="console-actions">
        {m.removed ? null : (
          <Button size="small" color="danger" fill="outline" onClick={() => void remove()} data-testid="console-chat-remove">
            {t('operator.chatDesk.remove')}
          </Button>
        )}
        {m.muted_until ? (
          <Button
            size="small"
            fill="outline"
            onClick={() => void act(() => unmuteChatUser(m.user_id), t('operator.chatDesk.unmutedToast'))}
          >
            {t('operator.chatDesk.unmute')}
          </Button>
        ) : (
          <Button size="small" fill="outline" onClick={() => void mute()} data-testid="console-chat-mute">
            {t('operator.chatDesk.mute')}
          </Button>
        )}
      </div>
    </li>
  );
}
