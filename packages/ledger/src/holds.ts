/**
 * Holds reserve funds for a pending action (an open order, a withdrawal under review): the amount
 * moves from available to frozen, and is later settled (paid out of frozen to other accounts) or
 * released (back to available). Each settle and release is an entry with its own key, so each
 * happens at most once, and the hold row's CHECK keeps settled + released within the held amount.
 */
import { postEntry } from './entries';
import { type AccountRef, type Executor, type Hold, LedgerError, type Line } from './types';

interface HoldRow {
  id: number | string;
  idem_key: string;
  owner: string;
  asset: string;
  book: string;
  amount: string;
  settled: string;
  released: string;
  status: 'open' | 'closed';
}

function toHold(r: HoldRow): Hold {
  return {
    id: Number(r.id),
    key: r.idem_key,
    account: { owner: r.owner, asset: r.asset, book: r.book },
    amount: BigInt(r.amount),
    settled: BigInt(r.settled),
    released: BigInt(r.released),
    status: r.status,
  };
}

export interface HoldInput {
  key: string;
  account: AccountRef;
  amount: bigint;
  kind?: string;
  meta?: Record<string, unknown>;
}

export async function createHold(ex: Executor, input: HoldInput): Promise<Hold> {
  if (input.amount <= 0n) throw new LedgerError('INVALID_ENTRY', 'hold amount must be positive');
  const { replayed } = await postEntry(ex, {
    key: input.key,
    kind: input.kind ?? 'hold',
    meta: input.meta,
    lines: [
      { account: input.account, bucket: 'available', amount: -input.amount },
      { account: input.account, bucket: 'frozen', amount: input.amount },
    ],
  });
  if (replayed) {
    const existing = await findHoldByKey(ex, input.key);
    if (!existing) throw new LedgerError('IDEMPOTENCY_CONFLICT', `${input.key} is not a hold`);
    return existing;
  }
  const { rows } = await ex.query<HoldRow>(
    `INSERT INTO ledger_holds (idem_key, owner, asset, book, amount)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [input.key, input.account.owner, input.account.asset, input.account.book, input.amount.toString()],
  );
  return toHold(rows[0]!);
}

export async function findHoldByKey(ex: Executor, key: string): Promise<Hold | undefined> {
  const { rows } = await ex.query<HoldRow>('SELECT * FROM ledger_holds WHERE idem_key = $1', [key]);
  return rows[0] ? toHold(rows[0]) : undefined;
}

export async function getHold(ex: Executor, holdId: number): Promise<Hold | undefined> {
  const { rows } = await ex.query<HoldRow>('SELECT * FROM ledger_holds WHERE id = $1', [holdId]);
  return rows[0] ? toHold(rows[0]) : undefined;
}

/** Several holds by id (those that exist). */
export async function getHolds(ex: Executor, holdIds: readonly number[]): Promise<Map<number, Hold>> {
  if (holdIds.length === 0) return new Map();
  const { rows } = await ex.query<HoldRow>('SELECT * FROM ledger_holds WHERE id = ANY($1::bigint[])', [holdIds]);
  return new Map(rows.map((r) => [Number(r.id), toHold(r)]));
}

async function lockHold(ex: Executor, holdId: number): Promise<Hold> {
  const { rows } = await ex.query<HoldRow>('SELECT * FROM ledger_holds WHERE id = $1 FOR UPDATE', [holdId]);
  if (!rows[0]) throw new LedgerError('HOLD_NOT_FOUND', String(holdId));
  return toHold(rows[0]);
}

function remaining(hold: Hold): bigint {
  return hold.amount - hold.settled - hold.released;
}

export interface SettleInput {
  key: string;
  holdId: number;
  /** How much of the hold to pay out. */
  amount: bigint;
  /** Where it goes: lines that together credit exactly `amount` of the hold's asset (plus any other legs). */
  to: Line[];
  kind?: string;
  meta?: Record<string, unknown>;
}

/** Pay part or all of a hold out of frozen funds. */
export async function settleHold(ex: Executor, input: SettleInput): Promise<Hold> {
  const hold = await lockHold(ex, input.holdId);
  const { replayed } = await postEntry(ex, {
    key: input.key,
    kind: input.kind ?? 'hold.settle',
    meta: { ...input.meta, holdId: hold.id },
    lines: [{ account: hold.account, bucket: 'frozen', amount: -input.amount }, ...input.to],
  });
  if (replayed) return hold;
  return applyToHold(ex, hold, input.amount, 'settled');
}

export interface MultiSettleInput {
  key: string;
  kind: string;
  /** How much each hold pays out of its frozen funds. */
  parts: Array<{ holdId: number; amount: bigint }>;
  /** Where the money goes: together with the parts' frozen debits they must balance per asset. */
  lines: Line[];
  meta?: Record<string, unknown>;
}

/**
 * Settle several holds in one entry: a trade pays the buyer's held quote to the seller and the
 * seller's held base to the buyer at once, so both sides move together or not at all.
 */
export async function settleHolds(ex: Executor, input: MultiSettleInput): Promise<Hold[]> {
  const ordered = [...input.parts].sort((a, b) => a.holdId - b.holdId);
  const holds: Hold[] = [];
  for (const part of ordered) holds.push(await lockHold(ex, part.holdId));
  const { replayed } = await postEntry(ex, {
    key: input.key,
    kind: input.kind,
    meta: { ...input.meta, holdIds: ordered.map((p) => p.holdId) },
    lines: [...ordered.map((p, i) => ({ account: holds[i]!.account, bucket: 'frozen' as const, amount: -p.amount })), ...input.lines],
  });
  if (replayed) return holds;
  const out: Hold[] = [];
  for (const [i, part] of ordered.entries()) out.push(await applyToHold(ex, holds[i]!, part.amount, 'settled'));
  return out;
}

export interface ReleaseInput {
  key: string;
  holdId: number;
  /** Defaults to everything still held. */
  amount?: bigint;
  kind?: string;
  meta?: Record<string, unknown>;
}

/** Return part or all of a hold to the available balance. */
export async function releaseHold(ex: Executor, input: ReleaseInput): Promise<Hold> {
  const hold = await lockHold(ex, input.holdId);
  const amount = input.amount ?? remaining(hold);
  if (amount === 0n && input.amount === undefined) return hold; // nothing left to release
  const { replayed } = await postEntry(ex, {
    key: input.key,
    kind: input.kind ?? 'hold.release',
    meta: { ...input.meta, holdId: hold.id },
    lines: [
      { account: hold.account, bucket: 'frozen', amount: -amount },
      { account: hold.account, bucket: 'available', amount },
    ],
  });
  if (replayed) return hold;
  return applyToHold(ex, hold, amount, 'released');
}

async function applyToHold(ex: Executor, hold: Hold, amount: bigint, column: 'settled' | 'released'): Promise<Hold> {
  if (amount <= 0n) throw new LedgerError('INVALID_ENTRY', 'amount must be positive');
  if (hold.status === 'closed') throw new LedgerError('HOLD_CLOSED', String(hold.id));
  if (amount > remaining(hold)) throw new LedgerError('HOLD_EXCEEDED', `${amount} > ${remaining(hold)}`);
  const { rows } = await ex.query<HoldRow>(
    `UPDATE ledger_holds
        SET ${column} = ${column} + $2,
            status = CASE WHEN settled + released + $2 = amount THEN 'closed' ELSE 'open' END
      WHERE id = $1
      RETURNING *`,
    [hold.id, amount.toString()],
  );
  return toHold(rows[0]!);
}
