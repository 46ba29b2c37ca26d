/** The app's one request wrapper, wired to the session, the language, toasts and the router. */
import { toast } from '../lib/toast';
import { createHttp } from './http';
import { getCurrentPath, go } from './navigation';
import { langStore } from './preferences';
import { clearSession, getToken } from './session';
import { hideSpinner, showSpinner } from './spinner';
import { translate } from './translate';

export { RequestError, type ApiInput, type ApiOutput, type Params, type RequestOptions } from './http';

export const http = createHttp({
  baseUrl: '/api',
  fetch: (url, init) => fetch(url, init),
  lang: () => langStore.get(),
  token: getToken,
  t: translate,
  toast: (message) => toast(message),
  showSpinner,
  hideSpinner,
  clearSession: () => clearSession({ expired: true }),
  navigate: (path) => go(path, { replace: true }),
  currentPath: getCurrentPath,
});

/** The app calls the API only through these: `call(key, input)` typed by the route map, and uploads. */
export const { call, upload } = http;
