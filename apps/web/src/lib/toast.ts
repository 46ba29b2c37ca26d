/**
 * Toasts of SPEC section 9: 1,500 ms by default, on a layer (z-index 10090) above every dialog and
 * popup, so a message about a failed action is never hidden behind the sheet that caused it.
 * Our own few lines of DOM rather than antd-mobile's Toast, whose animation library (about 18 KB)
 * the first screen would otherwise download for the first toast: a toast must appear at once, also
 * the first one ('please log in first'). One toast at a time; a new one replaces the one shown.
 * It is a live region, so a screen reader reads it out.
 */
import { TOAST_DURATION_MS, TOAST_Z_INDEX } from '@bourse/contract/constants';

export { TOAST_DURATION_MS, TOAST_Z_INDEX };

export type ToastKind = 'info' | 'success' | 'fail';

/** How long the fade-out takes (toast.css's transition). */
const FADE_MS = 200;

const ICONS: Record<Exclude<ToastKind, 'info'>, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  fail: 'M6.5 6.5l11 11M17.5 6.5l-11 11',
};

interface Shown {
  mask: HTMLElement;
  timer: ReturnType<typeof setTimeout>;
}

let shown: Shown | undefined;

export function toastOptions(message: string, kind: ToastKind, durationMs: number) {
  return {
    content: message,
    icon: kind === 'info' ? undefined : kind,
    duration: durationMs,
    zIndex: String(TOAST_Z_INDEX),
  };
}

function remove(mask: HTMLElement): void {
  mask.classList.add('toast-leaving');
  setTimeout(() => mask.remove(), FADE_MS);
}

function icon(kind: Exclude<ToastKind, 'info'>): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'toast-icon');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', ICONS[kind]);
  svg.append(path);
  return svg;
}

export function toast(message: string, kind: ToastKind = 'info', durationMs: number = TOAST_DURATION_MS): Promise<void> {
  const options = toastOptions(message, kind, durationMs);
  clearShown();
  const mask = document.createElement('div');
  mask.className = 'toast-mask';
  mask.style.zIndex = options.zIndex;
  const main = document.createElement('div');
  main.className = `toast-main${options.icon ? ' toast-with-icon' : ''}`;
  main.setAttribute('role', kind === 'fail' ? 'alert' : 'status');
  if (options.icon) main.append(icon(options.icon));
  const text = document.createElement('span');
  text.textContent = message;
  main.append(text);
  mask.append(main);
  document.body.append(mask);
  const current: Shown = { mask, timer: setTimeout(() => finish(current), options.duration) };
  shown = current;
  return Promise.resolve();
}

function finish(which: Shown): void {
  if (shown === which) shown = undefined;
  remove(which.mask);
}

function clearShown(): void {
  if (!shown) return;
  clearTimeout(shown.timer);
  shown.mask.remove();
  shown = undefined;
}

/** Take the toast down now (tests, between cases). */
export function clearToast(): Promise<void> {
  clearShown();
  for (const mask of document.querySelectorAll('.toast-mask')) mask.remove();
  return Promise.resolve();
}
