/** The spot module's calls: placing and cancelling, order lists, depth and trades, and the live rooms. */
import type { Depth, DepthLevel, Page, SpotFill, SpotMarketInfo, SpotOrder, SpotPublicTrade, SpotUserFill } from '@bourse/contract';
import { formatUnits, toSafeCount } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { AppError } from '../../platform/errors';
import { isTrading, nextStockOpen } from '../../platform/market-hours';
import { RoomThrottle } from '../../platform/throttle';
import type { CouponLookup, SpotDiscounts } from './coupons';
import { MarketMaker } from './market-maker';
import type { Committed, PlacedOrder, PlaceRequest } from './items';
import { MARKET_MAKER, type MarketShape, SpotMarket } from './market';
import { RANGE_WINDOW_MS } from './quotes';
import {
  findOrder,
  findOrderMarket,
  listOrderTrades,
  listRecentTrades,
  loadRules,
  type OrderRow,
  pageOrders,
  pageUserFills,
} from './store';
import { Trading } from './trading';
import { fillOf, parseQuote, rowOf } from './views';
import { MarketWriters, type PlaceAnswer } from './writers';

/** What spot needs from market data's `prices` port and coupons' `spotDiscounts` (app/modules.ts hands them across). */
export interface SpotPorts {
  discounts: SpotDiscounts;
  prices: {
    /** Every market with its scales. */
    markets(): MarketShape[];
    /** The feed's last recorded tick of a market (price in ticks). */
    lastTick(marketId: number): { price: bigint } | undefined;
    /** Whether this node runs the price feed: only that node's market maker quotes. */
    leads(): boolean;
    /** Every batch of recorded ticks; the pipeline awaits what the listener returns. */
    onTicks(listener: (ticks: Array<{ marketId: number; price: bigint }>) => void): void;
  };
}

export interface TradeInput {
  amount?: string;
  target_price?: string;
  currency_id: number;
  legal_id: number;
  type: 'buy' | 'sell';
  kind?: 'limit' | 'market';
  tif?: 'GTC' | 'IOC' | 'FOK';
  post_only?: boolean;
  quote_amount?: string;
  coupon_id?: number;
}

export class SpotService {
  readonly markets = new Map<number, SpotMarket>();
  readonly trading: Trading;
  readonly maker: MarketMaker;
  /** Which node writes each market, and the forwarding to it (writers.ts). */
  readonly writers: MarketWriters;
  private readonly depthThrottle: RoomThrottle;

  constructor(
    private readonly ctx: AppContext,
    private readonly ports: SpotPorts,
    private readonly realtime: Realtime,
  ) {
    this.depthThrottle = new RoomThrottle(100, ctx.clock);
    this.trading = new Trading(
      ctx,
      (m) => {
        const last = ports.prices.lastTick(m.shape.id);
        return last ? toSafeCount(last.price) : undefined;
      },
      (m, committed) => this.publish(m, committed),
      ports.discounts,
    );
    this.maker = new MarketMaker(ctx, this.trading);
    this.writers = new MarketWriters(ctx, {
      market: (id) => this.markets.get(id),
      marketIds: () => [...this.markets.keys()],
      place: (m, userId, req, key) => this.placeHere(m, userId, req, key),
      cancel: (m, userId, orderId) => this.trading.cancel(m, userId, orderId),
      rebuild: (m) => this.trading.refresh(m, true),
      cancelledByUser: async (orderId) => {
        const row = await findOrder(this.ctx.db, orderId);
        return row?.status === 'cancelled' && row.cancel_reason === 'user';
      },
      leads: () => ports.prices.leads(),
    });
  }

  private now() {
    return this.ctx.clock.now().getTime();
  }

  async load(): Promise<void> {
    const rules = await loadRules(this.ctx.db);
    for (const shape of this.ports.prices.markets()) {
      const r = rules.get(shape.id);
      if (!r) continue;
      const m = new SpotMarket(shape, r);
      this.trading.attach(m);
      await this.trading.refresh(m);
      this.markets.set(shape.id, m);
    }
    await this.writers.start();
  }

