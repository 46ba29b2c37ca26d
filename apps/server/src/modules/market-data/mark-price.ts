/**
 * Each market's mark price: what futures liquidate and measure risk on instead of the last tick,
 * so one stray tick cannot liquidate (issue 12, item 3).
 *
 * The rule (stated on the futures rules page): the recorded ticks of the market whose time lies in
 * (T - MARK_PRICE_WINDOW_MS, T], T being the newest tick's time, up to that tick's id, reaching
 * back to the last MARK_PRICE_MIN_TICKS ticks when the window holds fewer (a sparse feed); the
 * median of each source's prices, then the median across sources (@bourse/maths `markPrice`). Every
 * market has one configured source today, so its mark is the median of that source's ticks. The
 * window is anchored to recorded tick times (which the pipeline stamps on the injected clock), so
 * the mark is a function of the recorded ticks alone: bigint, no float, and anyone holding the
 * ticks gets the same number.
 *
 * Two readers: `current` (memory, fed by the pipeline before any other listener runs) for the live
 * figures every node shows; `at` (the database) for a decision the leader's watcher takes on a
 * tick, exact however far the watcher's queue lags behind the memory.
 */
import type { Executor } from '@bourse/db';
import { MARK_PRICE_MIN_TICKS, MARK_PRICE_WINDOW_MS } from '@bourse/contract';
import { markPrice } from '@bourse/maths/lever';
import type { MarketInfo, RecordedTick } from './state';
import { toRecordedTick } from './store';

export interface MarkPrice {
  /** In the market's price units. */
  price: bigint;
  /** The newest tick's time (ms): the window's end. */
  ts: number;
  windowMs: number;
  /** Its inputs: every tick in the window, oldest first. */
  ticks: RecordedTick[];
}

/** The window ending at `newest`, from ticks of its market in recording order (time, then id). */
function windowOf(ticks: readonly RecordedTick[], newest: { id: number; ts: number }): RecordedTick[] {
  const upTo = ticks.filter((t) => t.id <= newest.id && t.ts <= newest.ts);
  const inTime = upTo.filter((t) => t.ts > newest.ts - MARK_PRICE_WINDOW_MS);
  return inTime.length >= MARK_PRICE_MIN_TICKS ? inTime : upTo.slice(-MARK_PRICE_MIN_TICKS);
}

/**
 * The same window in SQL: newest first, as many as lie in time but at least the minimum. Kept
 * here with the rule it implements rather than in store.ts.
 */
async function loadWindow(ex: Executor, m: MarketInfo, newest: { id: number; ts: number }): Promise<RecordedTick[]> {
  const { rows } = await ex.query<Parameters<typeof toRecordedTick>[0]>(
    `SELECT * FROM ticks WHERE market_id = $1 AND ts <= $2 AND id <= $3 ORDER BY ts DESC, id DESC
      LIMIT greatest($5::int, (SELECT count(*) FROM ticks WHERE market_id = $1 AND ts <= $2 AND id <= $3 AND ts > $4))`,
    [m.id, new Date(newest.ts), newest.id, new Date(newest.ts - MARK_PRICE_WINDOW_MS), MARK_PRICE_MIN_TICKS],
  );
  return rows.map((r) => toRecordedTick(r, m)).reverse();
}

function markOf(window: RecordedTick[], ts: number): MarkPrice | undefined {
  const price = markPrice(window);
  return price === undefined ? undefined : { price, ts, windowMs: MARK_PRICE_WINDOW_MS, ticks: window };
}

export class MarkPrices {
  /** Per market, the ticks of the current window, in recording order. */
  private readonly windows = new Map<number, RecordedTick[]>();

  constructor(
    private readonly ex: Executor,
    private readonly market: (marketId: number) => MarketInfo | undefined,
  ) {}

  /** At start: each market's window up to its last recorded tick, so live figures have a mark at once. */
  async restore(lastTicks: ReadonlyArray<RecordedTick | undefined>): Promise<void> {
    for (const last of lastTicks) {
      const m = last && this.market(last.marketId);
      if (last && m) this.windows.set(m.id, await loadWindow(this.ex, m, last));
    }
  }

  /**
   * Fold a batch of recorded ticks in (the pipeline's first listener). A market never seen (no tick
   * at start, or history written since) loads its window from the database, where the batch
   * already is.
   */
  async apply(ticks: readonly RecordedTick[]): Promise<void> {
    for (const t of ticks) {
      const known = this.windows.get(t.marketId);
      const m = this.market(t.marketId);
      if (!m) continue;
      if (!known || known.length === 0) {
        this.windows.set(m.id, await loadWindow(this.ex, m, t));
        continue;
      }
      if (known.some((k) => k.id === t.id)) continue;
      this.windows.set(m.id, windowOf([...known, t], t));
    }
  }

  /** The mark price now (memory). */
  current(marketId: number): MarkPrice | undefined {
    const window = this.windows.get(marketId);
    const newest = window?.[window.length - 1];
    return window && newest ? markOf(window, newest.ts) : undefined;
  }

  /** The mark price as of a recorded tick (database): what a liquidation is decided and proven on. */
  async at(marketId: number, tick: { id: number; ts: number }): Promise<MarkPrice | undefined> {
    const m = this.market(marketId);
    return m ? markOf(await loadWindow(this.ex, m, tick), tick.ts) : undefined;
  }
}
