export type { Db, DbKind, Executor, Lease, LeaseSet } from './types';
export { OID, PARSERS, parseInt8 } from './parsers';
export { createPgliteDb, type PgliteOptions } from './pglite';
export { createPgDb, type PgOptions } from './pg';
export { applyMigrations, migrationsHash, readMigrations, type Migration } from './migrate';
