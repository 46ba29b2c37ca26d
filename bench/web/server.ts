/** The real server (`tsx apps/server/src/main.ts`) on a free port, serving a web build, for the browser benches. */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { watchChild } from '../lifecycle';

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Starts the server with PGlite in `dataDir`, the simulated market without its year of history
 * (the home screen shows none of it) and the production settings a user's browser would meet.
 * A stop ends the process it started (by its id; through nice, the same process); it is watched
 * (lifecycle.ts): if it dies, the bench stops with its last output.
 */
export async function startServer(repo: string, webDist: string, dataDir: string): Promise<BenchServer> {
  const port = await freePort();
  // At a lower priority: on a phone the server is another machine, here it shares two cores with
  // Chromium, and its market simulator would otherwise count as the phone's own work.
  const command = [process.execPath, '--import', 'tsx', join(repo, 'apps/server/src/main.ts')];
  const niced = spawnSync('nice', ['true']).status === 0;
  const [file, ...args] = niced ? ['nice', '-n', '10', ...command] : command;
  const child = spawn(file!, args, {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PRICE_FEED: 'simulator',
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SIMULATOR_HISTORY: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const watched = watchChild(child, 'the server', { detail: () => output.join('').slice(-4000) });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 120 s:\n${output.join('')}`)), 120_000);
    let started = false;
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      // Once started, only the tail is kept (printed if it dies).
      if (started) output.splice(0, Math.max(0, output.length - 100));
      else if (output.join('').includes('Bourse is running at')) {
        started = true;
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  });
  return { url: `http://127.0.0.1:${port}`, stop: watched.stop };
}
