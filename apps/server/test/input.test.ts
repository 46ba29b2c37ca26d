/**
 * How a request becomes input (app/input.ts, issue 11 items 2 and 8): text the database cannot
 * hold is refused by name wherever it arrives, lookup tables read only their own entries, every
 * transport and parser fault answers the envelope, and an empty form field means "not given".
 * The generated sweep over every route is junk-input.test.ts; these are the cases the issue names.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.dispose());

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3b4ed2a0000000049454e44ae426082',
  'hex',
);

function multipart(fields: Array<[string, string]>, file?: Buffer, cut = false) {
  const b = 'inputtest';
  const parts: Buffer[] = fields.map(([k, v]) => Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`), file, Buffer.from('\r\n'));
  if (!cut) parts.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${b}` };
}

async function upload(token: string, body: { payload: Buffer; type: string }, query = '') {
  const res = await t.built.app.inject({
    method: 'POST',
    url: `/api/upload${query}`,
    headers: { authorization: token, 'content-type': body.type },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as { type: string; code?: string; field?: string } };
}

const card = { real_name: 'Li Lei', bank_account: '6222', bank_name: 'ICBC', bank_dizhi: 'Shanghai', bank_network: 'Pudong', phone: '138' };

describe('text the database cannot hold', () => {
  it.each([
    ['a NUL', 'Li\u0000Lei'],
    ['an unpaired high surrogate', 'Li\ud800'],
    ['an unpaired low surrogate', '\udc00Lei'],
  ])('refuses %s in a bank card name, as JSON and as a form', async (_what, name) => {
    const user = await t.newUser();
    const json = await t.call('POST', '/user/cash_save', { ...card, real_name: name }, { token: user.token });
    expect(json).toMatchObject({ status: 200, body: { type: 'error', code: 'INVALID_TEXT', field: 'real_name' } });
    if (!/[\ud800-\udfff]/.test(name)) {
      const form = await t.call('POST', '/user/cash_save', { ...card, real_name: name }, { token: user.token, form: true });
      expect(form.body).toMatchObject({ code: 'INVALID_TEXT', field: 'real_name' });
    }
  });

  it('refuses it in a query, an operator filter, a reason and a quote id', async () => {
    const user = await t.newUser();
    const op = await t.operatorToken();
    expect((await t.call('GET', '/getSetting', { keyword: 'about\u0000' })).body).toMatchObject({ code: 'INVALID_TEXT', field: 'keyword' });
    expect((await t.call('GET', '/operator/audit', { operator: 'admin\u0000' }, { token: op })).body.code).toBe('INVALID_TEXT');
    const reason = { user_id: user.userId, currency_id: 3, book: 'exchange', amount: '1', reason: 'fix\u0000' };
    expect((await t.call('POST', '/operator/adjustments', reason, { token: op })).body).toMatchObject({
      code: 'INVALID_TEXT',
      field: 'reason',
    });
    const quote = { number: '1', from_currency_id: 3, to_currency_id: 1, quote_id: 'q\u0000' };
    expect((await t.call('POST', '/user/Transfer', quote, { token: user.token })).body).toMatchObject({
      code: 'INVALID_TEXT',
      field: 'quote_id',
    });
  });

  it('refuses it in an /uploads/ path; a path that does not decode is a named 400', async () => {
    const nul = await t.built.app.inject({ method: 'GET', url: '/uploads/a%00b.png' });
    expect(nul.statusCode).toBe(200);
    expect(nul.json()).toMatchObject({ code: 'INVALID_TEXT' });
    const broken = await t.built.app.inject({ method: 'GET', url: '/uploads/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ type: 'error', code: 'MALFORMED_REQUEST' });
    const long = await t.built.app.inject({ method: 'GET', url: `/uploads/${'a'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ code: 'URL_TOO_LONG' });
  });

  it('refuses such an operator name without a 500, and audits that failed sign-in and any other', async () => {
    const nul = await t.call('POST', '/operator/login', { username: 'admin\u0000', password: 'whatever-1' });
    expect(nul).toMatchObject({ status: 200, body: { code: 'INVALID_TEXT', field: 'username' } });
    const { rows: refused } = await t.db.query<{ operator_id: number | null; detail: { input: unknown; error: string } }>(
      `SELECT operator_id, detail FROM audit_log WHERE action = 'POST /operator/login' ORDER BY id DESC LIMIT 1`,
    );
    // The name cannot be stored (the database refuses a NUL), the failure and its reason are.
    expect(refused[0]).toEqual({ operator_id: null, detail: { input: '[not storable]', error: 'INVALID_TEXT' } });
    for (const username of ['constructor', '__proto__', 'o\'brien"; --', 'ü'.repeat(64)]) {
      const r = await t.call('POST', '/operator/login', { username, password: 'whatever-1' });
      expect(r.body.code, username).toBe('OPERATOR_LOGIN_FAILED');
      const { rows } = await t.db.query<{ detail: { username: string } }>(
        `SELECT detail FROM audit_log WHERE action = 'operator.login.failed' ORDER BY id DESC LIMIT 1`,
      );
      expect(rows[0]?.detail.username).toBe(username);
    }
  });
});

describe('uploads', () => {
  it.each(['__proto__', 'constructor', 'toString'])('refuses purpose=%s by name, in the form or the query', async (purpose) => {
    const user = await t.newUser();
    const inForm = await upload(user.token, multipart([['purpose', purpose]], PNG));
    expect(inForm).toMatchObject({ status: 200, body: { code: 'INVALID_PARAMETER', field: 'purpose' } });
    const inQuery = await upload(user.token, multipart([], PNG), `?purpose=${purpose}`);
    expect(inQuery.body).toMatchObject({ code: 'INVALID_PARAMETER', field: 'purpose' });
    const { rows } = await t.db.query('SELECT 1 FROM uploads WHERE owner_user_id = $1', [user.userId]);
    expect(rows).toEqual([]);
  });

  it('answers a multipart body without a boundary, or cut short, with MALFORMED_MULTIPART', async () => {
    const user = await t.newUser();
    expect(await upload(user.token, { payload: Buffer.from('x'), type: 'multipart/form-data' })).toMatchObject({
      status: 400,
      body: { type: 'error', code: 'MALFORMED_MULTIPART' },
    });
    expect((await upload(user.token, multipart([['purpose', 'general']], undefined, true))).body.code).toBe('MALFORMED_MULTIPART');
    expect((await upload(user.token, multipart([['purpose', 'general']], PNG, true))).body.code).toBe('MALFORMED_MULTIPART');
  });

  it('refuses text it cannot store in a multipart field, and a multipart body where a form is expected', async () => {
    const user = await t.newUser();
    expect((await upload(user.token, multipart([['type', 'a\u0000']], PNG))).body).toMatchObject({ code: 'INVALID_TEXT', field: 'type' });
    const m = multipart([['real_name', 'x']]);
    const res = await t.built.app.inject({
      method: 'POST',
      url: '/api/user/cash_save',
      headers: { authorization: user.token, 'content-type': m.type },
      payload: m.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

/** A raw HTTP exchange with the listening server: what Node's parser refuses never reaches inject(). */
async function raw(request: string): Promise<{ status: number; body: string }> {
  const { port } = t.built.app.server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (c: Buffer) => chunks.push(c));
  socket.on('error', () => undefined);
  socket.write(request);
  await new Promise((done) => socket.on('close', done));
  const text = Buffer.concat(chunks).toString('utf8');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) };
}

