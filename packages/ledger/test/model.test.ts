/**
 * Model test: random command sequences run against the real ledger (in a real database) and
 * against a tiny in-memory model of what balances should be. After every step the database must
 * equal the model and hold no negative balance; after every run check() must pass.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TestDb } from '@bourse/db/testing';
import {
  type AccountRef,
  checkLedger,
  createHold,
  type LedgerError,
  postEntry,
  refKey,
  releaseHold,
  settleHold,
  systemAccount,
  userAccount,
} from '../src/index';
import { ledgerTestDb } from './helpers';

/**
 * 1,000 runs on PostgreSQL (the CI suite), split over parallel streams since each run works on
 * assets of its own; PGlite is single-threaded and several times slower per statement, so its
 * suite runs 100 of the same runs (CI runs both: the thousand are PostgreSQL's).
 */
const ON_PG = process.env.TEST_DB === 'pg';
const RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? (ON_PG ? 1000 : 100));
const STREAMS = Number(process.env.LEDGER_MODEL_STREAMS ?? (ON_PG ? 4 : 1));
const COMMANDS = 50;

let t: TestDb;
beforeAll(async () => {
  t = await ledgerTestDb();
});
afterAll(async () => {
  await t?.dispose();
});

const users = [1, 2, 3];
/** Asset slots; each run maps them to asset names of its own so runs never share an account. */
const assets = ['A', 'B'];
const user = (i: number, asset: string): AccountRef => userAccount(users[i]!, asset, 'exchange');
let runCounter = 0;

type Command =
  | { kind: 'deposit'; u: number; asset: string; amount: bigint }
  | { kind: 'transfer'; from: number; to: number; asset: string; amount: bigint }
  | { kind: 'fundHouse'; u: number; asset: string; amount: bigint }
  | { kind: 'housePays'; u: number; asset: string; amount: bigint }
  | { kind: 'hold'; u: number; asset: string; amount: bigint }
  | { kind: 'settle'; hold: number; amount: bigint; to: number; feePart: bigint }
  | { kind: 'release'; hold: number; amount: bigint | null }
  | { kind: 'replay'; step: number }
  | { kind: 'conflict'; step: number };

const amount = fc.bigInt({ min: 1n, max: 2_000n });
const u = fc.integer({ min: 0, max: users.length - 1 });
const asset = fc.constantFrom(...assets);
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), u, asset, amount }),
  fc.record({ kind: fc.constant('transfer' as const), from: u, to: u, asset, amount }),
  fc.record({ kind: fc.constant('fundHouse' as const), u, asset, amount }),
  fc.record({ kind: fc.constant('housePays' as const), u, asset, amount }),
  fc.record({ kind: fc.constant('hold' as const), u, asset, amount }),
  fc.record({
    kind: fc.constant('settle' as const),
    hold: fc.nat(20),
    amount,
    to: u,
    feePart: fc.bigInt({ min: 0n, max: 10n }),
  }),
  fc.record({ kind: fc.constant('release' as const), hold: fc.nat(20), amount: fc.option(amount, { nil: null }) }),
  fc.record({ kind: fc.constant('replay' as const), step: fc.nat(49) }),
  fc.record({ kind: fc.constant('conflict' as const), step: fc.nat(49) }),
);

interface ModelHold {
  id: number;
  account: AccountRef;
  remaining: bigint;
}

class Model {
  balances = new Map<string, { available: bigint; frozen: bigint }>();
  holds: ModelHold[] = [];
  get(ref: AccountRef) {
    const k = refKey(ref);
    let b = this.balances.get(k);
    if (!b) this.balances.set(k, (b = { available: 0n, frozen: 0n }));
    return b;
  }
  canDebit(ref: AccountRef, amount: bigint): boolean {
    return ref.owner === 'sys:world' || (this.balances.get(refKey(ref))?.available ?? 0n) >= amount;
  }
}

/** One step: what it does to the database, and what the model expects. Returns the entry lines it posted. */
interface Applied {
  key: string;
  lines: Array<{ account: AccountRef; amount: bigint }>;
}

