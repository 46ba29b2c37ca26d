/** SQL for markets, ticks and K-lines. Prices and volumes cross the boundary as decimal strings. */
import type { Executor } from '@bourse/db';
import { divRound, formatUnits, parseUnits } from '@bourse/money';
import type { Candle } from './candles';
import type { Period } from './periods';
import type { MarketInfo, RecordedTick } from './state';

interface MarketRow {
  id: number;
  symbol: string;
  base_asset_id: number;
  quote_asset_id: number;
  kind: 'crypto' | 'stock';
  price_scale: number;
  qty_scale: number;
  sort: number;
  base: string;
  quote: string;
  name: string;
  color: string;
  icon: string | null;
}

export async function loadMarkets(ex: Executor): Promise<MarketInfo[]> {
  const { rows } = await ex.query<MarketRow>(
    `SELECT m.*, b.code AS base, q.code AS quote, b.name, b.color, b.icon
       FROM markets m JOIN assets b ON b.id = m.base_asset_id JOIN assets q ON q.id = m.quote_asset_id
      WHERE m.enabled ORDER BY m.sort, m.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    symbol: r.symbol,
    base: r.base,
    quote: r.quote,
    name: r.name,
    baseAssetId: r.base_asset_id,
    quoteAssetId: r.quote_asset_id,
    kind: r.kind,
    priceScale: r.price_scale,
    qtyScale: r.qty_scale,
    color: r.color,
    icon: r.icon,
    sort: r.sort,
  }));
}

/** Quote amount of a candle's turnover, in price units (turnover is price units x quantity units). */
function turnoverText(turnover: bigint, m: MarketInfo): string {
  return formatUnits(divRound(turnover, 10n ** BigInt(m.qtyScale), 'down'), m.priceScale);
}

export async function insertTicks(
  ex: Executor,
  ticks: Array<{ market: MarketInfo; ts: number; price: bigint; volume: bigint; source: string }>,
): Promise<number[]> {
  if (ticks.length === 0) return [];
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO ticks (market_id, ts, price, volume, source)
     SELECT a, b, c, d, e FROM unnest($1::int[], $2::timestamptz[], $3::numeric[], $4::numeric[], $5::text[])
            WITH ORDINALITY AS t(a, b, c, d, e, n)
      ORDER BY n
     RETURNING id`,
    [
      ticks.map((t) => t.market.id),
      ticks.map((t) => new Date(t.ts)),
      ticks.map((t) => formatUnits(t.price, t.market.priceScale)),
      ticks.map((t) => formatUnits(t.volume, t.market.qtyScale)),
      ticks.map((t) => t.source),
    ],
  );
  return rows.map((r) => Number(r.id));
}

/** Ticks written in bulk without reading their ids back (the generated history): half the work of insertTicks. */
export async function insertHistoryTicks(
  ex: Executor,
  ticks: Array<{ market: MarketInfo; ts: number; price: bigint; volume: bigint; source: string }>,
): Promise<void> {
  if (ticks.length === 0) return;
  await ex.query(
    `INSERT INTO ticks (market_id, ts, price, volume, source)
     SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::numeric[], $4::numeric[], $5::text[])`,
    [
      ticks.map((t) => t.market.id),
      ticks.map((t) => new Date(t.ts)),
      ticks.map((t) => formatUnits(t.price, t.market.priceScale)),
      ticks.map((t) => formatUnits(t.volume, t.market.qtyScale)),
      ticks.map((t) => t.source),
    ],
  );
}

export async function upsertCandles(ex: Executor, rows: Array<{ market: MarketInfo; period: Period; candle: Candle }>): Promise<void> {
  if (rows.length === 0) return;
  const p = (m: MarketInfo, v: bigint) => formatUnits(v, m.priceScale);
  await ex.query(
    `INSERT INTO klines (market_id, period, open_time, open, high, low, close, volume, turnover)
     SELECT * FROM unnest($1::int[], $2::text[], $3::timestamptz[], $4::numeric[], $5::numeric[], $6::numeric[],
                          $7::numeric[], $8::numeric[], $9::numeric[])
     ON CONFLICT (market_id, period, open_time) DO UPDATE
        SET high = EXCLUDED.high, low = EXCLUDED.low, close = EXCLUDED.close,
            volume = EXCLUDED.volume, turnover = EXCLUDED.turnover`,
    [
      rows.map((r) => r.market.id),
      rows.map((r) => r.period),
      rows.map((r) => new Date(r.candle.openTime)),
      rows.map((r) => p(r.market, r.candle.open)),
      rows.map((r) => p(r.market, r.candle.high)),
      rows.map((r) => p(r.market, r.candle.low)),
      rows.map((r) => p(r.market, r.candle.close)),
      rows.map((r) => formatUnits(r.candle.volume, r.market.qtyScale)),
      rows.map((r) => turnoverText(r.candle.turnover, r.market)),
    ],
  );
}

