import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a SQL migration for any schema change into ./migrations. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/schema.ts', './src/modules/*/schema.ts', '../../packages/ledger/src/schema.ts'],
  out: './migrations',
});
