/**
 * The built web app's files (apps/web/dist), served with what a first load needs (issue 13):
 * - the brotli or gzip copy the build wrote beside each text file (apps/web/build/precompress.ts),
 *   chosen by the request's Accept-Encoding, with `Vary: Accept-Encoding` on every answer;
 * - hashed build files (`/assets/`, whose names change with their content) cached for a year as
 *   immutable; the public pictures (`/static/`: logo, coin icons, banners, whose names stay) for a
 *   day; the page itself (and anything else) `no-cache`: kept, but checked against its ETag before
 *   each use, so a deploy shows at once.
 * Any other path that is not an API or a build file is the app itself (the client routes in the
 * URL hash); a missing build file is a plain 404.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PageRenderer } from './first-screen';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const PUBLIC_DAY = 'public, max-age=86400';
export const REVALIDATE = 'no-cache';

/** The web build folder to serve, or undefined when there is none (an API-only node, a test). */
export function webDistFolder(configured: string | undefined): string | undefined {
  return configured && existsSync(join(configured, 'index.html')) ? configured : undefined;
}

/** `path` is the file on disk that is sent (perhaps its `.br` or `.gz` copy). */
export function cacheControlFor(root: string, path: string): string {
  const relative = (path.startsWith(root) ? path.slice(root.length) : path).split(sep).join('/').replace(/^\/+/, '');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  if (relative.startsWith('static/')) return PUBLIC_DAY;
  return REVALIDATE;
}

/**
 * The build's files; the page itself (`/`, `/index.html`, and any client path through the
 * not-found handler) is `page`, which draws the first screen into it (first-screen.ts).
 */
export async function registerWebFiles(app: FastifyInstance, root: string, page: PageRenderer): Promise<PageRenderer> {
  app.get('/', (request, reply) => page.send(request, reply));
  app.get('/index.html', (request, reply) => page.send(request, reply));
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are sent for their file's own path, never asked for by name; the
    // page is served above, with its first screen.
    globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => void reply.header('cache-control', cacheControlFor(root, path)),
  });
  return page;
}
