/**
 * The request wrapper of SPEC sections 7 and 8, driven with a fake fetch and fake timers: each
 * envelope type, the 800 ms spinner rule, the 1.2 s redirects, non-200 statuses and the 60 s time-out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttp, RequestError, type HttpDeps } from './http';

type Call = { url: string; init: RequestInit };

function harness(respond: (call: Call) => Promise<Response> | Response) {
  const calls: Call[] = [];
  const events: string[] = [];
  let token: string | null = 'tok-123';
  const deps: HttpDeps = {
    baseUrl: '/api',
    fetch: (url, init) => {
      calls.push({ url, init });
      return Promise.resolve(respond({ url, init }));
    },
    lang: () => 'fra',
    token: () => token,
    t: (key, params) => (params ? `${key}:${JSON.stringify(params)}` : key),
    toast: (message) => void events.push(`toast:${message}`),
    showSpinner: () => void events.push('spinner:show'),
    hideSpinner: () => void events.push('spinner:hide'),
    clearSession: () => {
      token = null;
      events.push('session:cleared');
    },
    navigate: (path) => void events.push(`navigate:${path}`),
    currentPath: () => '/pages/setting/security',
  };
  return { http: createHttp(deps), calls, events, setToken: (t: string | null) => (token = t) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A response that arrives only when the test says so. */
function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('request shape', () => {
  it('POSTs form-encoded by default, with lang in the body and the token in Authorization', async () => {
    const { http, calls } = harness(() => json({ type: 'ok', message: 'done' }));
    await expect(http.request('/user/editNickname', { nickname: 'Ann', skip: undefined })).resolves.toBe('done');
    const { url, init } = calls[0]!;
    expect(url).toBe('/api/user/editNickname');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('tok-123');
    expect((init.headers as Record<string, string>)['Content-Type']).toContain('application/x-www-form-urlencoded');
    expect(String(init.body)).toBe('nickname=Ann&lang=fra');
  });

  it('sends extra headers (an Idempotency-Key) but never lets them replace Authorization', async () => {
    const { http, calls } = harness(() => json({ type: 'ok', message: 'done' }));
    await http.request('/wallet/change', { number: '1' }, { headers: { 'Idempotency-Key': 'key-12345678', Authorization: 'forged' } });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-12345678');
    expect(headers.Authorization).toBe('tok-123');
  });

  it('GETs with lang in the query, and sends an empty Authorization without a token', async () => {
    const { http, calls, setToken } = harness(() => json({ type: 'ok', message: [] }));
    setToken(null);
    await http.request('/news/list', { c_id: 4, page: 2 }, { method: 'GET' });
    expect(calls[0]!.url).toBe('/api/news/list?c_id=4&page=2&lang=fra');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('');
  });

  it('calls an endpoint by its route-map key: method and path from the key', async () => {
    const { http, calls } = harness(() => json({ type: 'ok', message: { data: [], page: 2, pages: 1, total: 0, limit: 10 } }));
    const page = await http.call('GET /coin/list', { status: 'doing', page: 2 }, { silent: true });
    expect(page.page).toBe(2);
    expect(calls[0]!.url).toBe('/api/coin/list?status=doing&page=2&lang=fra');
    expect(calls[0]!.init.method).toBe('GET');
    await http.call('POST /coin/cancel', { id: 9 });
    expect(calls[1]!.url).toBe('/api/coin/cancel');
    expect(String(calls[1]!.init.body)).toBe('id=9&lang=fra');
  });

  it('sends an input with a list as JSON, keeping the list, and never puts one in a query', async () => {
    const { http, calls } = harness(() => json({ type: 'ok', message: { added: 2 } }));
    await http.call('POST /operator/deposit-pool', { network: 'LTC', addresses: ['La', 'Lb'] });
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ network: 'LTC', addresses: ['La', 'Lb'], lang: 'fra' });
    await expect(http.request('/x', { ids: [1] }, { method: 'GET', silent: true })).rejects.toMatchObject({ code: 'INVALID_PARAMETER' });
    expect(calls).toHaveLength(1);
  });

  it('uploads multipart with purpose before file, lang in the query', async () => {
    const { http, calls } = harness(() => json({ type: 'ok', message: '/uploads/a.png' }));
    await expect(http.upload(new Blob(['x'], { type: 'image/png' }), 'avatar')).resolves.toBe('/uploads/a.png');
    expect(calls[0]!.url).toBe('/api/upload?lang=fra');
    const form = calls[0]!.init.body as FormData;
    expect([...form.keys()]).toEqual(['purpose', 'file']);
    expect(form.get('purpose')).toBe('avatar');
  });
});

