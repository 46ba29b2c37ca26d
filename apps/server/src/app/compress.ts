/**
 * API answers compressed for a client that accepts it (issue 13, the first load): brotli at a fast
 * level, else gzip, for JSON answers of 1 KB or more (the market list, news, menus); smaller ones
 * gain less than the headers cost. The web app's own files are compressed once at build time
 * instead (web-files.ts). Every answer that could have been compressed says `Vary: Accept-Encoding`.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const MIN_BYTES = 1024;
/** Brotli's level 4 costs about gzip's time for a smaller answer; 11 is for build time. */
const BROTLI_LEVEL = 4;

/** The encoding to use: brotli, then gzip, among those the header accepts (q=0 refuses one). */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding|\*/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** The compressed body, or undefined to send the payload as it is. */
function compressed(request: FastifyRequest, reply: FastifyReply, payload: unknown): Buffer | undefined {
  if (!request.url.startsWith('/api/') || typeof payload !== 'string' || reply.getHeader('content-encoding')) return undefined;
  if (!String(reply.getHeader('content-type') ?? '').includes('json') || Buffer.byteLength(payload) < MIN_BYTES) return undefined;
  varyOnEncoding(reply);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return undefined;
  const brotli = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_LEVEL, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
  const body = encoding === 'br' ? brotliCompressSync(payload, { params: brotli }) : gzipSync(payload, { level: 6 });
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return body;
}

export function registerApiCompression(app: FastifyInstance): void {
  // A callback hook, not an async one: every answer passes here, and most (small ones) unchanged.
  app.addHook('onSend', (request, reply, payload, done) => {
    let body: Buffer | undefined;
    try {
      body = compressed(request, reply, payload);
    } catch (error) {
      done(error as Error);
      return;
    }
    done(null, body ?? payload);
  });
}
