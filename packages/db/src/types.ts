/** Run one statement. Both a pooled client inside a transaction and the PGlite handle fit this. */
export interface Executor {
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
}

export type DbKind = 'pglite' | 'pg';

export interface Db extends Executor {
  readonly kind: DbKind;
  /**
   * Run `fn` in one transaction and commit, or roll back if it throws. On PostgreSQL a
   * serialization failure or deadlock is retried (up to 3 attempts), so `fn` must only do database
   * work. Never call `db.query` inside `fn`: use the executor it is given (on PGlite the outer
   * handle waits for the transaction and would deadlock).
   */
  tx<T>(fn: (ex: Executor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Try to take a process-wide lease named by `key` (a PostgreSQL session advisory lock held on a
   * connection of its own), so that exactly one node runs a writer such as the price feed. PGlite
   * is one process: its lease is always granted. Returns undefined when another node holds it.
   */
  tryLease(key: number): Promise<Lease | undefined>;
  /**
   * A set of leases held on one connection of its own (one session, many advisory locks): a node
   * that writes several markets holds each market's lease without a connection per market. PGlite
   * is one process: every lease is granted and never lost.
   */
  leases(): Promise<LeaseSet>;
}

export interface LeaseSet {
  /**
   * Try to take each key not held yet; answers the keys held afterwards. Also the heartbeat: it
   * runs a statement on the session even when nothing is missing, so a dead connection is found.
   * Throws once the session is lost, and from then on `held` is empty (PostgreSQL freed the locks).
   */
  take(keys: readonly number[]): Promise<ReadonlySet<number>>;
  readonly held: ReadonlySet<number>;
  /** Give every lease back and close the session. */
  close(): Promise<void>;
}

export interface Lease {
  release(): Promise<void>;
}
