/** A QR code drawn on the device (the qrcode package loads with the page that needs it). */
import { useEffect, useState } from 'react';
import { Spinner } from '../../../components/states';

export const QR_OPTIONS = { margin: 1, width: 440, errorCorrectionLevel: 'M' as const, color: { dark: '#111827', light: '#ffffff' } };

export function QrCode({ text, alt, size = 200 }: { text: string; alt: string; size?: number }) {
  const [made, setMade] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(async (QRCode) => {
      const url = await QRCode.toDataURL(text, QR_OPTIONS);
      if (live) setMade({ text, url });
    });
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <div className="qr-box" style={{ width: size + 24, height: size + 24 }}>
      {made && made.text === text ? (
        <img src={made.url} width={size} height={size} alt={alt} data-testid="qr-image" />
      ) : (
        <Spinner size={28} />
      )}
    </div>
  );
}

/** The QR code of `text` as a PNG file, to upload where a QR image is required. */
export async function qrPngFile(text: string, name = 'qrcode.png'): Promise<File> {
  const QRCode = await import('qrcode');
  const url = await QRCode.toDataURL(text, QR_OPTIONS);
  // Decoded here rather than fetched: the page's CSP allows connections to the API only.
  const binary = atob(url.slice(url.indexOf(',') + 1));
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
