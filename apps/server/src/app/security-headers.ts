/**
 * Helmet's security headers on every answer Fastify routes (API, 404s, the web app's files).
 *
 * `@fastify/helmet` called `helmet(options)` inside its onRequest hook, so every request parsed
 * the CSP directives again and rebuilt the middleware list: about a tenth of the API's per-request
 * CPU and allocation in bench/http-order. Helmet is built here once, with the same options, and the
 * same middleware sets the same headers on the raw response at the same point (the first
 * onRequest hook, before the rate limit, so a 429 carries them too). `test/app.test.ts` pins the
 * full set.
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet calls back with nothing, or with the Error a middleware threw.
    apply(request.raw, reply.raw, done as (err?: unknown) => void);
  });
}