interface CandleRow {
  period: Period;
  open_time: Date;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  turnover: string;
}

function toCandle(r: CandleRow, m: MarketInfo): Candle {
  const p = (v: string) => parseUnits(v, m.priceScale);
  return {
    openTime: r.open_time.getTime(),
    open: p(r.open),
    high: p(r.high),
    low: p(r.low),
    close: p(r.close),
    volume: parseUnits(r.volume, m.qtyScale),
    turnover: parseUnits(r.turnover, m.priceScale) * 10n ** BigInt(m.qtyScale),
  };
}

export async function latestCandles(ex: Executor, m: MarketInfo): Promise<Map<Period, Candle>> {
  const { rows } = await ex.query<CandleRow>(
    `SELECT DISTINCT ON (period) * FROM klines WHERE market_id = $1 ORDER BY period, open_time DESC`,
    [m.id],
  );
  return new Map(rows.map((r) => [r.period, toCandle(r, m)]));
}

export async function candlesBetween(
  ex: Executor,
  m: MarketInfo,
  period: Period,
  fromMs: number,
  toMs: number,
  limit: number,
): Promise<Candle[]> {
  const { rows } = await ex.query<CandleRow>(
    `SELECT * FROM (
       SELECT * FROM klines WHERE market_id = $1 AND period = $2 AND open_time >= $3 AND open_time <= $4
        ORDER BY open_time DESC LIMIT $5
     ) recent ORDER BY open_time`,
    [m.id, period, new Date(fromMs), new Date(toMs), limit],
  );
  return rows.map((r) => toCandle(r, m));
}

interface TickRow {
  id: number;
  market_id: number;
  ts: Date;
  price: string;
  volume: string;
  source: string;
}

export function toRecordedTick(r: TickRow, m: MarketInfo): RecordedTick {
  return {
    id: Number(r.id),
    marketId: r.market_id,
    symbol: m.symbol,
    ts: r.ts.getTime(),
    price: parseUnits(r.price, m.priceScale),
    volume: parseUnits(r.volume, m.qtyScale),
    source: r.source,
  };
}

export async function lastTick(ex: Executor, m: MarketInfo): Promise<RecordedTick | undefined> {
  const { rows } = await ex.query<TickRow>('SELECT * FROM ticks WHERE market_id = $1 ORDER BY ts DESC, id DESC LIMIT 1', [m.id]);
  return rows[0] ? toRecordedTick(rows[0], m) : undefined;
}

/** The last recorded tick at or before an instant: what a settlement at that instant uses. */
export async function tickAtOrBefore(ex: Executor, m: MarketInfo, ms: number): Promise<RecordedTick | undefined> {
  const { rows } = await ex.query<TickRow>('SELECT * FROM ticks WHERE market_id = $1 AND ts <= $2 ORDER BY ts DESC, id DESC LIMIT 1', [
    m.id,
    new Date(ms),
  ]);
  return rows[0] ? toRecordedTick(rows[0], m) : undefined;
}

export async function ticksBetween(ex: Executor, m: MarketInfo, fromMs: number, toMs: number): Promise<RecordedTick[]> {
  const { rows } = await ex.query<TickRow>('SELECT * FROM ticks WHERE market_id = $1 AND ts >= $2 AND ts <= $3 ORDER BY ts, id', [
    m.id,
    new Date(fromMs),
    new Date(toMs),
  ]);
  return rows.map((r) => toRecordedTick(r, m));
}

/**
 * Up to `limit` recorded ticks of a market with from <= ts <= to, after the cursor's (ts, id) when
 * there is one, in (ts, id) order: the order settlements read them in.
 */
export async function ticksPage(
  ex: Executor,
  m: MarketInfo,
  range: { fromMs: number; toMs: number; after: { ts: number; id: number } | undefined },
  limit: number,
): Promise<RecordedTick[]> {
  const after = range.after ?? { ts: range.fromMs, id: 0 };
  const { rows } = await ex.query<TickRow>(
    `SELECT * FROM ticks
      WHERE market_id = $1 AND ts >= $2 AND ts <= $3 AND (ts, id) > ($4::timestamptz, $5::bigint)
      ORDER BY ts, id LIMIT $6`,
    [m.id, new Date(range.fromMs), new Date(range.toMs), new Date(after.ts), after.id, limit],
  );
  return rows.map((r) => toRecordedTick(r, m));
}

