/** The invitation link: this site's register page (hash route) with the user's code. */
export function inviteLink(registerPath: string, where: Pick<Location, 'origin' | 'pathname'>): string {
  return `${where.origin}${where.pathname}#${registerPath}`;
}

/** The QR code's picture of a text, drawn by the `qrcode` library (loaded with this page only). */
export async function qrDataUrl(text: string): Promise<string> {
  const QRCode = await import('qrcode');
  return QRCode.toDataURL(text, { margin: 2, width: 440, errorCorrectionLevel: 'M', color: { dark: '#111827', light: '#ffffff' } });
}
