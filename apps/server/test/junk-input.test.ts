/**
 * No input answers a 5xx (issue 11, item 2). Generated from the route map, so a route is covered
 * the day it is declared: for every route, signed in as its auth needs, every input field gets
 * every malformed value of junk.ts (as form or query text, or as JSON), then each field goes
 * missing, then whole bodies that are not fields at all; multipart routes get multipart junk.
 * Every answer must be the envelope with a named code; what the contract refuses must be refused;
 * and no table changes. A call the contract accepts is only sent to a route that reads (a valid
 * call elsewhere would change state legitimately).
 */
import { type ApiKey, type AuthMode, routeMap } from '@bourse/contract';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import {
  type Answer,
  BODY_JUNK,
  JUNK,
  baseline,
  contractRefuses,
  decodePairs,
  digestTables,
  encodePairs,
  fault,
  fieldsOf,
  multipartBody,
  type Junk,
} from './junk';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3b4ed2a0000000049454e44ae426082',
  'hex',
);
const NOT_AN_IMAGE = Buffer.from('plain text, not a picture');

/** POST routes that only read: they may be called with input the contract accepts. */
const READ_POSTS = new Set<string>([
  'POST /news/list',
  'POST /news/detail',
  'POST /wallet/list',
  'POST /wallet/detail',
  'POST /wallet/legal_log',
  'POST /wallet/get_info',
  'POST /user/getTransferList',
  'POST /user/cash_info',
  'POST /user/cash_info_international',
  'POST /lever/deal',
  'POST /lever/dealall',
  'POST /lever/my_trade',
]);
/** GET routes that change state. */
const WRITE_GETS = new Set<string>(['GET /user/logout']);

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  auth: AuthMode;
  input: z.ZodType;
  raw?: boolean;
  multipart?: boolean;
}

interface Probe {
  label: string;
  query?: string;
  type?: string;
  payload?: string | Buffer;
  refused: boolean;
}

let t: TestApp;
let tokens: Record<AuthMode, string | undefined>;
let before: Record<string, string>;

beforeAll(async () => {
  // Limits far above what the test sends, so every call reaches parsing.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000000' });
  const user = await t.newUser();
  const admin = await t.operatorToken('admin');
  await t.db.tx((ex) => t.built.modules.operator.service.create(ex, 'junksetup', 'Initial-Pass-1', 'support'));
  const setup = await t.call<{ token: string }>('POST', '/operator/login', { username: 'junksetup', password: 'Initial-Pass-1' });
  tokens = { none: undefined, optional: user.token, user: user.token, operator: admin, 'operator-setup': setup.body.message.token };
  // GET /user/info records the language of the call (always en here) and its time (the manual
  // clock stands still): called once first, its later calls write what is already there.
  await t.call('GET', '/user/info', {}, { token: user.token });
  before = await digestTables(t.db);
}, 120_000);
afterAll(() => t?.dispose());

const readsOnly = (key: string, e: Endpoint) => (e.method === 'GET' ? !WRITE_GETS.has(key) : READ_POSTS.has(key));

function jsonProbe(e: Endpoint, label: string, base: Record<string, string>, field?: [string, string]): Probe {
  const entries = Object.entries(base)
    .filter(([k]) => k !== field?.[0])
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  if (field) entries.push(`${JSON.stringify(field[0])}:${field[1]}`);
  const payload = `{${entries.join(',')}}`;
  return { label: `${label} (JSON)`, type: 'application/json', payload, refused: contractRefuses(e.input, JSON.parse(payload)) };
}

/** The baseline as form or query text, with `field` left out or, given a value, replaced. */
function textProbe(e: Endpoint, label: string, base: Record<string, string>, field?: { key: string; value?: string | string[] }): Probe {
  const pairs: Array<[string, string]> = Object.entries(base).filter(([k]) => k !== field?.key);
  const value = field?.value;
  if (field && value !== undefined) for (const v of Array.isArray(value) ? value : [value]) pairs.push([field.key, v]);
  const refused = contractRefuses(e.input, decodePairs(pairs));
  if (e.method === 'GET') return { label: `${label} (query)`, query: encodePairs(pairs), refused };
  return { label: `${label} (form)`, type: 'application/x-www-form-urlencoded', payload: encodePairs(pairs), refused };
}

/** Junk in one field at a time, each field missing, everything missing, an unknown field. */
function fieldProbes(e: Endpoint): Probe[] {
  const fields = fieldsOf(e.input);
  const base = baseline(fields);
  const probes: Probe[] = [];
  for (const key of fields.keys()) {
    for (const j of JUNK) {
      if (j.text !== undefined) probes.push(textProbe(e, `${key}=${j.name}`, base, { key, value: j.text }));
      if (e.method === 'POST' && (j.text === undefined || j.both)) probes.push(jsonProbe(e, `${key}=${j.name}`, base, [key, j.json]));
    }
    probes.push(textProbe(e, `${key} missing`, base, { key }));
  }
  probes.push(textProbe(e, 'every field missing', {}));
  for (const name of ['constructor', '__proto__', 'toString'])
    probes.push(textProbe(e, `unknown field ${name}`, base, { key: name, value: '1' }));
  return probes;
}

