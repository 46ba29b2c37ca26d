/**
 * Demo products (SEED_DEMO, never in production): so the demo user finds something to buy, each
 * start keeps one open product per coin and type, listed as the seeded operator would list it
 * (the same row, the same rules). Subscriptions close at the next 08:00 UTC at least an hour away,
 * settlement seven days later; linked 5 % above (call) or below (put) the last recorded price.
 */
import { DAY_MS } from '@bourse/contract';
import { parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { DualService } from './service';
import { insertProduct, offeredProducts } from './store';

const HOUR_MS = 3_600_000;
const DEMO = [
  { asset: 'BTC', type: 'call', unit: '0.01', aprPpm: 120_000 },
  { asset: 'BTC', type: 'put', unit: '100', aprPpm: 180_000 },
  { asset: 'ETH', type: 'call', unit: '0.1', aprPpm: 150_000 },
  { asset: 'ETH', type: 'put', unit: '100', aprPpm: 200_000 },
] as const;

/** The next 08:00 UTC at least an hour after `nowMs`. */
function nextFixing(nowMs: number): number {
  const day = Math.floor(nowMs / DAY_MS) * DAY_MS + 8 * HOUR_MS;
  return day >= nowMs + HOUR_MS ? day : day + DAY_MS;
}

export async function seedDemoProducts(ctx: AppContext, service: DualService, operatorId: number): Promise<void> {
  const nowMs = ctx.clock.now().getTime();
  for (const d of DEMO) {
    const market = service.market(d.asset);
    if (!market) continue;
    if ((await offeredProducts(ctx.db, d.asset, d.type, new Date(nowMs))).some((p) => p.status === 'open')) continue;
    const tick = await service.lastTick(d.asset);
    if (!tick) continue; // no price recorded yet: the next start lists it
    const whole = tick.price / 10n ** BigInt(tick.priceScale);
    const linked = ((d.type === 'call' ? whole * 105n : whole * 95n) / 100n) * 10n ** BigInt(market.priceScale);
    if (linked <= 0n) continue;
    const start = nextFixing(nowMs);
    const payScale = ctx.assets.byCodeOrFail(d.type === 'call' ? d.asset : market.quote).scale;
    await insertProduct(ctx.db, {
      asset: d.asset,
      quote: market.quote,
      market_id: market.id,
      type: d.type,
      apr_ppm: d.aprPpm,
      linked_price: linked.toString(),
      price_scale: market.priceScale,
      unit_price: parseUnits(d.unit, payScale).toString(),
      start_at: new Date(start),
      settle_at: new Date(start + 7 * DAY_MS),
      days: 7,
      total_shares: 1000,
      user_limit: 50,
      created_by: operatorId,
      created_at: new Date(nowMs),
    });
  }
}
