/**
 * The page with its first screen drawn in (issue 13, item 12): the server writes the home's top
 * (logo, site name, the operator's current first banner) into the page where the build left its
 * mark, so the phone paints it before the app's code runs. Served `no-cache` with an ETag,
 * compressed, for `/`, `/index.html` and every client path; a page without the mark is sent as is.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPageRenderer,
  FIRST_SCREEN_MARK,
  FIRST_SCREEN_TTL_MS,
  firstScreenHtml,
  INLINE_PICTURE_MAX_BYTES,
} from '../src/app/first-screen';
import { ManualClock } from '../src/platform/clock';
import { createTestApp, type TestApp } from './harness';

const PAGE = `<!doctype html><html><head><title>app</title></head><body><div id="root">${FIRST_SCREEN_MARK}</div></body></html>`;

let dist: string;
let web: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'bourse-first-screen-'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  web = await createTestApp({ WEB_DIST: dist });
});

afterAll(async () => {
  await web?.dispose();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => web.built.app.inject({ method: 'GET', url, headers });

describe('the page with its first screen', () => {
  it("draws the site's logo and name and the current first banner into the root, for every path of the app", async () => {
    for (const url of ['/', '/index.html', '/pages/market/market']) {
      const page = await get(url, { 'accept-encoding': 'identity' });
      expect([url, page.statusCode, page.headers['content-type'], page.headers['cache-control']]).toEqual([
        url,
        200,
        'text/html; charset=utf-8',
        'no-cache',
      ]);
      expect(page.body).toContain(
        '<div id="root"><div class="launch" aria-hidden="true"><div class="launch-head"><img src="/static/logo.svg" width="32" height="32" alt=""><span>Bourse</span></div>' +
          '<div class="launch-banner"><img src="/static/banners/banner-1.svg" alt="" fetchpriority="high"></div></div></div>',
      );
      expect(page.body).not.toContain(FIRST_SCREEN_MARK);
    }
  });

  it('is compressed for a browser that takes it, and a revalidation of the same page is 304', async () => {
    const plain = (await get('/', { 'accept-encoding': 'identity' })).body;
    const br = await get('/', { 'accept-encoding': 'gzip, br' });
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'Accept-Encoding']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    expect(gz.headers.etag).toBe(br.headers.etag);
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });
});

describe('the frame', () => {
  it('escapes the site name and draws only a site path or an http(s) picture', () => {
    const html = firstScreenHtml({ siteName: '<b>"Bourse"</b>', logo: 'javascript:alert(1)', cover: '//evil.example/x.png' });
    expect(html).toBe(
      '<div class="launch" aria-hidden="true"><div class="launch-head"><span>&lt;b&gt;&quot;Bourse&quot;&lt;/b&gt;</span></div></div>',
    );
    expect(firstScreenHtml({ siteName: 'B', logo: '', cover: 'https://cdn.example/b.png' })).toContain(
      '<img src="https://cdn.example/b.png" alt="" fetchpriority="high">',
    );
    expect(firstScreenHtml({ siteName: 'B', logo: '/x.svg" onload="x', cover: '' })).not.toContain('onload');
  });

  it("carries a small picture of the site's own inline, and fetches a large, foreign or unknown one", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"/>';
    mkdirSync(join(dist, 'static', 'banners'), { recursive: true });
    writeFileSync(join(dist, 'static', 'banners', 'small.svg'), svg);
    writeFileSync(join(dist, 'static', 'banners', 'large.png'), Buffer.alloc(INLINE_PICTURE_MAX_BYTES + 1));
    const covers = [
      '/static/banners/small.svg',
      '/static/banners/large.png',
      'https://cdn.example/b.svg',
      '/static/../index.html',
      '/static/none.svg',
    ];
    let reads = 0;
    const clock = new ManualClock(new Date('2026-11-27T00:00:00Z'));
    const page = createPageRenderer(dist, async () => ({ siteName: 'B', logo: '', cover: covers[reads++]! }), clock);
    const app = Fastify();
    app.get('/', (request, reply) => page.send(request, reply));
    try {
      const served: string[] = [];
      for (let i = 0; i < covers.length; i++) {
        served.push(/<div class="launch-banner"><img src="([^"]*)"/.exec((await app.inject({ method: 'GET', url: '/' })).body)?.[1] ?? '');
        clock.advance(FIRST_SCREEN_TTL_MS);
      }
      expect(served).toEqual([
        `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        '/static/banners/large.png',
        'https://cdn.example/b.svg',
        '/static/../index.html',
        '/static/none.svg',
      ]);
    } finally {
      await app.close();
    }
  });

  it('reads the banner again once its data is older than the stated time, and keeps serving when a read fails', async () => {
    const clock = new ManualClock(new Date('2026-11-27T00:00:00Z'));
    const covers = ['/static/a.svg', 'fail', '/static/b.svg'];
    let reads = 0;
    const page = createPageRenderer(
      dist,
      async () => {
        const cover = covers[Math.min(reads++, covers.length - 1)]!;
        if (cover === 'fail') throw new Error('database away');
        return { siteName: 'Bourse', logo: '', cover };
      },
      clock,
    );
    const app = Fastify();
    app.get('/', (request, reply) => page.send(request, reply));
    try {
      const body = async () => (await app.inject({ method: 'GET', url: '/' })).body;
      expect(await body()).toContain('/static/a.svg');
      clock.advance(FIRST_SCREEN_TTL_MS - 1);
      expect(await body()).toContain('/static/a.svg');
      expect(reads).toBe(1);
      clock.advance(1);
      expect(await body()).toContain('<div id="root"></div>'); // the read failed: the page, without a frame
      expect(await body()).toContain('/static/b.svg'); // read again at once
      expect(reads).toBe(3);
    } finally {
      await app.close();
    }
  });
});
