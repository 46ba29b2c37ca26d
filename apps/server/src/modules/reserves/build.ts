/**
 * Building a snapshot from one instant of the ledger (store.ledgerPicture): each user's leaf under
 * a fresh per-snapshot secret, the tree, and per asset the liabilities against what the platform
 * holds. The secret only derives the anonymised ids and nonces and is never stored or sent: no one,
 * the platform included, can link a leaf to a user id without the leaf rows, which are served to
 * their own user only.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { merkle } from '@bourse/maths';
import { formatUnits } from '@bourse/money';
import { SYSTEM } from '@bourse/ledger';
import { FUNDING_DEPOSIT_KIND } from '../../platform/money-origin';
import type { LeafRow, PictureRow } from './store';

/** Per asset, in minor units, as stored in `reserve_snapshots.assets`. */
export interface AssetFigures {
  currency: string;
  liabilities: string;
  deposits_held: string;
  funding: string;
  demo: string;
  house: string;
  insurance: string;
  treasury: string;
  other: string;
}

export interface Built {
  root: string;
  levels: string[][];
  leaves: LeafRow[];
  assets: AssetFigures[];
}

const NAMED: Record<string, 'house' | 'insurance' | 'treasury'> = {
  [SYSTEM.house]: 'house',
  [SYSTEM.insurance]: 'insurance',
  [SYSTEM.treasury]: 'treasury',
};

/** `scaleOf` gives an asset's scale; `order` its place in the app's list of assets. */
export async function buildSnapshot(
  picture: PictureRow[],
  scaleOf: (code: string) => number,
  order: (code: string) => number,
): Promise<Built> {
  const secret = randomBytes(32);
  const tag = (label: string, userId: string) => createHmac('sha256', secret).update(`${label}:${userId}`).digest('hex');

  const users = new Map<string, Array<{ currency: string; units: bigint }>>();
  const sums = new Map<string, Record<Exclude<keyof AssetFigures, 'currency'>, bigint>>();
  const sum = (asset: string) => {
    let s = sums.get(asset);
    if (!s) {
      s = { liabilities: 0n, deposits_held: 0n, funding: 0n, demo: 0n, house: 0n, insurance: 0n, treasury: 0n, other: 0n };
      sums.set(asset, s);
    }
    return s;
  };
  for (const r of picture) {
    const amount = BigInt(r.amount);
    const s = sum(r.asset);
    if (r.part === 'user') {
      const list = users.get(r.owner) ?? [];
      list.push({ currency: r.asset, units: amount });
      users.set(r.owner, list);
      s.liabilities += amount;
    } else if (r.part === 'system') {
      s[NAMED[r.owner] ?? 'other'] += amount;
    } else if (r.owner === SYSTEM.demo) {
      // Only demo issuance moves the demo issuer (platform/money-origin.ts checks it).
      s.demo -= amount;
    } else if (r.kind === FUNDING_DEPOSIT_KIND) {
      s.funding -= amount;
    } else {
      // Users' deposits and corrections in, withdrawals out: what their deposit addresses hold, as recorded.
      s.deposits_held -= amount;
    }
  }

  const drafts: Array<Omit<LeafRow, 'position'>> = [];
  for (const [userId, held] of users) {
    const balances = held
      .filter((b) => b.units !== 0n)
      .sort((a, b) => (a.currency < b.currency ? -1 : 1))
      .map((b) => ({ currency: b.currency, amount: formatUnits(b.units, scaleOf(b.currency)) }));
    const leaf = { account: tag('account', userId), nonce: tag('nonce', userId), balances };
    drafts.push({ user_id: Number(userId), ...leaf, hash: await merkle.leafHash(leaf) });
  }
  const levels = await merkle.treeLevels(drafts.map((d) => d.hash));
  const position = new Map(levels[0]!.map((h, i) => [h, i]));
  const leaves = drafts.map((d) => ({ ...d, position: position.get(d.hash)! })).sort((a, b) => a.position - b.position);
  const root = drafts.length === 0 ? await merkle.emptyRoot() : levels[levels.length - 1]![0]!;

  const assets = [...sums.entries()]
    .filter(([, s]) => Object.values(s).some((v) => v !== 0n))
    .sort(([a], [b]) => order(a) - order(b) || (a < b ? -1 : 1))
    .map(([currency, s]) => ({
      currency,
      ...(Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v.toString()])) as Omit<AssetFigures, 'currency'>),
    }));
  return { root, levels, leaves, assets };
}
