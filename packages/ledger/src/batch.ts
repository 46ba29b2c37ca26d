/**
 * Posting a whole batch of work at once: a caller that has already decided, in memory, every hold,
 * settlement and release of many actions (a market's writer matching a queue of orders) writes
 * them with a fixed number of set-based statements, whatever the batch's size.
 *
 * - `beginBatch` (one statement) makes sure accounts exist, locks the accounts the batch will draw
 *   on (in the ledger's sorted order) and reads them, so the caller can check each action against
 *   the balance it would have had in sequence; and it reserves hold ids, so entries and the
 *   caller's rows can name the holds before they exist. In a transaction the locks hold until
 *   commit; on its own (autocommit, `readOnly`) it only reads, and the write's CHECK is the guard.
 * - `batchEntry` adds an entry to the batch being built.
 * - `postBatch` (two statements, the split of decision 0001, inside the caller's transaction)
 *   records the entries and makes sure their accounts exist; then writes the postings, the
 *   accounts' new balances, the new holds with what was already settled or released from them,
 *   and the settlements and releases of older holds.
 * - `postBatchInOne` writes the same in ONE statement, for a caller outside a transaction: every
 *   account must exist already (`beginBatch`'s `ensure`), and the statement applies in full or
 *   not at all (it checks its own counts in SQL).
 *
 * All keys are new (a batch is never a replay: `IDEMPOTENCY_CONFLICT`). The overdraft CHECK guards
 * every account (`INSUFFICIENT_BALANCE` for the whole batch), the holds' CHECK every hold
 * (`HOLD_EXCEEDED`), and each account's frozen bucket must move exactly as its holds do, so
 * `checkLedger()` holds after any batch as after single entries.
 */
import { allowsNegative, refKey } from './accounts';
import {
  BEGIN_BATCH,
  compose,
  ENTRIES_BATCH_HEAD,
  ENTRIES_BATCH_SELECT,
  ENTRIES_INSERTED,
  ENTRIES_RECORDED,
  GUARD_MESSAGE,
  POSTINGS_CTES,
  POSTINGS_SELECT,
  type RideAlong,
} from './batch-sql';
import { aggregate, fingerprint, validate } from './entries';
import { type AccountRef, type Balance, type EntryInput, type Executor, LedgerError } from './types';

export type { RideAlong } from './batch-sql';

/** A hold created by the batch, with what the same batch already paid out of it or released. */
export interface NewHold {
  id: number;
  key: string;
  account: AccountRef;
  amount: bigint;
  settled: bigint;
  released: bigint;
}

/** What the batch paid out of (settled) or released from a hold that existed before it, on the hold's account. */
export interface HoldChange {
  holdId: number;
  account: AccountRef;
  settled: bigint;
  released: bigint;
}

export interface LedgerBatch {
  entries: EntryInput[];
  newHolds?: NewHold[];
  holdChanges?: HoldChange[];
}

/**
 * Add an entry to a batch being built (it is checked when the batch is posted); returns it, so
 * the caller can still fill in a key that depends on ids reserved later.
 */
export function batchEntry(batch: { entries: EntryInput[] }, entry: EntryInput): EntryInput {
  batch.entries.push(entry);
  return entry;
}

export interface BatchStart {
  /** The locked accounts' balances by `refKey` (zero for an account never used). */
  balances: Map<string, Balance>;
  /** Fresh hold ids, ascending. */
  holdIds: number[];
  /** The row of the statement, with the rider's columns. */
  row: Record<string, unknown>;
}

const sortedUnique = (refs: readonly AccountRef[]) =>
  [...new Map(refs.map((r) => [refKey(r), r])).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);

/** What a batch reads before it runs: the accounts it draws on, hold ids, accounts to make sure of. */
export interface BatchNeeds {
  lock: readonly AccountRef[];
  holds: number;
  ensure?: readonly AccountRef[];
}

function beginParams(input: BatchNeeds): unknown[] {
  const lock = sortedUnique(input.lock);
  const ensure = sortedUnique(input.ensure ?? []);
  return [
    lock.map((r) => r.owner),
    lock.map((r) => r.asset),
    lock.map((r) => r.book),
    Math.max(0, input.holds),
    ensure.map((r) => r.owner),
    ensure.map((r) => r.asset),
    ensure.map((r) => r.book),
    ensure.map((r) => allowsNegative(r)),
  ];
}

/** The balances and hold ids a start statement returned (columns prefixed as the statement named them). */
function startOf(input: BatchNeeds, row: Record<string, unknown>, prefix: string): BatchStart {
  const balances = new Map<string, Balance>(sortedUnique(input.lock).map((r) => [refKey(r), { available: 0n, frozen: 0n }]));
  for (const [owner, asset, book, available, frozen] of row[`${prefix}accounts`] as Array<[string, string, string, string, string]>) {
    balances.set(refKey({ owner, asset, book }), { available: BigInt(available), frozen: BigInt(frozen) });
  }
  return { balances, holdIds: (row[`${prefix}holds`] as Array<number | string>).map(Number), row };
}

