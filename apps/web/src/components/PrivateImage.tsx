/**
 * An image from a private upload (identity documents, payment vouchers, saved QR codes). The
 * server serves those only to their owner, and an <img> cannot send the session header (the token
 * travels only in Authorization, DESIGN.md section 5), so the file is fetched and shown as a blob.
 */
import { useEffect, useState } from 'react';
import { getToken } from '../app/session';
import { Spinner } from './states';

/** `token` is the session to send: the user's by default; the operator console passes its own. */
export function usePrivateImage(path: string | null | undefined, token?: string | null): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ path: string; url: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!path || !path.startsWith('/uploads/')) return;
    const controller = new AbortController();
    let made: string | null = null;
    fetch(path, { headers: { Authorization: (token === undefined ? getToken() : token) ?? '' }, signal: controller.signal })
      .then(async (response) => {
        if (response.status !== 200) throw new Error(String(response.status));
        made = URL.createObjectURL(await response.blob());
        setState({ path, url: made, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ path, url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [path, token]);
  if (!path || state?.path !== path) return { url: null, failed: false };
  return { url: state.url, failed: state.failed };
}

interface PrivateImageProps {
  path: string | null | undefined;
  alt: string;
  className?: string;
  failedText: string;
  token?: string | null;
}

export function PrivateImage({ path, alt, className, failedText, token }: PrivateImageProps) {
  const { url, failed } = usePrivateImage(path, token);
  if (failed) return <span className={`private-image private-image--failed ${className ?? ''}`}>{failedText}</span>;
  if (!url) {
    return (
      <span className={`private-image ${className ?? ''}`}>
        <Spinner size={20} />
      </span>
    );
  }
  return <img className={`private-image ${className ?? ''}`} src={url} alt={alt} data-testid="private-image" />;
}
