/**
 * Many market positions opened at once, for copy trading's fan-out (issue 16: a trader's 1,000
 * followers open inside the trader's transaction within a second). The money steps are the ones
 * `openAtMarket` takes for one position (margin held, fee paid, the house's reserve held, each an
 * entry keyed by the position), planned in memory and written with a fixed number of statements
 * whatever the number of positions:
 *
 *   1. `beginBatch`: lock every follower's lever account, the house and the fee accounts (sorted,
 *      as the ledger always locks), read their balances and reserve two hold ids per position;
 *   2. in memory, in the given order: a position whose user lacks margin + fee is refused
 *      (`insufficient_margin`), one the house cannot reserve for is refused (`house_capacity`),
 *      each against the balance the positions before it leave;
 *   3. one INSERT of the accepted positions, naming their holds;
 *   4. `postBatch` (two statements): the entries and the holds.
 *
 * A refusal is per position; the batch itself either writes in full or fails the transaction.
 */
import type { Executor } from '@bourse/db';
import { type AccountRef, batchEntry, beginBatch, type LedgerBatch, postBatch, refKey, systemAccount, userAccount } from '@bourse/ledger';
import { capPrice, liquidationPrice, type Side } from '@bourse/maths/lever';
import type { FeePaid } from '../../platform/fee-hooks';
import type { LeverMarket } from './market';
import { entryFrom, type PriceTick, sizing } from './positions';
import type { PositionRow } from './store';

export interface BatchOpen {
  userId: number;
  side: Side;
  lots: number;
  leverage: number;
  /** Unique per user: a position for this request opens once. */
  requestKey: string;
}

export type BatchOpened = { position: PositionRow } | { refused: 'insufficient_margin' | 'house_capacity' | 'market_limits' };

interface Planned {
  index: number;
  req: BatchOpen;
  entry: bigint;
  size: ReturnType<typeof sizing>;
  holdId: number;
  houseHoldId: number;
}

const text = (v: bigint | null) => (v === null ? null : v.toString());

/** Open these positions in one market at one tick, in the caller's transaction; results in the order given. */
export async function openManyAtMarket(
  ex: Executor,
  m: LeverMarket,
  reqs: readonly BatchOpen[],
  at: { tick: PriceTick; now: Date },
): Promise<BatchOpened[]> {
  const { tick } = at;
  const results: BatchOpened[] = reqs.map(() => ({ refused: 'market_limits' }));
  if (reqs.length === 0) return results;
  const quote = m.shape.quote;
  const house = systemAccount('house', quote);
  const fees = systemAccount('fees', quote);
  const leverOf = (userId: number): AccountRef => userAccount(userId, quote, 'lever');
  const start = await beginBatch(ex, {
    lock: [house, fees, ...reqs.map((r) => leverOf(r.userId))],
    holds: 2 * reqs.length,
    ensure: [fees],
  });
  const available = new Map([...start.balances].map(([k, b]) => [k, b.available]));
  const take = (ref: AccountRef, amount: bigint) => available.set(refKey(ref), available.get(refKey(ref))! - amount);

  const planned: Planned[] = [];
  reqs.forEach((req, index) => {
    const entry = entryFrom(m, req.side, tick.price);
    if (entry <= 0n) return;
    const size = sizing(m, entry, req.lots, req.leverage);
    const own = leverOf(req.userId);
    if (available.get(refKey(own))! < size.margin + size.fee) return void (results[index] = { refused: 'insufficient_margin' });
    if (available.get(refKey(house))! < size.notional) return void (results[index] = { refused: 'house_capacity' });
    take(own, size.margin + size.fee);
    take(house, size.notional);
    planned.push({ index, req, entry, size, holdId: start.holdIds[2 * index]!, houseHoldId: start.holdIds[2 * index + 1]! });
  });
  if (planned.length === 0) return results;

  const rows = await insertPositions(ex, m, planned, at);
  const batch: Required<Pick<LedgerBatch, 'entries' | 'newHolds'>> = { entries: [], newHolds: [] };
  for (const p of planned) {
    const row = rows.get(`${p.req.userId}:${p.req.requestKey}`)!;
    results[p.index] = { position: row };
    const own = leverOf(p.req.userId);
    const meta = { positionId: row.id };
    const reserveKey = `lever:reserve:${row.id}`;
    batchEntry(batch, { key: reserveKey, kind: 'lever.reserve', meta, lines: holdLines(house, p.size.notional) });
    batch.newHolds.push({ id: p.houseHoldId, key: reserveKey, account: house, amount: p.size.notional, settled: 0n, released: 0n });
    const marginKey = `lever:margin:${row.id}`;
    batchEntry(batch, { key: marginKey, kind: 'lever.margin', meta, lines: holdLines(own, p.size.margin) });
    batch.newHolds.push({ id: p.holdId, key: marginKey, account: own, amount: p.size.margin, settled: 0n, released: 0n });
    if (p.size.fee > 0n)
      batchEntry(batch, {
        key: `lever:fee:${row.id}`,
        kind: 'lever.fee',
        meta,
        lines: [
          { account: own, amount: -p.size.fee },
          { account: fees, amount: p.size.fee },
        ],
      });
  }
  await postBatch(ex, batch);
  return results;
}

