/**
 * Deposits. Each user gets their own address per network: derived from the network's extended
 * public key (child 0/<n>), or the next unused address of an operator-loaded pool; never one
 * address shown to everyone. A deposit claim (amount, payment voucher, optional transaction hash)
 * waits for an operator: approval credits the exchange book from `world` in the same transaction;
 * rejection records the reason. A claim worth more than `deposit_single_approval_max_usdt` (or one
 * without a price to value it) is a two-person action: the first finance operator's approval
 * proposes the credit, a second one's applies it.
 */
import type { DepositAddress, DepositClaim, Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { postEntry, systemAccount, userAccount } from '@bourse/ledger';
import { formatUnits, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { AssetInfo } from '../../platform/assets';
import { USDT_SCALE, usdtValue } from './valuation';
import type { WalletPorts } from './ports';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { deriveAddress, isValidAddress } from './address-formats';
import { networkOf } from './networks';
import {
  approveClaimRow,
  assignPoolAddress,
  type ClaimRow,
  findUserDepositAddress,
  hasAnyDepositAddress,
  insertClaim,
  insertDerivedAddress,
  insertPoolAddress,
  isOwnUpload,
  lockClaim,
  lockDepositSource,
  lockFreePoolAddress,
  pageClaimQueue,
  pageUserClaims,
  rejectClaimRow,
} from './store';

/** Deposits and withdrawals use the exchange book: the main wallet. */
export const FUNDING_BOOK = 'exchange';

const CREDIT = 'deposit.credit';
const claimTarget = (id: number) => `deposit_claim:${id}`;

export class Deposits {
  constructor(
    private readonly ctx: AppContext,
    private readonly ports: Pick<WalletPorts, 'approvals' | 'prices'>,
  ) {
    ports.approvals.register(CREDIT, {
      approverRoles: ['finance'],
      // The second operator's approval credits the claim: the claim and the audit name them.
      apply: async (ex, action, approverId) => {
        await this.credit(ex, approverId, Number(action.payload.claim_id), action.payload.reason as string | null);
      },
    });
  }

  view(r: ClaimRow): DepositClaim {
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
  async address(
    userId: number,
    asset: AssetInfo,
    networkName: string | undefined,
  ): Promise<Omit<DepositAddress, 'watched' | 'confirmations' | 'min_deposit'>> {
    const network = await networkOf(this.ctx.db, asset, networkName, this.ctx.clock.now());
    if (!network.depositEnabled) throw new AppError('DEPOSIT_DISABLED');
    const address = await this.ctx.db.tx(async (ex) => {
      const mine = await findUserDepositAddress(ex, userId, network.network);
      if (mine) return mine;
      const source = await lockDepositSource(ex, network.network);
      if (source?.method === 'xpub' && source.xpub) {
        const index = source.next_index;
        const derived = deriveAddress(network.network, source.xpub, index);
        await insertDerivedAddress(ex, network.network, derived, userId, index, this.ctx.clock.now());
        return derived;
      }
      const free = await lockFreePoolAddress(ex, network.network);
      if (!free) {
        // Neither a key nor a pool: nothing to wait for until an admin configures the network
        // (production starts so: the seed gives only demo and test setups their keys).
        throw new AppError((await hasAnyDepositAddress(ex, network.network)) ? 'DEPOSIT_ADDRESS_UNAVAILABLE' : 'DEPOSIT_NOT_CONFIGURED');
      }
      await assignPoolAddress(ex, free.id, userId, this.ctx.clock.now());
      return free.address;
    });
    return { currency: asset.code, network: network.network, address };
  }

  /** Operators load pool addresses for networks without an extended public key; each is checked. */
  async loadPool(ex: Executor, network: string, addresses: string[]): Promise<number> {
    let added = 0;
    for (const a of addresses) {
      if (!isValidAddress(network, a)) throw new AppError('ADDRESS_INVALID', undefined, a);
      if (await insertPoolAddress(ex, network, a)) added += 1;
    }
    return added;
  }

  async claim(
    userId: number,
    input: { account: string; amount: string; currency: string; type?: string; tx_hash?: string },
    asset: AssetInfo,
  ): Promise<DepositClaim> {
    const network = await networkOf(this.ctx.db, asset, input.type, this.ctx.clock.now());
    if (!network.depositEnabled) throw new AppError('DEPOSIT_DISABLED');
    const amount = parseUnits(input.amount, asset.scale, { allowZero: false });
    const name = /^\/uploads\/([a-f0-9]{32}\.[a-z0-9]{2,4})$/.exec(input.account)?.[1];
    if (!name || !(await isOwnUpload(this.ctx.db, name, userId))) throw new AppError('VOUCHER_REQUIRED', undefined, 'account');
    const row = await insertClaim(this.ctx.db, {
      userId,
      assetId: asset.id,
      network: network.network,
      amount,
      voucher: input.account,
      txHash: input.tx_hash || null,
      at: this.ctx.clock.now(),
    });
    return this.view(row);
  }

  log(userId: number, page: number, limit: number): Promise<Page<DepositClaim>> {
    return pageUserClaims(this.ctx.db, userId, page, limit, (r) => this.view(r));
  }

  queue(status: string, page: number, limit: number): Promise<Page<DepositClaim>> {
    return pageClaimQueue(this.ctx.db, status, page, limit, (r) => this.view(r));
  }

  /**
   * A finance operator's approval of a claim: credited at once up to the single-approval limit;
   * above it, the first approval proposes the credit and a second operator's applies it (the same
   * call from the queue, or the pending action's approval).
   */
  async review(operatorId: number, claimId: number, reason: string | undefined): Promise<DepositClaim> {
    const claim = await this.lockPending(this.ctx.db, claimId);
    if (!(await this.needsSecond(claim))) return this.approve(operatorId, claimId, reason);
    const pending = await this.ports.approvals.pendingId(this.ctx.db, CREDIT, claimTarget(claimId));
    if (pending !== undefined) await this.ports.approvals.approve(operatorId, pending);
    else await this.ctx.db.tx((ex) => this.proposeCredit(ex, operatorId, claim, reason));
    return this.view((await lockClaim(this.ctx.db, claimId))!);
  }

  private async needsSecond(claim: ClaimRow): Promise<boolean> {
    const asset = this.ctx.assets.byIdOrFail(claim.asset_id);
    const value = usdtValue(BigInt(claim.amount), asset, this.ports.prices.usdtPrice(asset.code));
    const limit = parseUnits(await this.ctx.settings.get(this.ctx.db, 'deposit_single_approval_max_usdt'), USDT_SCALE);
    // Without a price the claim cannot be valued: a second operator looks at it.
    return value === undefined || value > limit;
  }

  private async proposeCredit(ex: Executor, operatorId: number, claim: ClaimRow, reason: string | undefined) {
    const asset = this.ctx.assets.byIdOrFail(claim.asset_id);
    const value = usdtValue(BigInt(claim.amount), asset, this.ports.prices.usdtPrice(asset.code));
    await this.ports.approvals.propose(ex, {
      kind: CREDIT,
      target: claimTarget(claim.id),
      payload: {
        claim_id: claim.id,
        user_id: claim.user_id,
        currency: asset.code,
        network: claim.network,
        amount: formatUnits(BigInt(claim.amount), asset.scale),
        amount_usdt: value === undefined ? null : formatUnits(value, USDT_SCALE),
        tx_hash: claim.tx_hash,
        reason: reason ?? null,
      },
      proposerId: operatorId,
    });
  }

  /** Approve: credit the exchange book from `world` (one entry), mark the claim, audit it. */
  async approve(operatorId: number, claimId: number, reason: string | undefined): Promise<DepositClaim> {
    return this.ctx.db.tx(async (ex) => this.view(await this.credit(ex, operatorId, claimId, reason ?? null)));
  }

  private async credit(ex: Executor, operatorId: number, claimId: number, reason: string | null): Promise<ClaimRow> {
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
    const row = await approveClaimRow(ex, claim.id, reason, operatorId, this.ctx.clock.now());
    await recordAudit(ex, { operatorId, action: 'deposit.approve', target: claimTarget(claim.id), detail: { reason } });
    return row;
  }

  async reject(operatorId: number, claimId: number, reason: string): Promise<DepositClaim> {
    return this.ctx.db.tx(async (ex) => {
      const claim = await this.lockPending(ex, claimId);
      // A credit waiting for its second approval goes with the claim.
      await this.ports.approvals.rejectPending(ex, { kind: CREDIT, target: claimTarget(claim.id) }, { operatorId, reason });
      const row = await rejectClaimRow(ex, claim.id, reason, operatorId, this.ctx.clock.now());
      await recordAudit(ex, { operatorId, action: 'deposit.reject', target: `deposit_claim:${claim.id}`, detail: { reason } });
      return this.view(row);
    });
  }

  private async lockPending(ex: Executor, claimId: number): Promise<ClaimRow> {
    const row = await lockClaim(ex, claimId);
    if (!row) throw new AppError('CLAIM_NOT_FOUND');
    if (row.status !== 'pending') throw new AppError('CLAIM_NOT_PENDING');
    return row;
  }
}
