/**
 * One network's deposit watcher. Each pass (on the node holding the network's lease): find a re-org
 * (the hash of the last processed block is not the node's any more) and roll back to the fork,
 * scan the next blocks for transfers into users' addresses and record them with the cursor in one
 * transaction (so a restart mid-scan rescans, and the output's unique key makes that harmless),
 * then credit what has the network's confirmations. Passes never overlap.
 */
import type { AppContext } from '../../../app/context';
import type { AssetInfo } from '../../../platform/assets';
import type { BlockRef, ChainAdapter } from './adapter';
import { creditDeposit, reverseDeposit } from './ledger';
import {
  forgetBlocksAbove,
  keepBlocks,
  keptBlocks,
  lockAbove,
  lockBlockedReversals,
  lockConfirmable,
  type NewDeposit,
  readCursor,
  recordDeposits,
  setDepositStatus,
  watchedAddresses,
  writeCursor,
} from './store';

export interface WatchSettings {
  confirmations: number;
  /** The first block to scan when the network has no cursor yet (default: the head then). */
  startBlock?: number;
  /** Minimum credited deposit per coin, minor units: less is recorded, never credited. */
  minDeposit: Record<string, bigint>;
  /** At most this many blocks per pass, so one pass stays short after a long stop. */
  maxBlocksPerPass: number;
}

export interface WatcherState {
  lastBlock: number | null;
  head: number | null;
  lastError: string | null;
  lastPassAt: Date | null;
}

export class Watcher {
  readonly state: WatcherState = { lastBlock: null, head: null, lastError: null, lastPassAt: null };
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: AppContext,
    readonly adapter: ChainAdapter,
    readonly settings: WatchSettings,
  ) {}

  get network(): string {
    return this.adapter.network;
  }

  /** One pass; a pass asked for while one runs waits for it and then runs. */
  pass(): Promise<void> {
    const next = this.running.then(() => this.run());
    this.running = next.catch(() => undefined);
    return next;
  }

  private async run(): Promise<void> {
    try {
      const head = await this.adapter.head();
      this.state.head = head.number;
      let cursor = await this.cursor(head);
      cursor = await this.followReorg(cursor);
      const to = Math.min(head.number, cursor.number + this.settings.maxBlocksPerPass);
      if (to > cursor.number) cursor = await this.scan(cursor.number + 1, to);
      await this.credit(head.number);
      this.state.lastBlock = cursor.number;
      this.state.lastError = null;
    } catch (err) {
      this.state.lastError = err instanceof Error ? err.message.split('\n')[0]!.slice(0, 200) : String(err);
      throw err;
    } finally {
      this.state.lastPassAt = this.ctx.clock.now();
    }
  }

  private async cursor(head: BlockRef): Promise<BlockRef> {
    const stored = await readCursor(this.ctx.db, this.network);
    if (stored) return stored;
    const start = Math.min(this.settings.startBlock ?? head.number, head.number);
    const from = start === 0 ? { number: -1, hash: '' } : { number: start - 1, hash: (await this.adapter.blockHash(start - 1)) ?? '' };
    await writeCursor(this.ctx.db, this.network, from, this.ctx.clock.now());
    return from;
  }

  /** Where the node's chain and ours part: the newest kept block whose hash the node still has. */
  private async followReorg(cursor: BlockRef): Promise<BlockRef> {
    if (cursor.number < 0 || (await this.adapter.blockHash(cursor.number)) === cursor.hash) return cursor;
    let fork: BlockRef = { number: -1, hash: '' };
    for (const kept of await keptBlocks(this.ctx.db, this.network, cursor.number)) {
      if ((await this.adapter.blockHash(kept.number)) === kept.hash) {
        fork = kept;
        break;
      }
    }
    this.ctx.log.warn({ network: this.network, from: cursor.number, fork: fork.number }, 'chain: re-org, rolling back to the fork');
    await this.ctx.db.tx(async (ex) => {
      const dropped = await lockAbove(ex, this.network, fork.number);
      await this.undo(ex, dropped);
      await forgetBlocksAbove(ex, this.network, fork.number);
      await writeCursor(ex, this.network, fork, this.ctx.clock.now());
    });
    return fork;
  }

  private async undo(ex: Parameters<Parameters<AppContext['db']['tx']>[0]>[0], rows: Awaited<ReturnType<typeof lockAbove>>) {
    const plain = rows.filter((d) => d.status === 'seen' || d.status === 'below_min').map((d) => d.id);
    await setDepositStatus(ex, plain, 'dropped');
    for (const d of rows.filter((r) => r.status === 'credited' || r.status === 'reversal_blocked')) {
      const reversed = await reverseDeposit(ex, d, this.ctx.assets.byIdOrFail(d.asset_id));
      await setDepositStatus(ex, [d.id], reversed ? 'reversed' : 'reversal_blocked');
    }
  }

  private async scan(from: number, to: number): Promise<BlockRef> {
    const owners = new Map((await watchedAddresses(this.ctx.db, this.network)).map((a) => [this.adapter.normalise(a.address), a.user_id]));
    const transfers = await this.adapter.transfers(from, to, new Set(owners.keys()));
    const keepFrom = Math.max(from, to - 64);
    const hashes: BlockRef[] = [];
    for (let n = keepFrom; n <= to; n++) hashes.push({ number: n, hash: (await this.adapter.blockHash(n)) ?? '' });
    const top = hashes[hashes.length - 1]!;
    const deposits: NewDeposit[] = [];
    for (const t of transfers) {
      const asset = this.ctx.assets.find(t.asset);
      const userId = owners.get(t.address);
      if (!asset || userId === undefined) continue;
      deposits.push({ transfer: t, userId, assetId: asset.id, status: t.amountMinor < this.min(asset) ? 'below_min' : 'seen' });
    }
    await this.ctx.db.tx(async (ex) => {
      await recordDeposits(ex, this.network, deposits);
      await keepBlocks(ex, this.network, hashes);
      await writeCursor(ex, this.network, top, this.ctx.clock.now());
    });
    return top;
  }

  private min(asset: AssetInfo): bigint {
    return this.settings.minDeposit[asset.code] ?? 1n;
  }

  /** Credit every seen deposit with the confirmations (its block counts as the first), and retry blocked reversals. */
  private async credit(head: number): Promise<void> {
    const maxBlock = head - this.settings.confirmations + 1;
    await this.ctx.db.tx(async (ex) => {
      const due = await lockConfirmable(ex, this.network, maxBlock);
      for (const d of due) await creditDeposit(ex, d, this.ctx.assets.byIdOrFail(d.asset_id));
      await setDepositStatus(
        ex,
        due.map((d) => d.id),
        'credited',
        this.ctx.clock.now(),
      );
      const blocked = await lockBlockedReversals(ex, this.network);
      if (blocked.length > 0) await this.undo(ex, blocked);
    });
  }
}
