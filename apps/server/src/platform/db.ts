/** The database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { applyMigrations, createPgDb, createPgliteDb, type Db, readMigrations } from '@bourse/db';
import type { Config } from './config';
import { MIGRATIONS_DIR } from './paths';

export async function openDatabase(config: Config): Promise<Db> {
  if (config.DATABASE_URL) {
    return createPgDb({ connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE });
  }
  const dataDir = join(config.dataDir, 'pglite');
  await mkdir(dataDir, { recursive: true });
  return createPgliteDb({ dataDir });
}

export async function migrate(db: Db): Promise<string[]> {
  return applyMigrations(db, await readMigrations(MIGRATIONS_DIR));
}
