/** The otpauth:// address as a QR code for an authenticator app, drawn in the browser (never sent anywhere). */
import { useEffect, useState } from 'react';
import { Spinner } from '../../../components/states';

export function OtpQr({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<{ url: string; data: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 1, width: 176 }))
      .then((data) => {
        if (live) setSrc({ url, data });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  if (!src || src.url !== url) return <div className="console-qr">{<Spinner />}</div>;
  return <img className="console-qr" src={src.data} alt={alt} width={176} height={176} data-testid="totp-qr" />;
}
