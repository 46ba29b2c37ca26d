/**
 * The products as users and operators see them: per currency, the terms with their rates (and the
 * range of the rates), limits, what is locked, and whether a subscription is possible now: the
 * treasury's free balance must hold the whole interest of at least the minimum amount, otherwise
 * the product is "sold out: awaiting funding".
 */
import type { LockAvailability, LockCurrency, LockProduct } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { getBalance, userAccount } from '@bourse/ledger';
import { formatUnits, PPM } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { clockTime, dailyInterest, percentOf } from './maths';
import { treasuryOf } from './payout';
import { listProducts, productLoads, type ProductLoad, type ProductRow } from './store';

const min = (values: Array<bigint | null>): bigint | null =>
  values.reduce<bigint | null>((a, v) => (v === null ? a : a === null || v < a ? v : a), null);

/** The largest amount whose whole interest (floor(a x rate) x days) fits in `free`. */
export function treasuryCoverOf(free: bigint, p: Pick<ProductRow, 'rate_ppm' | 'days'>): bigint {
  const dailyMax = free / BigInt(p.days);
  return ((dailyMax + 1n) * PPM - 1n) / BigInt(p.rate_ppm);
}

export interface ProductState {
  row: ProductRow;
  /** Principal in progress, overall and the caller's. */
  locked: bigint;
  userLocked: bigint | null;
  /** The treasury book's free balance in the product's asset. */
  free: bigint;
}

export function productView(ctx: AppContext, s: ProductState): LockProduct {
  const p = s.row;
  const asset = ctx.assets.byCodeOrFail(p.asset);
  const money = (v: bigint) => formatUnits(v, asset.scale);
  const minAmount = BigInt(p.min_amount);
  const capacity = p.capacity === null ? null : BigInt(p.capacity);
  const perUser = p.max_per_user === null ? null : BigInt(p.max_per_user);
  const remaining = capacity === null ? null : capacity > s.locked ? capacity - s.locked : 0n;
  const interestOnMin = dailyInterest(minAmount, p.rate_ppm) * BigInt(p.days);
  const userRoom = perUser === null || s.userLocked === null ? perUser : perUser > s.userLocked ? perUser - s.userLocked : 0n;
  const maxNow = min([remaining, userRoom, treasuryCoverOf(s.free, p)]);
  let availability: LockAvailability = 'open';
  if (p.status === 'paused') availability = 'paused';
  else if (remaining !== null && remaining < minAmount) availability = 'sold_out';
  else if (s.free < interestOnMin) availability = 'awaiting_funding';
  return {
    id: p.id,
    currency_id: asset.id,
    currency: asset.code,
    day: p.days,
    interest_rate: percentOf(p.rate_ppm),
    penalty_rate: percentOf(p.penalty_ppm),
    save_min: money(minAmount),
    save_max: perUser === null ? null : money(perUser),
    capacity: capacity === null ? null : money(capacity),
    locked_total: money(s.locked),
    remaining: remaining === null ? null : money(remaining),
    dividend_time: clockTime(p.dividend_minute),
    dividend_minute: p.dividend_minute,
    intro: p.intro,
    status: p.status,
    availability,
    max_now: maxNow === null ? null : money(maxNow),
    interest_on_min: money(interestOnMin),
    user_locked: s.userLocked === null ? null : money(s.userLocked),
  };
}

export interface Catalog {
  rows: ProductRow[];
  loads: Map<number, ProductLoad>;
  free: Map<string, bigint>;
}

/** Every product with what is locked in it and the treasury's free balance per asset. */
export async function readCatalog(ctx: AppContext, ex: Executor): Promise<Catalog> {
  const rows = (await listProducts(ex)).filter((r) => ctx.assets.find(r.asset)?.enabled);
  const loads = await productLoads(ex);
  const free = new Map<string, bigint>();
  for (const asset of new Set(rows.map((r) => r.asset))) free.set(asset, (await getBalance(ex, treasuryOf(asset))).available);
  return { rows, loads, free };
}

/** GET lh/deposit/config: per currency, its products and the range of their daily rates. */
export async function currencies(ctx: AppContext, userId: number | undefined, currencyId?: number): Promise<LockCurrency[]> {
  const cat = await readCatalog(ctx, ctx.db);
  const mine = userId === undefined ? undefined : await productLoads(ctx.db, userId);
  const out: LockCurrency[] = [];
  for (const code of [...new Set(cat.rows.map((r) => r.asset))]) {
    const asset = ctx.assets.byCodeOrFail(code);
    if (currencyId !== undefined && asset.id !== currencyId) continue;
    const rows = cat.rows.filter((r) => r.asset === code);
    const products = rows.map((row) =>
      productView(ctx, {
        row,
        locked: BigInt(cat.loads.get(row.id)?.locked ?? '0'),
        userLocked: mine === undefined ? null : BigInt(mine.get(row.id)?.locked ?? '0'),
        free: cat.free.get(code) ?? 0n,
      }),
    );
    const rates = rows.filter((r) => r.status === 'active').map((r) => r.rate_ppm);
    const all = rates.length > 0 ? rates : rows.map((r) => r.rate_ppm);
    const balance = userId === undefined ? null : (await getBalance(ctx.db, userAccount(userId, code, 'exchange'))).available;
    out.push({
      currency_id: asset.id,
      currency: code,
      rate_min: percentOf(Math.min(...all)),
      rate_max: percentOf(Math.max(...all)),
      products,
      balance: balance === null ? null : formatUnits(balance, asset.scale),
    });
  }
  return out;
}
