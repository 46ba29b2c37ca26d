/**
 * Placing and cancelling orders. Each command runs on its market's queue and in one database
 * transaction: the order row, the hold on the user's funds, the book's work, and the settlement
 * of every fill. The book in memory follows the database: if a transaction fails after the book
 * moved (or is retried), the book is rebuilt from the committed open orders.
 *
 * Several API nodes may take orders for the same market. Each command first bumps the market's
 * `seq` row, which holds a row lock until commit, so writers take turns across nodes; a node whose
 * book is not at the previous `seq` has missed another node's work and rebuilds before matching.
 */
import type { Executor } from '@bourse/db';
import { createHold } from '@bourse/ledger';
import type { Command, PlaceCommand, Result } from '@bourse/matching';
import { MatchingEngine } from '@bourse/matching';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { MARKET_MAKER, type SpotMarket } from './market';
import { accountOf, settle, type Settled } from './settle';
import {
  bumpSeq,
  findOrderByRequestKey,
  findOrderInMarket,
  insertOrder,
  listOpenOrders,
  lockSeqShared,
  readSeq,
  setOrderHold,
} from './store';

export interface PlaceRequest {
  side: 'buy' | 'sell';
  kind: 'limit' | 'market';
  tif: 'GTC' | 'IOC' | 'FOK';
  postOnly: boolean;
  /** Ticks (limit orders). */
  price?: number;
  /** Lots. */
  qty?: number;
  /** Market buy by amount: quote minor units. */
  quote?: bigint;
}

export interface Outcome {
  orderIds: number[];
  settled: Settled;
}

export class Trading {
  constructor(
    private readonly ctx: AppContext,
    private readonly reference: (m: SpotMarket) => number | undefined,
  ) {}

  private now(): number {
    return this.ctx.clock.now().getTime();
  }

  /** Replace the market's book with the committed open orders, in time order. */
  async rebuild(ex: Executor, m: SpotMarket): Promise<void> {
    const rows = await listOpenOrders(ex, m.shape.id);
    const engine = new MatchingEngine({ bandPpm: m.rules.bandPpm });
    m.orders.clear();
    m.seq = -1;
    for (const r of rows) {
      const result = engine.apply({
        type: 'place',
        id: r.id,
        owner: r.user_id,
        side: r.side,
        kind: 'limit',
        price: r.price,
        qty: r.qty - r.filled_qty,
        tif: 'GTC',
      });
      if (result.fills.length > 0) throw new Error(`${m.shape.symbol}: stored open orders cross (order ${r.id})`);
      m.orders.set(r.id, { userId: r.user_id, side: r.side, holdId: r.hold_id, price: r.price });
    }
    const ref = this.reference(m);
    if (ref !== undefined) engine.apply({ type: 'reference', price: ref });
    m.engine = engine;
  }

  /**
   * Bring the book up to date with what other nodes committed (for reads: depth). Takes the
   * market row in share mode, so it waits for a writer in progress instead of reading half its work.
   */
  async refresh(m: SpotMarket): Promise<void> {
    await m.run(async () => {
      if ((await readSeq(this.ctx.db, m.shape.id)) === m.seq) return;
      await this.ctx.db.tx(async (ex) => {
        const locked = await lockSeqShared(ex, m.shape.id);
        await this.rebuild(ex, m);
        m.seq = locked!.seq;
      });
    });
  }

  /**
   * Run book commands in one transaction. `prepare` writes rows and holds and returns the commands;
   * the book applies them; `settle` turns the results into money. A retry or a failure rebuilds the
   * book from what is committed, so memory never runs ahead of the database.
   */
  async execute(m: SpotMarket, prepare: (ex: Executor) => Promise<Command[]>): Promise<Outcome> {
    return m.run(async () => {
      let attempt = 0;
      let seq = 0;
      try {
        const outcome = await this.ctx.db.tx(async (ex) => {
          seq = await bumpSeq(ex, m.shape.id);
          if (attempt++ > 0 || m.seq !== seq - 1) await this.rebuild(ex, m);
          const commands = await prepare(ex);
          const merged: Result = { fills: [], events: [] };
          const orderIds: number[] = [];
          for (const c of commands) {
            const r = m.engine.apply(c);
            merged.fills.push(...r.fills);
            merged.events.push(...r.events);
            if (c.type === 'place') orderIds.push(c.id);
          }
          const settled = await settle(ex, m, merged, this.now());
          return { orderIds, settled };
        });
        m.seq = seq;
        return outcome;
      } catch (error) {
        // The book may have moved ahead of what was committed: the next command rebuilds it.
        m.seq = -1;
        throw error;
      }
    });
  }

