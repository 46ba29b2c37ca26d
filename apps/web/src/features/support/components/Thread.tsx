/**
 * One conversation: the messages (the user's on the right, staff's on the left, closes in the
 * middle), a composer while it is open, a close button, and the rating once it is closed. Staff's
 * messages are marked read while the thread is on screen.
 */
import { useEffect, useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Rate from 'antd-mobile/es/components/rate';
import TextArea from 'antd-mobile/es/components/text-area';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import { SUPPORT_TEXT_MAX, type SupportConversation, type SupportMessage } from '@bourse/contract';
import { PrivateImage } from '../../../components/PrivateImage';
import { QueryView } from '../../../components/states';
import { formatDateTime } from '../../../lib/time-ago';
import { toast } from '../../../lib/toast';
import { closeConversation, markRead, rateConversation, refreshSupport, sendMessage, useThread } from '../api';
import { Attach } from './Attach';

export function Thread({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const thread = useThread(id);
  const client = useQueryClient();
  const unread = thread.data?.conversation.unread ?? 0;
  useEffect(() => {
    if (unread > 0) void markRead(id).then(() => refreshSupport(client));
  }, [id, unread, client]);
  const end = useRef<HTMLDivElement>(null);
  const count = thread.data?.messages.length ?? 0;
  // A block body: newer browsers return a promise from scrollIntoView, which React would take for a clean-up.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <section className="support-thread" data-testid="support-thread">
      <button type="button" className="support-back" onClick={onBack} data-testid="support-back">
        ‹ {t('support.allConversations')}
      </button>
      <QueryView query={thread}>
        {({ conversation, messages }) => (
          <>
            <header className="support-thread-head">
              <strong>{t(`support.topics.${conversation.topic}`)}</strong>
              <span className={`support-status support-status--${conversation.status}`}>{t(`support.status.${conversation.status}`)}</span>
            </header>
            <ol className="support-messages" aria-live="polite">
              {messages.map((m) => (
                <Bubble key={m.id} message={m} />
              ))}
            </ol>
            <div ref={end} />
            {conversation.status === 'closed' ? <Rating conversation={conversation} /> : <Composer id={id} />}
          </>
        )}
      </QueryView>
    </section>
  );
}

function Bubble({ message: m }: { message: SupportMessage }) {
  const { t } = useTranslation();
  if (m.author === 'system') {
    return <li className="support-system">{t(m.text === 'closed_by_user' ? 'support.closedByYou' : 'support.closedByStaff')}</li>;
  }
  return (
    <li className={`support-bubble support-bubble--${m.author}`} data-testid={`support-message-${m.author}`}>
      <span className="support-bubble-who">{m.author === 'staff' ? t('support.staff') : t('support.you')}</span>
      {m.text ? <p className="support-bubble-text">{m.text}</p> : null}
      {m.image ? (
        <PrivateImage path={m.image} alt={t('support.attachment')} className="support-image" failedText={t('support.imageFailed')} />
      ) : null}
      <time className="support-bubble-time">{formatDateTime(m.created_at)}</time>
    </li>
  );
}

function Composer({ id }: { id: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!text.trim() && !image) return void toast(t('support.writeQuestion'));
    setBusy(true);
    try {
      await sendMessage({ id, text: text.trim(), ...(image ? { image } : {}) });
      setText('');
      setImage(undefined);
      void refreshSupport(client);
    } catch {
      // shown by the request wrapper
    } finally {
      setBusy(false);
    }
  };
  const close = async () => {
    try {
      await closeConversation(id);
      void toast(t('support.closed'), 'success');
      void refreshSupport(client);
    } catch {
      // shown by the request wrapper
    }
  };
  return (
    <div className="support-composer">
      <TextArea
        value={text}
        onChange={setText}
        maxLength={SUPPORT_TEXT_MAX}
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder={t('support.replyPlaceholder')}
        data-testid="support-reply-text"
      />
      <Attach value={image} onChange={setImage} />
      <div className="support-actions">
        <Button fill="outline" onClick={() => void close()} data-testid="support-close">
          {t('support.close')}
        </Button>
        <Button color="primary" loading={busy} onClick={() => void send()} data-testid="support-reply-send">
          {t('support.send')}
        </Button>
      </div>
    </div>
  );
}

function Rating({ conversation: c }: { conversation: SupportConversation }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  if (c.rating !== null) {
    return (
      <div className="support-rated card" data-testid="support-rated">
        <p>{t('support.ratedThanks')}</p>
        <Rate readOnly value={c.rating} />
        {c.rating_comment ? <p className="muted">{c.rating_comment}</p> : null}
      </div>
    );
  }
  const submit = async () => {
    if (stars < 1) return void toast(t('support.chooseStars'));
    try {
      await rateConversation({ id: c.id, rating: stars, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      void toast(t('support.ratedThanks'), 'success');
      void refreshSupport(client);
    } catch {
      // shown by the request wrapper
    }
  };
  return (
    <div className="support-rate card" data-testid="support-rate">
      <p>{t('support.rateAsk')}</p>
      <Rate value={stars} onChange={setStars} aria-label={t('support.rateAsk')} />
      <TextArea value={comment} onChange={setComment} maxLength={500} rows={2} placeholder={t('support.rateComment')} />
      <Button color="primary" onClick={() => void submit()} data-testid="support-rate-submit">
        {t('support.rateSubmit')}
      </Button>
    </div>
  );
}
