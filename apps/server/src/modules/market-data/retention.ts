/**
 * Raw ticks are kept for `TICK_RETENTION_DAYS` (config, 30 by default), then deleted by this
 * clock-driven job on the feed's node; candles are never deleted, so every chart keeps its past.
 * Kept forever:
 * - every tick a proof names, and the 30 s around it (a proof page links to the ticks around its
 *   entry and close): each module that stores tick ids says which through `prices.keepTicks`
 *   (a keeper: SQL answering the `(market_id, from_ts, to_ts)` stretches to keep that touch the
 *   stretch `$1`..`$2` being cleaned);
 * - each market's last tick (a restart starts from it).
 * The database allows the delete only in a transaction that says so, and only for ticks older
 * than a day (migration 0017): no other path, nor a clock set far ahead, can remove a tick.
 *
 * PGlite runs PostgreSQL in single-user mode: no autovacuum and no checkpointer. So on PGlite the
 * job also vacuums (every `MAINTAIN_EVERY_MS`: the candles every tick rewrites; after a delete,
 * the ticks) so freed space is reused, and checkpoints, so the write-ahead log is recycled
 * instead of growing with every write (about 10 MB a simulated minute of the default market).
 */
import type { Executor } from '@bourse/db';
import type { AppContext } from '../../app/context';
import type { Timer } from '../../platform/clock';

/** SQL answering `(market_id int, from_ts timestamptz, to_ts timestamptz)`: stretches of ticks to keep, for the stretch $1..$2. */
export interface TickKeeper {
  /** The `table.column`s it speaks for, space-separated (a test checks every tick-id column has a keeper). */
  name: string;
  sql: string;
}

const DAY_MS = 86_400_000;
export const RETENTION_EVERY_MS = 3_600_000;
const FIRST_RUN_MS = 5 * 60_000;
/** PGlite's vacuum and checkpoint (above). */
const MAINTAIN_EVERY_MS = 5 * 60_000;
/** Deleted per statement, so one run never holds the (PGlite: only) connection for long. */
const CHUNK_ROWS = 20_000;

export class TickRetention {
  private readonly keepers: TickKeeper[] = [];
  private timers: Timer[] = [];
  private running: Promise<unknown> = Promise.resolve();
  /** Where the last pass stopped (ms): older ticks were already cleaned. */
  private cleanedTo: number | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly leads: () => boolean,
  ) {}

  keep(keeper: TickKeeper): void {
    this.keepers.push(keeper);
  }

  get keeperNames(): string[] {
    return this.keepers.map((k) => k.name);
  }

  start(): void {
    const look = () => {
      if (this.leads())
        this.running = this.running.then(() => this.run()).catch((err) => this.ctx.log.error({ err }, 'tick retention failed'));
    };
    this.timers = [this.ctx.clock.setTimeout(look, FIRST_RUN_MS), this.ctx.clock.setInterval(look, RETENTION_EVERY_MS)];
    if (this.ctx.db.kind === 'pglite') {
      const maintain = () =>
        (this.running = this.running
          .then(() => this.vacuum(false))
          .catch((err) => this.ctx.log.error({ err }, 'PGlite maintenance failed')));
      this.timers.push(this.ctx.clock.setInterval(maintain, MAINTAIN_EVERY_MS));
    }
  }

  async stop(): Promise<void> {
    for (const t of this.timers) t.cancel();
    this.timers = [];
    await this.running;
  }

  /**
   * One pass: delete what has passed the retention period and is kept by nobody, a day at a time
   * from where the last pass stopped (from the oldest tick after a start); answers how many went.
   */
  async run(): Promise<number> {
    const cutoff = this.ctx.clock.now().getTime() - this.ctx.config.TICK_RETENTION_DAYS * DAY_MS;
    let deleted = 0;
    for (let from = this.cleanedTo ?? (await this.oldest()) ?? cutoff; from < cutoff; from += DAY_MS) {
      const to = Math.min(from + DAY_MS, cutoff);
      for (let n = CHUNK_ROWS; n === CHUNK_ROWS; deleted += n) n = await this.ctx.db.tx((ex) => this.deleteChunk(ex, from, to));
    }
    this.cleanedTo = Math.max(this.cleanedTo ?? cutoff, cutoff);
    await this.vacuum(deleted > 0);
    return deleted;
  }

  /** The oldest tick's time, per market through the (market_id, ts) index. */
  private async oldest(): Promise<number | undefined> {
    const { rows } = await this.ctx.db.query<{ oldest: Date | null }>(
      'SELECT min(l.ts) AS oldest FROM markets m CROSS JOIN LATERAL (SELECT ts FROM ticks WHERE market_id = m.id ORDER BY ts LIMIT 1) l',
    );
    return rows[0]?.oldest?.getTime();
  }

  private async deleteChunk(ex: Executor, fromMs: number, toMs: number): Promise<number> {
    // The guard trigger (migration 0017) lets this transaction, and only it, delete old ticks.
    await ex.query("SELECT set_config('bourse.tick_retention', 'on', true)");
    const kept = this.keepers.map((k) => `(${k.sql})`);
    // Each market's last tick stays, however old (a market that stopped trading keeps its price).
    kept.push('SELECT m.id, l.ts, l.ts FROM markets m CROSS JOIN LATERAL (SELECT max(ts) AS ts FROM ticks WHERE market_id = m.id) l');
    const { rows } = await ex.query<{ n: number }>(
      `WITH keep AS MATERIALIZED (SELECT k.market_id, k.from_ts, k.to_ts FROM (${kept.join(' UNION ALL ')}) AS k(market_id, from_ts, to_ts)),
            doomed AS (
              SELECT t.id FROM markets m
                JOIN ticks t ON t.market_id = m.id AND t.ts >= $1::timestamptz AND t.ts < $2::timestamptz AND t.ts < now() - interval '1 day'
               WHERE NOT EXISTS (SELECT 1 FROM keep k WHERE k.market_id = t.market_id AND t.ts BETWEEN k.from_ts AND k.to_ts)
               LIMIT ${CHUNK_ROWS}),
            gone AS (DELETE FROM ticks WHERE id IN (SELECT id FROM doomed) RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [new Date(fromMs), new Date(toMs)],
    );
    return rows[0]!.n;
  }

  /** PostgreSQL vacuums and checkpoints on its own; PGlite (single-user mode) is done here. */
  private async vacuum(ticksToo: boolean): Promise<void> {
    if (this.ctx.db.kind !== 'pglite') return;
    await this.ctx.db.query(ticksToo ? 'VACUUM klines, ticks' : 'VACUUM klines');
    await this.ctx.db.query('CHECKPOINT');
  }
}
