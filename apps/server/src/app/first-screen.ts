/**
 * The page (index.html) with its first screen drawn in (issue 13, item 12). The web app's code is
 * what the first screen waits for on a slow phone (about 350 KB of framework to run on a slow CPU),
 * so the server writes into the page, where the build left `<!--first-screen-->`, a static frame
 * of the home's top: the site's logo and name and the current first banner's picture, at the size
 * and place the app draws them. The browser paints it with the page, before any script runs; the
 * app replaces it when it renders (React empties the root). The picture is the operator's current
 * first banner (news category 5), never a fixed image, so the frame shows what the app then shows.
 *
 * The frame carries no words in a language: the user's language is chosen on the device (stored
 * preference, then the browser's), which the server cannot see. The page stays `no-cache` with an
 * ETag; each variant is compressed once (brotli, gzip) and kept while it is the current one.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Lang, NEWS_CATEGORY } from '@bourse/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentService } from '../modules/content';
import type { Clock } from '../platform/clock';
import type { AppContext } from './context';
import { pickEncoding } from './compress';
import { REVALIDATE } from './web-files';

export const FIRST_SCREEN_MARK = '<!--first-screen-->';
/** How long the frame's data (banner, logo, name) is reused before it is read again. */
export const FIRST_SCREEN_TTL_MS = 30_000;

export interface FirstScreenData {
  siteName: string;
  /** The logo's path or URL; empty for none. */
  logo: string;
  /** The first banner's picture; empty when there is no banner (the frame then draws none). */
  cover: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A picture the frame may show: a site path or an http(s) URL (what the CMS stores), or a data URL (inlinePicture). */
function safeSource(src: string): string {
  return /^(\/(?!\/)|https?:\/\/|data:image\/(svg\+xml|png|webp|jpeg);base64,)[^\s"'<>]*$/.test(src) ? src : '';
}

/** A picture the page may carry inline, by its file's ending. */
const INLINE_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.jpg': 'image/jpeg' };
/** Larger pictures are fetched as usual: inline, they would delay the page's own first paint. */
export const INLINE_PICTURE_MAX_BYTES = 8 * 1024;

/**
 * A small picture of the site's own (`/static/...` in the web build) as a data URL, or the path as
 * it is. The banner is the first screen's largest element: fetched, it waited on a slow phone's
 * link behind the app's scripts (most of the page's largest paint); inline, it paints with the page.
 */
export function inlinePicture(root: string, src: string): string {
  const type = INLINE_TYPES[extname(src).toLowerCase()];
  if (!type || !/^\/static\/[\w\-/.]+$/.test(src) || src.includes('..')) return src;
  try {
    const file = join(root, src);
    if (statSync(file).size > INLINE_PICTURE_MAX_BYTES) return src;
    return `data:${type};base64,${readFileSync(file).toString('base64')}`;
  } catch {
    return src; // not in the build: the browser asks for it, as for any other picture
  }
}

/** The frame's markup. Its class names are styled by the page's own inline style (apps/web/index.html). */
export function firstScreenHtml(data: FirstScreenData): string {
  const logo = safeSource(data.logo);
  const cover = safeSource(data.cover);
  const head =
    `<div class="launch-head">${logo ? `<img src="${escapeHtml(logo)}" width="32" height="32" alt="">` : ''}` +
    `<span>${escapeHtml(data.siteName)}</span></div>`;
  // fetchpriority: the browser otherwise holds a picture back while the head's scripts load.
  const banner = cover ? `<div class="launch-banner"><img src="${escapeHtml(cover)}" alt="" fetchpriority="high"></div>` : '';
  return `<div class="launch" aria-hidden="true">${head}${banner}</div>`;
}

interface Variant {
  html: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

function variantOf(html: string): Variant {
  return {
    html,
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

export interface PageRenderer {
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** Serves `<root>/index.html` with the frame filled from `read()` (kept FIRST_SCREEN_TTL_MS). */
export function createPageRenderer(root: string, read: () => Promise<FirstScreenData>, clock: Clock): PageRenderer {
  const template = readFileSync(join(root, 'index.html'), 'utf8');
  let data: { at: number; value: Promise<FirstScreenData> } | undefined;
  let current: Variant | undefined;
  // The build's files do not change while the server runs: each picture is read once.
  const inlined = new Map<string, string>();
  const inline = (src: string) => {
    if (!inlined.has(src)) inlined.set(src, inlinePicture(root, src));
    return inlined.get(src)!;
  };

  const frame = async (): Promise<string> => {
    if (!template.includes(FIRST_SCREEN_MARK)) return '';
    const now = clock.now().getTime();
    if (!data || now - data.at >= FIRST_SCREEN_TTL_MS) data = { at: now, value: read() };
    try {
      const { siteName, logo, cover } = await data.value;
      return firstScreenHtml({ siteName, logo: inline(logo), cover: inline(cover) });
    } catch {
      data = undefined; // read again next time; the page without a frame still works
      return '';
    }
  };

  return {
    async send(request, reply) {
      const html = template.replace(FIRST_SCREEN_MARK, await frame());
      if (current?.html !== html) current = variantOf(html);
      const page = current;
      void reply.header('cache-control', REVALIDATE).header('vary', 'Accept-Encoding').header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      void reply.type('text/html; charset=utf-8');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
    },
  };
}

/** The frame's data now: the site's name and logo, and the first banner of the default language. */
export async function firstScreenData(ctx: AppContext, content: ContentService): Promise<FirstScreenData> {
  const lang = (await ctx.settings.get(ctx.db, 'default_lang')) as Lang;
  const banners = await content.newsList(lang, NEWS_CATEGORY.banners, 1, 1);
  return {
    siteName: await ctx.settings.get(ctx.db, 'site_name'),
    logo: await ctx.settings.get(ctx.db, 'site_logo'),
    cover: banners.data[0]?.cover ?? '',
  };
}

/** The app's page with the home's frame, read from the site's settings and content. */
export function createHomePage(root: string, ctx: AppContext, content: ContentService): PageRenderer {
  return createPageRenderer(root, () => firstScreenData(ctx, content), ctx.clock);
}
