/** Open a conversation: a topic, the question and an optional screenshot. */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import { SUPPORT_TEXT_MAX, SUPPORT_TOPICS, type SupportTopic } from '@bourse/contract';
import { toast } from '../../../lib/toast';
import { openConversation, refreshSupport } from '../api';
import { Attach } from './Attach';

export function NewConversation({ onOpened, onCancel }: { onOpened: (id: number) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [topic, setTopic] = useState<SupportTopic | null>(null);
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!topic) return void toast(t('support.chooseTopic'));
    if (!text.trim()) return void toast(t('support.writeQuestion'));
    setBusy(true);
    try {
      const thread = await openConversation({ topic, text: text.trim(), ...(image ? { image } : {}) });
      void toast(t('support.opened'), 'success');
      void refreshSupport(client);
      onOpened(thread.conversation.id);
    } catch {
      // shown by the request wrapper
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="support-new card"
      data-testid="support-new"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="support-heading">{t('support.newTitle')}</h2>
      <p className="support-label">{t('support.topicLabel')}</p>
      <div className="support-topics" role="radiogroup" aria-label={t('support.topicLabel')}>
        {SUPPORT_TOPICS.map((k) => (
          <button
            key={k}
            type="button"
            role="radio"
            aria-checked={topic === k}
            className={`support-topic${topic === k ? ' support-topic--active' : ''}`}
            onClick={() => setTopic(k)}
            data-testid={`support-topic-${k}`}
          >
            {t(`support.topics.${k}`)}
          </button>
        ))}
      </div>
      <p className="support-label">{t('support.questionLabel')}</p>
      <TextArea
        value={text}
        onChange={setText}
        maxLength={SUPPORT_TEXT_MAX}
        rows={4}
        showCount
        placeholder={t('support.questionPlaceholder')}
        data-testid="support-new-text"
      />
      <Attach value={image} onChange={setImage} />
      <div className="support-actions">
        <Button fill="outline" onClick={onCancel}>
          {t('support.cancel')}
        </Button>
        <Button color="primary" type="submit" loading={busy} data-testid="support-new-submit">
          {t('support.send')}
        </Button>
      </div>
    </form>
  );
}
