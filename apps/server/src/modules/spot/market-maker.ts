/**
 * The platform's market maker: a funded system account that quotes a few levels on both sides of
 * the feed's reference price and re-quotes when the price moves or its quotes are taken. Sizes
 * grow with the distance from the price and vary from quote to quote, and the levels spread out
 * when the price has been moving (quotes.ts). Its
 * orders are ordinary orders (holds, the same book, the same settlement), labelled as the
 * platform's in the depth. It stays within inventory limits: it stops bidding once its base coin
 * (available and held) reaches the market's `mm_max_base_lots` (seeded at about $600,000) or its
 * quote no longer covers a bid, and asks only with the base it holds. So one side may carry fewer
 * than `mm_levels` orders, or none.
 */
import type { Balance } from '@bourse/ledger';
import type { AppContext } from '../../app/context';
import { isTrading } from '../../platform/market-hours';
import { MARKET_MAKER, type SpotMarket } from './market';
import { depthPpm, planQuotes, recentRangePpm } from './quotes';
import type { PlaceRequest, RestingQuote } from './items';
import type { Trading } from './trading';

const REQUOTE_EVERY_MS = 60_000;

export class MarketMaker {
  constructor(
    private readonly ctx: AppContext,
    private readonly trading: Trading,
  ) {}

  /**
   * Whether the market needs new quotes at this reference price: never quoted, the price moved
   * half a step, one of the orders it left resting at the last quote is gone (taken), or a minute
   * passed. Compared with what rested after the last quote, not with 2 x levels: when the
   * inventory limits stop a side, fewer rest, and that alone is no reason to quote again.
   */
  due(m: SpotMarket, ref: number, nowMs: number): boolean {
    if (!m.rules.mmEnabled) return false;
    if (m.mmReference === undefined) return true;
    const halfStep = Math.max(1, Math.floor((m.mmReference * m.rules.mmStepPpm) / 2_000_000));
    return Math.abs(ref - m.mmReference) >= halfStep || this.resting(m) < m.mmResting || nowMs - m.mmQuotedAt > REQUOTE_EVERY_MS;
  }

  private resting(m: SpotMarket): number {
    let n = 0;
    for (const o of m.orders.values()) if (o.userId === MARKET_MAKER) n++;
    return n;
  }

  async requote(m: SpotMarket, ref: number): Promise<void> {
    const now = this.ctx.clock.now().getTime();
    m.mmReference = ref;
    m.mmQuotedAt = now;
    m.mmResting = 0;
    try {
      await this.replace(m, ref, now);
    } catch (error) {
      // Quote again on the next tick rather than wait for the price to move or the minute to pass.
      m.mmReference = undefined;
      throw error;
    }
    // Post-only orders that would have taken were cancelled at once: count only what rests.
    m.mmResting = this.resting(m);
  }

  /** One batch on the market's queue: the new levels (none while the market is closed), keeping its orders near them. */
  private async replace(m: SpotMarket, ref: number, now: number): Promise<void> {
    const rangePpm = recentRangePpm(m.seen, now, ref);
    const plan = isTrading(m.shape.kind, now)
      ? planQuotes(
          {
            levels: m.rules.mmLevels,
            spreadPpm: m.rules.mmSpreadPpm,
            stepPpm: m.rules.mmStepPpm,
            sizeLots: m.rules.mmSizeLots,
            minLots: m.rules.minQty,
          },
          { marketId: m.shape.id, ref, at: now, rangePpm },
        )
      : [];
    // Half the step between levels (widened as the plan's is), in ticks.
    const { stepPpm } = depthPpm({ spreadPpm: m.rules.mmSpreadPpm, stepPpm: m.rules.mmStepPpm }, rangePpm);
    const tolerance = Number((BigInt(ref) * BigInt(stepPpm)) / 2_000_000n);
    await this.trading.requote(m, (base, quote, resting) => orders(m, { plan, tolerance }, { base, quote }, resting));
  }
}

/**
 * The plan's orders for the funds the market maker would have with its resting orders here
 * cancelled. A resting order within `tolerance` ticks (half a step) of a level the plan quotes on
 * the same side stands for that level and is kept as it is, its size too (sizes are drawn when an
 * order is placed); the other levels are placed, each cut to what is left once the kept orders'
 * holds are counted. So when the price moves by less than a step the ladder stays, and when it
 * moves a step the orders keep their prices and take the next level's place: only the levels at
 * the ends change. Each order placed is a hold and its release in the ledger; replacing every
 * order at every re-quote grew the data folder by about 7.5 GB a day of simulated market.
 */
function orders(
  m: SpotMarket,
  { plan, tolerance }: { plan: ReturnType<typeof planQuotes>; tolerance: number },
  { base, quote }: { base: Balance; quote: Balance },
  resting: readonly RestingQuote[],
): { keep: number[]; place: PlaceRequest[] } {
  const maxBase = m.baseOf(m.rules.mmMaxBaseLots);
  // It stops bidding once its base coin reaches the limit: then no bid is kept either.
  const bidding = base.available + base.frozen < maxBase;
  const keep: number[] = [];
  const kept = new Set<string>();
  let baseLeft = base.available;
  let quoteLeft = quote.available;
  for (const level of plan) {
    for (const [side, price] of [
      ['buy', level.bid],
      ['sell', level.ask],
    ] as const) {
      if (side === 'buy' && !bidding) continue;
      let found: RestingQuote | undefined;
      for (const o of resting) {
        if (o.side !== side || keep.includes(o.id) || Math.abs(o.price - price) > tolerance) continue;
        if (!found || Math.abs(o.price - price) < Math.abs(found.price - price)) found = o;
      }
      if (!found) continue;
      keep.push(found.id);
      kept.add(`${side}:${price}`);
      if (side === 'buy') quoteLeft -= found.held;
      else baseLeft -= found.held;
    }
  }
  const place: PlaceRequest[] = [];
  const order = (side: 'buy' | 'sell', price: number, qty: number): PlaceRequest => ({
    side,
    kind: 'limit',
    tif: 'GTC',
    postOnly: true,
    price,
    qty,
  });
  for (const level of plan) {
    // Never more than it holds: each order is cut to what is left, and dropped below the market's minimum.
    if (bidding && level.bid > 0 && !kept.has(`buy:${level.bid}`)) {
      const bidLots = capLots(level.bidLots, quoteLeft, m.quoteOf(level.bid, 1));
      if (bidLots >= Math.max(1, m.rules.minQty)) {
        quoteLeft -= m.quoteOf(level.bid, bidLots);
        place.push(order('buy', level.bid, bidLots));
      }
    }
    if (!kept.has(`sell:${level.ask}`)) {
      const askLots = capLots(level.askLots, baseLeft, m.baseOf(1));
      if (askLots >= Math.max(1, m.rules.minQty)) {
        baseLeft -= m.baseOf(askLots);
        place.push(order('sell', level.ask, askLots));
      }
    }
  }
  return { keep, place };
}

/** `lots`, or fewer: as many as `left` pays for at `unit` each. */
function capLots(lots: number, left: bigint, unit: bigint): number {
  if (unit <= 0n || left <= 0n) return 0;
  const affordable = left / unit;
  return affordable < BigInt(lots) ? Number(affordable) : lots;
}
