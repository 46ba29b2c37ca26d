/**
 * One side of an identity document: picked from the device,
 * uploaded at once as a private file, and shown from the device's own copy.
 */
import { useEffect, useRef, useState } from 'react';
import { CameraOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../app/i18n';
import { Spinner } from '../../../components/states';
import { toast } from '../../../lib/toast';

const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

interface PhotoPickerProps {
  id: string;
  label: string;
  upload(file: File): Promise<string>;
  onChange(path: string): void;
  error?: string;
}

export function PhotoPicker({ id, label, upload, onChange, error }: PhotoPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return void toast(t('errors.UPLOAD_TYPE_UNSUPPORTED'));
    if (file.size > PHOTO_MAX_BYTES) return void toast(t('errors.UPLOAD_TOO_LARGE', { max: '10 MB' }));
    setBusy(true);
    try {
      const path = await upload(file);
      setPreview(URL.createObjectURL(file));
      onChange(path);
    } catch {
      // the request wrapper has said why
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={`photo-field${error ? ' photo-field--error' : ''}`}>
      <button
        type="button"
        className="photo-pick"
        onClick={() => input.current?.click()}
        disabled={busy}
        data-testid={`${id}-pick`}
        aria-labelledby={`${id}-label`}
      >
        {preview ? <img src={preview} alt="" /> : <CameraOutline fontSize={30} />}
        {busy ? (
          <span className="photo-busy">
            <Spinner size={22} />
          </span>
        ) : null}
      </button>
      <span className="photo-label" id={`${id}-label`}>
        {preview ? t('kyc.lv2.replace', { side: label }) : label}
      </span>
      <input
        ref={input}
        id={id}
        type="file"
        accept={PHOTO_TYPES.join(',')}
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
    </div>
  );
}
