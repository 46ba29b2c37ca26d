import { PGlite } from '@electric-sql/pglite';
import { PARSERS } from './parsers';
import type { Db, Executor, LeaseSet } from './types';

export interface PgliteOptions {
  /** Folder for the data; omitted means in memory. */
  dataDir?: string;
  /** A dump from `dumpDataDir()` to start from (tests reuse one migrated copy). */
  loadDataDir?: Blob | File;
}

/**
 * PostgreSQL's defaults size its caches for a server of its own (shared_buffers 128 MB), and the
 * WebAssembly memory PGlite runs in only grows: an embedded server touched all of it and held
 * about 200 MB at rest. The files stay in the operating system's page cache anyway, so a small
 * buffer pool costs little: 16 MB (wal_buffers follows it), and at most 16 MB per index build.
 */
const MEMORY_PARAMS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB', '-c', 'work_mem=4MB'];

/** PGlite has one connection: its transaction() queues every other query until it finishes. */
export async function createPgliteDb(options: PgliteOptions = {}): Promise<Db & { pglite: PGlite }> {
  const pglite = new PGlite({
    startParams: [...PGlite.defaultStartParams, ...MEMORY_PARAMS],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
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
