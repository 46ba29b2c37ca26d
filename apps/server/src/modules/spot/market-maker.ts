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
import { planQuotes, recentRangePpm } from './quotes';
import type { PlaceRequest } from './items';
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

  /** One batch on the market's queue: cancel all its orders, then (if the market trades) place the new levels. */
  private async replace(m: SpotMarket, ref: number, now: number): Promise<void> {
    const plan = isTrading(m.shape.kind, now)
      ? planQuotes(
          {
            levels: m.rules.mmLevels,
            spreadPpm: m.rules.mmSpreadPpm,
            stepPpm: m.rules.mmStepPpm,
            sizeLots: m.rules.mmSizeLots,
            minLots: m.rules.minQty,
          },
          { marketId: m.shape.id, ref, at: now, rangePpm: recentRangePpm(m.seen, now, ref) },
        )
      : [];
    await this.trading.requote(m, (base, quote) => orders(m, plan, base, quote));
  }
}

/** The plan's orders, cut to the funds the market maker has once its old orders are cancelled. */
function orders(m: SpotMarket, plan: ReturnType<typeof planQuotes>, base: Balance, quote: Balance): PlaceRequest[] {
  let baseLeft = base.available;
  let quoteLeft = quote.available;
  const maxBase = m.baseOf(m.rules.mmMaxBaseLots);
  const out: PlaceRequest[] = [];
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
    const bidLots = level.bid > 0 ? capLots(level.bidLots, quoteLeft, m.quoteOf(level.bid, 1)) : 0;
    if (base.available + base.frozen < maxBase && bidLots >= Math.max(1, m.rules.minQty)) {
      quoteLeft -= m.quoteOf(level.bid, bidLots);
      out.push(order('buy', level.bid, bidLots));
    }
    const askLots = capLots(level.askLots, baseLeft, m.baseOf(1));
    if (askLots >= Math.max(1, m.rules.minQty)) {
      baseLeft -= m.baseOf(askLots);
      out.push(order('sell', level.ask, askLots));
    }
  }
  return out;
}

/** `lots`, or fewer: as many as `left` pays for at `unit` each. */
function capLots(lots: number, left: bigint, unit: bigint): number {
  if (unit <= 0n || left <= 0n) return 0;
  const affordable = left / unit;
  return affordable < BigInt(lots) ? Number(affordable) : lots;
}
