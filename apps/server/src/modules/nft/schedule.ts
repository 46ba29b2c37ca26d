/**
 * The NFT market's scheduled transitions, on the app's clock: auctions that ended (the winner gets
 * an order to pay within a day, the others' margins are released; no bid: unsold), fixed-price
 * listings past their window (unsold), winners reminded before the due time, orders not paid in
 * time (expired: the margin goes to the seller), and series that ended (the seed is revealed).
 *
 * Restart-safe: nothing is kept in memory. Each pass finds by SQL what is due at the clock's now,
 * and each item is done in its own transaction that locks its row and checks it is still due, with
 * keyed ledger entries and deduplicated messages, so a second node, a retry or a restart after a
 * crash changes nothing twice. A pass runs at start, then every NFT_SCHEDULER_INTERVAL_MS.
 */
import type { Executor } from '@bourse/db';
import { type NftDeps, PAY_WINDOW_MS, REMIND_BEFORE_MS } from './deps';
import { type Outbox, writeMessage } from './messages';
import { feeOf, forfeitMargin, releaseMargin } from './money';
import { markRevealed, seriesToReveal } from './series-store';
import {
  closeEndedFixed,
  dueOrders,
  endedAuctions,
  heldMargins,
  insertOrder,
  lockListing,
  markOrder,
  markReminded,
  marginOf,
  orderById,
  ordersToRemind,
  setListingStatus,
  setMarginStatus,
  settleArtwork,
} from './trade-store';
import { PeriodicPass } from '../../platform/periodic-pass';

export interface PassReport {
  auctionsClosed: number;
  ordersExpired: number;
  seriesRevealed: number;
}

export class NftScheduler {
  private readonly periodic: PeriodicPass<PassReport>;
  constructor(private readonly d: NftDeps) {
    this.periodic = new PeriodicPass<PassReport>(d.ctx, {
      name: 'nft scheduler pass',
      intervalMs: this.d.settings.intervalMs,
      pass: () => this.pass(),
    });
  }

  start = (): Promise<void> => this.periodic.start();
  stop = (): Promise<void> => this.periodic.stop();
  nudge = (): void => this.periodic.nudge();
  /** A full pass after any pass in progress (tests call it). */
  runDue = (): Promise<PassReport> => this.periodic.run();

  private async each(ids: number[], what: string, work: (id: number) => Promise<boolean>): Promise<number> {
    let done = 0;
    for (const id of ids) {
      try {
        if (await work(id)) done++;
      } catch (err) {
        // Left as it is: the next pass tries again; one item's fault never holds up the others.
        this.d.ctx.log.error({ err, id }, `nft ${what} failed`);
      }
    }
    return done;
  }

  private async pass(): Promise<PassReport> {
    const now = this.d.now();
    const db = this.d.ctx.db;
    const auctionsClosed = await this.each(await endedAuctions(db, now), 'auction close', (id) => this.closeAuction(id, now));
    await db.tx((ex) => closeEndedFixed(ex, now));
    await this.remind(now);
    const ordersExpired = await this.each(await dueOrders(db, now), 'order expiry', (id) => this.expire(id, now));
    const seriesRevealed = await this.each(await seriesToReveal(db, now), 'series reveal', (id) =>
      db.tx((ex) => markRevealed(ex, id, now)),
    );
    return { auctionsClosed, ordersExpired, seriesRevealed };
  }

