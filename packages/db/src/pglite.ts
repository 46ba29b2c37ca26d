import { PGlite } from '@electric-sql/pglite';
import { PARSERS } from './parsers';
import type { Db, Executor } from './types';

export interface PgliteOptions {
  /** Folder for the data; omitted means in memory. */
  dataDir?: string;
  /** A dump from `dumpDataDir()` to start from (tests reuse one migrated copy). */
  loadDataDir?: Blob | File;
}

/** PGlite has one connection: its transaction() queues every other query until it finishes. */
export async function createPgliteDb(options: PgliteOptions = {}): Promise<Db & { pglite: PGlite }> {
  const pglite = new PGlite({
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
  };
}