  market(currencyId: number, legalId = 3): SpotMarket {
    const m = this.markets.get(currencyId);
    if (!m || !m.rules.enabled) throw new AppError('MARKET_UNKNOWN');
    if (legalId !== 3) throw new AppError('MARKET_UNKNOWN');
    return m;
  }

  bySymbol(symbol: string): SpotMarket {
    const clean = symbol.toUpperCase().replace(/[^A-Z0-9]/g, '');
    const m = [...this.markets.values()].find((x) => `${x.shape.base}${x.shape.quote}` === clean);
    if (!m) throw new AppError('MARKET_UNKNOWN');
    return m;
  }

  info(m: SpotMarket): SpotMarketInfo {
    const now = this.now();
    const trading = isTrading(m.shape.kind, now);
    return {
      id: m.shape.id,
      symbol: m.shape.symbol,
      kind: m.shape.kind,
      price_scale: m.shape.priceScale,
      qty_scale: m.shape.qtyScale,
      min_qty: m.formatQty(m.rules.minQty),
      max_qty: m.formatQty(m.rules.maxQty),
      maker_fee_percent: formatUnits(BigInt(m.rules.makerFeePpm), 4),
      taker_fee_percent: formatUnits(BigInt(m.rules.takerFeePpm), 4),
      band_percent: formatUnits(BigInt(m.rules.bandPpm), 4),
      trading,
      next_open: trading ? null : new Date(nextStockOpen(now)).toISOString(),
    };
  }

  /** Validate and shape a coin/trade request into book terms. */
  request(m: SpotMarket, input: TradeInput): PlaceRequest {
    const price = input.target_price && input.target_price !== '0' ? m.parsePrice(input.target_price) : undefined;
    const kind = input.kind ?? (price === undefined ? 'market' : 'limit');
    if (kind === 'limit' && price === undefined) throw new AppError('PRICE_REQUIRED');
    // Post-only means "rest, never take"; a market order never rests, so the two cannot go together.
    if (kind === 'market' && input.post_only) throw new AppError('POST_ONLY_MARKET');
    const byQuote = kind === 'market' && input.type === 'buy' && input.quote_amount !== undefined && input.amount === undefined;
    let quote: bigint | undefined;
    let qty: number | undefined;
    if (byQuote) {
      quote = parseQuote(input.quote_amount!, m.shape.quoteScale);
    } else {
      if (input.amount === undefined || input.amount === '') throw new AppError('NUMBER_INVALID');
      qty = m.parseQty(input.amount);
      if (qty < m.rules.minQty) throw new AppError('MIN_ORDER_QTY', { min: m.formatQty(m.rules.minQty) });
      if (qty > m.rules.maxQty) throw new AppError('MAX_ORDER_QTY', { max: m.formatQty(m.rules.maxQty) });
    }
    return {
      side: input.type,
      kind,
      tif: input.tif ?? (kind === 'market' ? 'IOC' : 'GTC'),
      postOnly: input.post_only ?? false,
      ...(kind === 'limit' ? { price } : {}),
      ...(qty !== undefined ? { qty } : {}),
      ...(quote !== undefined ? { quote } : {}),
      ...(input.coupon_id !== undefined ? { couponId: input.coupon_id } : {}),
    };
  }

  async place(userId: number, input: TradeInput, requestKey: string): Promise<SpotOrder & { fills: SpotFill[] }> {
    const m = this.market(input.currency_id, input.legal_id);
    const now = this.now();
    if (!isTrading(m.shape.kind, now)) {
      throw new AppError('MARKET_CLOSED', { opens: `${new Date(nextStockOpen(now)).toISOString().slice(0, 16).replace('T', ' ')} UTC` });
    }
    const req = this.request(m, input);
    // On the market's writer, here or on another node (writers.ts).
    const placed = await this.writers.place(m, userId, req, requestKey);
    return placed.kind === 'existing' ? this.detail(userId, placed.orderId) : placed.value;
  }

  /** Place on this node's writer. An order placed now is answered from memory, as it stood after its own command: no re-read. */
  private async placeHere(m: SpotMarket, userId: number, req: PlaceRequest, requestKey: string | null): Promise<PlaceAnswer> {
    const coupon = req.couponId === undefined ? undefined : await this.couponLookup(m, userId, req.couponId);
    const placed = await this.trading.place(m, userId, req, { requestKey, ...(coupon ? { coupon } : {}) });
    return placed.kind === 'existing' ? placed : { kind: 'answer', value: this.answer(m, placed) };
  }

