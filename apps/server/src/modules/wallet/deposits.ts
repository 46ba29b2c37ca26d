/**
 * Deposits. Each user gets their own address per network: derived from the network's extended
 * public key (child 0/<n>), or the next unused address of an operator-loaded pool; never one
 * address shown to everyone. A deposit claim (amount, payment voucher, optional transaction hash)
 * waits for an operator: approval credits the exchange book from `world` in the same transaction;
 * rejection records the reason.
 */
import type { DepositAddress, DepositClaim, Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { postEntry, systemAccount, userAccount } from '@bourse/ledger';
import { formatUnits, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { AssetInfo } from '../../platform/assets';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { paginate } from '../../platform/paging';
import { deriveAddress, isValidAddress } from './address-formats';
import { networkOf } from './networks';

/** Deposits and withdrawals use the exchange book: the main wallet. */
export const FUNDING_BOOK = 'exchange';

interface ClaimRow {
  id: number;
  user_id: number;
  asset_id: number;
  network: string;
  amount: string;
  voucher: string;
  tx_hash: string | null;
  status: DepositClaim['status'];
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

export class Deposits {
  constructor(private readonly ctx: AppContext) {}

  view(r: ClaimRow): DepositClaim & { user_id: number } {
    const asset = this.ctx.assets.byIdOrFail(r.asset_id);
    return {
      id: r.id,
      user_id: r.user_id,
      currency: asset.code,
      network: r.network,
      amount: formatUnits(BigInt(r.amount), asset.scale),
      voucher: r.voucher,
      tx_hash: r.tx_hash,
      status: r.status,
      reason: r.reason,
      created_at: r.created_at.toISOString(),
      reviewed_at: r.reviewed_at?.toISOString() ?? null,
    };
  }

  /** The caller's address for a coin and network, assigned on first request. */
  async address(userId: number, asset: AssetInfo, networkName: string | undefined): Promise<DepositAddress> {
    const network = await networkOf(this.ctx.db, asset, networkName);
    if (!network.depositEnabled) throw new AppError('DEPOSIT_DISABLED');
    const address = await this.ctx.db.tx(async (ex) => {
      const { rows: mine } = await ex.query<{ address: string }>(
        'SELECT address FROM deposit_addresses WHERE user_id = $1 AND network = $2',
        [userId, network.network],
      );
      if (mine[0]) return mine[0].address;
      const { rows: sources } = await ex.query<{ method: string; xpub: string | null; next_index: number }>(
        'SELECT method, xpub, next_index FROM deposit_sources WHERE network = $1 FOR UPDATE',
        [network.network],
      );
      const source = sources[0];
      if (source?.method === 'xpub' && source.xpub) {
        const index = source.next_index;
        const derived = deriveAddress(network.network, source.xpub, index);
        await ex.query('UPDATE deposit_sources SET next_index = next_index + 1 WHERE network = $1', [network.network]);
        await ex.query(
          `INSERT INTO deposit_addresses (network, address, user_id, derivation_index, assigned_at) VALUES ($1, $2, $3, $4, $5)`,
          [network.network, derived, userId, index, this.ctx.clock.now()],
        );
        return derived;
      }
      const { rows: free } = await ex.query<{ id: number; address: string }>(
        `SELECT id, address FROM deposit_addresses WHERE network = $1 AND user_id IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [network.network],
      );
      if (!free[0]) {
        // Neither a key nor a pool: nothing to wait for until an admin configures the network
        // (production starts so: the seed gives only demo and test setups their keys).
        const { rows: pool } = await ex.query('SELECT 1 FROM deposit_addresses WHERE network = $1 LIMIT 1', [network.network]);
        throw new AppError(pool.length === 0 ? 'DEPOSIT_NOT_CONFIGURED' : 'DEPOSIT_ADDRESS_UNAVAILABLE');
      }
      await ex.query('UPDATE deposit_addresses SET user_id = $2, assigned_at = $3 WHERE id = $1', [free[0].id, userId, this.ctx.clock.now()]);
      return free[0].address;
    });
    return { currency: asset.code, network: network.network, address };
  }

  /** Operators load pool addresses for networks without an extended public key; each is checked. */
  async loadPool(ex: Executor, network: string, addresses: string[]): Promise<number> {
    let added = 0;
    for (const a of addresses) {
      if (!isValidAddress(network, a)) throw new AppError('ADDRESS_INVALID', undefined, a);
      const { rows } = await ex.query(
        'INSERT INTO deposit_addresses (network, address) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id',
        [network, a],
      );
      added += rows.length;
    }
    return added;
  }

  async claim(
    userId: number,
    input: { account: string; amount: string; currency: string; type?: string; tx_hash?: string },
    asset: AssetInfo,
  ): Promise<DepositClaim> {
    const network = await networkOf(this.ctx.db, asset, input.type);
    if (!network.depositEnabled) throw new AppError('DEPOSIT_DISABLED');
    const amount = parseUnits(input.amount, asset.scale, { allowZero: false });
    const name = /^\/uploads\/([a-f0-9]{32}\.[a-z0-9]{2,4})$/.exec(input.account)?.[1];
    const { rows: owned } = name
      ? await this.ctx.db.query(`SELECT 1 FROM uploads WHERE name = $1 AND owner_user_id = $2`, [name, userId])
      : { rows: [] };
    if (owned.length === 0) throw new AppError('VOUCHER_REQUIRED', undefined, 'account');
    const { rows } = await this.ctx.db.query<ClaimRow>(
      `INSERT INTO deposit_claims (user_id, asset_id, network, amount, voucher, tx_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [userId, asset.id, network.network, amount.toString(), input.account, input.tx_hash || null, this.ctx.clock.now()],
    );
    return this.view(rows[0]!);
  }

  log(userId: number, page: number, limit: number): Promise<Page<DepositClaim>> {
    return paginate(
      this.ctx.db,
      { select: 'SELECT * FROM deposit_claims WHERE user_id = $1', params: [userId], order: 'id DESC', page, limit },
      (r) => this.view(r as unknown as ClaimRow),
    );
  }

  queue(status: string, page: number, limit: number): Promise<Page<DepositClaim & { user_id: number }>> {
    return paginate(
      this.ctx.db,
      { select: 'SELECT * FROM deposit_claims WHERE status = $1', params: [status], order: 'id', page, limit },
      (r) => this.view(r as unknown as ClaimRow),
    );
  }

  /** Approve: credit the exchange book from `world` (one entry), mark the claim, audit it. */
  async approve(operatorId: number, claimId: number, reason: string | undefined): Promise<DepositClaim> {
    return this.ctx.db.tx(async (ex) => {
      const claim = await this.lockPending(ex, claimId);
      const asset = this.ctx.assets.byIdOrFail(claim.asset_id);
      await postEntry(ex, {
        key: `deposit:${claim.id}`,
        kind: 'deposit',
        // Shown to the user in their bill: no operator id (the claim row and the audit log keep it).
        meta: { claimId: claim.id, network: claim.network, txHash: claim.tx_hash },
        lines: [
          { account: systemAccount('world', asset.code), amount: -BigInt(claim.amount) },
          { account: userAccount(claim.user_id, asset.code, FUNDING_BOOK), amount: BigInt(claim.amount) },
        ],
      });
      const { rows } = await ex.query<ClaimRow>(
        `UPDATE deposit_claims SET status = 'approved', reason = $2, reviewed_by = $3, reviewed_at = $4 WHERE id = $1 RETURNING *`,
        [claim.id, reason ?? null, operatorId, this.ctx.clock.now()],
      );
      await recordAudit(ex, { operatorId, action: 'deposit.approve', target: `deposit_claim:${claim.id}`, detail: { reason: reason ?? null } });
      return this.view(rows[0]!);
    });
  }

  async reject(operatorId: number, claimId: number, reason: string): Promise<DepositClaim> {
    return this.ctx.db.tx(async (ex) => {
      const claim = await this.lockPending(ex, claimId);
      const { rows } = await ex.query<ClaimRow>(
        `UPDATE deposit_claims SET status = 'rejected', reason = $2, reviewed_by = $3, reviewed_at = $4 WHERE id = $1 RETURNING *`,
        [claim.id, reason, operatorId, this.ctx.clock.now()],
      );
      await recordAudit(ex, { operatorId, action: 'deposit.reject', target: `deposit_claim:${claim.id}`, detail: { reason } });
      return this.view(rows[0]!);
    });
  }

  private async lockPending(ex: Executor, claimId: number): Promise<ClaimRow> {
    const { rows } = await ex.query<ClaimRow>('SELECT * FROM deposit_claims WHERE id = $1 FOR UPDATE', [claimId]);
    if (!rows[0]) throw new AppError('CLAIM_NOT_FOUND');
    if (rows[0].status !== 'pending') throw new AppError('CLAIM_NOT_PENDING');
    return rows[0];
  }
}
