/**
 * Seconds options (microtrade): fixed-time rise or fall orders on the crypto markets, opened at the
 * last stored tick at acceptance and settled from the last stored tick at or before open time +
 * duration once a later tick is stored (void, stake and fee returned, when that tick is too old),
 * with the house's possible payout held from its funded account while an order is open.
 */
import type { Executor } from '@bourse/db';
import { parseUnits } from '@bourse/money';
import type { AppContext, Module } from '../../app/context';
import type { Realtime } from '../../app/socket';
import type { FeesPort } from '../../platform/fee-hooks';
import { microtradeRoutes } from './routes';
import type { MicroPorts } from './ports';
import { MicroService } from './service';
import { MicroSettler } from './settle';
import { insertTermsIfMissing, MICRO_KEPT_TICKS } from './store';

export type { MicroMarketView, MicroPorts, MicroTickView } from './ports';
export type { MicroSettings } from './service';
export { MicroService, microSettings } from './service';
export { MicroSettler } from './settle';

/** What the seed offers: USDT stakes of 10 to 10,000, a 0.1 % fee, and a payout rising with the duration. */
export const MICRO_TERM_SEEDS = [
  { seconds: 30, payoutPpm: 800_000 },
  { seconds: 60, payoutPpm: 820_000 },
  { seconds: 120, payoutPpm: 850_000 },
  { seconds: 300, payoutPpm: 880_000 },
].map((d) => ({ ...d, asset: 'USDT', minStake: '10', maxStake: '10000', feePpm: 1000 }));

/** Insert the seeded terms where none exist (an operator's later change is kept). */
export async function seedMicroTerms(ex: Executor, scaleOf: (asset: string) => number): Promise<void> {
  for (const t of MICRO_TERM_SEEDS) {
    const scale = scaleOf(t.asset);
    await insertTermsIfMissing(ex, {
      asset: t.asset,
      seconds: t.seconds,
      payoutPpm: t.payoutPpm,
      minStake: parseUnits(t.minStake, scale),
      maxStake: parseUnits(t.maxStake, scale),
      feePpm: t.feePpm,
    });
  }
}

export function createMicrotradeModule(
  ctx: AppContext,
  ports: MicroPorts,
  realtime: Realtime,
): Module & { service: MicroService; settler: MicroSettler; ports: { fees: FeesPort } } {
  const service = new MicroService(ctx, ports, realtime);
  const settler = new MicroSettler(ctx, ports, (row) => service.publish(row));
  // Each tick batch may bring orders due: the settler looks (on the feed's node, which records them).
  ports.prices.onTicks(() => settler.nudge());
  ports.prices.keepTicks(MICRO_KEPT_TICKS);
  return {
    name: 'microtrade',
    service,
    // Each order's trading fee, inside the order's transaction (platform/fee-hooks.ts).
    ports: { fees: service.fees },
    settler,
    routes: microtradeRoutes(service),
    start: () => settler.start(),
    stop: () => settler.stop(),
  };
}
