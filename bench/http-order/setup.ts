/**
 * bench/http-order's fixtures: the app on its own database (a fresh PostgreSQL database or PGlite,
 * in a temporary folder; both removed at the end, also on failure or Ctrl-C: lifecycle.ts), funded
 * users with sessions, a statement counter on the database handle, and the bare `node:http` peer
 * that calls the same spot service, both closed at the end too.
 *
 * With `layer` (BENCH_LAYER=1) neither side places the order: after the same session look-up and
 * parsing, both answer with one order placed at set-up, ours through a route registered with the
 * registrar exactly like `POST /coin/trade` (same contract entry, so the same auth, input schema,
 * idempotency and envelope) at `/api/bench/trade`. What is left is each HTTP layer's own cost.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Db } from '@bourse/db';
import { systemAccount, transfer, userAccount } from '@bourse/ledger';
import { parseUnits } from '@bourse/money';
import { type BuiltApp, buildApp } from '../../apps/server/src/app/build';
import { loadConfig } from '../../apps/server/src/platform/config';
import { migrate, openDatabase } from '../../apps/server/src/platform/db';
import { handle, registerRoutes } from '../../apps/server/src/app/route';
import { AppError } from '../../apps/server/src/platform/errors';
import { seed } from '../../apps/server/src/seed';
import { createDatabase, onCleanup, tempDir } from '../lifecycle';

export interface Fixture {
  built: BuiltApp;
  db: Db;
  kind: 'PostgreSQL' | 'PGlite';
  tokensFile: string;
  ours: string;
  bare: string;
  /** Statements sent so far (each transaction's BEGIN and COMMIT included). */
  statements(): number;
}

/** Count every statement the app sends: queries on the pool, and inside transactions with BEGIN and COMMIT. */
function counted(db: Db): { db: Db; count: () => number } {
  let n = 0;
  const wrapped: Db = {
    kind: db.kind,
    query: (text, params) => {
      n++;
      return db.query(text, params);
    },
    tx: (fn) =>
      db.tx((ex) => {
        n += 2;
        return fn({
          query: (text, params) => {
            n++;
            return ex.query(text, params);
          },
        });
      }),
    close: () => db.close(),
    tryLease: (key) => db.tryLease(key),
    leases: () => db.leases(),
  };
  return { db: wrapped, count: () => n };
}

async function fundUsers(built: BuiltApp, db: Db, users: number): Promise<string[]> {
  const app = built.app;
  const inject = async <T>(url: string, payload: Record<string, string>): Promise<T> => {
    const res = await app.inject({ method: 'POST', url: `/api${url}`, payload });
    const body = res.json<{ type: string; message: T }>();
    if (body.type !== 'ok') throw new Error(`${url}: ${res.body}`);
    return body.message;
  };
  // A reference price inside the band, then users funded through the ledger as a deposit would be.
  await inject('/test/tick', { symbol: 'BTC/USDT', price: '60000', volume: '1' });
  const tokens: string[] = [];
  for (let i = 0; i < users; i++) {
    const email = `bench${i}@example.com`;
    await inject('/sms_mail', { user_string: email, scene: 'register' });
    const { rows } = await db.query<{ body: string }>('SELECT body FROM outbox WHERE destination = $1 ORDER BY id DESC LIMIT 1', [email]);
    const code = /\b(\d{6})\b/.exec(rows[0]!.body)![1]!;
    await inject('/user/register', { user_string: email, code, password: 'Bench-Pass-1', re_password: 'Bench-Pass-1', type: 'email' });
    tokens.push(await inject<string>('/user/login', { user_string: email, password: 'Bench-Pass-1' }));
    const user = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    for (const [asset, amount] of [
      ['USDT', '100000000'],
      ['BTC', '10000'],
    ] as const) {
      await db.tx((ex) =>
        transfer(ex, {
          key: `bench-fund:${i}:${asset}`,
          kind: 'deposit',
          from: systemAccount('world', asset),
          to: userAccount(user.rows[0]!.id, asset, 'exchange'),
          amount: parseUnits(amount, built.ctx.assets.byCodeOrFail(asset).scale),
        }),
      );
    }
  }
  return tokens;
}

/** What both sides answer in layer mode instead of placing an order: a real order's view, set at set-up. */
interface Canned {
  order?: unknown;
}

/** The peer: node:http, URLSearchParams, the same session lookup and the same service call (or the canned order). */
function bareServer(built: BuiltApp, canned: Canned | undefined): Server {
  const spot = built.modules.spot.service;
  const sessions = built.modules.resolvers.user;
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const send = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        res.end(text);
      };
      try {
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        const user = await sessions.resolve((req.headers.authorization ?? '').slice('Bearer '.length));
        if (!user || user === 'expired') return send(401, { type: 'error', code: 'SESSION_REQUIRED' });
        const input = {
          currency_id: Number(form.get('currency_id')),
          legal_id: Number(form.get('legal_id')),
          type: form.get('type') === 'sell' ? ('sell' as const) : ('buy' as const),
          amount: form.get('amount') ?? undefined,
          target_price: form.get('target_price') ?? undefined,
        };
        const key = randomUUID();
        const order = canned ? canned.order : await spot.place(user.id, input, key);
        send(200, { type: 'ok', message: order });
      } catch (error) {
        send(error instanceof AppError ? 400 : 500, { type: 'error', code: error instanceof AppError ? error.code : String(error) });
      }
    });
  });
}

export async function setUp(users: number, layer = false): Promise<Fixture> {
  const dataDir = tempDir('bench-http-');
  const adminUrl = process.env.DATABASE_URL;
  const database = adminUrl ? await createDatabase(adminUrl, `bench_http_${Date.now().toString(36)}`) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test', // the scripted feed (no simulator moving the book) is a test-mode feed
    PRICE_FEED: 'scripted',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    // As in production: the development check of every answer against its output schema is off.
    RESPONSE_CHECK: '0',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const raw = await openDatabase(config);
  onCleanup(() => raw.close());
  await migrate(raw);
  const { db, count } = counted(raw);
  const built = await buildApp({ config, db, logger: false });
  onCleanup(() => built.app.close());
  const canned: Canned | undefined = layer ? {} : undefined;
  // Before the app's first request: Fastify takes no route after it is ready.
  if (canned) {
    const route = handle('POST /coin/trade', (r) => {
      void [r.userId, r.input, r.requestKey];
      return Promise.resolve(canned.order as never);
    });
    registerRoutes(built.app, built.ctx, [{ ...route, url: '/bench/trade' }], built.modules.resolvers);
  }
  await seed(built);
  await built.start();
  const tokens = await fundUsers(built, db, users);
  if (canned) {
    const user = await built.modules.resolvers.user.resolve(tokens[0]!);
    if (!user || user === 'expired') throw new Error('bench user has no session');
    canned.order = await built.modules.spot.service.place(
      user.id,
      { currency_id: 1, legal_id: 3, type: 'buy', amount: '0.001', target_price: '60000' },
      randomUUID(),
    );
  }
  const tokensFile = join(dataDir, 'tokens.json');
  writeFileSync(tokensFile, JSON.stringify(tokens));
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const peer = bareServer(built, canned);
  onCleanup(() => new Promise<void>((resolve) => peer.close(() => resolve())));
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  return {
    built,
    db,
    kind: database ? 'PostgreSQL' : 'PGlite',
    tokensFile,
    ours: `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}/api/${canned ? 'bench' : 'coin'}/trade`,
    bare: `http://127.0.0.1:${(peer.address() as AddressInfo).port}/api/coin/trade`,
    statements: count,
  };
}
