import pg from 'pg';
import { PARSERS } from './parsers';
import type { Db, Executor, LeaseSet } from './types';

const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
const MAX_ATTEMPTS = 3;

const types = {
  getTypeParser(oid: number, format?: string) {
    const custom = PARSERS[oid];
    if (custom && format !== 'binary') return custom;
    return pg.types.getTypeParser(oid, (format ?? 'text') as 'text');
  },
};

/**
 * Statements are prepared once per connection under a name derived from their text: the ledger
 * runs the same few statements many times, and parsing and planning them again each time
 * doubled the cost of a transfer.
 */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s${statementNames.size.toString(36)}`;
    statementNames.set(text, name);
  }
  return name;
}

function run(client: pg.Pool | pg.PoolClient, text: string, params: readonly unknown[] | undefined) {
  // Only parameterised statements are prepared: a plain text may hold several statements.
  if (!params || params.length === 0) return client.query(text);
  return client.query({ name: statementName(text), text, values: params as unknown[] });
}

export interface PgOptions {
  connectionString: string;
  /** Pool size. */
  max?: number;
}

export function createPgDb(options: PgOptions): Db & { pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 20,
    types: types as never,
  });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const query: Executor['query'] = async (text, params) => {
    const result = await run(pool, text, params);
    return { rows: result.rows };
  };
  async function attempt<T>(fn: (ex: Executor) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const ex: Executor = {
        query: async (text, params) => ({ rows: (await run(client, text, params)).rows }),
      };
      const value = await fn(ex);
      await client.query('COMMIT');
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  return {
    kind: 'pg',
    pool,
    query,
    async tx(fn) {
      for (let n = 1; ; n++) {
        try {
          return await attempt(fn);
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (n >= MAX_ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
        }
      }
    },
    close: () => pool.end(),
    async tryLease(key) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS ok', [key]);
        if (!rows[0]?.ok) {
          client.release();
          return undefined;
        }
      } catch (error) {
        client.release();
        throw error;
      }
      return {
        async release() {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
          client.release();
        },
      };
    },
    leases: () => pgLeases(options.connectionString),
  };
}

/**
 * Leases on a connection outside the pool: its session holds the advisory locks, so when it
 * closes (the process dies, the network drops) PostgreSQL frees every one of them at once.
 */
async function pgLeases(connectionString: string): Promise<LeaseSet> {
  const client = new pg.Client({ connectionString, types: types as never });
  const held = new Set<number>();
  let lost = false;
  const lose = () => {
    lost = true;
    held.clear();
  };
  // An error on an idle connection must not crash the process: the next take() reports it.
  client.on('error', lose);
  client.on('end', lose);
  await client.connect();
  return {
    held,
    async take(keys) {
      if (lost) throw new Error('lease session lost');
      const missing = keys.filter((k) => !held.has(k));
      try {
        // A session lock taken twice is counted twice: ask only for what is not held yet.
        const { rows } = await client.query<{ k: number }>(
          'SELECT k::int4 AS k FROM unnest($1::int8[]) AS k WHERE pg_try_advisory_lock(k)',
          [missing],
        );
        for (const r of rows) held.add(r.k);
      } catch (error) {
        lose();
        throw error;
      }
      return held;
    },
    async close() {
      lose();
      await client.end().catch(() => undefined);
    },
  };
}
