/**
 * The console's lock-up powers: create a product, pause or resume it, and read the treasury's cover
 * (funds held versus owed). A product's terms never change once created, and nothing here touches an
 * order: an order copied its product's rate, term and penalty when it was taken, so no screen can
 * change the rate of an existing order (this file writes only `lock_products`; tested).
 */
import type { LockCover, LockProductAdmin } from '@bourse/contract';
import { getBalance } from '@bourse/ledger';
import { formatUnits, MoneyError, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { productView, readCatalog } from './catalog';
import { TREASURY_BOOK, treasuryOf } from './payout';
import { demoIssued, insertProduct, owedByAsset, type ProductRow, productById, setProductStatus } from './store';

export interface ProductInput {
  currency_id: number;
  day: number;
  interest_rate: string;
  penalty_rate: string;
  save_min: string;
  save_max?: string | undefined;
  capacity?: string | undefined;
  dividend_time: string;
  intro?: string | undefined;
}

/** A percentage with at most four decimals as parts per million, within (0, 10 %] (the penalty may be 0). */
function ppmOf(text: string, allowZero: boolean): number {
  let ppm: bigint;
  try {
    ppm = parseUnits(text, 4);
  } catch {
    throw new AppError('LOCK_RATE_INVALID');
  }
  if (ppm > 100_000n || (!allowZero && ppm === 0n)) throw new AppError('LOCK_RATE_INVALID');
  return Number(ppm);
}

function limitOf(text: string | undefined, scale: number): bigint | null {
  if (text === undefined || text === '') return null;
  try {
    const v = parseUnits(text, scale);
    if (v <= 0n) throw new AppError('LOCK_LIMITS_INVALID');
    return v;
  } catch (error) {
    if (error instanceof MoneyError) throw new AppError('LOCK_LIMITS_INVALID');
    throw error;
  }
}

export class LockOperator {
  constructor(private readonly ctx: AppContext) {}

  private async admin(rows?: ProductRow[]): Promise<LockProductAdmin[]> {
    const cat = await readCatalog(this.ctx, this.ctx.db);
    return (rows ?? cat.rows).map((row) => {
      const load = cat.loads.get(row.id);
      const view = productView(this.ctx, {
        row,
        locked: BigInt(load?.locked ?? '0'),
        userLocked: null,
        free: cat.free.get(row.asset) ?? 0n,
      });
      const scale = this.ctx.assets.byCodeOrFail(row.asset).scale;
      return {
        ...view,
        orders_in_progress: load?.orders ?? 0,
        interest_owed: formatUnits(BigInt(load?.owed ?? '0'), scale),
        created_at: row.created_at.getTime(),
      };
    });
  }

  products(): Promise<LockProductAdmin[]> {
    return this.admin();
  }

  async create(operatorId: number, input: ProductInput): Promise<LockProductAdmin> {
    const asset = this.ctx.assets.list().find((a) => a.id === input.currency_id && a.enabled);
    if (!asset) throw new AppError('LOCK_PRODUCT_NOT_FOUND');
    const minAmount = limitOf(input.save_min, asset.scale);
    const maxPerUser = limitOf(input.save_max, asset.scale);
    const capacity = limitOf(input.capacity, asset.scale);
    if (minAmount === null || (maxPerUser !== null && maxPerUser < minAmount) || (capacity !== null && capacity < minAmount))
      throw new AppError('LOCK_LIMITS_INVALID');
    const [hh, mm] = input.dividend_time.split(':').map(Number) as [number, number];
    const row = await insertProduct(this.ctx.db, {
      asset: asset.code,
      days: input.day,
      ratePpm: ppmOf(input.interest_rate, false),
      penaltyPpm: ppmOf(input.penalty_rate, true),
      minAmount,
      maxPerUser,
      capacity,
      dividendMinute: hh * 60 + mm,
      intro: input.intro ?? '',
      createdBy: operatorId,
      createdAt: this.ctx.clock.now(),
    });
    if (!row) throw new AppError('LOCK_PRODUCT_DUPLICATE');
    return (await this.admin([row]))[0]!;
  }

  async setStatus(id: number, status: 'active' | 'paused'): Promise<LockProductAdmin> {
    if (!(await productById(this.ctx.db, id))) throw new AppError('LOCK_PRODUCT_NOT_FOUND');
    let row: ProductRow | undefined;
    try {
      row = await setProductStatus(this.ctx.db, id, status);
    } catch (error) {
      // Resuming next to an active product of the same currency and term.
      if ((error as { code?: string }).code === '23505') throw new AppError('LOCK_PRODUCT_DUPLICATE');
      throw error;
    }
    return (await this.admin([row!]))[0]!;
  }

  /** Per asset with products or orders: the book's balance (held, reserved, free) against what orders in progress are owed. */
  async cover(): Promise<LockCover[]> {
    const owed = new Map((await owedByAsset(this.ctx.db)).map((r) => [r.asset, r]));
    const cat = await readCatalog(this.ctx, this.ctx.db);
    const demo = await demoIssued(this.ctx.db, TREASURY_BOOK);
    const assets = [...new Set([...cat.rows.map((r) => r.asset), ...owed.keys()])].sort();
    const out: LockCover[] = [];
    for (const code of assets) {
      const asset = this.ctx.assets.byCodeOrFail(code);
      const money = (v: bigint | string) => formatUnits(BigInt(v), asset.scale);
      const b = await getBalance(this.ctx.db, treasuryOf(code));
      const o = owed.get(code);
      out.push({
        currency_id: asset.id,
        currency: code,
        held: money(b.available + b.frozen),
        reserved: money(b.frozen),
        owed: money(o?.owed ?? '0'),
        free: money(b.available),
        principal_locked: money(o?.principal ?? '0'),
        orders_in_progress: o?.orders ?? 0,
        demo: money(demo.get(code) ?? 0n),
      });
    }
    return out;
  }
}