describe('faults of HTTP itself', () => {
  beforeAll(async () => {
    await t.built.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers a query string over 16 kB with the envelope and a 431', async () => {
    const r = await raw(`GET /api/getSetting?keyword=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(r.status).toBe(431);
    expect(JSON.parse(r.body)).toMatchObject({ type: 'error', code: 'REQUEST_HEADERS_TOO_LARGE' });
  });

  it('answers a request line HTTP cannot read with the envelope and a 400', async () => {
    const r = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ type: 'error', code: 'MALFORMED_REQUEST' });
  });
});

describe('form-encoded clients: an empty field is "not given"', () => {
  it('opens a futures position with password= and empty optional prices', async () => {
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '1000', 'lever');
    await t.tick('BTC/USDT', '50000');
    const body = {
      currency_id: '1',
      share: '10',
      multiple: '10',
      type: '1',
      password: '',
      target_profit_price: '',
      legal_id: '',
      status: '',
    };
    const r = await t.call('POST', '/lever/submit', body, { token: user.token, form: true });
    expect(r.body).toMatchObject({ type: 'ok' });
  });

  it('lists orders with currency_id=, in the query or a JSON body', async () => {
    const user = await t.newUser();
    expect((await t.call('GET', '/coin/list', { currency_id: '' }, { token: user.token })).body.type).toBe('ok');
    expect((await t.call('GET', '/coin/list', { currency_id: '', status: '', page: '' }, { token: user.token })).body.type).toBe('ok');
  });

  it("still refuses a required field sent empty, with that field's own code", async () => {
    const user = await t.newUser();
    const share = await t.call(
      'POST',
      '/lever/submit',
      { currency_id: '1', share: '', multiple: '10', type: '1' },
      { token: user.token, form: true },
    );
    expect(share.body).toMatchObject({ code: 'NUMBER_INVALID', field: 'share' });
    const name = await t.call('POST', '/user/cash_save', { ...card, bank_name: '' }, { token: user.token, form: true });
    expect(name.body).toMatchObject({ code: 'BANK_CARD_REQUIRED', field: 'bank_name' });
    const spread = await t.call(
      'POST',
      '/operator/config/exchange',
      { spread_ppm: '', fee_ppm: '0', quote_ttl_seconds: '30' },
      { token: await t.operatorToken(), form: true },
    );
    expect(spread.body).toMatchObject({ code: 'INVALID_PARAMETER', field: 'spread_ppm' });
  });
});