  private async closeAuction(id: number, now: Date): Promise<boolean> {
    const outbox: Outbox = [];
    const touched: number[] = [];
    const done = await this.d.ctx.db.tx(async (ex) => {
      const l = await lockListing(ex, id);
      if (!l || l.status !== 'open' || l.end_at > now) return false;
      const artworkId = Number(l.artwork_id);
      if (l.top_bidder_id === null) {
        await setListingStatus(ex, l.id, 'unsold', now);
        await ex.query('UPDATE nft_artworks SET listing_id = NULL WHERE id = $1', [artworkId]);
        await writeMessage(ex, { userId: Number(l.seller_user_id), kind: 'unsold', artworkId, dedupe: `unsold:${l.id}` }, outbox);
        return true;
      }
      const winner = Number(l.top_bidder_id);
      for (const m of await heldMargins(ex, l.id)) {
        if (Number(m.user_id) === winner) continue;
        await releaseMargin(ex, { listingId: l.id, userId: Number(m.user_id), holdId: Number(m.hold_id) });
        await setMarginStatus(ex, m.id, 'released');
        touched.push(Number(m.user_id));
      }
      const price = BigInt(l.top_bid!);
      // A full day from the end, or from now if the server was down when it ended.
      const dueAt = new Date(Math.max(l.end_at.getTime(), now.getTime()) + PAY_WINDOW_MS);
      const orderId = await insertOrder(ex, {
        artworkId,
        listingId: l.id,
        seriesId: null,
        buyerId: winner,
        sellerId: Number(l.seller_user_id),
        kind: 'auction',
        asset: l.asset,
        price,
        fee: feeOf(price, l.fee_ppm),
        feePpm: l.fee_ppm,
        status: 'unpaid',
        dueAt,
        paidAt: null,
        requestKey: null,
      });
      await setListingStatus(ex, l.id, 'awaiting_payment', now);
      await writeMessage(
        ex,
        { userId: winner, kind: 'won', artworkId, orderId, asset: l.asset, amount: price, dedupe: `won:${orderId}` },
        outbox,
      );
      return true;
    });
    this.d.flush(outbox, touched);
    return done;
  }

  private async remind(now: Date): Promise<void> {
    for (const o of await ordersToRemind(this.d.ctx.db, now, REMIND_BEFORE_MS)) {
      const outbox: Outbox = [];
      await this.d.ctx.db.tx(async (ex: Executor) => {
        await writeMessage(
          ex,
          {
            userId: Number(o.buyer_user_id),
            kind: 'pay_due',
            artworkId: o.artwork_id,
            orderId: o.id,
            asset: o.asset,
            amount: BigInt(o.price),
            dedupe: `pay_due:${o.id}`,
          },
          outbox,
        );
        await markReminded(ex, o.id, now);
      });
      this.d.flush(outbox);
    }
  }

  /** The winner did not pay in time: the order expires and the margin is paid to the seller. */
  private async expire(id: number, now: Date): Promise<boolean> {
    const outbox: Outbox = [];
    let sellerId = 0;
    const done = await this.d.ctx.db.tx(async (ex) => {
      const o = await orderById(ex, id, true);
      if (!o || o.status !== 'unpaid' || o.due_at! > now) return false;
      sellerId = Number(o.seller_user_id);
      const buyerId = Number(o.buyer_user_id);
      const m = await marginOf(ex, o.listing_id!, buyerId);
      if (m?.status === 'held') {
        await forfeitMargin(ex, {
          listingId: o.listing_id!,
          holdId: Number(m.hold_id),
          sellerId,
          asset: m.asset,
          amount: BigInt(m.amount),
          orderId: o.id,
        });
        await setMarginStatus(ex, m.id, 'forfeited');
      }
      await markOrder(ex, o.id, 'expired', now);
      await setListingStatus(ex, o.listing_id!, 'expired', now);
      // The artwork stays with the seller and leaves the market.
      await settleArtwork(ex, o.artwork_id, sellerId);
      const amount = m ? BigInt(m.amount) : null;
      await writeMessage(
        ex,
        { userId: buyerId, kind: 'expired', artworkId: o.artwork_id, orderId: o.id, asset: o.asset, amount, dedupe: `expired:${o.id}` },
        outbox,
      );
      await writeMessage(
        ex,
        {
          userId: sellerId,
          kind: 'forfeit_received',
          artworkId: o.artwork_id,
          orderId: o.id,
          asset: o.asset,
          amount,
          dedupe: `forfeit:${o.id}`,
        },
        outbox,
      );
      return true;
    });
    this.d.flush(outbox, sellerId > 0 ? [sellerId] : []);
    return done;
  }
}
