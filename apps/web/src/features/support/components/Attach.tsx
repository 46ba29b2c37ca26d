/** Pick one image for a customer-service message: uploaded at once (purpose `support`), then shown as a thumbnail that can be removed. */
import { useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { PrivateImage } from '../../../components/PrivateImage';
import { Spinner } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { uploadAttachment } from '../api';

export function Attach({ value, onChange }: { value: string | undefined; onChange: (path: string | undefined) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await uploadAttachment(file));
    } catch {
      // the request wrapper has shown why
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="support-attach">
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        data-testid="support-file"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {value ? (
        <span className="support-attach-thumb">
          <PrivateImage path={value} alt={t('support.attachment')} failedText={t('support.imageFailed')} />
          <button
            type="button"
            className="support-attach-remove"
            aria-label={t('support.removeImage')}
            onClick={() => {
              onChange(undefined);
              void toast(t('support.imageRemoved'));
            }}
          >
            ×
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="support-attach-button"
          onClick={() => input.current?.click()}
          disabled={busy}
          data-testid="support-attach"
        >
          {busy ? <Spinner size={16} /> : null} {t('support.addImage')}
        </button>
      )}
    </div>
  );
}