/** A hold's entry: the amount from the account's available to its frozen bucket. */
const holdLines = (account: AccountRef, amount: bigint) => [
  { account, bucket: 'available' as const, amount: -amount },
  { account, bucket: 'frozen' as const, amount },
];

/** One INSERT for every accepted position, holds named; rows by `user:requestKey`. */
async function insertPositions(
  ex: Executor,
  m: LeverMarket,
  planned: Planned[],
  { tick, now }: { tick: PriceTick; now: Date },
): Promise<Map<string, PositionRow>> {
  const col = <T>(f: (p: Planned) => T) => planned.map(f);
  const { rows } = await ex.query<PositionRow & { request_key: string }>(
    `INSERT INTO lever_positions (user_id, market_id, side, kind, status, lots, qty, leverage, spread, entry_price, entry_tick_id,
                                  margin, open_margin, fee, liq_price, cap_price, request_key, created_at, opened_at,
                                  liquidation_ppm, hold_id, house_hold_id)
     SELECT u.user_id, $1, u.side, 'market', 'open', u.lots, u.qty, u.leverage, $2, u.entry, $3,
            u.margin, u.margin, u.fee, u.liq, u.cap, u.request_key, $4, $4, $5, u.hold_id, u.house_hold_id
       FROM unnest($6::bigint[], $7::text[], $8::int[], $9::bigint[], $10::int[], $11::bigint[], $12::numeric[], $13::numeric[],
                   $14::bigint[], $15::bigint[], $16::text[], $17::bigint[], $18::bigint[])
            AS u(user_id, side, lots, qty, leverage, entry, margin, fee, liq, cap, request_key, hold_id, house_hold_id)
     RETURNING *`,
    [
      m.shape.id,
      text(m.terms.spread),
      tick.id,
      now,
      m.terms.liquidationPpm,
      col((p) => p.req.userId),
      col((p) => p.req.side),
      col((p) => p.req.lots),
      col((p) => text(p.size.qty)),
      col((p) => p.req.leverage),
      col((p) => text(p.entry)),
      col((p) => text(p.size.margin)),
      col((p) => text(p.size.fee)),
      col((p) => text(liquidationPrice(m.scales, p.req.side, p.entry, p.size.qty, p.size.margin, m.terms.liquidationPpm))),
      col((p) => text(capPrice(p.req.side, p.entry))),
      col((p) => p.req.requestKey),
      col((p) => p.holdId),
      col((p) => p.houseHoldId),
    ],
  );
  return new Map(rows.map((r) => [`${r.user_id}:${r.request_key}`, r]));
}

/** Each opening's trading fee as the fee port hears it (platform/fee-hooks.ts). */
export function openingFees(rows: readonly PositionRow[], quoteOf: (marketId: number) => string): FeePaid[] {
  return rows.map((p) => ({
    userId: p.user_id,
    product: 'futures',
    orderId: p.id,
    feeRef: `lever:fee:${p.id}`,
    asset: quoteOf(p.market_id),
    book: 'lever',
    amount: BigInt(p.fee),
  }));
}
