/**
 * Withdrawals. A request needs identity verification (none: 998), the pay password (auth's one
 * counted check: five wrong in a row lock it for an hour) and TOTP when the user has it, no
 * security change in the last 24 hours (first-time setup is not one), an amount at or above the network's
 * minimum, and room in the rolling 24-hour limit (Lv1 200 BTC, Lv2 500 BTC equivalent, SPEC
 * section 6). The fee comes from configuration. The amount is held at once; an operator approves
 * (settled: the amount less the fee to `world`, the fee to the fee account) or rejects with a
 * reason (released); the user may cancel while it is pending.
 */
import type { Page, Withdrawal } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { createHold, releaseHold, settleHold, systemAccount, userAccount } from '@bourse/ledger';
import { formatUnits, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { AssetInfo } from '../../platform/assets';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { FUNDING_BOOK } from './deposits';
import { networkOf } from './networks';
import type { WalletPorts } from './ports';
import {
  advisoryXactLock,
  approveWithdrawalRow,
  cancelWithdrawalRow,
  findBankCard,
  findSavedAddress,
  findWithdrawalByKey,
  insertWithdrawal,
  lockWithdrawal,
  pageUserWithdrawals,
  pageWithdrawalQueue,
  rejectWithdrawalRow,
  sumWithdrawnBtc,
  type WithdrawalRow,
} from './store';
import { btcEquivalent } from './valuation';

const DAY_MS = 86_400_000;
const LOCK_AFTER_SECURITY_CHANGE_MS = DAY_MS;
const BTC_SCALE = 8;
/** SPEC section 6: rolling 24-hour withdrawal limits in BTC by verification level. */
export const WITHDRAW_LIMIT_BTC: Record<0 | 1 | 2, bigint> = { 0: 0n, 1: 200n * 10n ** 8n, 2: 500n * 10n ** 8n };
const LIMIT_LOCK = 7_231_020;

/** The chain part, for networks whose approved withdrawals the signer pays on chain (chain/part.ts). */
export interface OnChainPayouts {
  paysOut(network: string): boolean;
  queuePayout(ex: Executor, w: { id: number; network: string; operatorId: number; at: Date }): Promise<void>;
}

export interface WithdrawRequest {
  currency: string;
  number: string;
  address: string;
  pay_password: string;
  remark?: string;
  totp_code?: string;
}

export class Withdrawals {
  constructor(
    private readonly ctx: AppContext,
    private readonly ports: WalletPorts,
    private readonly chain?: OnChainPayouts,
  ) {}

  view(r: WithdrawalRow): Withdrawal {
    const asset = this.ctx.assets.byIdOrFail(r.asset_id);
    const f = (v: string | bigint) => formatUnits(BigInt(v), asset.scale);
    return {
      id: r.id,
      user_id: r.user_id,
      currency: asset.code,
      network: r.network,
      destination_type: r.destination_type,
      destination: r.destination,
      amount: f(r.amount),
      fee: f(r.fee),
      receive: f(BigInt(r.amount) - BigInt(r.fee)),
      remark: r.remark,
      status: r.status,
      reason: r.reason,
      tx_hash: r.tx_hash,
      created_at: r.created_at.toISOString(),
      reviewed_at: r.reviewed_at?.toISOString() ?? null,
    };
  }

  /** Used so far of the rolling 24-hour limit, in BTC minor units (pending and approved count). */
  async usedBtc(ex: Executor, userId: number): Promise<bigint> {
    return sumWithdrawnBtc(ex, userId, new Date(this.ctx.clock.now().getTime() - DAY_MS));
  }

  lockedUntil(securityChangedAt: Date | null): Date | null {
    if (!securityChangedAt) return null;
    const until = new Date(securityChangedAt.getTime() + LOCK_AFTER_SECURITY_CHANGE_MS);
    return until.getTime() > this.ctx.clock.now().getTime() ? until : null;
  }

  private async destination(userId: number, asset: AssetInfo, address: string) {
    if (address === 'bank' || address === 'bank_international') {
      const kind = address === 'bank' ? 'domestic' : 'international';
      const f = await findBankCard<Record<string, string>>(this.ctx.db, userId, kind);
      if (!f) throw new AppError('BANK_CARD_REQUIRED');
      if (asset.code !== 'USDT') throw new AppError('NETWORK_UNKNOWN');
      return { type: address as 'bank' | 'bank_international', network: 'BANK', text: `${f.bank_name} ${f.bank_account} ${f.real_name}` };
    }
    if (!/^\d{1,15}$/.test(address)) throw new AppError('ADDRESS_NOT_FOUND');
    const saved = await findSavedAddress(this.ctx.db, Number(address), userId);
    if (!saved || saved.asset_id !== asset.id) throw new AppError('ADDRESS_NOT_FOUND');
    return { type: 'address' as const, network: saved.network, text: saved.address };
  }

  async request(userId: number, input: WithdrawRequest, asset: AssetInfo, requestKey: string): Promise<Withdrawal> {
    const level = await this.ports.levels.level(userId);
    if (level === 0) throw new AppError('VERIFICATION_REQUIRED');
    const identity = await this.ports.identity.of(userId);
    const locked = this.lockedUntil(identity.securityChangedAt);
    if (locked) throw new AppError('WITHDRAW_LOCKED', { until: `${locked.toISOString().slice(0, 16).replace('T', ' ')} UTC` });
    await this.ports.security.verifyPayPassword(userId, input.pay_password);
    if (identity.totpEnabled) {
      if (!input.totp_code) throw new AppError('TOTP_REQUIRED');
      await this.ports.security.verifyTotp(userId, input.totp_code);
    }

    const dest = await this.destination(userId, asset, input.address);
    const network = await networkOf(this.ctx.db, asset, dest.network, this.ctx.clock.now());
    if (!network.withdrawEnabled) throw new AppError('WITHDRAW_DISABLED');
    const amount = parseUnits(input.number, asset.scale, { allowZero: false });
    if (amount < network.withdrawMin || amount <= network.withdrawFee) {
      throw new AppError('WITHDRAW_MIN', { min: formatUnits(network.withdrawMin, asset.scale), currency: asset.code });
    }
    const btc = btcEquivalent(amount, asset, this.ports.prices.usdtPrice(asset.code), this.ports.prices.usdtPrice('BTC'));
    if (btc === undefined) throw new AppError('PRICE_UNAVAILABLE');
    const limit = WITHDRAW_LIMIT_BTC[level];

    const row = await this.ctx.db.tx(async (ex) => {
      const prior = await findWithdrawalByKey(ex, `${userId}:${requestKey}`);
      if (prior) return prior;
      // One limit check at a time per user, so simultaneous requests cannot all squeeze under it.
      await advisoryXactLock(ex, LIMIT_LOCK, userId);
      const used = await this.usedBtc(ex, userId);
      if (used + btc > limit) {
        throw new AppError('WITHDRAW_LIMIT_EXCEEDED', {
          limit: formatUnits(limit, BTC_SCALE),
          remaining: formatUnits(limit > used ? limit - used : 0n, BTC_SCALE),
        });
      }
      const hold = await createHold(ex, {
        key: `withdraw:${userId}:${requestKey}`,
        kind: 'withdraw.hold',
        account: userAccount(userId, asset.code, FUNDING_BOOK),
        amount,
        meta: { network: network.network, destination: dest.text },
      });
      return insertWithdrawal(ex, {
        userId,
        assetId: asset.id,
        network: network.network,
        destinationType: dest.type,
        destination: dest.text,
        amount,
        fee: network.withdrawFee,
        btcEquivalent: btc,
        remark: input.remark ?? '',
        holdId: hold.id,
        requestKey: `${userId}:${requestKey}`,
        at: this.ctx.clock.now(),
      });
    });
    return this.view(row);
  }

  list(userId: number, page: number, limit: number): Promise<Page<Withdrawal>> {
    return pageUserWithdrawals(this.ctx.db, userId, page, limit, (r) => this.view(r));
  }

  queue(status: string, page: number, limit: number): Promise<Page<Withdrawal>> {
    return pageWithdrawalQueue(this.ctx.db, status, page, limit, (r) => this.view(r));
  }

  private async lockPending(ex: Executor, id: number, userId?: number): Promise<WithdrawalRow> {
    const row = await lockWithdrawal(ex, id);
    if (!row || (userId !== undefined && row.user_id !== userId)) throw new AppError('WITHDRAWAL_NOT_FOUND');
    if (row.status !== 'pending') throw new AppError('WITHDRAWAL_NOT_PENDING');
    return row;
  }

  async cancel(userId: number, id: number): Promise<Withdrawal> {
    return this.ctx.db.tx(async (ex) => {
      const row = await this.lockPending(ex, id, userId);
      await releaseHold(ex, {
        key: `withdraw.cancel:${row.id}`,
        holdId: row.hold_id,
        kind: 'withdraw.cancel',
        meta: { withdrawalId: row.id },
      });
      return this.view(await cancelWithdrawalRow(ex, row.id, this.ctx.clock.now()));
    });
  }

  async approve(operatorId: number, id: number, txHash: string | undefined): Promise<Withdrawal> {
    return this.ctx.db.tx(async (ex) => {
      const row = await this.lockPending(ex, id);
      if (row.destination_type === 'address' && this.chain?.paysOut(row.network))
        return this.view(await this.queueOnChain(ex, row, operatorId));
      const asset = this.ctx.assets.byIdOrFail(row.asset_id);
      const amount = BigInt(row.amount);
      const fee = BigInt(row.fee);
      await settleHold(ex, {
        key: `withdraw.settle:${row.id}`,
        kind: 'withdraw.settle',
        holdId: row.hold_id,
        amount,
        // The user's bill shows this memo: what was paid out and the fee, never who approved it
        // (the withdrawal row and the audit log keep that).
        meta: {
          withdrawalId: row.id,
          fee: formatUnits(fee, asset.scale),
          receive: formatUnits(amount - fee, asset.scale),
          txHash: txHash ?? null,
        },
        to: [
          { account: systemAccount('world', asset.code), amount: amount - fee },
          ...(fee > 0n ? [{ account: systemAccount('fees', asset.code), amount: fee }] : []),
        ],
      });
      const approved = await approveWithdrawalRow(ex, row.id, txHash ?? null, operatorId, this.ctx.clock.now());
      await recordAudit(ex, {
        operatorId,
        action: 'withdrawal.approve',
        target: `withdrawal:${row.id}`,
        detail: { txHash: txHash ?? null },
      });
      return this.view(approved);
    });
  }

  /**
   * Approved for a network the signer pays on: the hold stays until the transaction is confirmed
   * (settled) or fails (refunded); the user sees `processing`, then `broadcast` with its id.
   */
  private async queueOnChain(ex: Executor, row: WithdrawalRow, operatorId: number): Promise<WithdrawalRow> {
    await this.chain!.queuePayout(ex, { id: row.id, network: row.network, operatorId, at: this.ctx.clock.now() });
    await recordAudit(ex, { operatorId, action: 'withdrawal.approve', target: `withdrawal:${row.id}`, detail: { onChain: true } });
    return (await lockWithdrawal(ex, row.id))!;
  }

  async reject(operatorId: number, id: number, reason: string): Promise<Withdrawal> {
    return this.ctx.db.tx(async (ex) => {
      const row = await this.lockPending(ex, id);
      await releaseHold(ex, {
        key: `withdraw.reject:${row.id}`,
        holdId: row.hold_id,
        kind: 'withdraw.reject',
        meta: { withdrawalId: row.id, reason },
      });
      const rejected = await rejectWithdrawalRow(ex, row.id, reason, operatorId, this.ctx.clock.now());
      await recordAudit(ex, { operatorId, action: 'withdrawal.reject', target: `withdrawal:${row.id}`, detail: { reason } });
      return this.view(rejected);
    });
  }
}
