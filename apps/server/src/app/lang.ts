import { DEFAULT_LANG, isLang, type Lang } from '@bourse/i18n';
import type { FastifyRequest } from 'fastify';

/** The request's language: `lang` in the body or query (as the spec's client sends it), or a `lang` header. */
export function requestLang(request: FastifyRequest): Lang {
  const body = request.body as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const candidates = [body && typeof body === 'object' ? body.lang : undefined, query?.lang, request.headers['lang']];
  for (const c of candidates) if (isLang(c)) return c;
  return DEFAULT_LANG;
}
