/** The API core: envelope, body formats, transport statuses, headers, rate limits, docs and uploads. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@bourse/i18n/all';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3b4ed2a0000000049454e44ae426082',
  'hex',
);

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) {
  const boundary = '----bourse' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('envelope and bodies', () => {
  it('answers ok with data in message, from form and JSON bodies alike', async () => {
    const json = await t.call('POST', '/news/list', { c_id: 4 });
    const form = await t.call('POST', '/news/list', { c_id: '4' }, { form: true });
    expect(json.status).toBe(200);
    expect(json.body.type).toBe('ok');
    expect(form.body).toEqual(json.body);
  });

  it('translates an error into the request language, from the body, the query or a header', async () => {
    for (const lang of ['en', 'zh', 'th', 'fra']) {
      const r = await t.call('POST', '/news/detail', { id: 999999 }, { lang });
      expect(r.body).toEqual({ type: 'error', code: 'NEWS_NOT_FOUND', message: translate(lang as 'en', 'errors.NEWS_NOT_FOUND') });
    }
    const viaHeader = await t.call('POST', '/news/detail', { id: 999999 }, { headers: { lang: 'jp' } });
    expect(viaHeader.body.message).toBe(translate('jp', 'errors.NEWS_NOT_FOUND'));
    const unknownLang = await t.call('POST', '/news/detail', { id: 999999 }, { lang: 'xx' });
    expect(unknownLang.body.message).toBe(translate('en', 'errors.NEWS_NOT_FOUND'));
  });

  it('refuses unknown fields, wrong types and huge values with a named code', async () => {
    expect((await t.call('POST', '/news/list', { c_id: 4, admin: true })).body).toMatchObject({ code: 'UNKNOWN_FIELD', field: 'admin' });
    expect((await t.call('POST', '/news/list', { c_id: 'four' })).body.code).toBe('INVALID_PARAMETER');
    expect((await t.call('POST', '/news/list', { c_id: '9'.repeat(40) })).body.code).toBe('INVALID_PARAMETER');
    expect((await t.call('POST', '/news/list', { c_id: -4 })).body.code).toBe('INVALID_PARAMETER');
    expect((await t.call('POST', '/news/list', {})).body.code).toBe('INVALID_PARAMETER');
  });

  it('uses transport statuses only for transport faults', async () => {
    const malformed = await t.built.app.inject({
      method: 'POST',
      url: '/api/news/list',
      headers: { 'content-type': 'application/json' },
      payload: '{"c_id":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ type: 'error', code: 'MALFORMED_BODY' });

    const wrongMedia = await t.built.app.inject({
      method: 'POST',
      url: '/api/news/list',
      headers: { 'content-type': 'text/csv' },
      payload: 'c_id,4',
    });
    expect(wrongMedia.statusCode).toBe(415);
    expect(wrongMedia.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });

    const huge = await t.built.app.inject({
      method: 'POST',
      url: '/api/news/list',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ c_id: 4, pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const missing = await t.call('GET', '/no/such/route');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });

  it('sends security headers', async () => {
    const r = await t.built.app.inject({ method: 'GET', url: '/api/getSiteConfig' });
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['strict-transport-security']).toBeDefined();
    expect(r.headers['x-ratelimit-limit']).toBeDefined();
  });

  it('describes every route in OpenAPI at /api/docs', async () => {
    const r = await t.built.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const paths = Object.keys(r.json().paths);
    for (const p of [
      '/api/user/login',
      '/api/user/register',
      '/api/sms_mail',
      '/api/news/list',
      '/api/upload',
      '/api/operator/ledger/check',
    ]) {
      expect(paths).toContain(p);
    }
    const ui = await t.built.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('security headers', () => {
  it('sends the whole set of security headers on answers, refusals and 404s alike', async () => {
    const whole = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
        "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';upgrade-insecure-requests;media-src 'self' blob:;connect-src 'self' ws: wss:",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const answers = [
      await t.built.app.inject({ method: 'GET', url: '/api/getSiteConfig' }),
      // Refused before the handler (no session): the error handler's answer.
      await t.built.app.inject({ method: 'POST', url: '/api/coin/trade', payload: { currency_id: 1 } }),
      await t.built.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ];
    for (const r of answers) {
      expect(r.headers).toMatchObject(whole);
      expect(r.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('sessions', () => {
  it('reads the token from Authorization only: raw or Bearer, never the query, body or a cookie', async () => {
    const user = await t.newUser();
    expect((await t.call('GET', '/user/info', {}, { token: user.token })).body.type).toBe('ok');
    expect((await t.call('GET', '/user/info', {}, { token: `Bearer ${user.token}` })).body.type).toBe('ok');
    const viaQuery = await t.built.app.inject({ method: 'GET', url: `/api/user/info?token=${user.token}` });
    expect(viaQuery.json()).toMatchObject({ type: '999' });
    const viaCookie = await t.built.app.inject({ method: 'GET', url: '/api/user/info', headers: { cookie: `token=${user.token}` } });
    expect(viaCookie.json()).toMatchObject({ type: '999', code: 'SESSION_REQUIRED' });
    const viaBody = await t.call('POST', '/user/editNickname', { nickname: 'abc', token: user.token });
    expect(viaBody.body).toMatchObject({ type: '999' });
  });
});

describe('rate limits', () => {
  it('answers 429 RATE_LIMITED past the per-minute limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.call('GET', '/getSiteConfig')).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const r = await limited.call('GET', '/getSiteConfig', {}, { lang: 'zh' });
      expect(r.body).toMatchObject({ type: 'error', code: 'RATE_LIMITED', message: translate('zh', 'errors.RATE_LIMITED') });
      // A refusal still carries the security headers (they are set before the limit is counted).
      const refused = await limited.built.app.inject({ method: 'GET', url: '/api/getSiteConfig' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(refused.headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await limited.dispose();
    }
  });
});

describe('uploads', () => {
  async function upload(token: string | undefined, fields: Record<string, string>, file?: { name: string; data: Buffer }) {
    const { payload, contentType } = multipart(fields, file);
    const res = await t.built.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': contentType, ...(token ? { authorization: token } : {}) },
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  }

  it('stores an image under a generated name and returns its path in message', async () => {
    const user = await t.newUser();
    const r = await upload(user.token, { purpose: 'avatar' }, { name: '../../etc/passwd.png', data: PNG });
    expect(r.body.type).toBe('ok');
    expect(r.body.message).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const file = await t.built.app.inject({ method: 'GET', url: r.body.message });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('checks the content, not the name or declared type', async () => {
    const user = await t.newUser();
    const fake = await upload(user.token, { purpose: 'avatar' }, { name: 'photo.png', data: Buffer.from('<script>alert(1)</script>') });
    expect(fake.body.code).toBe('UPLOAD_TYPE_UNSUPPORTED');
    expect(fake.status).toBe(415);
    const audio = await upload(user.token, { purpose: 'nft', type: 'audio' }, { name: 'song.mp3', data: PNG });
    expect(audio.body.code).toBe('AUDIO_FILE_ERROR');
    const mp3 = await upload(
      user.token,
      { purpose: 'nft', type: 'audio' },
      { name: 'a.mp3', data: Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64)]) },
    );
    expect(mp3.body.type).toBe('ok');
    expect(mp3.body.message).toMatch(/\.mp3$/);
  });

  it('limits the size', async () => {
    const small = await createTestApp({ UPLOAD_MAX_BYTES: '2048' });
    try {
      const user = await small.newUser();
      const { payload, contentType } = multipart(
        { purpose: 'avatar' },
        { name: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(4096)]) },
      );
      const res = await small.built.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { 'content-type': contentType, authorization: user.token },
        payload,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE' });
    } finally {
      await small.dispose();
    }
  });

  it('needs a session, and serves private files only to their owner', async () => {
    expect((await upload(undefined, {}, { name: 'a.png', data: PNG })).body).toMatchObject({ type: '999' });
    const owner = await t.newUser();
    const other = await t.newUser();
    const r = await upload(owner.token, { purpose: 'kyc' }, { name: 'id.png', data: PNG });
    const path = r.body.message as string;
    const anonymous = await t.built.app.inject({ method: 'GET', url: path });
    expect(anonymous.statusCode).toBe(404);
    const stranger = await t.built.app.inject({ method: 'GET', url: path, headers: { authorization: other.token } });
    expect(stranger.statusCode).toBe(404);
    const mine = await t.built.app.inject({ method: 'GET', url: path, headers: { authorization: owner.token } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toContain('no-store');
    const operator = await t.operatorToken();
    const reviewer = await t.built.app.inject({ method: 'GET', url: path, headers: { authorization: operator } });
    expect(reviewer.statusCode).toBe(200);
  });

  it('refuses a request without the file field', async () => {
    const user = await t.newUser();
    const r = await upload(user.token, { purpose: 'avatar' });
    expect(r.body.code).toBe('UPLOAD_REQUIRED');
  });
});
