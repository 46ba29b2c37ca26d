/**
 * bench/http-order: orders per second through the app's own `POST /api/coin/trade` (Fastify, the
 * route registrar's auth, zod validation and envelope) against a bare `node:http` server that parses
 * the same form body with URLSearchParams, resolves the same session and calls the same spot
 * service. Both have the matching engine, the database and ledger settlement in the loop, so the
 * ratio is what our HTTP layer costs. The load comes from a separate process (load.ts).
 *
 *   npx tsx bench/http-order/index.ts                      PGlite in a temporary folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/http-order/index.ts
 *
 * Target (issue 6): the route at least 0.6x the bare server's requests per second.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLedger, systemAccount, transfer, userAccount } from '@bourse/ledger';
import { parseUnits } from '@bourse/money';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app/build';
import { loadConfig } from '../../apps/server/src/platform/config';
import { migrate, openDatabase } from '../../apps/server/src/platform/db';
import { AppError } from '../../apps/server/src/platform/errors';
import { seed } from '../../apps/server/src/seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const USERS = 8;
const ROUNDS = 2;

let databaseUrl: string | undefined;
if (process.env.DATABASE_URL) {
  const name = `bench_http_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  databaseUrl = u.toString();
}
const config = loadConfig({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-http-')),
  NODE_ENV: 'test', // the scripted feed (no simulator moving the book) is a test-mode feed
  PRICE_FEED: 'scripted',
  SEED_DEMO: '0',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const db = await openDatabase(config);
await migrate(db);
const built = await buildApp({ config, db, logger: false });
await seed(built);
await built.start();
const app = built.app;

async function inject<T>(url: string, payload: Record<string, string>): Promise<T> {
  const res = await app.inject({ method: 'POST', url: `/api${url}`, payload });
  const body = res.json<{ type: string; message: T }>();
  if (body.type !== 'ok') throw new Error(`${url}: ${res.body}`);
  return body.message;
}

// A reference price inside the band, then users funded through the ledger as a deposit would be.
await inject('/test/tick', { symbol: 'BTC/USDT', price: '60000', volume: '1' });
const tokens: string[] = [];
for (let i = 0; i < USERS; i++) {
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
const tokensFile = join(config.dataDir, 'tokens.json');
writeFileSync(tokensFile, JSON.stringify(tokens));

await app.listen({ port: 0, host: '127.0.0.1' });
const ours = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/coin/trade`;

// The peer: node:http, URLSearchParams, the same session lookup and the same service call.
const spot = built.modules.spot.service;
const sessions = built.modules.resolvers.user;
const bare = createServer((req: IncomingMessage, res: ServerResponse) => {
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
      const order = await spot.place(
        user.id,
        {
          currency_id: Number(form.get('currency_id')),
          legal_id: Number(form.get('legal_id')),
          type: form.get('type') === 'sell' ? 'sell' : 'buy',
          amount: form.get('amount') ?? undefined,
          target_price: form.get('target_price') ?? undefined,
        },
        randomUUID(),
      );
      send(200, { type: 'ok', message: order });
    } catch (error) {
      send(error instanceof AppError ? 400 : 500, { type: 'error', code: error instanceof AppError ? error.code : String(error) });
    }
  });
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const peer = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/api/coin/trade`;

interface Result {
  ok: number;
  failed: number;
  rps: number;
  p50: number;
  p99: number;
  errors: Record<string, number>;
}
const load = fileURLToPath(new URL('./load.ts', import.meta.url));
// Asynchronously: the servers under test live in this process's event loop.
async function run(url: string): Promise<Result> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', load, url, String(SECONDS), String(CONNECTIONS), tokensFile],
    { encoding: 'utf8' },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Result;
}

console.log(
  `bench/http-order: ${config.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds, best run counts`,
);
const best = { bare: undefined as Result | undefined, ours: undefined as Result | undefined };
for (let round = 0; round < ROUNDS; round++) {
  // Alternate which goes first so a warming database or book does not favour one side.
  const order = round % 2 === 0 ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const);
  for (const which of order) {
    const r = await run(which === 'bare' ? peer : ours);
    console.log(
      `  ${which.padEnd(4)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ok ${r.ok}  failed ${r.failed} ${JSON.stringify(r.errors)}`,
    );
    if (!best[which] || r.rps > best[which].rps) best[which] = r;
  }
}

const { rows: counts } = await db.query<{ orders: string; fills: string }>(
  'SELECT (SELECT count(*) FROM spot_orders)::text AS orders, (SELECT count(*) FROM spot_trades)::text AS fills',
);
const ledger = await checkLedger(db);
const ratio = best.ours!.rps / best.bare!.rps;
console.log(
  `orders ${counts[0]!.orders}, fills ${counts[0]!.fills}, ledger ${ledger.ok ? 'balanced' : `NOT balanced: ${ledger.problems.join('; ')}`}`,
);
console.log(`route / bare node:http = ${ratio.toFixed(2)}x (target >= 0.6x)`);

await bare.close();
await app.close();
await db.close();
process.exit(ratio >= 0.6 && ledger.ok && best.ours!.failed === 0 ? 0 : 1);
