/**
 * The console's request wrapper: the app's own (envelope, language, toasts, spinner), but with the
 * operator's token in Authorization, and a session-expired answer (999) signs the operator out and
 * opens the console's sign-in rather than the user's login page.
 */
import { i18n } from '../../app/i18n';
import { createHttp, type HttpDeps } from '../../app/http';
import { getCurrentPath, go } from '../../app/navigation';
import { langStore } from '../../app/preferences';
import { hideSpinner, showSpinner } from '../../app/spinner';
import { toast } from '../../lib/toast';
import { CONSOLE } from './paths';
import { clearOperatorSession, getOperatorToken } from './session';

const deps: Omit<HttpDeps, 'fetch'> = {
  baseUrl: '/api',
  lang: () => langStore.get(),
  token: getOperatorToken,
  t: (key, params) => i18n.t(key, params),
  toast: (message) => void toast(message),
  showSpinner,
  hideSpinner,
  clearSession: clearOperatorSession,
  // The wrapper names the user's login page; for the console that is the console's sign-in.
  navigate: () => {
    if (getCurrentPath().split('?')[0] !== CONSOLE.login) go(CONSOLE.login, { replace: true });
  },
  currentPath: getCurrentPath,
};

export const operatorHttp = createHttp({ ...deps, fetch: (url, init) => fetch(url, init) });

/**
 * Fields sent as lists. The wrapper sends flat pairs, so a list arrives joined by commas (or one
 * item per line); no item of these lists (deposit addresses) contains either.
 */
const LIST_FIELDS = new Set(['addresses']);

/** Form pairs as a JSON object, with the list fields split into arrays. */
export function pairsToJson(body: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of body) {
    out[key] = LIST_FIELDS.has(key)
      ? value
          .split(/[\n,]/)
          .map((v) => v.trim())
          .filter(Boolean)
      : value;
  }
  return out;
}

/**
 * The same wrapper (envelope, toasts, session handling) for the one console call whose input is
 * a list, the deposit address pool: the server takes a list only in a JSON body.
 */
export const operatorJsonHttp = createHttp({
  ...deps,
  fetch: (url, init) =>
    fetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'Content-Type': 'application/json' },
      body: JSON.stringify(pairsToJson(new URLSearchParams(init.body as URLSearchParams))),
    }),
});
