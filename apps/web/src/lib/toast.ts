/**
 * Toasts of SPEC section 9: 1,500 ms by default, on a layer (z-index 10090) above every dialog and
 * popup, so a message about a failed action is never hidden behind the sheet that caused it.
 * antd-mobile's Toast (and the animation library under it) loads on the first toast, which keeps
 * it off the first screen's critical path; calls made meanwhile keep their order.
 */
import type { CSSProperties } from 'react';
import type ToastModule from 'antd-mobile/es/components/toast';
import { TOAST_DURATION_MS, TOAST_Z_INDEX } from '@bourse/contract/constants';

export { TOAST_DURATION_MS, TOAST_Z_INDEX };

export type ToastKind = 'info' | 'success' | 'fail';

type ToastApi = typeof ToastModule;

let loading: Promise<ToastApi> | undefined;
// The component's own module, not the package index: a dynamic import of the index keeps all of it.
const loadToast = () => (loading ??= import('antd-mobile/es/components/toast').then((m) => m.default));

/** Load the toast code ahead of need (the app calls this once the first screen is up). */
export function preloadToast(): void {
  void loadToast();
}

export function toastOptions(message: string, kind: ToastKind, durationMs: number) {
  return {
    content: message,
    icon: kind === 'info' ? undefined : kind,
    duration: durationMs,
    maskStyle: { '--z-index': String(TOAST_Z_INDEX) } as CSSProperties,
  };
}

export function toast(message: string, kind: ToastKind = 'info', durationMs: number = TOAST_DURATION_MS): Promise<void> {
  return loadToast().then((Toast) => {
    Toast.show(toastOptions(message, kind, durationMs));
  });
}

export function clearToast(): Promise<void> {
  return loadToast().then((Toast) => Toast.clear());
}
