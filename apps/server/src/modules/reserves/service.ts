/**
 * Proof of reserves: take a snapshot (an operator on demand, or the schedule at least daily), serve
 * the published ones, and serve a signed-in user their own leaf and path. Nothing here moves money.
 */
import type { ReservesAsset, ReservesHistoryItem, ReservesProof, ReservesSnapshot, SystemBalance } from '@bourse/contract';
import { SYSTEM, SYSTEM_BOOK } from '@bourse/ledger';
import { merkle } from '@bourse/maths';
import { formatUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { DEMO_ISSUANCE_KIND } from '../../platform/money-origin';
import { type AssetFigures, buildSnapshot } from './build';
import {
  findSnapshot,
  insertLeaves,
  insertSnapshot,
  latestSnapshots,
  leafHashes,
  ledgerPicture,
  lockSnapshots,
  type SnapshotRow,
  systemBalances,
  userLeaf,
} from './store';

const ISSUERS = [SYSTEM.world, SYSTEM.demo];
/** The schedule publishes a snapshot when the latest is this old. */
export const SNAPSHOT_EVERY_MS = 24 * 3_600_000;

export class ReservesService {
  /** The trees of the snapshots served last (a path needs every leaf hash of its snapshot). */
  private readonly trees = new Map<number, Promise<string[][]>>();

  constructor(private readonly ctx: AppContext) {}

  /**
   * Take and publish a snapshot. With `onlyIfDue` (the schedule), do nothing when one was taken
   * within the period: every node may try, and the advisory lock makes the others see the first.
   */
  async take(trigger: 'operator' | 'schedule', operatorId: number | null, onlyIfDue = false): Promise<ReservesSnapshot | undefined> {
    const { ctx } = this;
    const published = await ctx.db.tx(async (ex) => {
      await lockSnapshots(ex);
      const now = ctx.clock.now();
      if (onlyIfDue) {
        const latest = await findSnapshot(ex, undefined);
        if (latest && now.getTime() - latest.taken_at.getTime() < SNAPSHOT_EVERY_MS) return undefined;
      }
      const built = await buildSnapshot(
        await ledgerPicture(ex, ISSUERS),
        (code) => this.scale(code),
        (code) => ctx.assets.find(code)?.sort ?? Number.MAX_SAFE_INTEGER,
      );
      const row = await insertSnapshot(ex, {
        takenAt: now,
        root: built.root,
        leafCount: built.leaves.length,
        encoding: merkle.LEAF_VERSION,
        trigger,
        operatorId,
        assets: built.assets,
      });
      await insertLeaves(ex, row.id, built.leaves);
      return { row, levels: built.levels };
    });
    if (!published) return undefined;
    this.remember(published.row.id, Promise.resolve(published.levels));
    return this.view(published.row);
  }

  async snapshot(id: number | undefined): Promise<ReservesSnapshot | null> {
    const row = await findSnapshot(this.ctx.db, id);
    if (!row && id !== undefined) throw new AppError('RESERVES_SNAPSHOT_NOT_FOUND');
    return row ? this.view(row) : null;
  }

  async history(): Promise<ReservesHistoryItem[]> {
    return (await latestSnapshots(this.ctx.db, 30)).map((r) => ({
      id: r.id,
      taken_at: r.taken_at.toISOString(),
      root: r.root,
      leaf_count: r.leaf_count,
    }));
  }

  /** The caller's own leaf and path; there is no way to ask for anyone else's. */
  async proof(userId: number, id: number | undefined): Promise<ReservesProof> {
    const row = await findSnapshot(this.ctx.db, id);
    if (!row) throw new AppError('RESERVES_SNAPSHOT_NOT_FOUND');
    const leaf = await userLeaf(this.ctx.db, row.id, userId);
    if (!leaf) throw new AppError('RESERVES_NOT_INCLUDED');
    const levels = await this.tree(row.id);
    return {
      snapshot_id: row.id,
      taken_at: row.taken_at.toISOString(),
      root: row.root,
      encoding: row.encoding,
      leaf: { account: leaf.account, nonce: leaf.nonce, balances: leaf.balances, hash: leaf.hash },
      path: merkle.pathFor(levels, leaf.position),
    };
  }

  /** The console's view of the platform's own accounts, each with the demo money issued into it. */
  async systemAccounts(): Promise<SystemBalance[]> {
    return (await systemBalances(this.ctx.db, ISSUERS, DEMO_ISSUANCE_KIND)).map((r) => {
      const scale = this.scale(r.asset);
      return {
        // A product's treasury book shows as `sys:treasury/lock-mining`; a main book as its owner.
        account: r.book === SYSTEM_BOOK ? r.owner : `${r.owner}/${r.book}`,
        currency: r.asset,
        available: formatUnits(BigInt(r.available), scale),
        frozen: formatUnits(BigInt(r.frozen), scale),
        demo_issued: formatUnits(BigInt(r.demo_issued), scale),
      };
    });
  }

  private tree(snapshotId: number): Promise<string[][]> {
    const known = this.trees.get(snapshotId);
    if (known) return known;
    const levels = leafHashes(this.ctx.db, snapshotId).then((hashes) => merkle.treeLevels(hashes));
    levels.catch(() => this.trees.delete(snapshotId));
    this.remember(snapshotId, levels);
    return levels;
  }

  private remember(snapshotId: number, levels: Promise<string[][]>): void {
    this.trees.set(snapshotId, levels);
    // Users ask about the latest snapshot or one before it: keep two trees, not every one.
    for (const old of [...this.trees.keys()].sort((a, b) => b - a).slice(2)) this.trees.delete(old);
  }

  private scale(code: string): number {
    const asset = this.ctx.assets.find(code);
    if (!asset) throw new Error(`reserves: the ledger holds ${code}, which is not a known asset`);
    return asset.scale;
  }

  private view(row: SnapshotRow): ReservesSnapshot {
    const assets = (row.assets as AssetFigures[]).map((a): ReservesAsset => {
      const scale = this.scale(a.currency);
      const f = (v: string | bigint) => formatUnits(BigInt(v), scale);
      const real = BigInt(a.deposits_held) + BigInt(a.funding);
      return {
        currency: a.currency,
        liabilities: f(a.liabilities),
        deposits_held: f(a.deposits_held),
        funding: f(a.funding),
        demo: f(a.demo),
        real_assets: f(real),
        accounts: { house: f(a.house), insurance: f(a.insurance), treasury: f(a.treasury), other: f(a.other) },
        covered: real >= BigInt(a.liabilities),
      };
    });
    return {
      id: row.id,
      taken_at: row.taken_at.toISOString(),
      root: row.root,
      leaf_count: row.leaf_count,
      encoding: row.encoding,
      demo: assets.some((a) => a.demo !== '0'),
      assets,
    };
  }
}
