/**
 * Invite and rebate: each invitee's link recorded at sign-up, the rebate paid from each of their
 * trading fees (rebates.ts), and what the share page shows: the code and link, the stated rates and
 * period, the invitees (masked) and the rebates paid with their source orders.
 */
import type { InviteInfo, InviteRebate, Invitee, Page } from '@bourse/contract';
import { INVITE_PAGE_SIZE, REBATE_PRODUCTS, type RebateProduct } from '@bourse/contract/invite';
import type { Executor } from '@bourse/db';
import { formatUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { FeePaid } from '../../platform/fee-hooks';
import { maskAccount } from './masks';
import type { InvitePorts } from './ports';
import { LinkCache } from './links';
import { payRebates, ratesOf } from './rebates';
import { countInvitees, insertLink, pageInvitees, pageRebates, rebateTotals } from './store';

const DAY_MS = 86_400_000;

/** Parts per million as a percent: 200000 -> "20", 12500 -> "1.25". */
export function percentText(ppm: number): string {
  return formatUnits(BigInt(ppm), 4);
}

export class InviteService {
  private readonly links = new LinkCache();

  constructor(
    private readonly ctx: AppContext,
    private readonly ports: InvitePorts,
  ) {}

  /** In the registration's transaction: the invitee's link, with the rebate period as stated today. */
  async linked(ex: Executor, user: { id: number; inviterId: number | null }): Promise<void> {
    if (user.inviterId === null || user.inviterId === user.id) return;
    const days = Math.max(0, Math.floor(Number(await this.ctx.settings.get(ex, 'invite_rebate_days'))) || 0);
    const joinedAt = this.ctx.clock.now();
    const rebateUntil = new Date(joinedAt.getTime() + days * DAY_MS);
    await insertLink(ex, { inviteeId: user.id, inviterId: user.inviterId, joinedAt, rebateUntil });
  }

  /** The fee port's listener: inside the fee's transaction. */
  onFees(ex: Executor, fees: FeePaid[]): Promise<void> {
    return payRebates(this.ctx, ex, fees, this.links);
  }

  /** Whether any of these fees was paid by an invitee still in their rebate period (before any transaction). */
  async wantsFees(fees: FeePaid[]): Promise<boolean> {
    const live = await this.links.live(
      this.ctx.db,
      fees.map((f) => f.userId),
      this.ctx.clock.now().getTime(),
    );
    return live.size > 0;
  }

  async info(userId: number): Promise<InviteInfo> {
    const db = this.ctx.db;
    const me = await this.ports.identity.of(userId);
    const rates = await ratesOf(this.ctx, db);
    const totals = await rebateTotals(db, userId);
    return {
      invite_code: me.inviteCode,
      register_path: `/pages/common/register?code=${encodeURIComponent(me.inviteCode)}`,
      rates: REBATE_PRODUCTS.map((product) => ({ product, percent: percentText(rates[product]) })),
      period_days: Math.max(0, Math.floor(Number(await this.ctx.settings.get(db, 'invite_rebate_days'))) || 0),
      invitees: await countInvitees(db, userId),
      totals: totals.map((t) => ({ currency: t.asset, amount: this.money(t.asset, BigInt(t.amount)) })),
    };
  }

  async invitees(userId: number, page: number): Promise<Page<Invitee>> {
    const p = await pageInvitees(this.ctx.db, userId, page, INVITE_PAGE_SIZE);
    const data: Invitee[] = [];
    for (const r of p.data) {
      data.push({
        account: maskAccount(await this.ports.identity.of(Number(r.invitee_id))),
        joined_at: r.joined_at.toISOString(),
        rebate_until: r.rebate_until.toISOString(),
      });
    }
    return { ...p, data };
  }

  async rebates(userId: number, page: number): Promise<Page<InviteRebate>> {
    const p = await pageRebates(this.ctx.db, userId, page, INVITE_PAGE_SIZE);
    const names = new Map<number, string>();
    const data: InviteRebate[] = [];
    for (const r of p.data) {
      const invitee = Number(r.invitee_id);
      if (!names.has(invitee)) names.set(invitee, maskAccount(await this.ports.identity.of(invitee)));
      data.push({
        id: Number(r.id),
        entry_id: Number(r.entry_id),
        invitee: names.get(invitee)!,
        product: r.product as RebateProduct,
        order_id: Number(r.order_id),
        currency: r.asset,
        fee: this.money(r.asset, BigInt(r.fee)),
        percent: percentText(r.rate_ppm),
        amount: this.money(r.asset, BigInt(r.amount)),
        created_at: r.created_at.toISOString(),
      });
    }
    return { ...p, data };
  }

  private money(asset: string, minor: bigint): string {
    return formatUnits(minor, this.ctx.assets.find(asset)?.scale ?? 0);
  }
}