/**
 * Start a batch in one statement (see above); `ride` runs in it. `readOnly`: read the accounts in
 * `lock` without locking them (outside a transaction, where a lock would end with the statement).
 */
export async function beginBatch(ex: Executor, input: BatchNeeds & { readOnly?: boolean }, ride?: RideAlong): Promise<BatchStart> {
  const { text, values } = compose(input.readOnly ? BEGIN_BATCH.read : BEGIN_BATCH.lock, beginParams(input), BEGIN_BATCH.select, ride);
  const { rows } = await ex.query<Record<string, unknown>>(text, values);
  return startOf(input, rows[0]!, '');
}

/** Every account's frozen bucket must move by what its holds took in, less what they paid out or released. */
function checkFrozen(entries: EntryInput[], fresh: NewHold[], changes: HoldChange[]): void {
  const expected = new Map<string, bigint>();
  const add = (ref: AccountRef, amount: bigint) => expected.set(refKey(ref), (expected.get(refKey(ref)) ?? 0n) + amount);
  for (const h of fresh) add(h.account, h.amount - h.settled - h.released);
  for (const c of changes) add(c.account, -(c.settled + c.released));
  const posted = new Map<string, bigint>();
  for (const e of entries) {
    for (const l of e.lines) if (l.bucket === 'frozen') posted.set(refKey(l.account), (posted.get(refKey(l.account)) ?? 0n) + l.amount);
  }
  for (const key of new Set([...expected.keys(), ...posted.keys()])) {
    if ((expected.get(key) ?? 0n) !== (posted.get(key) ?? 0n)) {
      throw new LedgerError('INVALID_ENTRY', `${key}: frozen moves ${posted.get(key) ?? 0n}, its holds ${expected.get(key) ?? 0n}`);
    }
  }
}

/** Everything that can be checked before a statement runs. */
function check(batch: LedgerBatch): Required<LedgerBatch> {
  const { entries } = batch;
  const fresh = batch.newHolds ?? [];
  const changes = batch.holdChanges ?? [];
  const keys = new Set<string>();
  for (const e of entries) {
    validate(e);
    if (keys.has(e.key)) throw new LedgerError('IDEMPOTENCY_CONFLICT', e.key);
    keys.add(e.key);
  }
  for (const h of fresh) {
    if (h.amount <= 0n || h.settled < 0n || h.released < 0n) throw new LedgerError('INVALID_ENTRY', `hold ${h.key}`);
    if (h.settled + h.released > h.amount) throw new LedgerError('HOLD_EXCEEDED', h.key);
  }
  for (const c of changes) {
    if (c.settled < 0n || c.released < 0n || c.settled + c.released === 0n) throw new LedgerError('INVALID_ENTRY', `hold ${c.holdId}`);
  }
  if (new Set(changes.map((c) => c.holdId)).size !== changes.length) throw new LedgerError('INVALID_ENTRY', 'one change per hold');
  checkFrozen(entries, fresh, changes);
  return { entries, newHolds: fresh, holdChanges: changes };
}

function entryColumns(entries: EntryInput[]): unknown[] {
  return [
    entries.map((e) => e.key),
    entries.map((e) => e.kind),
    entries.map((e) => fingerprint(e)),
    entries.map((e) => JSON.stringify(e.meta ?? {})),
  ];
}

/** The postings statement's parameters after the entries' four: deltas, lines, holds, changes, and the counts it must write. */
function postingColumns(b: Required<LedgerBatch>): unknown[] {
  const deltas = aggregate(b.entries.flatMap((e) => e.lines));
  const lines = b.entries.flatMap((e) => e.lines.map((l) => ({ key: e.key, ...l })));
  const fresh = b.newHolds;
  const changes = b.holdChanges;
  return [
    deltas.map((d) => d.account.owner),
    deltas.map((d) => d.account.asset),
    deltas.map((d) => d.account.book),
    deltas.map((d) => d.available.toString()),
    deltas.map((d) => d.frozen.toString()),
    lines.map((l) => l.key),
    lines.map((l) => l.account.owner),
    lines.map((l) => l.account.asset),
    lines.map((l) => l.account.book),
    lines.map((l) => ((l.bucket ?? 'available') === 'available' ? 0 : 1)),
    lines.map((l) => l.amount.toString()),
    fresh.map((h) => h.id),
    fresh.map((h) => h.key),
    fresh.map((h) => h.account.owner),
    fresh.map((h) => h.account.asset),
    fresh.map((h) => h.account.book),
    fresh.map((h) => h.amount.toString()),
    fresh.map((h) => h.settled.toString()),
    fresh.map((h) => h.released.toString()),
    changes.map((c) => c.holdId),
    changes.map((c) => c.account.owner),
    changes.map((c) => c.account.asset),
    changes.map((c) => c.account.book),
    changes.map((c) => c.settled.toString()),
    changes.map((c) => c.released.toString()),
    b.entries.length,
    lines.length,
    fresh.length,
    changes.length,
  ];
}

