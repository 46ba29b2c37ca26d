/**
 * The request wrapper of SPEC sections 7 and 8. POST and form-encoded by default; `lang` and
 * `Authorization` go on every call; a spinner only after 800 ms; 60 s time-out; only HTTP 200
 * resolves. The envelope decides the rest:
 *   type 'ok' (or code 1)  -> resolve with `message`
 *   type '999'             -> show the message, clear token and user, go to login after 1.2 s
 *   type '998'             -> show the message, go to identity verification after 1.2 s
 *   any other failure      -> show the message as a 1,500 ms toast and reject
 *   non-200 status         -> reject with a translated network error
 * Everything with a side effect comes in through `HttpDeps`, so tests drive it with fakes.
 */
import type { ApiKey, InputOf, OutputOf, RouteMap } from '@bourse/contract';
import { REDIRECT_DELAY_MS, REQUEST_SPINNER_DELAY_MS, REQUEST_TIMEOUT_MS } from '@bourse/contract/constants';
import { LOGIN_PATH, loginPathFor, REAL_MARK_PATH } from './navigation';

export type RequestKind = 'api' | 'session' | 'verification' | 'network' | 'timeout' | 'aborted';

export class RequestError extends Error {
  constructor(
    readonly kind: RequestKind,
    message: string,
    readonly code?: string,
    readonly status?: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export type Params = Record<string, string | number | boolean | null | undefined>;
/** An input with a list or an object in it cannot be form pairs: it goes as a JSON body. */
type Body = Params | Record<string, unknown>;

const isFlat = (params: Body | undefined): params is Params | undefined =>
  !params || Object.values(params).every((v) => v === null || typeof v !== 'object');

/** What `call(key, …)` sends and gets back: inferred from the route map, never written by hand. */
export type ApiInput<K extends ApiKey> = InputOf<RouteMap[K]>;
export type ApiOutput<K extends ApiKey> = OutputOf<RouteMap[K]>;
/** Endpoints that take no field may be called without an input. */
type CallArgs<K extends ApiKey> =
  Record<string, never> extends ApiInput<K>
    ? [input?: ApiInput<K>, options?: Omit<RequestOptions, 'method'>]
    : [input: ApiInput<K>, options?: Omit<RequestOptions, 'method'>];

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Background calls: no toast for an ordinary failure (session and verification still act). */
  silent?: boolean;
  /** Cancels the call (e.g. TanStack Query when a page goes away); no toast then. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra headers, e.g. `Idempotency-Key` on a money-moving call so a retry is applied once. */
  headers?: Record<string, string>;
}

export interface HttpDeps {
  baseUrl: string;
  fetch(url: string, init: RequestInit): Promise<Response>;
  lang(): string;
  token(): string | null;
  t(key: string, params?: Record<string, string | number>): string;
  toast(message: string): void;
  showSpinner(): void;
  hideSpinner(): void;
  clearSession(): void;
  navigate(path: string): void;
  currentPath(): string;
}

interface Envelope {
  type?: unknown;
  code?: unknown;
  message?: unknown;
  field?: unknown;
}

const TIMED_OUT = 'timeout';

function pairs(params: Params | undefined, lang: string): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  search.set('lang', lang);
  return search;
}

/**
 * How an input travels: multipart with the language in the query (the file stays the only large
 * part); lists and objects (a pool of addresses) as JSON, which the API accepts beside form pairs
 * (DESIGN.md section 5); everything else as form pairs, in the query for a GET. A GET with a list
 * cannot be sent (undefined).
 */
function encode(params: Body | FormData | undefined, method: 'GET' | 'POST', lang: string) {
  if (params instanceof FormData) return { query: pairs(undefined, lang).toString(), body: params };
  if (!isFlat(params)) {
    if (method === 'GET') return undefined;
    const fields = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));
    return { body: JSON.stringify({ ...fields, lang }), contentType: 'application/json' };
  }
  if (method === 'GET') return { query: pairs(params, lang).toString() };
  return { body: pairs(params, lang), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
}

