/**
 * A picture picked from the device, uploaded at once, and shown from the device's own copy (a
 * private upload cannot be loaded by an <img> without the session header). Reports the stored path.
 */
import { useEffect, useRef, useState } from 'react';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../app/i18n';
import { Spinner } from '../../../components/states';
import { toast } from '../../../lib/toast';

const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

interface ImageUploadProps {
  id: string;
  label: string;
  hint?: string;
  upload(file: File): Promise<string>;
  onChange(path: string): void;
  error?: string;
  /** A picture made on the device (e.g. a generated QR code) to show instead of a picked one. */
  preview?: string | null;
}

export function ImageUpload({ id, label, hint, upload, onChange, error, preview }: ImageUploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (local) URL.revokeObjectURL(local);
    },
    [local],
  );

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return void toast(t('errors.UPLOAD_TYPE_UNSUPPORTED'));
    if (file.size > IMAGE_MAX_BYTES) return void toast(t('errors.UPLOAD_TOO_LARGE', { max: '10 MB' }));
    setBusy(true);
    try {
      const path = await upload(file);
      setLocal(URL.createObjectURL(file));
      onChange(path);
    } catch {
      // the request wrapper has said why
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const shown = preview ?? local;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className={`image-upload${shown ? ' image-upload--filled' : ''}`}
        onClick={() => input.current?.click()}
        aria-labelledby={`${id}-label`}
        data-testid={`${id}-pick`}
        disabled={busy}
      >
        {shown ? <img src={shown} alt="" /> : <AddOutline fontSize={28} />}
        <span className="image-upload-text">
          {busy ? t('wallet.form.uploading') : shown ? t('wallet.form.replaceImage') : t('wallet.form.chooseImage')}
        </span>
        {busy ? (
          <span className="image-upload-busy">
            <Spinner size={22} />
          </span>
        ) : null}
      </button>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="visually-hidden"
        tabIndex={-1}
        onChange={(event) => void pick(event.target.files?.[0])}
        data-testid={`${id}-input`}
      />
      {error ? (
        <span className="field-error" role="alert" data-testid={`${id}-error`}>
          {error}
        </span>
      ) : null}
      {hint ? <span className="field-hint">{hint}</span> : null}
    </div>
  );
}
