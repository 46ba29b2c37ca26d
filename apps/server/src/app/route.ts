/**
 * One way to serve an endpoint: `handle(key, handler)` for a key of the contract's route map, which
 * holds its method, path, who may call it and the schemas of its input and output (docs/decisions
 * /0002). The registrar does the rest the same way for every route: language, authentication,
 * input parsing (app/input.ts: query and body merged; `lang` removed; empty optional fields dropped;
 * unknown fields refused), idempotency keys
 * (claimed before the handler runs: app/idempotency.ts),
 * the envelope, operator auditing (failed calls too), the answer's check against its output and the OpenAPI description.
 */
import { hash, randomUUID } from 'node:crypto';
import { routeMap, type ApiKey, type OperatorRole, type ParsedInputOf, type RouteMap } from '@bourse/contract';
import type { Lang } from '@bourse/i18n';
import { translate } from '@bourse/i18n/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// The rate-limit plugin's types add `config.rateLimit` to routes.
import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import { recordAudit } from '../platform/audit';
import { AppError } from '../platform/errors';
import type { AppContext, SessionOperator, SessionResolver, SessionUser } from './context';
import { classify, ok } from './envelope';
import { collectInput, parseFields } from './input';
import { RequestKeys, type Claim } from './idempotency';
import { requestLang } from './lang';

export type { AuthMode } from '@bourse/contract';
import type { AuthMode } from '@bourse/contract';

export interface RouteContext<I> {
  input: I;
  lang: Lang;
  user: SessionUser | undefined;
  operator: SessionOperator | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The Idempotency-Key header of a retry-safe route, or a fresh key for this request. */
  requestKey: string;
  /** The signed-in user's id (routes with auth 'user'). */
  readonly userId: number;
  /** The signed-in operator (routes with auth 'operator'). */
  readonly operatorId: number;
  t(key: string, params?: Record<string, string | number>): string;
}

/**
 * `roles` for routes only the admin may call: platform settings (fees, deposit keys). An empty
 * list lets no role through, and admin passes every role check.
 */
export const ADMIN_ONLY: readonly OperatorRole[] = [];

export interface RouteSpec<S extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Path below /api, as SPEC section 7 writes it. */
  url: string;
  auth: AuthMode;
  /** Operator roles allowed (admin always is). */
  roles?: readonly OperatorRole[];
  input?: S;
  /** The schema of a success's `message`; checked on every answer outside production. */
  output?: z.ZodType;
  /** The route map's key (`POST /coin/trade`) of a route declared in the contract. */
  key?: ApiKey;
  summary: string;
  tags: string[];
  /** 'auth' applies the stricter limit for sign-in and code endpoints. */
  rateLimit?: 'auth';
  /** Money-moving routes: a retry with the same Idempotency-Key gets the first answer. */
  idempotent?: boolean;
  /** The handler sends the reply itself (files); its return value is ignored. */
  raw?: boolean;
  handler(ctx: RouteContext<z.output<S>>): Promise<unknown>;
}

/**
 * Register a handler for one endpoint of the route map. Everything but the handler (method,
 * path, auth, roles, input, output, rate limit, idempotency) comes from the contract; the
 * handler's input and its answer are typed from there.
 */
export function handle<K extends ApiKey>(
  key: K,
  handler: (ctx: RouteContext<ParsedInputOf<RouteMap[K]>>) => Promise<z.input<RouteMap[K]['output']>>,
): RouteSpec {
  const e = routeMap[key] as unknown as {
    method: 'GET' | 'POST';
    path: string;
    auth: AuthMode;
    roles?: readonly OperatorRole[];
    input: z.ZodType;
    output: z.ZodType;
    summary: string;
    tags: readonly string[];
    rateLimit?: 'auth';
    idempotent?: boolean;
    raw?: boolean;
  };
  return {
    key,
    method: e.method,
    url: e.path,
    auth: e.auth,
    roles: e.roles,
    input: e.input,
    output: e.output,
    summary: e.summary,
    tags: [...e.tags],
    rateLimit: e.rateLimit,
    idempotent: e.idempotent,
    raw: e.raw,
    handler: handler as RouteSpec['handler'],
  };
}

export interface Resolvers {
  user: SessionResolver<SessionUser>;
  operator: SessionResolver<SessionOperator>;
}