export function createHttp(deps: HttpDeps) {
  // A burst of calls can all come back 999; the user sees one message and one redirect.
  let redirectTimer: ReturnType<typeof setTimeout> | undefined;

  function redirectLater(path: string) {
    if (redirectTimer !== undefined) return;
    redirectTimer = setTimeout(() => {
      redirectTimer = undefined;
      deps.navigate(path);
    }, REDIRECT_DELAY_MS);
  }

  function settle<T>(envelope: Envelope, silent: boolean): T {
    if (envelope.type === 'ok' || envelope.code === 1 || envelope.code === '1') return envelope.message as T;
    const code = typeof envelope.code === 'string' ? envelope.code : undefined;
    const message =
      typeof envelope.message === 'string' && envelope.message ? envelope.message : deps.t(code ? `errors.${code}` : 'app.network.error');
    const field = typeof envelope.field === 'string' ? envelope.field : undefined;
    if (envelope.type === '999') {
      deps.toast(message);
      deps.clearSession();
      const here = deps.currentPath();
      if (here.split('?')[0] !== LOGIN_PATH) redirectLater(loginPathFor(here));
      throw new RequestError('session', message, code);
    }
    if (envelope.type === '998') {
      deps.toast(message);
      redirectLater(REAL_MARK_PATH);
      throw new RequestError('verification', message, code);
    }
    if (!silent) deps.toast(message);
    throw new RequestError('api', message, code, 200, field);
  }

  async function request<T>(path: string, params?: Body | FormData, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'POST';
    const silent = options.silent ?? false;
    const lang = deps.lang();
    const headers: Record<string, string> = { ...options.headers, Authorization: deps.token() ?? '' };
    const encoded = encode(params, method, lang);
    if (!encoded) throw new RequestError('api', deps.t('errors.INVALID_PARAMETER'), 'INVALID_PARAMETER');
    const url = `${deps.baseUrl}${path}${encoded.query ? `?${encoded.query}` : ''}`;
    const { body } = encoded;
    if (encoded.contentType) headers['Content-Type'] = encoded.contentType;

    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(TIMED_OUT), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const onCallerAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) onCallerAbort();
    options.signal?.addEventListener('abort', onCallerAbort);
    let spinnerShown = false;
    const spinner = setTimeout(() => {
      spinnerShown = true;
      deps.showSpinner();
    }, REQUEST_SPINNER_DELAY_MS);

    const fail = (kind: RequestKind, key: string, status?: number): never => {
      const message = deps.t(key, status === undefined ? undefined : { status });
      if (!silent) deps.toast(message);
      throw new RequestError(kind, message, undefined, status);
    };

    try {
      let envelope: Envelope;
      try {
        const response = await deps.fetch(url, { method, headers, body, signal: controller.signal });
        if (response.status !== 200) return fail('network', 'app.network.status', response.status);
        envelope = (await response.json()) as Envelope;
      } catch (error) {
        if (error instanceof RequestError) throw error;
        if (controller.signal.aborted && controller.signal.reason === TIMED_OUT) return fail('timeout', 'app.network.timeout');
        if (controller.signal.aborted) throw new RequestError('aborted', 'aborted');
        return fail('network', 'app.network.error');
      }
      return settle<T>(envelope ?? {}, silent);
    } finally {
      clearTimeout(timeout);
      clearTimeout(spinner);
      options.signal?.removeEventListener('abort', onCallerAbort);
      if (spinnerShown) deps.hideSpinner();
    }
  }

  /**
   * Call one endpoint of the route map by its key (`'POST /coin/trade'`): the method and path come
   * from the key, the input and result types from the contract. Only types are imported, so no
   * schema reaches the browser bundle.
   */
  function call<K extends ApiKey>(key: K, ...[input, options]: CallArgs<K>): Promise<ApiOutput<K>> {
    const space = key.indexOf(' ');
    const method = key.slice(0, space) as 'GET' | 'POST';
    return request<ApiOutput<K>>(key.slice(space + 1), input as Body | undefined, { ...options, method });
  }

  return {
    /** The transport, for the wrapper's own tests; the app calls endpoints with `call`. */
    request,
    call,
    /** Multipart upload (field `file` plus `purpose`); resolves with the stored path. */
    upload: (file: Blob, purpose: string, options?: Omit<RequestOptions, 'method'>) => {
      const form = new FormData();
      form.append('purpose', purpose);
      form.append('file', file);
      return request<ApiOutput<'POST /upload'>>('/upload', form, { ...options, method: 'POST' });
    },
  };
}

export type Http = ReturnType<typeof createHttp>;