  /** Write an order row and its hold; returns the book command. */
  async prepareOrder(ex: Executor, m: SpotMarket, userId: number, req: PlaceRequest, requestKey: string | null): Promise<PlaceCommand> {
    const { base, quote } = m.shape;
    let holdAsset: string;
    let holdAmount: bigint;
    let budgetUnits: bigint | undefined;
    if (req.side === 'sell') {
      holdAsset = base;
      holdAmount = m.baseOf(req.qty!);
    } else if (req.kind === 'limit') {
      holdAsset = quote;
      holdAmount = m.quoteOf(req.price!, req.qty!);
    } else if (req.quote !== undefined) {
      holdAsset = quote;
      holdAmount = req.quote;
      budgetUnits = m.budgetUnits(req.quote);
      if (budgetUnits <= 0n) throw new AppError('AMOUNT_INVALID');
    } else {
      // A market buy by quantity holds enough for the worst price the band allows, around the
      // reference the book will band it with: the one it was last given on this queue. The feed's
      // newest price may differ (it reaches the book later, behind this command).
      const ref = m.engine.referencePrice();
      if (ref === undefined) throw new AppError('PRICE_UNAVAILABLE');
      holdAsset = quote;
      holdAmount = m.quoteOf(ref + Math.floor((ref * m.rules.bandPpm) / 1_000_000), req.qty!);
    }
    const id = await insertOrder(ex, {
      marketId: m.shape.id,
      userId,
      side: req.side,
      kind: req.kind,
      tif: req.tif,
      postOnly: req.postOnly,
      price: req.price ?? null,
      qty: req.qty ?? null,
      quoteBudget: req.quote ?? null,
      requestKey,
      at: new Date(this.now()),
    });
    const hold = await createHold(ex, {
      key: `spot:hold:${id}`,
      kind: m.shape.kind === 'stock' ? 'stock.hold' : 'spot.hold',
      account: accountOf(m, userId, holdAsset),
      amount: holdAmount,
      meta: { orderId: id, market: m.shape.symbol },
    });
    await setOrderHold(ex, id, hold.id);
    m.orders.set(id, { userId, side: req.side, holdId: hold.id, price: req.price ?? null });
    return {
      type: 'place',
      id,
      owner: userId,
      side: req.side,
      kind: req.kind,
      tif: req.tif,
      postOnly: req.postOnly,
      ...(req.price !== undefined ? { price: req.price } : {}),
      ...(req.qty !== undefined ? { qty: req.qty } : {}),
      ...(budgetUnits !== undefined ? { quote: budgetUnits } : {}),
    };
  }

  async place(m: SpotMarket, userId: number, req: PlaceRequest, requestKey: string): Promise<Outcome> {
    return this.execute(m, async (ex) => {
      if (await findOrderByRequestKey(ex, userId, requestKey)) return [];
      return [await this.prepareOrder(ex, m, userId, req, requestKey)];
    });
  }

  async cancel(m: SpotMarket, userId: number, orderId: number): Promise<Outcome> {
    return this.execute(m, async (ex) => {
      const row = await findOrderInMarket(ex, orderId, m.shape.id);
      if (!row || row.user_id !== userId || userId === MARKET_MAKER) throw new AppError('ORDER_NOT_FOUND');
      if (row.status !== 'new' && row.status !== 'partial') throw new AppError('ORDER_NOT_OPEN');
      return [{ type: 'cancel', id: orderId }];
    });
  }

  /** Feed the book the feed's price (it bounds market orders) on the market's queue. */
  setReference(m: SpotMarket, ticks: number): Promise<void> {
    return m.run(async () => {
      m.engine.apply({ type: 'reference', price: ticks });
    });
  }
}