  /**
   * A new order's coupon (read through coupons' port, on the market's writer): its terms, or the
   * named reason it cannot be used, which the batch gives only if the request is not a replay of
   * an order already placed. Coupons apply to coin markets (stocks are another product).
   */
  private async couponLookup(m: SpotMarket, userId: number, couponId: number): Promise<CouponLookup> {
    try {
      const terms = await this.ports.discounts.terms(this.ctx.db, { userId, couponId, asset: m.shape.quote });
      return m.shape.kind === 'crypto' ? { terms } : { error: new AppError('COUPON_NOT_APPLICABLE') };
    } catch (error) {
      if (error instanceof AppError) return { error };
      throw error;
    }
  }

  /** A new order's answer: the order and its own fills, as the batch left them when it ran. */
  answer(m: SpotMarket, placed: PlacedOrder): SpotOrder & { fills: SpotFill[] } {
    return { ...this.view(rowOf(m, placed.order)), fills: placed.fills.map((t) => fillOf(m, t, placed.order)) };
  }

  async cancel(userId: number, orderId: number): Promise<SpotOrder> {
    const row = await findOrderMarket(this.ctx.db, orderId);
    if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
    const m = this.markets.get(row.market_id)!;
    await this.writers.cancel(m, userId, orderId);
    return this.detail(userId, orderId);
  }

  view(r: OrderRow): SpotOrder {
    const m = this.markets.get(r.market_id)!;
    const filledQuote = BigInt(r.filled_quote);
    const avg =
      r.filled_qty > 0
        ? m.formatPrice(
            (filledQuote * 10n ** BigInt(m.shape.priceScale + m.shape.qtyScale)) /
              (BigInt(r.filled_qty) * 10n ** BigInt(m.shape.quoteScale)),
          )
        : null;
    return {
      id: r.id,
      symbol: m.shape.symbol,
      currency_id: m.shape.id,
      legal_id: 3,
      side: r.side,
      kind: r.kind,
      tif: r.tif,
      post_only: r.post_only,
      price: r.price === null ? null : m.formatPrice(r.price),
      amount: r.qty === null ? null : m.formatQty(r.qty),
      quote_amount: r.quote_budget === null ? null : m.formatQuote(BigInt(r.quote_budget)),
      filled: m.formatQty(r.filled_qty),
      filled_quote: m.formatQuote(filledQuote),
      avg_price: avg,
      fee: r.side === 'buy' ? m.formatBase(BigInt(r.fee)) : m.formatQuote(BigInt(r.fee)),
      fee_currency: r.side === 'buy' ? m.shape.base : m.shape.quote,
      status: r.status,
      cancel_reason: r.cancel_reason,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      // The coupon's discount is in its asset, the market's quote coin.
      coupon:
        r.coupon_id === null ? null : { id: r.coupon_id, kind: 'fee_discount', value: m.formatQuote(BigInt(r.coupon_discount ?? '0')) },
    };
  }

  list(
    userId: number,
    f: { status?: 'doing' | 'complete' | 'all'; currency_id?: number },
    page: number,
    limit: number,
  ): Promise<Page<SpotOrder>> {
    return pageOrders(this.ctx.db, userId, f, page, limit, (r) => this.view(r));
  }

  async detail(userId: number, orderId: number): Promise<SpotOrder & { fills: SpotFill[] }> {
    const row = await findOrder(this.ctx.db, orderId);
    if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
    const order = this.view(row);
    const m = this.markets.get(row.market_id)!;
    const trades = await listOrderTrades(this.ctx.db, orderId);
    const fills = trades.map((t) => {
      const role = t.taker_order_id === orderId ? ('taker' as const) : ('maker' as const);
      const fee = BigInt(role === 'taker' ? t.taker_fee : t.maker_fee);
      return {
        id: t.id,
        price: m.formatPrice(t.price),
        qty: m.formatQty(t.qty),
        side: t.taker_side,
        time: t.created_at.getTime(),
        role,
        fee: order.side === 'buy' ? m.formatBase(fee) : m.formatQuote(fee),
        fee_currency: order.fee_currency,
      };
    });
    return { ...order, fills };
  }

