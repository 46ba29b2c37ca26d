/**
 * Where money may come from (DESIGN.md section 1, rule 4). Money enters the platform only through
 * recorded operations that debit `sys:world` (outside money): a user's credited deposit, a
 * two-person correction of one, or an operator's two-person funding deposit of real assets into a
 * system account. It leaves only as a settled withdrawal. In a demo or test setup (never in
 * production) play money is issued from `sys:demo`, its own issuer, so it is never mistaken for
 * outside money and every screen showing a system balance can say how much of it is demo money.
 *
 * `checkMoneyOrigin` reads that from the ledger's rows: module suites run it when they dispose
 * their app (test/harness.ts), and the console's ledger check runs it with `checkLedger`.
 */
import type { Executor } from '@bourse/db';
import { SYSTEM } from '@bourse/ledger';
import type { Config } from './config';

export const FUNDING_DEPOSIT_KIND = 'funding.deposit';
export const DEMO_ISSUANCE_KIND = 'demo.issuance';

/** The only entry kinds that may debit `sys:world`: money entering from outside. */
export const WORLD_DEBIT_KINDS: readonly string[] = [
  'deposit', // a user's deposit claim, approved by a finance operator (wallet/deposits.ts)
  'chain.deposit', // a deposit the chain watcher saw confirmed on chain (wallet/chain)
  'adjustment', // a two-person correction of a user's balance (wallet/adjustments.ts)
  FUNDING_DEPOSIT_KIND, // a two-person operator deposit of real assets into a system account
];

/** The only entry kinds that may credit `sys:world`: money leaving (and a correction taking some back). */
export const WORLD_CREDIT_KINDS: readonly string[] = [
  'withdraw.settle',
  'adjustment',
  'chain.deposit.reverse', // a credited on-chain deposit whose block a re-org dropped (wallet/chain)
  'chain.network_fee', // the gas a sweep burnt, paid from the platform's fee account (wallet/chain)
];

/** Demo mode: play money may be issued. Never in production, whatever else is set. */
export function demoMode(config: Pick<Config, 'NODE_ENV'>): boolean {
  return config.NODE_ENV !== 'production';
}

interface KindSum {
  owner: string;
  kind: string;
  asset: string;
  debit: string;
  credit: string;
}

/** Problems found, empty when money entered only through the recorded operations above. */
export async function checkMoneyOrigin(ex: Executor): Promise<string[]> {
  const problems: string[] = [];
  const issuers = [SYSTEM.world, SYSTEM.demo];
  const { rows } = await ex.query<KindSum>(
    `SELECT a.owner, e.kind, a.asset,
            coalesce(sum(-p.amount) FILTER (WHERE p.amount < 0), 0)::text AS debit,
            coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::text AS credit
       FROM ledger_postings p
       JOIN ledger_accounts a ON a.id = p.account_id
       JOIN ledger_entries e ON e.id = p.entry_id
      WHERE a.owner = ANY($1)
      GROUP BY a.owner, e.kind, a.asset
      ORDER BY a.owner, a.asset, e.kind`,
    [issuers],
  );
  // What each issuer's balance must be: minus what entered through it, plus what left through it.
  const expected = new Map<string, bigint>();
  for (const r of rows) {
    const debit = BigInt(r.debit);
    const credit = BigInt(r.credit);
    const world = r.owner === SYSTEM.world;
    const mayDebit = world ? WORLD_DEBIT_KINDS.includes(r.kind) : r.kind === DEMO_ISSUANCE_KIND;
    const mayCredit = world ? WORLD_CREDIT_KINDS.includes(r.kind) : false;
    if (debit > 0n && !mayDebit) problems.push(`money from nothing: ${r.kind} took ${r.debit} ${r.asset} out of ${r.owner}`);
    if (credit > 0n && !mayCredit) problems.push(`unexpected return: ${r.kind} paid ${r.credit} ${r.asset} into ${r.owner}`);
    const key = `${r.owner}|${r.asset}`;
    expected.set(key, (expected.get(key) ?? 0n) - (mayDebit ? debit : 0n) + (mayCredit ? credit : 0n));
  }
  const balances = await ex.query<{ owner: string; asset: string; book: string; total: string }>(
    `SELECT owner, asset, book, (available + frozen)::text AS total FROM ledger_accounts WHERE owner = ANY($1)`,
    [issuers],
  );
  for (const b of balances.rows) {
    const want = expected.get(`${b.owner}|${b.asset}`) ?? 0n;
    if (BigInt(b.total) !== want) {
      problems.push(`${b.owner} ${b.asset} is ${b.total}, but its recorded deposits, fundings and withdrawals make ${want.toString()}`);
    }
  }
  const negative = await ex.query<{ owner: string; asset: string; book: string; available: string; frozen: string }>(
    `SELECT owner, asset, book, available::text, frozen::text FROM ledger_accounts
      WHERE owner NOT LIKE 'user:%' AND owner <> ALL($1) AND (allow_negative OR available < 0 OR frozen < 0)
      ORDER BY owner, asset LIMIT 20`,
    [issuers],
  );
  for (const n of negative.rows) problems.push(`system account may go negative or is negative: ${JSON.stringify(n)}`);
  return problems;
}