const EMPTY_INPUT = z.strictObject({});
const SECRET_FIELDS = /password|totp|code|secret|token/i;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/** The token from `Authorization`, raw or `Bearer`. Never from a cookie, the query or the body. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  return token.length > 0 && token.length <= 200 ? token : undefined;
}

function redact(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  return Object.fromEntries(
    Object.entries(input as Record<string, unknown>).map(([k, v]) => [k, SECRET_FIELDS.test(k) ? '[redacted]' : v]),
  );
}

function fingerprint(spec: RouteSpec, input: unknown): string {
  const canonical = JSON.stringify(input, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : typeof v === 'bigint'
        ? v.toString()
        : v,
  );
  return hash('sha256', `${spec.method} ${spec.url}\n${canonical}`);
}

/** The operator a request signed in as, known even when a later check refuses the call. */
const callers = new WeakMap<FastifyRequest, SessionOperator>();
/** Sign-in requests whose handler ran (the operator sign-in audits its own refusals from there on). */
const handled = new WeakSet<FastifyRequest>();
/** A failed call's input is kept up to this size in the audit log (a refused body may be huge). */
const FAILED_INPUT_MAX_CHARS = 8_000;

/**
 * Operator calls are audited when they fail too, here for every operator route: a refused approval,
 * a role's FORBIDDEN, an input its schema refused, any error, with its code and the input as sent
 * (secrets redacted). Only calls with an operator session: an anonymous caller could otherwise fill
 * the log, and failed sign-ins are audited by the operator module.
 */
function auditFailures(ctx: AppContext, spec: RouteSpec, serve: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) {
  const signIn = spec.key === 'POST /operator/login';
  if (spec.auth !== 'operator' && spec.auth !== 'operator-setup' && !signIn) return serve;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await serve(request, reply);
    } catch (error) {
      const code = classify(error).appError.code;
      const operator = callers.get(request);
      if (operator) await auditFailure(ctx, { spec, request, operator }, code);
      // The operator module audits the sign-ins it evaluates; one refused before (bad text, a
      // malformed field) is recorded here, so no failed console sign-in goes unrecorded.
      else if (signIn && !handled.has(request)) await auditFailure(ctx, { spec, request, operator: undefined }, code);
      throw error;
    }
  };
}

async function auditFailure(
  ctx: AppContext,
  call: { spec: RouteSpec; request: FastifyRequest; operator: SessionOperator | undefined },
  code: string,
) {
  let input: unknown = null;
  try {
    input = redact(collectInput(call.request));
  } catch {
    // the body itself was refused: the error code says why
  }
  if (JSON.stringify(input ?? null).length > FAILED_INPUT_MAX_CHARS) input = '[too large]';
  const record = (detail: Record<string, unknown>) =>
    recordAudit(ctx.db, {
      operatorId: call.operator?.id ?? null,
      action: `${call.spec.method} ${call.spec.url}`,
      detail,
    });
  // Text the log cannot store (a NUL: INVALID_TEXT) still leaves the failure on record, without it.
  await record({ input, error: code })
    .catch(() => record({ input: '[not storable]', error: code }))
    .catch((e: unknown) => call.request.log.error({ err: e }, 'could not audit a failed operator call'));
}

async function authenticate(spec: RouteSpec, request: FastifyRequest, resolvers: Resolvers) {
  let user: SessionUser | undefined;
  let operator: SessionOperator | undefined;
  const token = bearerToken(request);
  if (spec.auth === 'user' || spec.auth === 'optional') {
    const found = token ? await resolvers.user.resolve(token) : undefined;
    if (found && found !== 'expired') user = found;
    else if (spec.auth === 'user') throw new AppError(found === 'expired' || token ? 'SESSION_EXPIRED' : 'SESSION_REQUIRED');
  }
  if (spec.auth === 'operator' || spec.auth === 'operator-setup') {
    const found = token ? await resolvers.operator.resolve(token) : undefined;
    if (!found || found === 'expired') throw new AppError('OPERATOR_SESSION_REQUIRED');
    callers.set(request, found);
    if (spec.auth === 'operator' && found.scope !== 'full') throw new AppError('OPERATOR_SETUP_REQUIRED');
    if (spec.auth === 'operator' && spec.roles && found.role !== 'admin' && !spec.roles.includes(found.role as OperatorRole)) {
      throw new AppError('FORBIDDEN');
    }
    operator = found;
  }
  return { user, operator };
}

/**
 * The OpenAPI description of a success. Only /api/docs reads it: build.ts keeps Fastify from
 * serialising by it.
 */
