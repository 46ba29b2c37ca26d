import { DEFAULT_LANG, isLang, type Lang } from '@bourse/i18n';
import type { FastifyRequest } from 'fastify';

/** The request's language: `lang` in the body or query (as the spec's client sends it), or a `lang` header. */
export function requestLang(request: FastifyRequest): Lang {
  const body = request.body as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  // In this order, without building a list per request.
  const fromBody = body && typeof body === 'object' ? body.lang : undefined;
  if (isLang(fromBody)) return fromBody;
  if (isLang(query?.lang)) return query.lang;
  const header = request.headers['lang'];
  return isLang(header) ? header : DEFAULT_LANG;
}
