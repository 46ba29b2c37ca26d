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

const deps: HttpDeps = {
  fetch: (url, init) => fetch(url, init),
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

export const operatorHttp = createHttp(deps);
