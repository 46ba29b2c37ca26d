/**
 * The platform's market maker: a funded system account that quotes a few levels on both sides of
 * the feed's reference price and re-quotes when the price moves or its quotes are taken. Its
 * orders are ordinary orders (holds, the same book, the same settlement), labelled as the
 * platform's in the depth. It stays within inventory limits: it stops bidding once its base coin
 * (available and held) reaches the market's `mm_max_base_lots` (seeded at about $600,000) or its
 * quote no longer covers a bid, and asks only with the base it holds. So one side may carry fewer
 * than `mm_levels` orders, or none.
 */
import { getBalance, systemAccount } from '@bourse/ledger';
import type { Command } from '@bourse/matching';
import type { AppContext } from '../../app/context';
import { isTrading } from '../../platform/market-hours';
import { MARKET_MAKER, type SpotMarket } from './market';
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

  private async replace(m: SpotMarket, ref: number, now: number): Promise<void> {
    const mine = [...m.orders.entries()].filter(([, o]) => o.userId === MARKET_MAKER).map(([id]) => id);
    if (mine.length > 0) await this.trading.execute(m, async () => mine.map((id): Command => ({ type: 'cancel', id })));
    if (!isTrading(m.shape.kind, now)) return;
    await this.trading.execute(m, async (ex) => {
      const base = await getBalance(ex, systemAccount('marketMaker', m.shape.base));
      const quote = await getBalance(ex, systemAccount('marketMaker', m.shape.quote));
      let baseLeft = base.available;
      let quoteLeft = quote.available;
      const size = m.rules.mmSizeLots;
      const maxBase = m.baseOf(m.rules.mmMaxBaseLots);
      const commands: Command[] = [];
      for (let i = 0; i < m.rules.mmLevels; i++) {
        const distancePpm = m.rules.mmSpreadPpm + i * m.rules.mmStepPpm;
        const bid = Math.floor((ref * (1_000_000 - distancePpm)) / 1_000_000);
        const ask = Math.ceil((ref * (1_000_000 + distancePpm)) / 1_000_000);
        if (bid > 0 && base.available + base.frozen < maxBase && quoteLeft >= m.quoteOf(bid, size)) {
          quoteLeft -= m.quoteOf(bid, size);
          commands.push(
            await this.trading.prepareOrder(
              ex,
              m,
              MARKET_MAKER,
              { side: 'buy', kind: 'limit', tif: 'GTC', postOnly: true, price: bid, qty: size },
              null,
            ),
          );
        }
        if (baseLeft >= m.baseOf(size)) {
          baseLeft -= m.baseOf(size);
          commands.push(
            await this.trading.prepareOrder(
              ex,
              m,
              MARKET_MAKER,
              { side: 'sell', kind: 'limit', tif: 'GTC', postOnly: true, price: ask, qty: size },
              null,
            ),
          );
        }
      }
      return commands;
    });
  }
}
