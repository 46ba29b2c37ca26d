/**
 * What junk-input.test.ts sends and how it judges the answers: malformed values for one field,
 * whole bodies that are not a set of fields, a baseline of acceptable values read off each
 * field's own schema, a prediction of what the contract refuses, and a digest of every table.
 */
import { ERROR_CODES, findMalformedText } from '@bourse/contract';
import type { Db } from '@bourse/db';
import type { z } from 'zod';
import { withoutEmptyFields } from '../src/app/input';

/**
 * A malformed value: as a JSON fragment, and as the text a form or query string carries (if it
 * can). A value with a text form is sent as text (a JSON string decodes to the same input), and
 * also as JSON when `both`.
 */
export interface Junk {
  name: string;
  json: string;
  text?: string | string[];
  both?: boolean;
}

const long = 'x'.repeat(10_000);
const huge = '9'.repeat(400);

export const JUNK: Junk[] = [
  { name: 'NUL', json: '"\\u0000"', text: '\u0000', both: true },
  { name: 'NUL inside', json: '"a\\u0000b"', text: 'a\u0000b', both: true },
  { name: 'lone high surrogate', json: '"\\ud800"' },
  { name: 'lone low surrogate', json: '"x\\udc00y"' },
  { name: 'huge number text', json: `"${huge}"`, text: huge },
  { name: 'huge number', json: huge },
  { name: '2^64', json: '18446744073709551616', text: '18446744073709551616' },
  { name: 'negative', json: '-1', text: '-1' },
  { name: 'negative decimal text', json: '"-0.5"', text: '-0.5' },
  { name: 'negative zero', json: '-0' },
  { name: '1e400', json: '1e400' },
  { name: "'1e400'", json: '"1e400"', text: '1e400' },
  { name: 'NaN', json: '"NaN"', text: 'NaN' },
  { name: 'Infinity', json: '"Infinity"', text: 'Infinity' },
  { name: 'fraction', json: '0.1' },
  { name: 'array', json: '["1","2"]', text: ['1', '2'] },
  { name: 'empty array', json: '[]' },
  { name: 'object', json: '{"a":"1"}' },
  { name: 'null', json: 'null' },
  { name: 'true', json: 'true' },
  { name: '10k characters', json: `"${long}"`, text: long },
  { name: 'empty', json: '""', text: '' },
  { name: 'blank', json: '"   "', text: '   ' },
  { name: 'quote', json: `"' OR '1'='1"`, text: "' OR '1'='1" },
  ...['__proto__', 'constructor', 'toString'].map((p) => ({ name: p, json: `"${p}"`, text: p })),
];

/** Whole bodies that are not an object of fields, with the content type they claim. */
export const BODY_JUNK: Array<{ name: string; type: string; body: string }> = [
  { name: 'JSON array', type: 'application/json', body: '[{"a":"1"}]' },
  { name: 'JSON string', type: 'application/json', body: '"x"' },
  { name: 'JSON number', type: 'application/json', body: '1e400' },
  { name: 'JSON null', type: 'application/json', body: 'null' },
  { name: 'JSON true', type: 'application/json', body: 'true' },
  { name: 'JSON cut short', type: 'application/json', body: '{"a":' },
  { name: 'empty JSON', type: 'application/json', body: '' },
  { name: '__proto__ key', type: 'application/json', body: '{"__proto__":{"admin":true}}' },
  { name: 'constructor key', type: 'application/json', body: '{"constructor":{"prototype":{"admin":true}}}' },
  { name: 'NUL key', type: 'application/json', body: '{"a\\u0000":"1"}' },
  { name: 'form __proto__', type: 'application/x-www-form-urlencoded', body: '__proto__=1&constructor=2' },
  { name: 'form NUL key', type: 'application/x-www-form-urlencoded', body: 'a%00=1' },
  { name: 'plain text', type: 'text/plain', body: 'hello' },
  { name: 'xml', type: 'application/xml', body: '<a/>' },
  { name: 'multipart without boundary', type: 'multipart/form-data', body: 'x' },
  { name: 'bad charset', type: 'application/json; charset=utf-99', body: '{"zz":"1"}' },
];

/** Values tried in turn until a field's own schema accepts one: the other fields of a junk call. */
const CANDIDATES = [
  '1',
  '3',
  'BTC/USDT',
  'USDT',
  'buy',
  'open',
  'register',
  'exchange',
  'a@example.com',
  'Secret-123',
  '123456',
  '13800138000',
  '2024-01-01',
  '1m',
  'ERC20',
  'true',
  'admin',
  'Name',
];

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  options?: readonly z.ZodType[];
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Every field an input schema names (through transforms and unions), with its own schema. */
export function fieldsOf(schema: z.ZodType): Map<string, z.ZodType> {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) return new Map(Object.entries(def.shape));
  if (def.type === 'pipe' && def.in) return fieldsOf(def.in);
  const out = new Map<string, z.ZodType>();
  if (def.type === 'union' && def.options) for (const o of def.options) for (const [k, v] of fieldsOf(o)) if (!out.has(k)) out.set(k, v);
  return out;
}

