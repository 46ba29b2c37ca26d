/**
 * Real server processes for the scale-out tests: start one on a PostgreSQL database (and Redis),
 * call its API, and make a funded user through it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Db } from '@bourse/db';
import { systemAccount, transfer, userAccount } from '@bourse/ledger';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface Node {
  url: string;
  child: ChildProcess;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * How long a node may take to answer: a start imports the server through tsx, which takes a few
 * seconds on a quiet machine and over a minute on a 2-core one running the other test lanes.
 */
const START_WAIT_MS = 150_000;

/** Start a server process and wait until it answers (its modules, leases included, have started). */
export async function startNode(databaseUrl: string, prefix: string, dataDir: string, env: Record<string, string> = {}): Promise<Node> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      PRICE_FEED: 'simulator',
      SIMULATOR_HISTORY: '0',
      WEB_DIST: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What it said last on stderr names why it did not start, if it does not.
  let said = '';
  child.stderr!.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2000)));
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + START_WAIT_MS; Date.now() < until;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // starting
    }
    if (child.exitCode !== null) throw new Error(`node exited with ${child.exitCode}: ${said}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`node did not start in ${START_WAIT_MS / 1000} s: ${said}`);
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Call `'METHOD /path'` (without `/api`) on a node; a GET sends the body as the query. */
export async function api<T>(
  node: Node,
  route: `${'GET' | 'POST'} /${string}`,
  body?: Record<string, unknown>,
  options: { token?: string; key?: string } = {},
): Promise<{ type: string; code?: string; message: T }> {
  const [method, path] = route.split(' ') as ['GET' | 'POST', string];
  const query = method === 'GET' && body ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
  const res = await fetch(`${node.url}/api${path}${query}`, {
    method,
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  return (await res.json()) as { type: string; code?: string; message: T };
}

/** Register on `node` and credit the user's exchange book through the ledger. */
export async function userOn(node: Node, db: Db, email: string, funds: Array<[string, bigint]>): Promise<{ token: string; id: number }> {
  await api(node, 'POST /sms_mail', { user_string: email, scene: 'register' });
  const { rows } = await db.query<{ body: string }>('SELECT body FROM outbox WHERE destination = $1 ORDER BY id DESC LIMIT 1', [email]);
  const code = /\b(\d{6})\b/.exec(rows[0]!.body)![1]!;
  await api(node, 'POST /user/register', { user_string: email, code, password: 'Secret-123', re_password: 'Secret-123', type: 'email' });
  const token = (await api<string>(node, 'POST /user/login', { user_string: email, password: 'Secret-123' })).message;
  const id = (await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;
  for (const [asset, amount] of funds) {
    await db.tx((ex) =>
      transfer(ex, {
        key: `fund:${id}:${asset}`,
        kind: 'deposit',
        from: systemAccount('world', asset),
        to: userAccount(id, asset, 'exchange'),
        amount,
      }),
    );
  }
  return { token, id };
}

/** After a test: kill the nodes still running, drop the database, remove the data folders. */
export async function cleanUp(nodes: Node[], testDb: { dispose(): Promise<void> } | undefined, dataDir: string): Promise<void> {
  for (const n of nodes) if (n.child.exitCode === null && n.child.signalCode === null) n.child.kill('SIGKILL');
  await testDb?.dispose();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
