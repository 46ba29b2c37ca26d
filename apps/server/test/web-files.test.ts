/**
 * The web app's files on a first load (issue 13): the build's brotli and gzip copies chosen by
 * Accept-Encoding, a year's immutable cache for hashed build files, a day for the public pictures
 * and `no-cache` for the page. The folder is made by the web build's own compression step. And the
 * API's larger answers, compressed per request.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/build/precompress';
import { pickEncoding } from '../src/app/compress';
import { createTestApp, type TestApp } from './harness';

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'row ${i}' }`).join(', ')}];\n`;
const PAGE = `<!doctype html><html lang="en"><head><title>app</title></head><body>${'<p>first load</p>'.repeat(100)}</body></html>`;
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`;

let dist: string;
let web: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'bourse-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'static'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'tiny-XyZ789.js'), 'export {};');
  writeFileSync(join(dist, 'static', 'logo.svg'), LOGO);
  const summary = await precompressDir(dist);
  expect(summary.files).toBe(3); // the tiny script is left as it is
  web = await createTestApp({ WEB_DIST: dist });
});

afterAll(async () => {
  await web?.dispose();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  web.built.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('serving the built web app', () => {
  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, and the file to others', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const answer of [br, gz, plain]) expect(answer.headers.vary).toMatch(/accept-encoding/i);
  });

  it('caches hashed build files for a year as immutable, public pictures for a day, and has the page checked each time', async () => {
    const script = await get('/assets/index-AbC123.js', 'br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const tiny = await get('/assets/tiny-XyZ789.js', 'br');
    expect([tiny.headers['content-encoding'], tiny.headers['cache-control'], tiny.body]).toEqual([
      undefined,
      'public, max-age=31536000, immutable',
      'export {};',
    ]);

    for (const [url, cache] of [
      ['/', 'no-cache'],
      ['/index.html', 'no-cache'],
      ['/static/logo.svg', 'public, max-age=86400'],
    ]) {
      const answer = await get(url!, 'br, gzip');
      expect([url, answer.statusCode, answer.headers['cache-control'], answer.headers['content-encoding']]).toEqual([
        url,
        200,
        cache,
        'br',
      ]);
      expect(answer.headers.etag).toBeTruthy();
    }
    const page = await get('/', 'br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
  });

  it('answers a client path with the page, compressed and not cached, and never serves a compressed copy by its own name', async () => {
    const page = await get('/some/client/path', 'gzip');
    expect([page.statusCode, page.headers['content-encoding'], page.headers['cache-control']]).toEqual([200, 'gzip', 'no-cache']);
    expect(gunzipSync(page.rawPayload).toString()).toBe(PAGE);

    const copy = await get('/assets/index-AbC123.js.br', 'br');
    expect(copy.statusCode).toBe(404);
    const gone = await get('/assets/page-old.js', 'br');
    expect(gone.statusCode).toBe(404);
  });

  it('answers a revalidation of an unchanged page with 304', async () => {
    const first = await get('/', 'br');
    const again = await web.built.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('compressing API answers', () => {
  it('picks brotli, then gzip, and honours a refusal', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it('sends a large answer compressed to a client that takes it, the same envelope once decoded', async () => {
    const plain = await get('/api/menu');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await get('/api/menu', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.body));

    const gz = await get('/api/menu', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('leaves a small answer as it is', async () => {
    const small = await get('/api/default/info', 'br');
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json<{ type: string }>().type).toBe('ok');
  });
});