/**
 * Values that get past a field of a common name (a known market, asset, address), so junk in the
 * other fields travels as far as it can; any other field takes the first candidate it accepts.
 */
const HINTS: Record<string, string> = {
  symbol: 'BTC/USDT',
  currency: 'USDT',
  currency_id: '1',
  legal_id: '3',
  match_id: '1',
  period: '1m',
  network: 'TRC20',
  address: 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH',
  user_string: 'a@example.com',
  area_code: '86',
  mobile: '13800138000',
  q: 'BTC',
  keyword: 'about',
  purpose: 'general',
};

/** An acceptable text for each field that has one among the hints and candidates. */
export function baseline(fields: Map<string, z.ZodType>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, field] of fields) {
    const hint = Object.prototype.hasOwnProperty.call(HINTS, key) ? [HINTS[key]!] : [];
    const value = [...hint, ...CANDIDATES].find((c) => field.safeParse(c).success);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * Whether the contract refuses these fields, as the server receives them (decoded): the text
 * rule, then the schema after empty optional fields are dropped. What it refuses must never reach
 * a handler; what it accepts is a valid call.
 */
export function contractRefuses(schema: z.ZodType, body: unknown): boolean {
  if (body !== null && body !== undefined && (typeof body !== 'object' || Array.isArray(body))) return true;
  if (findMalformedText(body) !== undefined) return true;
  const fields = { ...((body as Record<string, unknown> | null) ?? {}) };
  delete fields.lang;
  return !schema.safeParse(withoutEmptyFields(schema, fields)).success;
}

/** What a form or query string decodes to: repeated names become arrays. */
export function decodePairs(pairs: Array<[string, string]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of pairs) {
    const prior = Object.prototype.hasOwnProperty.call(out, k) ? out[k] : undefined;
    Object.defineProperty(out, k, {
      value: prior === undefined ? v : [...(Array.isArray(prior) ? prior : [prior]), v],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

export function encodePairs(pairs: Array<[string, string]>): string {
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}

export interface Answer {
  status: number;
  type: string | undefined;
  body: string;
}

/** Why an answer is not a named refusal or success in the envelope; undefined when it is. */
export function fault(a: Answer, refused: boolean, raw: boolean, signedIn = false): string | undefined {
  if (a.status >= 500) return `HTTP ${a.status}`;
  if (raw && a.status === 200 && !a.type?.includes('json')) return refused ? 'a refused call answered a file' : undefined;
  let env: { type?: unknown; code?: unknown; message?: unknown };
  try {
    env = JSON.parse(a.body) as typeof env;
  } catch {
    return `not JSON (HTTP ${a.status})`;
  }
  if (env.type === 'ok') return refused ? 'accepted what the contract refuses' : a.status === 200 ? undefined : `ok with HTTP ${a.status}`;
  if (!['error', '999', '998'].includes(env.type as string)) return `no envelope type`;
  // The test's own session ended: the calls after it never reached parsing.
  if (signedIn && env.type === '999') return 'the session was lost';
  if (typeof env.code !== 'string' || !ERROR_CODES.includes(env.code as never)) return `unnamed code ${String(env.code)}`;
  if (typeof env.message !== 'string' || env.message === '') return 'no message';
  return undefined;
}

/**
 * A digest of every table's rows. Left out: the route registrar's own audit rows (action
 * `GET /...` or `POST /...`), one for every console call, answered or refused, by design (the
 * audit log holds every operator action, route.ts); the rows a module writes for what a call did
 * (`operator.create`, `operator.login.failed`, a decision) stay in.
 */
export async function digestTables(db: Db): Promise<Record<string, string>> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name: name } of rows) {
    const where = name === 'audit_log' ? ` WHERE action NOT LIKE 'GET /%' AND action NOT LIKE 'POST /%'` : '';
    const r = await db.query<{ h: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${name}" t${where}`,
    );
    out[name] = r.rows[0]!.h;
  }
  return out;
}

/** A multipart body: text fields, then (optionally) a file part; `cut` drops the closing boundary. */
export function multipartBody(fields: Array<[string, string]>, file?: Buffer, cut = false): { payload: Buffer; type: string } {
  const b = 'junkboundary';
  const parts: Buffer[] = fields.map(([k, v]) => Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="f.bin"\r\n\r\n`), file, Buffer.from('\r\n'));
  if (!cut) parts.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${b}` };
}
