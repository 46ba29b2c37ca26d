/**
 * Navigation outside React components (the request wrapper, guards, timers). The router registers
 * itself here; until then, and in tests, the hash is set directly.
 */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/pages/common/login';
export const REAL_MARK_PATH = '/pages/setting/real_mark';
/** SPEC's back-home helper points at a page that does not exist; home is what it means. */
export const LEGACY_HOME_PATH = '/pages/quotation/index.vue';

export interface NavigateOptions {
  replace?: boolean;
}

type Navigator = (to: string, options?: NavigateOptions) => void;

const byHash: Navigator = (to) => {
  window.location.hash = to;
};
const hashPath = (): string => window.location.hash.replace(/^#/, '') || HOME_PATH;
const windowBack = (): void => window.history.back();

let navigator: Navigator = byHash;
let currentPath: () => string = hashPath;
let historyBack: () => void = windowBack;

/**
 * Back to setting the hash directly: the component tests share one module graph (vitest.config.ts),
 * and a router a test rendered is gone after it.
 */
export function unregisterNavigator(): void {
  registerNavigator(byHash, hashPath, windowBack);
}

export function registerNavigator(navigate: Navigator, path: () => string, back: () => void): void {
  navigator = navigate;
  currentPath = path;
  historyBack = back;
}

export function go(to: string, options?: NavigateOptions): void {
  navigator(to, options);
}

export function getCurrentPath(): string {
  return currentPath();
}

/** Back one page; a page opened directly (nothing to go back to) goes home instead. */
export function goBack(): void {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) historyBack();
  else go(HOME_PATH, { replace: true });
}

/** The back-home helper. */
export function backHome(): void {
  go(HOME_PATH);
}

/** The login page, remembering where the user was going (never the login page itself). */
export function loginPathFor(target: string): string {
  const path = target.split('?')[0];
  if (!target || path === LOGIN_PATH || path === '/pages/common/register' || target === HOME_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** Where to go after signing in: the remembered path when it is one of ours, otherwise home. */
export function afterLoginPath(redirect: string | null): string {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  return HOME_PATH;
}
