/**
 * The route map is the API: the server registers every endpoint the contract declares and nothing
 * else, /api/docs describes each with its answer, and an answer outside its output schema is a
 * server fault that a test sees.
 */
import { routeMap, type ApiKey } from '@bourse/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkResponse, ResponseContractError, type RouteSpec } from '../src/app/route';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.dispose());

function registered(): Set<string> {
  const keys = new Set<string>();
  for (const m of t.built.modules.list) for (const r of m.routes) keys.add(r.key ?? `${r.method} ${r.url} (not in the route map)`);
  keys.add('POST /upload');
  return keys;
}

describe('route map', () => {
  it('registers every declared endpoint, each once, and nothing undeclared', () => {
    const all = t.built.modules.list.flatMap((m) => m.routes.map((r) => r.key ?? `${r.method} ${r.url}`));
    expect(all.length).toBe(new Set(all).size);
    expect([...registered()].sort()).toEqual(Object.keys(routeMap).sort());
  });

  it('declares each key once across products', async () => {
    const { endpointGroups } = await import('@bourse/contract');
    const total = Object.values(endpointGroups as Record<string, object>).reduce((n, g) => n + Object.keys(g).length, 0);
    expect(total).toBe(Object.keys(routeMap).length);
  });

  it('describes every endpoint with its answer in /api/docs', async () => {
    const res = await t.built.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    for (const key of Object.keys(routeMap) as ApiKey[]) {
      const e = routeMap[key] as { method: string; path: string; raw?: boolean; multipart?: boolean };
      const op = doc.paths[`/api${e.path}`]?.[e.method.toLowerCase()];
      expect(op, key).toBeDefined();
      if (!e.raw && !e.multipart) expect(op!.responses?.['200'], key).toBeDefined();
    }
  });
});

describe('answers are checked against the contract', () => {
  const spec = {
    method: 'GET',
    url: '/probe',
    auth: 'none',
    summary: 'probe',
    tags: [],
    output: z.object({ amount: z.string(), at: z.string() }),
    handler: async () => null,
  } satisfies RouteSpec;

  it('accepts an answer that matches, as JSON (a Date becomes a string)', () => {
    expect(() => checkResponse(spec, { amount: '1.5', at: new Date(0) })).not.toThrow();
  });

  it('refuses an answer that does not match, naming the route and the field', () => {
    expect(() => checkResponse(spec, { amount: 1.5, at: 'x' })).toThrow(ResponseContractError);
    expect(() => checkResponse(spec, { amount: 1.5, at: 'x' })).toThrow(/GET \/probe .*amount/);
  });

  it('turns a handler answer outside its schema into a server fault, not a silent success', async () => {
    const { registerRoutes } = await import('../src/app/route');
    const app = Fastify();
    app.setValidatorCompiler(() => () => true);
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    app.setErrorHandler((_e, _r, reply) => void reply.code(500).send({ type: 'error' }));
    registerRoutes(app, t.built.ctx, [{ ...spec, handler: async () => ({ amount: 2 }) }], t.built.modules.resolvers);
    const res = await app.inject({ method: 'GET', url: '/api/probe' });
    expect(res.statusCode).toBe(500);
    await app.close();
  });
});
