import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { createTestDb, type TestDb } from '@bourse/db/testing';
import * as schema from '../src/schema';

const schemaFile = fileURLToPath(new URL('../src/schema.ts', import.meta.url));

/** A database holding just the ledger tables, built from the same drizzle schema as the app's migrations. */
export function ledgerTestDb(options: { poolSize?: number } = {}): Promise<TestDb> {
  const version = createHash('sha256').update(readFileSync(schemaFile)).digest('hex').slice(0, 12);
  return createTestDb(
    {
      name: 'ledger',
      version,
      async setup(db) {
        const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ ...schema }));
        for (const s of statements) await db.query(s);
      },
    },
    options,
  );
}

export async function truncateLedger(db: TestDb['db']): Promise<void> {
  await db.query('TRUNCATE ledger_postings, ledger_holds, ledger_entries, ledger_accounts RESTART IDENTITY CASCADE');
}