describe('envelopes', () => {
  it('type ok resolves with message', async () => {
    const { http, events } = harness(() => json({ type: 'ok', message: { id: 7 } }));
    await expect(http.request('/x')).resolves.toEqual({ id: 7 });
    expect(events).toEqual([]);
  });

  it('code 1 is success too', async () => {
    const { http } = harness(() => json({ code: 1, message: 'fine' }));
    await expect(http.request('/x')).resolves.toBe('fine');
  });

  it('an error shows the message as a toast and rejects with the code', async () => {
    const { http, events } = harness(() =>
      json({ type: 'error', code: 'NICKNAME_INVALID', message: 'Pseudo invalide', field: 'nickname' }),
    );
    const error = await http.request('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'api', code: 'NICKNAME_INVALID', message: 'Pseudo invalide', field: 'nickname' });
    expect(events).toEqual(['toast:Pseudo invalide']);
  });

  it('a silent call rejects without a toast', async () => {
    const { http, events } = harness(() => json({ type: 'error', code: 'NOT_FOUND', message: 'Nope' }));
    await expect(http.request('/x', undefined, { silent: true, method: 'GET' })).rejects.toMatchObject({ kind: 'api' });
    expect(events).toEqual([]);
  });

  it('999 shows the message, clears token and user, and goes to login after 1.2 s', async () => {
    const { http, events } = harness(() => json({ type: '999', code: 'SESSION_EXPIRED', message: 'Session ended' }));
    await expect(http.request('/user/info', undefined, { method: 'GET' })).rejects.toMatchObject({
      kind: 'session',
      code: 'SESSION_EXPIRED',
    });
    expect(events).toEqual(['toast:Session ended', 'session:cleared']);
    vi.advanceTimersByTime(1199);
    expect(events).not.toContain('navigate:/pages/common/login?redirect=%2Fpages%2Fsetting%2Fsecurity');
    vi.advanceTimersByTime(1);
    expect(events).toContain('navigate:/pages/common/login?redirect=%2Fpages%2Fsetting%2Fsecurity');
  });

  it('999 on a silent call still acts, and a burst redirects once', async () => {
    const { http, events } = harness(() => json({ type: '999', code: 'SESSION_EXPIRED', message: 'Session ended' }));
    await Promise.allSettled([
      http.request('/a', undefined, { silent: true, method: 'GET' }),
      http.request('/b', undefined, { method: 'GET' }),
      http.request('/c', undefined, { method: 'GET' }),
    ]);
    vi.advanceTimersByTime(1200);
    expect(events.filter((e) => e.startsWith('navigate:'))).toHaveLength(1);
  });

  it('998 shows the message and goes to identity verification after 1.2 s', async () => {
    const { http, events } = harness(() => json({ type: '998', code: 'VERIFICATION_REQUIRED', message: 'Verify first' }));
    await expect(http.request('/wallet/out')).rejects.toMatchObject({ kind: 'verification' });
    expect(events).toEqual(['toast:Verify first']);
    vi.advanceTimersByTime(1200);
    expect(events).toEqual(['toast:Verify first', 'navigate:/pages/setting/real_mark']);
  });

  it('an error without a message falls back to the translated code', async () => {
    const { http, events } = harness(() => json({ type: 'error', code: 'RATE_LIMITED' }));
    await expect(http.request('/x')).rejects.toMatchObject({ message: 'errors.RATE_LIMITED' });
    expect(events).toEqual(['toast:errors.RATE_LIMITED']);
  });
});

describe('transport', () => {
  it('a non-200 status rejects with a translated network error, even with an envelope body', async () => {
    const { http, events } = harness(() => json({ type: 'error', code: 'INTERNAL_ERROR', message: 'x' }, 500));
    await expect(http.request('/x')).rejects.toMatchObject({ kind: 'network', status: 500, message: 'app.network.status:{"status":500}' });
    expect(events).toEqual(['toast:app.network.status:{"status":500}']);
  });

  it('a failed fetch rejects with the translated network error', async () => {
    const { http, events } = harness(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(http.request('/x')).rejects.toMatchObject({ kind: 'network', message: 'app.network.error' });
    expect(events).toEqual(['toast:app.network.error']);
  });

  it('a body that is not JSON is a network error', async () => {
    const { http } = harness(() => new Response('<html>', { status: 200 }));
    await expect(http.request('/x')).rejects.toMatchObject({ kind: 'network' });
  });

  it('times out at 60 s', async () => {
    const { http, events } = harness(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = http.request('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(events).toEqual(['spinner:show']);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout', message: 'app.network.timeout' });
    expect(events).toEqual(['spinner:show', 'toast:app.network.timeout', 'spinner:hide']);
  });

  it('a call cancelled by its caller rejects quietly', async () => {
    const controller = new AbortController();
    const { http, events } = harness(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = http.request('/x', undefined, { signal: controller.signal, method: 'GET' }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'aborted' });
    expect(events).toEqual([]);
  });
});

describe('the 800 ms spinner rule', () => {
  it('shows no spinner for an answer within 800 ms', async () => {
    const answer = deferred();
    const { http, events } = harness(() => answer.promise);
    const pending = http.request('/x');
    await vi.advanceTimersByTimeAsync(799);
    answer.resolve(json({ type: 'ok', message: 1 }));
    await pending;
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).toEqual([]);
  });

  it('shows the spinner at 800 ms and hides it when the answer comes', async () => {
    const answer = deferred();
    const { http, events } = harness(() => answer.promise);
    const pending = http.request('/x');
    await vi.advanceTimersByTimeAsync(800);
    expect(events).toEqual(['spinner:show']);
    answer.resolve(json({ type: 'ok', message: 1 }));
    await pending;
    expect(events).toEqual(['spinner:show', 'spinner:hide']);
  });
});