function bodyProbes(e: Endpoint): Probe[] {
  if (e.method !== 'POST') return [];
  // Only `null` decodes to a set of fields (none); every other body here is refused outright.
  return BODY_JUNK.map((b) => ({
    label: `body ${b.name}`,
    type: b.type,
    payload: b.body,
    refused: b.body !== 'null' || contractRefuses(e.input, {}),
  }));
}

/**
 * A multipart route: junk in its text fields, and broken bodies. Beside fields the contract
 * refuses goes a real image (so the junk meets a file that would be stored); beside fields it
 * accepts, a file no purpose takes: no call is valid.
 */
function multipartProbes(e: Endpoint): Probe[] {
  const fields = fieldsOf(e.input);
  const base = Object.entries(baseline(fields));
  const probes: Probe[] = [];
  const add = (label: string, m: { payload: Buffer; type: string }, query?: string) =>
    probes.push({ label, payload: m.payload, type: m.type, query, refused: true });
  const fileFor = (pairs: Array<[string, string]>) => (contractRefuses(e.input, decodePairs(pairs)) ? PNG : NOT_AN_IMAGE);
  for (const key of fields.keys()) {
    for (const j of JUNK.filter((x): x is Junk & { text: string | string[] } => x.text !== undefined)) {
      const junk = (Array.isArray(j.text) ? j.text : [j.text]).map((v): [string, string] => [key, v]);
      const others = base.filter(([k]) => k !== key);
      add(`multipart ${key}=${j.name}`, multipartBody([...others, ...junk], fileFor([...others, ...junk])));
      add(`query ${key}=${j.name}`, multipartBody(others, fileFor([...others, ...junk])), encodePairs(junk));
    }
  }
  const notAnImage = NOT_AN_IMAGE;
  add('multipart file missing', multipartBody(base));
  add('multipart cut short in the fields', multipartBody(base, undefined, true));
  add('multipart cut short in the file', multipartBody(base, notAnImage, true));
  add('multipart field __proto__', multipartBody([['__proto__', 'x']], notAnImage));
  add('multipart unknown field', multipartBody([...base, ['constructor', 'x']], notAnImage));
  add(
    'multipart too many parts',
    multipartBody(
      [1, 2, 3, 4, 5, 6].map((n): [string, string] => [`f${n}`, 'x']),
      notAnImage,
    ),
  );
  add('multipart no boundary', { payload: Buffer.from('x'), type: 'multipart/form-data' });
  add('multipart empty', { payload: Buffer.alloc(0), type: 'multipart/form-data; boundary=junkboundary' });
  return [...probes, ...bodyProbes(e)];
}

async function send(e: Endpoint, p: Probe): Promise<Answer> {
  const token = tokens[e.auth];
  const res = await t.built.app.inject({
    method: e.method,
    url: `/api${e.path}${p.query ? `?${p.query}` : ''}`,
    headers: { ...(token ? { authorization: token } : {}), ...(p.type ? { 'content-type': p.type } : {}) },
    ...(p.payload !== undefined ? { payload: p.payload } : {}),
  });
  return { status: res.statusCode, type: res.headers['content-type'] as string | undefined, body: res.body };
}

describe('junk to every route of the route map', () => {
  it.each(Object.keys(routeMap) as ApiKey[])('%s answers junk with a named refusal', async (key) => {
    const e = routeMap[key] as unknown as Endpoint;
    const all = e.multipart ? multipartProbes(e) : [...fieldProbes(e), ...bodyProbes(e)];
    const probes = all.filter((p) => p.refused || readsOnly(key, e));
    const faults: string[] = [];
    for (let i = 0; i < probes.length; i += 16) {
      const batch = probes.slice(i, i + 16);
      const answers = await Promise.all(batch.map((p) => send(e, p)));
      answers.forEach((a, n) => {
        const why = fault(a, batch[n]!.refused, e.raw === true, tokens[e.auth] !== undefined);
        if (why) faults.push(`${batch[n]!.label}: ${why}: ${a.body.slice(0, 160)}`);
      });
    }
    expect(faults).toEqual([]);
    expect(probes.length).toBeGreaterThan(0);
  });

  it('answers junk in an /uploads/ path with a named code', async () => {
    for (const path of ['%00', 'a%00b.png', '%ED%A0%80', '%E0%A4%A', '__proto__', 'constructor', 'x'.repeat(300)]) {
      const res = await t.built.app.inject({ method: 'GET', url: `/uploads/${path}` });
      expect(
        fault({ status: res.statusCode, type: res.headers['content-type'] as string, body: res.body }, true, false),
        path,
      ).toBeUndefined();
    }
  });

  it('changed no table', async () => {
    const after = await digestTables(t.db);
    expect(Object.keys(after).filter((k) => after[k] !== before[k])).toEqual([]);
  });
});