async function run(template: Command[]): Promise<void> {
  const runId = ++runCounter;
  const names = new Map(assets.map((a) => [a, `${a}${runId}`]));
  const commands = template.map((c) => ('asset' in c ? { ...c, asset: names.get(c.asset)! } : c));
  const model = new Model();
  const posted: Array<Applied | null> = [];
  for (const [step, c] of commands.entries()) {
    const key = `r${runId}.s${step}`;
    let applied: Applied | null = null;
    let expectedError: string | null = null;
    let effect: (() => void) | null = null;

    const simpleTransfer = (from: AccountRef, to: AccountRef, amt: bigint) => {
      applied = {
        key,
        lines: [
          { account: from, amount: -amt },
          { account: to, amount: amt },
        ],
      };
      if (model.canDebit(from, amt)) {
        effect = () => {
          model.get(from).available -= amt;
          model.get(to).available += amt;
        };
      } else expectedError = 'INSUFFICIENT_BALANCE';
    };

    switch (c.kind) {
      case 'deposit':
        simpleTransfer(systemAccount('world', c.asset), user(c.u, c.asset), c.amount);
        break;
      case 'transfer':
        if (c.from === c.to) break;
        simpleTransfer(user(c.from, c.asset), user(c.to, c.asset), c.amount);
        break;
      case 'fundHouse':
        simpleTransfer(user(c.u, c.asset), systemAccount('house', c.asset), c.amount);
        break;
      case 'housePays':
        simpleTransfer(systemAccount('house', c.asset), user(c.u, c.asset), c.amount);
        break;
      case 'hold': {
        const account = user(c.u, c.asset);
        if (!model.canDebit(account, c.amount)) expectedError = 'INSUFFICIENT_BALANCE';
        try {
          const h = await t.db.tx((ex) => createHold(ex, { key, account, amount: c.amount }));
          expect(expectedError).toBeNull();
          model.get(account).available -= c.amount;
          model.get(account).frozen += c.amount;
          model.holds.push({ id: h.id, account, remaining: c.amount });
        } catch (error) {
          expect((error as LedgerError).code).toBe(expectedError);
        }
        posted.push(null);
        await compare(model, [...names.values()]);
        continue;
      }
      case 'settle': {
        const h = model.holds[c.hold];
        if (!h) break;
        const fee = c.feePart < c.amount ? c.feePart : 0n;
        const to = user(c.to, h.account.asset);
        const fees = systemAccount('fees', h.account.asset);
        // More than the hold still holds fails: HOLD_EXCEEDED/CLOSED, or INSUFFICIENT_BALANCE when
        // it is also more than the whole frozen bucket (the CHECK fires before the hold is consulted).
        if (c.amount > h.remaining) expectedError = 'over-hold';
        try {
          await t.db.tx((ex) =>
            settleHold(ex, {
              key,
              holdId: h.id,
              amount: c.amount,
              to:
                fee > 0n
                  ? [
                      { account: to, amount: c.amount - fee },
                      { account: fees, amount: fee },
                    ]
                  : [{ account: to, amount: c.amount }],
            }),
          );
          expect(expectedError).toBeNull();
          model.get(h.account).frozen -= c.amount;
          model.get(to).available += c.amount - fee;
          if (fee > 0n) model.get(fees).available += fee;
          h.remaining -= c.amount;
        } catch (error) {
          expect(expectedError).not.toBeNull();
          expect(['HOLD_EXCEEDED', 'HOLD_CLOSED', 'INSUFFICIENT_BALANCE']).toContain((error as LedgerError).code);
        }
        posted.push(null);
        await compare(model, [...names.values()]);
        continue;
      }
      case 'release': {
        const h = model.holds[c.hold];
        if (!h) break;
        const amt = c.amount ?? h.remaining;
        const tooMuch = c.amount !== null && c.amount > h.remaining;
        try {
          await t.db.tx((ex) => releaseHold(ex, { key, holdId: h.id, ...(c.amount !== null ? { amount: c.amount } : {}) }));
          expect(tooMuch).toBe(false);
          model.get(h.account).frozen -= amt;
          model.get(h.account).available += amt;
          h.remaining -= amt;
        } catch (error) {
          expect(tooMuch).toBe(true);
          expect(['HOLD_EXCEEDED', 'HOLD_CLOSED', 'INSUFFICIENT_BALANCE']).toContain((error as LedgerError).code);
        }
        posted.push(null);
        await compare(model, [...names.values()]);
        continue;
      }
      case 'replay':
      case 'conflict': {
        const prior = posted[c.step];
        if (!prior) break;
        const lines =
          c.kind === 'replay' ? prior.lines : prior.lines.map((l) => ({ ...l, amount: l.amount < 0n ? l.amount - 1n : l.amount + 1n }));
        try {
          const r = await t.db.tx((ex) => postEntry(ex, { key: prior.key, kind: 'model', lines }));
          expect(c.kind).toBe('replay');
          expect(r.replayed).toBe(true);
        } catch (error) {
          expect(c.kind).toBe('conflict');
          expect((error as LedgerError).code).toBe('IDEMPOTENCY_CONFLICT');
        }
        posted.push(null);
        await compare(model, [...names.values()]);
        continue;
      }
    }

    if (applied === null) {
      posted.push(null);
      continue;
    }
    const entry: Applied = applied;
    try {
      await t.db.tx((ex) => postEntry(ex, { key: entry.key, kind: 'model', lines: entry.lines }));
      expect(expectedError).toBeNull();
      (effect as (() => void) | null)?.();
      posted.push(entry);
    } catch (error) {
      expect((error as LedgerError).code).toBe(expectedError);
      posted.push(null);
    }
    await compare(model, [...names.values()]);
  }
  const report = await checkLedger(t.db, { assets: [...names.values()] });
  expect(report.problems).toEqual([]);
}

async function compare(model: Model, runAssets: string[]): Promise<void> {
  const { rows } = await t.db.query<{
    owner: string;
    asset: string;
    book: string;
    available: string;
    frozen: string;
    allow_negative: boolean;
  }>('SELECT owner, asset, book, available, frozen, allow_negative FROM ledger_accounts WHERE asset = ANY($1)', [runAssets]);
  const actual = new Map(rows.map((r) => [refKey(r), { available: BigInt(r.available), frozen: BigInt(r.frozen) }]));
  for (const r of rows) {
    if (!r.allow_negative) {
      expect(BigInt(r.available) >= 0n && BigInt(r.frozen) >= 0n).toBe(true);
    }
  }
  for (const [k, b] of model.balances) {
    expect(actual.get(k) ?? { available: 0n, frozen: 0n }).toEqual(b);
  }
  for (const [k, b] of actual) {
    expect(model.balances.get(k) ?? { available: 0n, frozen: 0n }).toEqual(b);
  }
}

it(`matches the in-memory model over ${RUNS} runs of ${COMMANDS} random commands`, async () => {
  const property = fc.asyncProperty(fc.array(command, { minLength: COMMANDS, maxLength: COMMANDS }), (commands) => run(commands));
  const perStream = Math.ceil(RUNS / STREAMS);
  await Promise.all(
    Array.from({ length: STREAMS }, (_, i) => fc.assert(property, { numRuns: perStream, seed: 1000 + i + (Date.now() % 100000) })),
  );
  expect(runCounter).toBeGreaterThanOrEqual(RUNS);
  const report = await checkLedger(t.db);
  expect(report.problems).toEqual([]);
}, 1_200_000);
