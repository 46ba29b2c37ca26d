/**
 * Crash safety: 2,000 book transfers with idempotency keys go through the HTTP API of a real
 * server process on PostgreSQL; the process is killed with SIGKILL part-way; after a restart every
 * request is retried with its key. Every acknowledged transfer must be applied exactly once (and
 * answered as before), every other one at most once, and the ledger must check clean.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLedger } from '@bourse/ledger';
import { createTestDb, type TestDb } from '@bourse/db/testing';
import { afterAll, expect, it } from 'vitest';
import { migrate } from '../src/platform/db';

const ON_PG = process.env.TEST_DB === 'pg';
const TOTAL = 2000;
const KILL_AFTER_ACKS = 700;
const IN_FLIGHT = 16;
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(databaseUrl: string, dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      REDIS_URL: '',
      WEB_DIST: '',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  // A start through tsx takes seconds alone and over a minute beside the other CI lanes on 2 cores.
  for (const until = Date.now() + 150_000; Date.now() < until;) {
    try {
      if ((await fetch(`${url}/api/getSiteConfig`)).ok) return { url, child };
    } catch {
      // starting
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

let testDb: TestDb | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await testDb?.dispose();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it.runIf(ON_PG)(
  'applies every acknowledged transfer exactly once across a SIGKILL and restart',
  async () => {
    testDb = await createTestDb(
      { name: 'crash', version: String(Date.now()), setup: (db) => migrate(db).then(() => undefined) },
      { poolSize: 4 },
    );
    dataDir = mkdtempSync(join(tmpdir(), 'bourse-crash-'));
    let server = await startServer(testDb.url!, dataDir);

    const login = await fetch(`${server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_string: 'demo@bourse.example', password: 'Demo-2026' }),
    }).then((r) => r.json() as Promise<{ message: string }>);
    const token = login.message;

    const run = Date.now().toString(36);
    const requests = Array.from({ length: TOTAL }, (_, i) => ({
      key: `crash-${run}-${i}`,
      body: { currency_id: 3, number: `0.${(i % 9) + 1}`, from_field: 'exchange', to_field: 'lever' },
    }));
    const send = (baseUrl: string, i: number) =>
      fetch(`${baseUrl}/api/wallet/change`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token, 'idempotency-key': requests[i]!.key },
        body: JSON.stringify(requests[i]!.body),
      }).then((r) => r.json() as Promise<{ type: string; message: { id: number } }>);

    // Load with a fixed number in flight; kill the process once enough transfers are acknowledged.
    const acked = new Map<number, { id: number }>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed && next < TOTAL) {
        const i = next++;
        try {
          const res = await send(server.url, i);
          if (res.type === 'ok') acked.set(i, res.message);
          if (acked.size >= KILL_AFTER_ACKS && !killed) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        } catch {
          // in flight when the process died: its fate is unknown until the retry
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await exited(server.child);
    expect(killed).toBe(true);
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(acked.size).toBeLessThan(TOTAL);

    server = await startServer(testDb.url!, dataDir);
    try {
      // Retry every request with its key: acknowledged ones must answer exactly as before.
      for (let i = 0; i < TOTAL; i += IN_FLIGHT) {
        const batch = Array.from({ length: Math.min(IN_FLIGHT, TOTAL - i) }, (_, k) => i + k);
        const results = await Promise.all(batch.map((j) => send(server.url, j)));
        results.forEach((res, k) => {
          expect(res.type).toBe('ok');
          const before = acked.get(batch[k]!);
          if (before) expect(res.message.id).toBe(before.id);
        });
      }
    } finally {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }

    const db = testDb.db;
    const { rows: perKey } = await db.query<{ entry_key: string; n: number }>(
      `SELECT entry_key, count(*)::int AS n FROM book_transfers WHERE entry_key LIKE $1 GROUP BY entry_key`,
      [`%crash-${run}-%`],
    );
    expect(perKey).toHaveLength(TOTAL);
    expect(perKey.every((r) => r.n === 1)).toBe(true);
    const { rows: entries } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE idem_key LIKE $1`, [
      `%crash-${run}-%`,
    ]);
    expect(entries[0]!.n).toBe(TOTAL);

    const expectedMinor = requests.reduce((sum, r) => sum + BigInt(r.body.number.replace('0.', '')) * 100_000n, 0n);
    const { rows: balances } = await db.query<{ book: string; available: string }>(
      `SELECT book, available FROM ledger_accounts WHERE owner LIKE 'user:%' AND asset = 'USDT' AND book IN ('exchange', 'lever')`,
    );
    const byBook = Object.fromEntries(balances.map((b) => [b.book, BigInt(b.available)]));
    expect(byBook.exchange).toBe(10_000_000_000n - expectedMinor);
    expect(byBook.lever).toBe(2_000_000_000n + expectedMinor);
    const report = await checkLedger(db);
    expect(report.problems).toEqual([]);
  },
  600_000,
);
