/**
 * How every bench ends, however it ends: the databases and temporary folders it made are dropped,
 * the processes it started are stopped, and the exit code says what happened.
 *
 * - `runBench(main)` runs the bench; its exit code is main's number (0 by default), 1 if it threw,
 *   130 on SIGINT and 143 on SIGTERM; the clean-ups run first in each case (a second Ctrl-C ends
 *   the process at once).
 * - `tempDir`, `createDatabase`, `onCleanup` register a clean-up the moment the thing exists, so an
 *   interrupted set-up leaves nothing behind either.
 * - `watchChild` stops the bench with exit 1 if a process it started ends before it is stopped: a
 *   server that crashed must not read as a slow or a fast result.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

type Cleanup = () => void | Promise<void>;
const cleanups: Cleanup[] = [];
let ending: Promise<never> | undefined;

/** Registers a clean-up (they run last registered first); returns a function that runs it now and forgets it. */
export function onCleanup(fn: Cleanup): () => Promise<void> {
  cleanups.push(fn);
  return async () => {
    const i = cleanups.indexOf(fn);
    if (i === -1) return;
    cleanups.splice(i, 1);
    await fn();
  };
}

/** Runs every clean-up; false if one failed (a database left behind, a check run at disposal that failed). */
async function cleanUp(): Promise<boolean> {
  let ok = true;
  for (let fn = cleanups.pop(); fn; fn = cleanups.pop()) {
    try {
      await fn();
    } catch (error) {
      ok = false;
      console.error(`clean-up failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return ok;
}

/** Cleans up, then exits with `code` (1 instead of 0 if a clean-up failed); the first call decides, later ones wait. */
export function finish(code: number): Promise<never> {
  ending ??= cleanUp().then((ok) => process.exit(code === 0 && !ok ? 1 : code));
  return ending;
}

export function runBench(main: () => Promise<number | void>): void {
  const interrupted = (signal: string, code: number) => () => {
    console.error(`\n${signal}: cleaning up`);
    void finish(code);
  };
  process.once('SIGINT', interrupted('SIGINT', 130));
  process.once('SIGTERM', interrupted('SIGTERM', 143));
  main().then(
    (code) => finish(code ?? 0),
    (error: unknown) => {
      // Once the bench is ending (interrupted, a child died), what fails in main is the consequence.
      if (!ending) console.error(error);
      return finish(1);
    },
  );
}

/** A fresh folder under the system's temporary folder, removed at the end (kept when `keep` says so). */
export function tempDir(prefix: string, keep = () => false): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onCleanup(() => {
    if (keep()) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

async function admin(adminUrl: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export interface BenchDatabase {
  name: string;
  url: string;
  /** Drops it now (with FORCE: open connections are ended). */
  drop(): Promise<void>;
}

/** A new PostgreSQL database on the server of `adminUrl` (empty, or a copy of `template`), dropped at the end. */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<BenchDatabase> {
  await admin(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const drop = onCleanup(() => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop };
}

export interface Watched {
  /** Stops it (the exit is then expected) and waits for it to end. */
  stop(): Promise<void>;
}

interface WatchOptions {
  /** How to end it (default SIGTERM, then SIGKILL after 10 s). */
  kill?: () => void;
  /** An ending that is not a failure (e.g. a publisher that exits 0 once it printed its result). */
  expected?: (code: number | null) => boolean;
  /** Printed when it dies (e.g. the tail of its output). */
  detail?: () => string;
}

/** Watches a process the bench started: stopped at the end, and its unexpected end stops the bench with exit 1. */
export function watchChild(child: ChildProcess, name: string, options: WatchOptions = {}): Watched {
  let stopping = false;
  child.once('error', (error) => {
    console.error(`${name} could not be started or stopped: ${error.message}`);
    void finish(1);
  });
  const closed = new Promise<void>((resolve) => {
    // 'close', not 'exit': by then its output has been read, so `expected` and `detail` see all of it.
    child.once('close', (code, signal) => {
      resolve();
      if (stopping || options.expected?.(code)) return;
      console.error(`${name} ended unexpectedly (${signal ?? `exit ${code}`}): stopping the bench`);
      const detail = options.detail?.().trim();
      if (detail) console.error(detail);
      void finish(1);
    });
  });
  const stop = async () => {
    if (stopping) return closed;
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return closed;
    if (options.kill) options.kill();
    else child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await closed;
    clearTimeout(force);
  };
  const release = onCleanup(stop);
  return { stop: release };
}
