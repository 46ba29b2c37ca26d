/**
 * Lock-up staking (issue 15): products per currency and term at a fixed daily rate, subscribed from
 * the spot book with the order's whole interest held on the treasury's lock-mining book, interest
 * paid once per day by a restart-safe scheduler, principal back at expiry or early with the SPEC's
 * penalty.
 */
import type { Executor } from '@bourse/db';
import { parseUnits } from '@bourse/money';
import type { AppContext, Module } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { LockOperator } from './operator';
import { lockMiningRoutes } from './routes';
import { LockScheduler } from './scheduler';
import { LockService } from './service';
import { insertProduct, listProducts } from './store';

export { LockService } from './service';
export { LockScheduler } from './scheduler';
export { payDueBatch, TREASURY_BOOK } from './payout';

/**
 * What a fresh install offers (the SPEC's examples: 0.3 % to 0.4 % a day, a 5-day cycle, a penalty
 * of 0.4 % a remaining day), each product showing "awaiting funding" until the treasury's
 * lock-mining book is funded.
 */
export const LOCK_PRODUCT_SEEDS = [
  { asset: 'USDT', days: 5, ratePpm: 3000, min: '100', max: '50000', capacity: '1000000' },
  { asset: 'USDT', days: 15, ratePpm: 3500, min: '100', max: '50000', capacity: '1000000' },
  { asset: 'USDT', days: 30, ratePpm: 4000, min: '100', max: '50000', capacity: '1000000' },
  { asset: 'BTC', days: 7, ratePpm: 500, min: '0.01', max: '5', capacity: '50' },
  { asset: 'BTC', days: 30, ratePpm: 800, min: '0.01', max: '5', capacity: '50' },
].map((p) => ({ ...p, penaltyPpm: 4000, dividendMinute: 0 }));

/** Insert the seeded products when there are none yet (an operator's products are kept). */
export async function seedLockProducts(ex: Executor, scaleOf: (asset: string) => number, now: Date): Promise<void> {
  if ((await listProducts(ex)).length > 0) return;
  for (const p of LOCK_PRODUCT_SEEDS) {
    const scale = scaleOf(p.asset);
    await insertProduct(ex, {
      asset: p.asset,
      days: p.days,
      ratePpm: p.ratePpm,
      penaltyPpm: p.penaltyPpm,
      minAmount: parseUnits(p.min, scale),
      maxPerUser: parseUnits(p.max, scale),
      capacity: parseUnits(p.capacity, scale),
      dividendMinute: p.dividendMinute,
      intro: '',
      createdBy: null,
      createdAt: now,
    });
  }
}

export function createLockMiningModule(
  ctx: AppContext,
  realtime: Realtime,
): Module & { service: LockService; scheduler: LockScheduler; desk: LockOperator } {
  const service = new LockService(ctx, realtime);
  const desk = new LockOperator(ctx);
  const scheduler = new LockScheduler(ctx, (rows) => service.publish(rows));
  return {
    name: 'lock-mining',
    service,
    scheduler,
    desk,
    routes: lockMiningRoutes(service, desk),
    start: () => scheduler.start(),
    stop: () => scheduler.stop(),
  };
}