function okResponseSchema(output: z.ZodType) {
  return {
    description: 'The envelope; on success `type` is "ok" and `message` is this. Failures: `type` "error", "999" or "998" with `code`.',
    type: 'object',
    properties: { type: { type: 'string' }, message: z.toJSONSchema(output, { io: 'output', unrepresentable: 'any' }) },
  };
}

/**
 * A handler's answer must be what the contract says the client gets. Checked on the JSON the
 * client would read (dates become strings there); a mismatch is a server fault, so a module
 * test that reaches it fails loudly instead of the web discovering it.
 */
export function checkResponse(spec: RouteSpec, result: unknown): void {
  const wire: unknown = result === undefined ? null : JSON.parse(JSON.stringify(result));
  const parsed = spec.output!.safeParse(wire);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ResponseContractError(`${spec.method} ${spec.url} answered outside its output schema: ${issues.join('; ')}`);
  }
}

export class ResponseContractError extends Error {
  override name = 'ResponseContractError';
}

/**
 * One request's RouteContext. A class, so a call allocates this one object: its getters and `t`
 * live on the prototype instead of being new closures per request (under tsx each also cost a
 * `name` definition).
 */
class Call<I> implements RouteContext<I> {
  readonly input: I;
  readonly lang: Lang;
  readonly user: SessionUser | undefined;
  readonly operator: SessionOperator | undefined;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly requestKey: string;

  constructor(fields: Omit<RouteContext<I>, 'userId' | 'operatorId' | 't'>) {
    this.input = fields.input;
    this.lang = fields.lang;
    this.user = fields.user;
    this.operator = fields.operator;
    this.request = fields.request;
    this.reply = fields.reply;
    this.requestKey = fields.requestKey;
  }

  get userId(): number {
    if (!this.user) throw new AppError('SESSION_REQUIRED');
    return this.user.id;
  }

  get operatorId(): number {
    if (!this.operator) throw new AppError('OPERATOR_SESSION_REQUIRED');
    return this.operator.id;
  }

  t(key: string, params?: Record<string, string | number>): string {
    return translate(this.lang, key, params);
  }
}

/** Run the handler and wrap its answer: the operator's audit row, the output check, the envelope. */
async function answer(ctx: AppContext, spec: RouteSpec, call: Call<unknown>): Promise<unknown> {
  // Only the operator sign-in reads it (auditFailures): no WeakSet entry for every other request.
  if (spec.key === 'POST /operator/login') handled.add(call.request);
  const result = await spec.handler(call);
  if (call.operator) {
    await recordAudit(ctx.db, {
      operatorId: call.operator.id,
      action: `${spec.method} ${spec.url}`,
      detail: { input: redact(call.input) },
    });
  }
  if (spec.raw) return call.reply;
  if (spec.output && ctx.config.RESPONSE_CHECK) checkResponse(spec, result);
  return ok(result ?? null);
}

export function registerRoutes(app: FastifyInstance, ctx: AppContext, routes: RouteSpec[], resolvers: Resolvers): void {
  const keys = new RequestKeys(ctx.db, ctx.clock);
  for (const spec of routes) {
    const schema = spec.input ?? EMPTY_INPUT;
    const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    const route = `${spec.method} ${spec.url}`;
    app.route({
      method: spec.method,
      url: `/api${spec.url.startsWith('/') ? spec.url : `/${spec.url}`}`,
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        ...(spec.method === 'GET' ? { querystring: jsonSchema } : { body: jsonSchema }),
        ...(spec.auth === 'none' ? {} : { security: [{ token: [] }] }),
        ...(spec.output && !spec.raw ? { response: { 200: okResponseSchema(spec.output) } } : {}),
      },
      config: spec.rateLimit === 'auth' ? { rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } } : {},
      handler: auditFailures(ctx, spec, async (request, reply) => {
        const lang = requestLang(request);
        const { user, operator } = await authenticate(spec, request, resolvers);
        const input = parseFields(schema, collectInput(request));

        // A retry-safe route with an Idempotency-Key runs once per key (app/idempotency.ts).
        let claim: Claim | undefined;
        if (spec.idempotent && user) {
          const header = request.headers['idempotency-key'];
          if (header !== undefined) {
            if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
            claim = { userId: user.id, key: header, route, fingerprint: fingerprint(spec, input) };
          }
        }

        const call = new Call({ input, lang, user, operator, request, reply, requestKey: claim?.key ?? randomUUID() });
        return claim ? keys.once(claim, () => answer(ctx, spec, call)) : answer(ctx, spec, call);
      }),
    });
  }
}
