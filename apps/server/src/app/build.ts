/**
 * Builds the HTTP app: plugins, security headers, rate limits, the API routes of every module,
 * uploads, the socket, the OpenAPI description at /api/docs and the web app's files.
 */
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Db } from '@bourse/db';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { AssetRegistry } from '../platform/assets';
import { type Clock, systemClock } from '../platform/clock';
import type { Config } from '../platform/config';
import { Notifier } from '../platform/notifier';
import { Settings } from '../platform/settings';
import { Storage } from '../platform/storage';
import { registerApiCompression } from './compress';
import type { AppContext } from './context';
import { answerClientError, classify, errorEnvelope } from './envelope';
import { requestLang } from './lang';
import { createModules, type Modules } from './modules';
import { registerRoutes } from './route';
import { registerSecurityHeaders } from './security-headers';
import { attachSocket, type Realtime } from './socket';
import { registerUploads } from './upload';
import { createHomePage } from './first-screen';
import { registerWebFiles, webDistFolder } from './web-files';

export interface BuildOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  /** Pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  modules: Modules;
  realtime: Realtime;
  /** Start the modules' background work (price feed, schedulers): after the seed, before listening. */
  start(): Promise<void>;
}

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** Fastify's own options: logging, body limit, proxies, and the envelope for the faults it answers itself. */
function serverOptions(options: BuildOptions): FastifyServerOptions {
  const { config } = options;
  return {
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers["idempotency-key"]'],
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    // Validation is done by the routes' zod schemas, so every failure gets our envelope and code.
    ajv: { customOptions: { strict: false } },
    // The router's faults (a path that does not percent-decode, a parameter over its length) and
    // the HTTP parser's (headers or a query string over Node's 16 kB) answer the envelope too.
    frameworkErrors: (error, request, reply) => {
      const { status, appError } = classify(error);
      void (reply as FastifyReply).code(status).send(errorEnvelope(appError, requestLang(request as FastifyRequest)));
    },
    clientErrorHandler: answerClientError,
  };
}

/** The socket's session resolvers, which reach the auth and operator modules once those are built. */
function lateResolvers(resolvers: { current?: Modules['resolvers'] }) {
  return {
    user: { resolve: (token: string) => resolvers.current!.user.resolve(token) },
    operator: { resolve: (token: string) => resolvers.current!.operator.resolve(token) },
  };
}

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config, db } = options;
  const app = Fastify(serverOptions(options));
  app.setValidatorCompiler(() => () => true);
  // Response schemas are for /api/docs; answers are checked against the contract's zod output
  // (route.ts), never reshaped by a serializer that would drop fields such as an error's `code`.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const ctx: AppContext = {
    config,
    db,
    clock: options.clock ?? systemClock,
    log: app.log,
    settings: new Settings(),
    assets: new AssetRegistry(),
    notifier: new Notifier(db, app.log, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    storage: new Storage(config.uploadDir),
  };
  await ctx.storage.init();
  await ctx.assets.load(db);

  registerSecurityHeaders(app, { contentSecurityPolicy: { directives: CSP }, crossOriginEmbedderPolicy: false });
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_MEDIA_MAX_BYTES, files: 1, fields: 4, parts: 5, headerPairs: 100 } });
  const rateRedis = config.REDIS_URL ? new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : undefined;
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    ...(rateRedis ? { redis: rateRedis, nameSpace: `${config.REDIS_PREFIX}:rl:` } : {}),
    allowList: (request) => !request.url.startsWith('/api/'),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bourse API',
        version: '0.8.0',
        description: 'Every answer is an envelope: { type: "ok", message } or { type, code, message }.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerApiCompression(app);

  // The socket exists before the modules (they publish to it); it resolves tokens through the
  // auth module once that is built.
  const resolvers: { current?: Modules['resolvers'] } = {};
  const socket = attachSocket(app.server, ctx, lateResolvers(resolvers));
  const modules = createModules(ctx, socket.realtime);
  resolvers.current = modules.resolvers;
  registerRoutes(
    app,
    ctx,
    modules.list.flatMap((m) => m.routes),
    modules.resolvers,
  );
  registerUploads(app, ctx, modules.resolvers);

  app.setErrorHandler((error, request, reply) => {
    const { status, appError, unexpected } = classify(error);
    if (unexpected) request.log.error({ err: error }, 'unexpected error');
    void reply.code(status).send(errorEnvelope(appError, requestLang(request)));
  });

  const webDist = webDistFolder(config.WEB_DIST);
  const page = webDist ? await registerWebFiles(app, webDist, createHomePage(webDist, ctx, modules.content.service)) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const lang = requestLang(request);
    if (request.url.startsWith('/api/') || !webDist || request.method !== 'GET') {
      return reply.code(404).send(errorEnvelope(classify({ statusCode: 404 }).appError, lang));
    }
    // A build file that is not there (a page chunk from an older build, after a deploy) is a 404,
    // so the client's lazy page shows its error and retry instead of parsing HTML as a script.
    if (request.url.startsWith('/assets/')) return reply.code(404).type('text/plain').send('Not found');
    // The client routes in the URL hash, so any other path is the app itself.
    return page!.send(request, reply);
  });

  let started = false;
  app.addHook('onClose', async () => {
    if (started) for (const m of [...modules.list].reverse()) await m.stop?.();
    await socket.close();
    ctx.notifier.close();
    rateRedis?.disconnect();
  });
  return {
    app,
    ctx,
    modules,
    realtime: socket.realtime,
    async start() {
      started = true;
      for (const m of modules.list) await m.start?.();
    },
  };
}
