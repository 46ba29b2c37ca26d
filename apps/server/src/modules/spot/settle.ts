/**
 * Turning what the book did into money: every fill is a trade row and one ledger entry that moves
 * the buyer's held quote to the seller and the seller's held base to the buyer (fees, from
 * configuration and rounded up, to the fee account); every finished order releases what its hold
 * still holds, and so does every order the book rejects; a resting buy keeps exactly price x
 * remaining held. All inside the caller's transaction, with the order rows updated alongside.
 */
import type { Executor } from '@bourse/db';
import type { Result } from '@bourse/matching';
import { getHold, releaseHold, settleHolds, systemAccount, userAccount } from '@bourse/ledger';
import { applyRate } from '@bourse/money';
import { MARKET_MAKER, type OrderMeta, type SpotMarket } from './market';
import { addOrderFill, cancelRejectedOrder, finishOrder, insertTrade, markOrderRested } from './store';

export interface Settled {
  trades: Array<{ id: number; price: number; qty: number; takerSide: 'buy' | 'sell'; at: number }>;
  /** Orders whose rows changed, for the owners' private rooms. */
  touched: Map<number, number>;
}

export function accountOf(m: SpotMarket, userId: number, asset: string) {
  return userId === MARKET_MAKER ? systemAccount('marketMaker', asset) : userAccount(userId, asset, m.book);
}

async function releaseRest(ex: Executor, m: SpotMarket, orderId: number, meta: OrderMeta) {
  await releaseHold(ex, {
    key: `spot:release:${orderId}`,
    holdId: meta.holdId,
    kind: 'spot.release',
    meta: { orderId, market: m.shape.symbol },
  });
}

export async function settle(ex: Executor, m: SpotMarket, result: Result, nowMs: number): Promise<Settled> {
  const out: Settled = { trades: [], touched: new Map() };
  const { base, quote } = m.shape;
  const at = new Date(nowMs);

  for (const fill of result.fills) {
    const taker = m.orders.get(fill.takerId)!;
    const maker = m.orders.get(fill.makerId)!;
    const buyer = fill.takerSide === 'buy' ? taker : maker;
    const seller = fill.takerSide === 'buy' ? maker : taker;
    const quoteAmount = m.quoteOf(fill.price, fill.qty);
    const baseAmount = m.baseOf(fill.qty);
    const feePpm = (meta: OrderMeta) =>
      BigInt(meta.userId === MARKET_MAKER ? 0 : meta === taker ? m.rules.takerFeePpm : m.rules.makerFeePpm);
    const buyerFee = applyRate(baseAmount, feePpm(buyer), 'ceil');
    const sellerFee = applyRate(quoteAmount, feePpm(seller), 'ceil');
    const takerFee = taker === buyer ? buyerFee : sellerFee;
    const makerFee = maker === buyer ? buyerFee : sellerFee;
    const tradeId = await insertTrade(ex, {
      marketId: m.shape.id,
      takerOrderId: fill.takerId,
      makerOrderId: fill.makerId,
      takerSide: fill.takerSide,
      price: fill.price,
      qty: fill.qty,
      quote: quoteAmount,
      takerFee,
      makerFee,
      at,
    });
    await settleHolds(ex, {
      key: `spot:trade:${tradeId}`,
      kind: m.shape.kind === 'stock' ? 'stock.trade' : 'spot.trade',
      meta: {
        tradeId,
        market: m.shape.symbol,
        price: m.formatPrice(fill.price),
        qty: m.formatQty(fill.qty),
        taker: fill.takerId,
        maker: fill.makerId,
      },
      parts: [
        { holdId: buyer.holdId, amount: quoteAmount },
        { holdId: seller.holdId, amount: baseAmount },
      ],
      lines: [
        { account: accountOf(m, seller.userId, quote), amount: quoteAmount - sellerFee },
        ...(sellerFee > 0n ? [{ account: systemAccount('fees', quote), amount: sellerFee }] : []),
        { account: accountOf(m, buyer.userId, base), amount: baseAmount - buyerFee },
        ...(buyerFee > 0n ? [{ account: systemAccount('fees', base), amount: buyerFee }] : []),
      ],
    });
    for (const [id, fee] of [
      [fill.takerId, takerFee],
      [fill.makerId, makerFee],
    ] as const) {
      await addOrderFill(ex, id, fill.qty, quoteAmount, fee, at);
    }
    out.touched.set(fill.takerId, taker.userId);
    out.touched.set(fill.makerId, maker.userId);
    out.trades.push({ id: tradeId, price: fill.price, qty: fill.qty, takerSide: fill.takerSide, at: nowMs });
  }

  for (const event of result.events) {
    const meta = m.orders.get(event.id);
    if (!meta) continue;
    if (event.type === 'done' || event.type === 'cancelled') {
      await finishOrder(ex, event.id, event.type === 'done' ? 'filled' : 'cancelled', event.type === 'cancelled' ? event.reason : null, at);
      await releaseRest(ex, m, event.id, meta);
      m.orders.delete(event.id);
      out.touched.set(event.id, meta.userId);
    } else if (event.type === 'rejected' && !m.engine.has(event.id)) {
      // The book refused the order (or, on a cancel, does not hold it): it can never fill, so it
      // ends here with the reason and its hold comes back. Otherwise it would stay open with its
      // funds frozen, and no cancel or rebuild could reach it. A rejected command on an order the
      // book still holds (a duplicate id) leaves that order alone.
      await cancelRejectedOrder(ex, event.id, event.reason, at);
      await releaseRest(ex, m, event.id, meta);
      m.orders.delete(event.id);
      out.touched.set(event.id, meta.userId);
    } else if (event.type === 'rested') {
      await markOrderRested(ex, event.id, at);
      if (meta.side === 'buy') {
        // A buy that took liquidity below its limit keeps only price x remaining held.
        const hold = await getHold(ex, meta.holdId);
        const needed = m.quoteOf(event.price, event.remaining);
        const left = hold ? hold.amount - hold.settled - hold.released : 0n;
        if (left > needed) {
          await releaseHold(ex, {
            key: `spot:trim:${event.id}`,
            holdId: meta.holdId,
            amount: left - needed,
            kind: 'spot.release',
            meta: { orderId: event.id },
          });
        }
      }
      out.touched.set(event.id, meta.userId);
    }
  }
  return out;
}
