/**
 * The recorded ticks, served publicly so anyone can check a proof against them (DESIGN.md
 * section 6): a market's ticks between two instants, oldest first, a page at a time.
 *
 * A range is closed once its market has a recorded tick after its end: the pipeline drops any tick
 * older than the last one, so nothing can join the range any more, and ticks are append-only. A
 * closed range's pages never change, so they are kept in a small in-memory cache and may be cached
 * by the browser and proxies; an open range is asked again every time.
 */
import { formatUnits } from '@bourse/money';
import { TICKS_DEFAULT_LIMIT, TICKS_MAX_RANGE_MS, type TickPage } from '@bourse/contract';
import type { Db } from '@bourse/db';
import { AppError } from '../../platform/errors';
import type { MarketState } from './state';
import { ticksPage } from './store';

/** Tick sources whose prices were generated, not quoted: the page then says it is simulated. */
const SIMULATED_SOURCES = new Set(['simulator', 'simulator-history', 'scripted']);
/** Pages of closed ranges kept in memory (each at most 500 ticks). */
const CACHED_PAGES = 100;

export interface TicksQuery {
  symbol: string;
  from: number;
  to: number;
  cursor?: string | undefined;
  limit?: number | undefined;
}

export class TickArchive {
  private readonly cache = new Map<string, TickPage>();

  constructor(
    private readonly db: Db,
    private readonly state: MarketState,
  ) {}

  async page(q: TicksQuery): Promise<TickPage> {
    const market = this.state.find(q.symbol);
    if (!market) throw new AppError('MARKET_UNKNOWN');
    if (q.to < q.from) throw new AppError('TICK_RANGE_INVALID');
    if (q.to - q.from > TICKS_MAX_RANGE_MS) throw new AppError('TICK_RANGE_TOO_LONG');
    const after = q.cursor === undefined ? undefined : parseCursor(q.cursor, q);
    const limit = q.limit ?? TICKS_DEFAULT_LIMIT;
    const last = this.state.lastTick(market.id);
    const closed = last !== undefined && last.ts > q.to;
    const key = `${market.id}:${q.from}:${q.to}:${q.cursor ?? ''}:${limit}`;
    const cached = closed ? this.cache.get(key) : undefined;
    if (cached) {
      // Most recently used last: the oldest entry is the one evicted.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    // One more than the page, to know whether another page follows.
    const rows = await ticksPage(this.db, market, { fromMs: q.from, toMs: q.to, after }, limit + 1);
    const ticks = rows.slice(0, limit);
    const lastRow = ticks.at(-1);
    const page: TickPage = {
      symbol: market.symbol,
      from: q.from,
      to: q.to,
      ticks: ticks.map((t) => ({
        id: t.id,
        ts: t.ts,
        time_iso: new Date(t.ts).toISOString(),
        price: formatUnits(t.price, market.priceScale, { fixed: market.priceScale }),
        volume: formatUnits(t.volume, market.qtyScale),
        source: t.source,
      })),
      next: rows.length > limit && lastRow ? `${lastRow.ts}-${lastRow.id}` : null,
      closed,
      simulated: (this.state.sources.get(market.id)?.simulated ?? false) || ticks.some((t) => SIMULATED_SOURCES.has(t.source)),
    };
    if (closed) {
      this.cache.set(key, page);
      if (this.cache.size > CACHED_PAGES) this.cache.delete(this.cache.keys().next().value!);
    }
    return page;
  }
}

/** A `next` of this range: `<ts>-<id>` of the last tick of the page before, inside the range. */
function parseCursor(cursor: string, q: TicksQuery): { ts: number; id: number } {
  const [ts, id] = cursor.split('-').map(Number) as [number, number];
  if (ts < q.from || ts > q.to || id < 1) throw new AppError('TICK_CURSOR_INVALID');
  return { ts, id };
}