  /** The user's fills across their orders, newest first (self-trades cannot happen, so one order each). */
  fills(userId: number, f: { currency_id?: number }, page: number, limit: number): Promise<Page<SpotUserFill>> {
    return pageUserFills(this.ctx.db, userId, f, page, limit, (r) => {
      const m = this.markets.get(r.market_id)!;
      const role = r.taker_order_id === r.order_id ? ('taker' as const) : ('maker' as const);
      const fee = BigInt(role === 'taker' ? r.taker_fee : r.maker_fee);
      // A buy pays its fee in the base coin it receives, a sell in the quote coin.
      return {
        id: r.id,
        order_id: r.order_id,
        symbol: m.shape.symbol,
        order_side: r.order_side,
        price: m.formatPrice(r.price),
        qty: m.formatQty(r.qty),
        side: r.taker_side,
        time: r.created_at.getTime(),
        role,
        fee: r.order_side === 'buy' ? m.formatBase(fee) : m.formatQuote(fee),
        fee_currency: r.order_side === 'buy' ? m.shape.base : m.shape.quote,
      };
    });
  }

  depth(m: SpotMarket, levels = 20): Depth {
    const snap = m.engine.snapshot();
    const side = (book: typeof snap.bids): DepthLevel[] =>
      book.slice(0, levels).map((l) => {
        let total = 0;
        let platform = 0;
        for (const o of l.orders) {
          total += o.remaining;
          if (o.owner === MARKET_MAKER) platform += o.remaining;
        }
        return { price: m.formatPrice(l.price), qty: m.formatQty(total), platform_qty: m.formatQty(platform) };
      });
    return { symbol: m.shape.symbol, bids: side(snap.bids), asks: side(snap.asks) };
  }

  /** The market's latest trades as everyone sees them: whoever traded, with no user ids. */
  async recentTrades(m: SpotMarket, limit = 50): Promise<SpotPublicTrade[]> {
    const rows = await listRecentTrades(this.ctx.db, m.shape.id, limit);
    return rows.map((t) => ({
      id: t.id,
      price: m.formatPrice(t.price),
      qty: m.formatQty(t.qty),
      side: t.taker_side,
      time: t.created_at.getTime(),
      platform: t.platform,
    }));
  }

  /** After a commit: the depth (at most 10 a second), each trade, and the owners' order updates. */
  publish(m: SpotMarket, committed: Committed): void {
    const symbol = m.shape.symbol;
    this.depthThrottle.offer(`depth:${symbol}`, () => this.realtime.publish(`depth:${symbol}`, 'depth', this.depth(m)));
    for (const t of committed.trades) {
      this.realtime.publish(`trades:${symbol}`, 'trade', {
        id: t.id,
        price: m.formatPrice(t.price),
        qty: m.formatQty(t.qty),
        side: t.takerSide,
        time: t.at.getTime(),
        platform: t.platform,
      } satisfies SpotPublicTrade);
    }
    const users = new Set<number>();
    for (const order of committed.orders) {
      if (order.userId === MARKET_MAKER) continue;
      users.add(order.userId);
      this.realtime.toUser(order.userId, 'order', this.view(rowOf(m, order)));
    }
    for (const userId of users) this.realtime.toUser(userId, 'balance', { reason: 'spot' });
  }

  /** A tick from the feed: the book's reference price, and the market maker's quotes. */
  async onPrice(marketId: number, ticks: number): Promise<void> {
    const m = this.markets.get(marketId);
    if (!m) return;
    m.observe(ticks, this.now(), RANGE_WINDOW_MS);
    await this.trading.setReference(m, ticks);
    if (this.writers.makesMarket(m) && this.maker.due(m, ticks, this.now())) {
      await this.maker
        .requote(m, ticks)
        .catch((err) => this.ctx.log.error({ err, market: m.shape.symbol }, 'market maker re-quote failed'));
      this.publish(m, { trades: [], orders: [] });
    }
  }

  async stop(): Promise<void> {
    await this.writers.stop();
    this.depthThrottle.stop();
  }
}
