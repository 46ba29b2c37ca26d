/**
 * Starts the real server (tsx apps/server/src/main.ts) on a free port with its own data folder,
 * serving the built web app, and reads its log: one-time codes come from the outbox lines.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bourse-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(repo, 'apps/server/src/main.ts')], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
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
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
