/**
 * The invitation poster: a PNG the user saves (a download, which phones offer to keep in photos)
 * with the site's name, a title, the stated terms, the QR code and the code. Drawn on a canvas
 * from the same QR picture the page shows, so what is scanned from the poster is the same link.
 */
export interface PosterText {
  site: string;
  title: string;
  /** The stated terms, one line each (long lines wrap). */
  lines: string[];
  codeLabel: string;
  code: string;
}

const W = 720;
const H = 1200;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('poster: the QR picture did not load'));
    img.src = src;
  });
}

/** Wrap a text to the width; returns the y after it. */
function wrap(ctx: CanvasRenderingContext2D, text: string, y: number, lineHeight: number): number {
  const words = text.includes(' ') ? text.split(' ') : [...text];
  const joiner = text.includes(' ') ? ' ' : '';
  let line = '';
  for (const w of words) {
    const next = line ? `${line}${joiner}${w}` : w;
    if (ctx.measureText(next).width > W - 96 && line) {
      ctx.fillText(line, W / 2, y);
      y += lineHeight;
      line = w;
    } else line = next;
  }
  if (line) ctx.fillText(line, W / 2, y);
  return y + lineHeight;
}

export async function drawPoster(qr: string, text: PosterText): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('poster: no 2D canvas');
  const bg = ctx.createLinearGradient(0, 0, 0, H);
  bg.addColorStop(0, '#1e3a8a');
  bg.addColorStop(1, '#2563eb');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, W, H);
  ctx.textAlign = 'center';
  ctx.fillStyle = '#ffffff';
  ctx.font = '600 40px system-ui, sans-serif';
  ctx.fillText(text.site, W / 2, 110);
  ctx.font = '700 52px system-ui, sans-serif';
  let y = wrap(ctx, text.title, 200, 64);
  ctx.font = '28px system-ui, sans-serif';
  for (const line of text.lines) y = wrap(ctx, line, y + 8, 40);
  // The QR code on a white card with a quiet zone, so any camera reads it.
  const size = 440;
  const top = Math.max(y + 20, 560);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect((W - size - 40) / 2, top, size + 40, size + 40);
  ctx.drawImage(await loadImage(qr), (W - size) / 2, top + 20, size, size);
  ctx.fillStyle = '#ffffff';
  ctx.font = '28px system-ui, sans-serif';
  ctx.fillText(text.codeLabel, W / 2, top + size + 100);
  ctx.font = '700 44px ui-monospace, Menlo, monospace';
  ctx.fillText(text.code, W / 2, top + size + 155);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('poster: no PNG'))), 'image/png'));
}

/** Offer the PNG as a file (the browser's download; on a phone, "save image"). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