/** Run a posting statement; database refusals become the ledger's errors. */
async function posting(ex: Executor, text: string, values: unknown[]): Promise<Record<string, unknown>> {
  try {
    const { rows } = await ex.query<Record<string, unknown>>(text, values);
    return rows[0]!;
  } catch (error) {
    const e = error as { code?: string; constraint?: string; message?: string };
    const names = `${e.constraint ?? ''} ${e.message ?? ''}`;
    if (e.code === '23514' && names.includes('ledger_accounts_nonneg')) throw new LedgerError('INSUFFICIENT_BALANCE');
    if (e.code === '23514' && names.includes('ledger_holds_bounds')) throw new LedgerError('HOLD_EXCEEDED');
    if (e.code === '23505' && names.includes('ledger_entries_idem_key')) throw new LedgerError('IDEMPOTENCY_CONFLICT');
    // A missing account, a hold not open or not on the account named: the statement wrote nothing.
    if (e.code === '22P02' && names.includes(GUARD_MESSAGE))
      throw new LedgerError('INVALID_ENTRY', 'the batch did not apply in full (an account missing or a hold not open)');
    throw error;
  }
}

const entryIdsOf = (entries: EntryInput[], row: Record<string, unknown>) => {
  const ids = new Map((row.entries as Array<[number, string]>).map(([id, key]) => [key, Number(id)]));
  return entries.map((e) => ids.get(e.key)!);
};

/**
 * Write a batch inside the caller's transaction, in two statements; `ride` runs in the first. Any
 * failure fails the whole call (the caller rolls back). Returns the entries' ids in the order
 * given, and the first statement's row.
 */
export async function postBatch(
  ex: Executor,
  batch: LedgerBatch,
  ride?: RideAlong,
): Promise<{ entryIds: number[]; row: Record<string, unknown> }> {
  const b = check(batch);
  if (b.entries.length === 0 && b.newHolds.length + b.holdChanges.length > 0)
    throw new LedgerError('INVALID_ENTRY', 'holds move only with entries');
  if (b.entries.length === 0 && !ride) return { entryIds: [], row: {} };
  const touched = aggregate(b.entries.flatMap((e) => e.lines));
  const first = compose(
    ENTRIES_BATCH_HEAD,
    [
      touched.map((d) => d.account.owner),
      touched.map((d) => d.account.asset),
      touched.map((d) => d.account.book),
      touched.map((d) => allowsNegative(d.account)),
      ...entryColumns(b.entries),
    ],
    ENTRIES_BATCH_SELECT,
    ride,
  );
  const { rows } = await ex.query<Record<string, unknown>>(first.text, first.values);
  const row = rows[0]!;
  const recorded = new Set((row.entries as Array<[number, string]>).map(([, key]) => key));
  const taken = b.entries.find((e) => !recorded.has(e.key));
  if (taken) throw new LedgerError('IDEMPOTENCY_CONFLICT', taken.key);
  if (b.entries.length > 0) {
    const second = compose(
      `WITH ${ENTRIES_RECORDED}, ${POSTINGS_CTES}`,
      [...entryColumns(b.entries), ...postingColumns(b)],
      POSTINGS_SELECT,
    );
    await posting(ex, second.text, second.values);
  }
  return { entryIds: entryIdsOf(b.entries, row), row };
}

/**
 * Write a batch in ONE statement, with `ride` in it: for a caller outside a transaction (the
 * statement commits on its own). Every account must exist (`beginBatch`'s `ensure`); the
 * statement applies in full or not at all. With `next`, the same statement also starts the next
 * batch (what `beginBatch` reads, without locks), its balances as this batch leaves them: a
 * writer with work waiting needs one round trip per batch.
 */
export async function postBatchInOne(
  ex: Executor,
  batch: LedgerBatch,
  ride?: RideAlong,
  next?: BatchNeeds,
): Promise<{ entryIds: number[]; row: Record<string, unknown>; next?: BatchStart }> {
  const b = check(batch);
  const ahead: RideAlong | undefined = next && { ctes: BEGIN_BATCH.next.ctes, params: beginParams(next), select: BEGIN_BATCH.next.select };
  const statement = compose(
    `WITH ${ENTRIES_INSERTED}, ${POSTINGS_CTES}`,
    [...entryColumns(b.entries), ...postingColumns(b)],
    POSTINGS_SELECT,
    ahead,
    ride,
  );
  const row = await posting(ex, statement.text, statement.values);
  const result = { entryIds: entryIdsOf(b.entries, row), row };
  if (!next) return result;
  // The next batch's read saw the accounts as they were before this statement: add its changes.
  const start = startOf(next, row, 'next_');
  for (const d of aggregate(b.entries.flatMap((e) => e.lines))) {
    const balance = start.balances.get(refKey(d.account));
    if (balance) {
      balance.available += d.available;
      balance.frozen += d.frozen;
    }
  }
  return { ...result, next: start };
}
