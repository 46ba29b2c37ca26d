/** How projects and subscriptions read on the wire: decimal strings at each asset's scale, times in ms. */
import type { IeoAllocation, IeoOrder, IeoPhase, IeoProject } from '@bourse/contract';
import { formatUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { AssetInfo } from '../../platform/assets';
import { daysBetween, progressHundredths } from './maths';
import type { OrderView, ProjectRow } from './store';

const PHASE_CODE = { warmup: 1, progress: 2, finished: 3 } as const;

/** The project's phase by the clock: before its start, during its cycle, after its end. */
export function phaseOf(p: Pick<ProjectRow, 'start_at' | 'end_at'>, nowMs: number): IeoPhase {
  if (nowMs < p.start_at.getTime()) return 'warmup';
  return nowMs < p.end_at.getTime() ? 'progress' : 'finished';
}

/**
 * An asset by code from the registry; a token another node created since this one loaded is read
 * again from the assets table.
 */
export async function assetOf(ctx: AppContext, code: string): Promise<AssetInfo> {
  const found = ctx.assets.find(code);
  if (found) return found;
  await ctx.assets.load(ctx.db);
  const again = ctx.assets.find(code);
  if (!again) throw new Error(`ieo: asset ${code} is not in the assets table`);
  return again;
}

export interface Scales {
  token: AssetInfo;
  pay: AssetInfo;
}

export async function scalesOf(ctx: AppContext, p: Pick<ProjectRow, 'token_asset' | 'pay_asset'>): Promise<Scales> {
  return { token: await assetOf(ctx, p.token_asset), pay: await assetOf(ctx, p.pay_asset) };
}

export function projectView(p: ProjectRow, s: Scales, nowMs: number, mine: IeoProject['mine'] = null): IeoProject {
  const tk = (v: string | bigint) => formatUnits(BigInt(v), s.token.scale);
  const issuance = BigInt(p.total_issuance);
  const subscribed = BigInt(p.subscribed);
  const phase = phaseOf(p, nowMs);
  const start = p.start_at.getTime();
  const end = p.end_at.getTime();
  const listing = p.listing_at.getTime();
  return {
    id: p.id,
    name: p.name,
    token: s.token.code,
    token_id: s.token.id,
    token_scale: s.token.scale,
    pay_currency: s.pay.code,
    pay_currency_id: s.pay.id,
    pay_scale: s.pay.scale,
    price: formatUnits(BigInt(p.price_minor), s.pay.scale),
    total_issuance: tk(issuance),
    subscribed: tk(subscribed),
    remaining: tk(subscribed >= issuance ? 0n : issuance - subscribed),
    progress_percent: formatUnits(progressHundredths(subscribed, issuance), 2),
    min_amount: tk(p.min_amount),
    max_per_user: p.max_per_user === null ? null : tk(p.max_per_user),
    start_time: start,
    end_time: end,
    listing_time: listing,
    cycle_days: daysBetween(start, end),
    lock_days: daysBetween(end, listing),
    white_paper: p.white_paper,
    website: p.website,
    description: p.description,
    applications: p.applications,
    participants: p.participants,
    passes: p.allocation === 'allocated' ? p.passes : null,
    phase,
    phase_code: PHASE_CODE[phase],
    paused: p.paused,
    allocation: p.allocation,
    mine,
  };
}

const ORDER_STATUS = {
  subscribed: 'subscribed',
  allocating: 'subscribed',
  allocated: 'allocated',
  released: 'released',
  refunded: 'refunded',
} as const;

export function orderView(o: OrderView, s: Scales): IeoOrder {
  const tk = (v: string | bigint) => formatUnits(BigInt(v), s.token.scale);
  const pay = (v: string | bigint) => formatUnits(BigInt(v), s.pay.scale);
  // Shown once settled: an order still `allocating` has its numbers, but no money has moved yet.
  const settled = o.status !== 'subscribed' && o.status !== 'allocating';
  let allocation: IeoAllocation | null = null;
  if (settled && o.pro_rata !== null && o.remainder !== null && o.cost !== null && o.refund !== null) {
    allocation = {
      total_issuance: tk(o.total_issuance),
      total_subscribed: tk(o.subscribed),
      oversubscribed: BigInt(o.subscribed) > BigInt(o.total_issuance),
      pro_rata: tk(o.pro_rata),
      remainder: tk(o.remainder),
      allocated: tk(BigInt(o.pro_rata) + BigInt(o.remainder)),
      cost: pay(o.cost),
      refund: pay(o.refund),
    };
  }
  return {
    id: o.id,
    project_id: o.project_id,
    project_name: o.name,
    token: s.token.code,
    pay_currency: s.pay.code,
    price: pay(o.price_minor),
    amount: tk(o.amount),
    payment: pay(o.payment),
    status: ORDER_STATUS[o.status],
    allocation,
    lock_until: o.listing_at.getTime(),
    created_at: o.created_at.getTime(),
    allocated_at: settled ? (o.allocated_at?.getTime() ?? null) : null,
    released_at: o.released_at?.getTime() ?? null,
  };
}
