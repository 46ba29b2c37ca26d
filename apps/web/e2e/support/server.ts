/**
 * Starts the real server as `npm start` runs it (the bundle of apps/server/src/main.ts, with the
 * same node flags) on a free port with its own data folder, serving the built web app, and reads
 * its log: one-time codes come from the outbox lines. The run bundles the server once
 * (global-setup.ts); outside a Vitest run this process bundles its own.
 *
 * The data folder starts as a copy of a template: a data folder that a server with the same
 * seed-changing environment migrated and seeded (and, with the simulator, filled with history)
 * once in this run, then shut down cleanly. So a test file pays for a copy and a start, not for
 * the migrations, the seed and a year of simulated ticks. Templates live in the run's folder
 * (global-setup.ts); the first file that needs one builds it under a lock, the others wait.
 */
import { createHash } from 'node:crypto';
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { bundle, NODE_FLAGS, START_ENV } from '../../../server/scripts/bundle.mjs';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Every line the server printed so far. */
  logs: string[];
  /** The newest 6-digit code sent to an email address or `+<area><mobile>` (waits up to 10 s). */
  codeFor(destination: string): Promise<string>;
  stop(signal?: NodeJS.Signals): Promise<void>;
  process: ChildProcess;
}

/** Variables that do not change what the migrations and the seed write. */
const SEED_NEUTRAL = new Set(['PORT', 'HOST', 'DATA_DIR', 'WEB_DIST', 'LOG_LEVEL', 'RATE_LIMIT_PER_MINUTE', 'AUTH_RATE_LIMIT_PER_MINUTE']);

let ownBundle: Promise<string> | undefined;
/** The run's server bundle (global-setup.ts), or this process's own outside a Vitest run. */
async function serverBundle(): Promise<string> {
  try {
    const provided = inject('e2eServer');
    if (provided) return provided;
  } catch {
    // not inside a Vitest worker
  }
  ownBundle ??= buildServerBundle();
  return ownBundle;
}

/** The global setup's own launches (the templates) use the run's bundle. */
export function adoptServerBundle(file: string): void {
  ownBundle = Promise.resolve(file);
}

/** Bundle the server beside `npm start`'s (in apps/server/dist, which paths.ts expects), removed at exit. */
export async function buildServerBundle(): Promise<string> {
  const file = join(repo, `apps/server/dist/e2e-${process.pid}-${Date.now()}.mjs`);
  process.once('exit', () => rmSync(file, { force: true }));
  await bundle(file);
  return file;
}

let ownTemplates: string | undefined;
/** The run's template folder (global-setup.ts), or this process's own outside a Vitest run. */
function templatesRoot(): string {
  let provided: string | undefined;
  try {
    provided = inject('e2eTemplates');
  } catch {
    // not inside a Vitest worker
  }
  if (provided) return provided;
  if (!ownTemplates) {
    const dir = mkdtempSync(join(tmpdir(), 'bourse-e2e-templates-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    ownTemplates = dir;
  }
  return ownTemplates;
}

/**
 * The template data folder for `env`: keyed by every variable the test file sets except those that
 * cannot change the seed (the rest of the environment is the run's, the same for every file).
 * None for PostgreSQL (DATABASE_URL): that database is the caller's.
 */
async function templateFor(given: Record<string, string>, root: string = templatesRoot()): Promise<string | undefined> {
  if (given.DATABASE_URL) return undefined;
  // The chain settings (a node a test started, on a port of its own) change no seed: the template
  // is built without them and shared with the files that set none.
  const env = Object.fromEntries(Object.entries(given).filter(([name]) => !name.startsWith('CHAIN_')));
  const keyed = Object.entries(env)
    .filter(([name]) => !SEED_NEUTRAL.has(name))
    .sort(([a], [b]) => a.localeCompare(b));
  const key = createHash('sha256').update(JSON.stringify(keyed)).digest('hex').slice(0, 16);
  const dir = join(root, key);
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (existsSync(dir)) return dir;
    try {
      mkdirSync(lock);
      break; // ours to build
    } catch {
      // another test file is building it: wait for it (or for its lock to go, after a failure)
    }
    if (Date.now() > deadline) throw new Error(`template ${dir} was not built in time`);
    await new Promise((r) => setTimeout(r, 200));
  }
  try {
    if (existsSync(dir)) return dir;
    const building = `${dir}.building`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building);
    const server = await launch({ ...env, DATA_DIR: building });
    await server.stop(); // a clean shutdown: PGlite's files are complete
    renameSync(building, dir);
    return dir;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Build the templates for these environments in `root`, one after another, in the background of
 * the run (global-setup.ts): a file that needs one later finds it ready instead of building it on
 * the browser flows' critical path. A file that asks first simply waits for the build (the lock).
 */
export async function prepareTemplates(root: string, envs: Array<Record<string, string>>): Promise<void> {
  for (const env of envs) await templateFor(env, root);
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bourse-e2e-'));
  // A data folder the server has used already (a restart) keeps its own data.
  const fresh = !existsSync(join(dataDir, 'pglite'));
  let server: RunningServer;
  try {
    const template = fresh ? await templateFor(env) : undefined;
    if (template) cpSync(template, dataDir, { recursive: true });
    server = await launch({ ...env, DATA_DIR: dataDir });
  } catch (error) {
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...server,
    async stop(signal) {
      await server.stop(signal);
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Start the server on `env.DATA_DIR` and wait until it answers. */
async function launch(env: Record<string, string> & { DATA_DIR: string }): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR;
  const child = spawn(process.execPath, [...NODE_FLAGS, await serverBundle()], {
    cwd: repo,
    env: {
      ...process.env,
      ...START_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // E2E_WEB_DIST: another build of the web app (see web-copy.ts).
      WEB_DIST: process.env.E2E_WEB_DIST || join(repo, 'apps/web/dist'),
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  let buffer = '';
  const onData = (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    logs.push(...lines);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${logs.join('\n')}`);
    try {
      const res = await fetch(`${url}/api/getSiteConfig`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${logs.join('\n')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    dataDir,
    logs,
    process: child,
    async codeFor(destination) {
      const until = Date.now() + 10_000;
      for (;;) {
        for (let i = logs.length - 1; i >= 0; i--) {
          const line = logs[i]!;
          if (!line.includes('[outbox]') || !line.includes(` to ${destination}:`)) continue;
          const code = /\b(\d{6})\b/.exec(line.slice(line.indexOf(` to ${destination}:`)))?.[1];
          if (code) return code;
        }
        if (Date.now() > until) throw new Error(`no code for ${destination}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill(signal);
        await exited;
      }
    },
  };
}
