/**
 * Applies drizzle-kit's SQL migrations (the `meta/_journal.json` order) once each, recording them in
 * `bourse_migrations`. On PostgreSQL an advisory lock makes concurrent starts (two API nodes)
 * take turns; PGlite is one process and needs none.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from './types';

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

const LOCK_ID = 7_231_004; // arbitrary, fixed: "bourse migrations"

export interface Migration {
  tag: string;
  hash: string;
  statements: string[];
}

export async function readMigrations(folder: string): Promise<Migration[]> {
  const journal = JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const sorted = [...journal.entries].sort((a, b) => a.idx - b.idx);
  return Promise.all(
    sorted.map(async ({ tag }) => {
      const text = await readFile(join(folder, `${tag}.sql`), 'utf8');
      return {
        tag,
        hash: createHash('sha256').update(text).digest('hex'),
        statements: text
          .split('--> statement-breakpoint')
          .map((s) => s.trim())
          .filter((s) => s.length > 0),
      };
    }),
  );
}

/** Hash of a migration set: a changed migration changes every cached test template. */
export function migrationsHash(migrations: Migration[]): string {
  return createHash('sha256')
    .update(migrations.map((m) => `${m.tag}:${m.hash}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
}

export async function applyMigrations(db: Db, migrations: Migration[]): Promise<string[]> {
  return db.tx(async (ex) => {
    if (db.kind === 'pg') await ex.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await ex.query(`CREATE TABLE IF NOT EXISTS bourse_migrations (
      tag text PRIMARY KEY, hash text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await ex.query<{ tag: string; hash: string }>('SELECT tag, hash FROM bourse_migrations');
    const applied = new Map(rows.map((r) => [r.tag, r.hash]));
    const ran: string[] = [];
    for (const m of migrations) {
      const prior = applied.get(m.tag);
      if (prior !== undefined) {
        if (prior !== m.hash) throw new Error(`migration ${m.tag} changed after it was applied`);
        continue;
      }
      for (const statement of m.statements) await ex.query(statement);
      await ex.query('INSERT INTO bourse_migrations (tag, hash) VALUES ($1, $2)', [m.tag, m.hash]);
      ran.push(m.tag);
    }
    return ran;
  });
}
