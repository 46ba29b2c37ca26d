/**
 * Test databases. Each test file gets its own database, cloned from a prepared template so the
 * schema is built once per run rather than once per file:
 *  - PGlite: the template is a data-dir dump cached in the temp folder (a fresh PGlite takes
 *    seconds to initialise; loading a dump takes about one). The dump is an uncompressed tar and
 *    PGlite's WebAssembly is compiled once per process: a test file's database then starts without
 *    gunzipping 46 MB or compiling the module again (about a second a file on the 2-core machine);
 *  - PostgreSQL (TEST_DB=pg, DATABASE_URL): the template is a database; each file gets
 *    `CREATE DATABASE ... TEMPLATE ...` and drops it when done.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { createPgDb } from './pg';
import { createPgliteDb, type PgliteAssets } from './pglite';
import type { Db } from './types';

export type TestDbMode = 'pglite' | 'pg';

export function testDbMode(): TestDbMode {
  const mode = process.env.TEST_DB ?? 'pglite';
  if (mode !== 'pglite' && mode !== 'pg') throw new Error(`TEST_DB must be pglite or pg, got ${mode}`);
  if (mode === 'pg' && !process.env.DATABASE_URL) throw new Error('TEST_DB=pg needs DATABASE_URL');
  return mode;
}

export interface TemplateSpec {
  /** Short name: part of the cached file or template database name. */
  name: string;
  /** Changes whenever the schema changes (e.g. the migrations hash). */
  version: string;
  /** Builds the schema (and any fixed data) into an empty database. */
  setup: (db: Db) => Promise<void>;
}

function adminUrl(): string {
  return process.env.DATABASE_URL!;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

let assets: Promise<PgliteAssets> | undefined;

/** The files PGlite itself loads on each start (its dist folder), read and compiled once per process. */
function pgliteAssets(): Promise<PgliteAssets> {
  assets ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, bundle] = await Promise.all([readFile(join(dist, 'pglite.wasm')), readFile(join(dist, 'pglite.data'))]);
    // The Node-side programs are typed without the DOM library, which declares WebAssembly's functions.
    const wasmApi = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteAssets['pgliteWasmModule']> } })
      .WebAssembly;
    return { pgliteWasmModule: await wasmApi.compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  return assets;
}

async function pgliteTemplate(spec: TemplateSpec): Promise<Blob> {
  const dir = join(tmpdir(), 'bourse-test-templates');
  const file = join(dir, `${spec.name}-${spec.version}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // not cached yet
  }
  await mkdir(dir, { recursive: true });
  const db = await createPgliteDb({ assets: await pgliteAssets() });
  await spec.setup(db);
  const dump = await db.pglite.dumpDataDir('none');
  await db.close();
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
  await rename(tmp, file); // atomic: parallel workers may race to create it, either copy is fine
  return dump;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function pgTemplate(spec: TemplateSpec): Promise<string> {
  const name = `bourse_tpl_${spec.name}_${spec.version}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 60);
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    // One builder at a time across parallel test workers.
    await client.query('SELECT pg_advisory_lock(7231005)');
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) {
      const building = `${name}_b`.slice(0, 63);
      await client.query(`DROP DATABASE IF EXISTS ${building}`);
      await client.query(`CREATE DATABASE ${building}`);
      const db = createPgDb({ connectionString: withDatabase(adminUrl(), building), max: 2 });
      try {
        await spec.setup(db);
      } finally {
        await db.close();
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    await client.query('SELECT pg_advisory_unlock(7231005)');
  } finally {
    await client.end();
  }
  return name;
}

export interface TestDb {
  db: Db;
  /** Drop the database (PostgreSQL) or close it (PGlite). */
  dispose(): Promise<void>;
  /** For PostgreSQL, the URL of this test's database (to start a server process on it). */
  url?: string;
}

export async function createTestDb(spec: TemplateSpec, options: { poolSize?: number } = {}): Promise<TestDb> {
  if (testDbMode() === 'pglite') {
    const db = await createPgliteDb({ loadDataDir: await pgliteTemplate(spec), assets: await pgliteAssets() });
    return { db, dispose: () => db.close() };
  }
  const template = await pgTemplate(spec);
  const name = `bourse_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      // 55006: the template is briefly in use by another clone; try again shortly.
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
  const url = withDatabase(adminUrl(), name);
  const db = createPgDb({ connectionString: url, max: options.poolSize ?? 20 });
  return {
    db,
    url,
    async dispose() {
      await db.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
