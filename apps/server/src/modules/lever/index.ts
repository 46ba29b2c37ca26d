/**
 * Leveraged futures against the platform, margined in USDT in the lever book: positions open and
 * close only at recorded ticks of the feed, every step is a ledger entry, a loss beyond the margin
 * is paid by the insurance fund, and each close carries its proof.
 */
import type { Executor } from '@bourse/db';
import type { AppContext, Module } from '../../app/context';
import type { Realtime } from '../../app/socket';
import type { FeesPort } from '../../platform/fee-hooks';
import { leverRoutes } from './routes';
import type { LeverPorts } from './ports';
import { LeverService } from './service';
import { LEVER_KEPT_TICKS } from './kept-ticks';
import { insertDefaultTerms } from './store';
import { LeverWatcher } from './watcher';
import { type LeverCopyPort, leverCopyPort } from './copy-port';
import { listenForCouponCloses } from './coupon';

export { LeverService } from './service';
export type { LeverPorts } from './ports';
export type { LeverCopyPort } from './copy-port';

/**
 * Default terms for a crypto market: one lot is the power of ten of the base closest below about
 * $100, leverage 5x to 100x, 0.05 % fee, 0.02 % a day overnight at 00:00 UTC, liquidation at a
 * 10 % risk rate, 1 to 10,000 lots, no spread.
 */
export async function seedLeverMarkets(ex: Executor, markets: Array<{ id: number; qtyScale: number; start: string }>): Promise<void> {
  for (const m of markets) {
    const price = Number(m.start);
    const exponent = Math.max(-m.qtyScale, Math.floor(Math.log10(100 / price)));
    const contractSize = 10n ** BigInt(exponent + m.qtyScale);
    await insertDefaultTerms(ex, m.id, contractSize);
  }
}

export interface LeverModule extends Module {
  service: LeverService;
  watcher: LeverWatcher;
  /** Copy trading's way in: openings and closes as they happen, and copies opened in the same transaction. */
  ports: { copy: LeverCopyPort; fees: FeesPort };
}

export function createLeverModule(ctx: AppContext, ports: LeverPorts, realtime: Realtime): LeverModule {
  const service = new LeverService(ctx, ports, realtime);
  const watcher = new LeverWatcher(ctx, service, realtime, () => ports.prices.leads());
  // Every recorded tick may close, liquidate or open futures positions (on the feed's node only);
  // the watcher queues the work per market, so the feed never waits for it.
  ports.prices.onTicks((ticks) => {
    void watcher.onTicks(ticks);
  });
  ports.prices.keepTicks(LEVER_KEPT_TICKS);
  listenForCouponCloses(service.hooks, ports.discounts);
  return {
    name: 'lever',
    service,
    watcher,
    // fees: each opening's trading fee, inside its transaction (platform/fee-hooks.ts).
    ports: { copy: leverCopyPort(service), fees: service.fees },
    routes: leverRoutes(service),
    async start() {
      await service.load();
      watcher.start();
    },
    stop: () => watcher.stop(),
  };
}
