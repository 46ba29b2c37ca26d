/**
 * Count an app's transactions and the statements in each, from now until `stop()`: how the group
 * commit tests (futures, seconds options) show that many requests took one transaction of a fixed
 * number of statements. Instrumentation of the database handle, not of the code under test.
 */
import type { Executor } from '@bourse/db';
import type { TestApp } from './harness';

export function watchTransactions(t: TestApp): { statements: number[]; stop(): void } {
  const db = t.built.ctx.db;
  const tx = db.tx;
  const watch = { statements: [] as number[], stop: () => void (db.tx = tx) };
  db.tx = (<T>(fn: (ex: Executor) => Promise<T>) =>
    tx.call(db, (ex) => {
      const n = watch.statements.push(0) - 1;
      return fn({ query: (text, params) => (watch.statements[n]!++, ex.query(text, params)) });
    })) as typeof db.tx;
  return watch;
}