export async function minuteCandlesSince(ex: Executor, m: MarketInfo, sinceMs: number): Promise<Candle[]> {
  const { rows } = await ex.query<CandleRow>(
    `SELECT * FROM klines WHERE market_id = $1 AND period = '1m' AND open_time >= $2 ORDER BY open_time`,
    [m.id, new Date(sinceMs)],
  );
  return rows.map((r) => toCandle(r, m));
}

/** One recorded tick by id, for a proof. */
export async function tickById(ex: Executor, m: MarketInfo, id: number): Promise<RecordedTick | undefined> {
  const { rows } = await ex.query<TickRow>('SELECT * FROM ticks WHERE id = $1 AND market_id = $2', [id, m.id]);
  return rows[0] ? toRecordedTick(rows[0], m) : undefined;
}

/**
 * The price path between two instants for a proof's chart: the low and the high of each bucket
 * (at most `points` / 2 buckets), so a spike that triggered something is never smoothed away.
 */
export async function pricePath(
  ex: Executor,
  m: MarketInfo,
  fromMs: number,
  toMs: number,
  points: number,
): Promise<Array<{ ts: number; price: bigint }>> {
  const bucketMs = Math.max(1000, Math.ceil((toMs - fromMs) / Math.max(1, Math.floor(points / 2))));
  const { rows } = await ex.query<{ lo_ts: Date; lo: string; hi_ts: Date; hi: string }>(
    `SELECT (array_agg(ts ORDER BY price, ts))[1] AS lo_ts, min(price)::text AS lo,
            (array_agg(ts ORDER BY price DESC, ts))[1] AS hi_ts, max(price)::text AS hi
       FROM ticks WHERE market_id = $1 AND ts >= $2 AND ts <= $3
      GROUP BY floor(extract(epoch FROM ts) * 1000 / $4) ORDER BY 1`,
    [m.id, new Date(fromMs), new Date(toMs), bucketMs],
  );
  const out: Array<{ ts: number; price: bigint }> = [];
  for (const r of rows) {
    const lo = { ts: r.lo_ts.getTime(), price: parseUnits(r.lo, m.priceScale) };
    const hi = { ts: r.hi_ts.getTime(), price: parseUnits(r.hi, m.priceScale) };
    if (lo.ts === hi.ts && lo.price === hi.price) out.push(lo);
    else out.push(...(lo.ts <= hi.ts ? [lo, hi] : [hi, lo]));
  }
  return out;
}

/** A market seed: its id (the base asset's), symbol, kind, scales and list position. */
export async function upsertMarket(
  ex: Executor,
  m: { id: number; symbol: string; baseAssetId: number; kind: 'crypto' | 'stock'; priceScale: number; qtyScale: number; sort: number },
): Promise<void> {
  await ex.query(
    `INSERT INTO markets (id, symbol, base_asset_id, quote_asset_id, kind, price_scale, qty_scale, sort)
     VALUES ($1, $2, $3, 3, $4, $5, $6, $7)
     ON CONFLICT (id) DO UPDATE SET sort = EXCLUDED.sort`,
    [m.id, m.symbol, m.baseAssetId, m.kind, m.priceScale, m.qtyScale, m.sort],
  );
}

/** One more opening of a market (hot searches). */
export async function countSearchHit(ex: Executor, marketId: number): Promise<void> {
  await ex.query(
    `INSERT INTO search_hits (market_id, hits) VALUES ($1, 1)
     ON CONFLICT (market_id) DO UPDATE SET hits = search_hits.hits + 1`,
    [marketId],
  );
}

/** How often each market was opened. */
export async function searchHits(ex: Executor): Promise<Map<number, number>> {
  const { rows } = await ex.query<{ market_id: number; hits: number }>('SELECT market_id, hits FROM search_hits');
  return new Map(rows.map((r) => [r.market_id, r.hits]));
}

/** Add a favourite (or find the existing one); its id. */
export async function insertFavorite(ex: Executor, userId: number, marketId: number): Promise<number> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO favorites (user_id, market_id) VALUES ($1, $2)
     ON CONFLICT (user_id, market_id) DO UPDATE SET market_id = EXCLUDED.market_id RETURNING id`,
    [userId, marketId],
  );
  return rows[0]!.id;
}

/** Remove one of a user's favourites; whether there was one. */
export async function deleteFavorite(ex: Executor, userId: number, favoriteId: number): Promise<boolean> {
  const { rows } = await ex.query('DELETE FROM favorites WHERE id = $1 AND user_id = $2 RETURNING id', [favoriteId, userId]);
  return rows.length > 0;
}

/** A user's favourites, oldest first. */
export async function favoritesOf(ex: Executor, userId: number): Promise<Array<{ id: number; market_id: number }>> {
  const { rows } = await ex.query<{ id: number; market_id: number }>('SELECT id, market_id FROM favorites WHERE user_id = $1 ORDER BY id', [
    userId,
  ]);
  return rows;
}
