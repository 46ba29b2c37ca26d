import { PGlite } from '@electric-sql/pglite';
import { PARSERS } from './parsers';
import type { Db, Executor, LeaseSet } from './types';

export interface PgliteOptions {
  /** Folder for the data; omitted means in memory. */
  dataDir?: string;
  /** A dump from `dumpDataDir()` to start from (tests reuse one migrated copy). */
  loadDataDir?: Blob | File;
  /** PGlite's compiled WebAssembly and its file bundle, shared by every instance of a process (tests: testing.ts). */
  assets?: PgliteAssets;
}

export interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/**
 * PostgreSQL's defaults suit a server of its own, not one embedded in an app:
 * - its caches (shared_buffers 128 MB): the WebAssembly memory PGlite runs in only grows, so an
 *   embedded server touched all of it and held about 200 MB at rest. The files stay in the
 *   operating system's page cache anyway, so a small pool costs little: 8 MB (wal_buffers
 *   follows it; 16 MB held about 9 MB more at rest, bench/memory), and at most 16 MB per index
 *   build;
 * - its write-ahead log (max_wal_size 1 GB before a checkpoint recycles it): the data folder grew
 *   by the whole log before any of it was reused. 32 MB keeps the log at two or three segments.
 */
const EMBEDDED_PARAMS = [
  ['shared_buffers', '8MB'],
  ['maintenance_work_mem', '16MB'],
  ['work_mem', '4MB'],
  ['max_wal_size', '32MB'],
  ['min_wal_size', '32MB'],
].flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/** PGlite has one connection: its transaction() queues every other query until it finishes. */
export async function createPgliteDb(options: PgliteOptions = {}): Promise<Db & { pglite: PGlite }> {
  const pglite = new PGlite({
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_PARAMS],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.assets ?? {}),
    parsers: PARSERS,
  });
  await pglite.waitReady;
  const query: Executor['query'] = async (text, params) => {
    const result = await pglite.query(text, params ? [...params] : undefined);
    return { rows: result.rows as never[] };
  };
  return {
    kind: 'pglite',
    pglite,
    query,
    tx: (fn) =>
      pglite.transaction(async (t) =>
        fn({
          query: async (text, params) => ({ rows: (await t.query(text, params ? [...params] : undefined)).rows as never[] }),
        }),
      ),
    close: () => pglite.close(),
    tryLease: async () => ({ release: async () => undefined }),
    leases: async () => grantedLeases(),
  };
}

/** One process: every lease is granted at once and never lost. */
function grantedLeases(): LeaseSet {
  const held = new Set<number>();
  return {
    held,
    take: async (keys) => {
      for (const k of keys) held.add(k);
      return held;
    },
    close: async () => held.clear(),
  };
}
