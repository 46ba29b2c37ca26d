/** The spot module's calls: placing and cancelling, order lists, depth and trades, and the live rooms. */
import type { Depth, DepthLevel, Page, SpotFill, SpotMarketInfo, SpotOrder, SpotTrade, SpotUserFill } from '@bourse/contract';
import { formatUnits, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { AppError } from '../../platform/errors';
import { isTrading, nextStockOpen } from '../../platform/market-hours';
import { paginate } from '../../platform/paging';
import { RoomThrottle } from '../../platform/throttle';
import { MarketMaker } from './market-maker';
import { MARKET_MAKER, type MarketRules, type MarketShape, SpotMarket } from './market';
import { type Outcome, type PlaceRequest, Trading } from './trading';

export interface SpotPorts {
  /** Every market with its scales (from market data). */
  shapes(): MarketShape[];
  /** The feed's last price of a market, in ticks. */
  lastPrice(marketId: number): number | undefined;
  /** Whether this node runs the price feed: only that node's market maker quotes. */
  leads(): boolean;
}

interface OrderRow {
  id: number;
  market_id: number;
  user_id: number;
  side: 'buy' | 'sell';
  kind: 'limit' | 'market';
  tif: 'GTC' | 'IOC' | 'FOK';
  post_only: boolean;
  price: number | null;
  qty: number | null;
  quote_budget: string | null;
  filled_qty: number;
  filled_quote: string;
  fee: string;
  status: SpotOrder['status'];
  cancel_reason: string | null;
  created_at: Date;
  updated_at: Date;
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
}

export class SpotService {
  readonly markets = new Map<number, SpotMarket>();
  readonly trading: Trading;
  readonly maker: MarketMaker;
  private readonly depthThrottle: RoomThrottle;

  constructor(
    private readonly ctx: AppContext,
    private readonly ports: SpotPorts,
    private readonly realtime: Realtime,
  ) {
    this.depthThrottle = new RoomThrottle(100, ctx.clock);
    this.trading = new Trading(ctx, (m) => ports.lastPrice(m.shape.id));
    this.maker = new MarketMaker(ctx, this.trading);
  }

  private now() {
    return this.ctx.clock.now().getTime();
  }

  async load(): Promise<void> {
    const { rows } = await this.ctx.db.query<Record<string, unknown>>('SELECT * FROM spot_markets');
    const rules = new Map(
      rows.map((r) => [
        r.market_id as number,
        {
          enabled: r.enabled as boolean,
          // Whole lots: int8 columns the db layer already parses as checked safe integers.
          minQty: r.min_qty as number,
          maxQty: r.max_qty as number,
          makerFeePpm: r.maker_fee_ppm as number,
          takerFeePpm: r.taker_fee_ppm as number,
          bandPpm: r.band_ppm as number,
          mmEnabled: r.mm_enabled as boolean,
          mmLevels: r.mm_levels as number,
          mmSpreadPpm: r.mm_spread_ppm as number,
          mmStepPpm: r.mm_step_ppm as number,
          mmSizeLots: Number(r.mm_size_lots),
          mmMaxBaseLots: Number(r.mm_max_base_lots),
        } satisfies MarketRules,
      ]),
    );
    for (const shape of this.ports.shapes()) {
      const r = rules.get(shape.id);
      if (!r) continue;
      const m = new SpotMarket(shape, r);
      await this.trading.refresh(m);
      this.markets.set(shape.id, m);
    }
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
    };
  }

  async place(userId: number, input: TradeInput, requestKey: string): Promise<SpotOrder & { fills: SpotFill[] }> {
    const m = this.market(input.currency_id, input.legal_id);
    const now = this.now();
    if (!isTrading(m.shape.kind, now)) {
      throw new AppError('MARKET_CLOSED', { opens: `${new Date(nextStockOpen(now)).toISOString().slice(0, 16).replace('T', ' ')} UTC` });
    }
    const req = this.request(m, input);
    const outcome = await this.trading.place(m, userId, req, requestKey);
    this.publish(m, outcome);
    const { rows } = await this.ctx.db.query<{ id: number }>('SELECT id FROM spot_orders WHERE user_id = $1 AND request_key = $2', [userId, requestKey]);
    return this.detail(userId, rows[0]!.id);
  }

  async cancel(userId: number, orderId: number): Promise<SpotOrder> {
    const { rows } = await this.ctx.db.query<{ market_id: number; user_id: number }>('SELECT market_id, user_id FROM spot_orders WHERE id = $1', [orderId]);
    if (!rows[0] || rows[0].user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
    const m = this.markets.get(rows[0].market_id)!;
    const outcome = await this.trading.cancel(m, userId, orderId);
    this.publish(m, outcome);
    return this.detail(userId, orderId);
  }

  view(r: OrderRow): SpotOrder {
    const m = this.markets.get(r.market_id)!;
    const filledQuote = BigInt(r.filled_quote);
    const avg = r.filled_qty > 0 ? m.formatPrice((filledQuote * 10n ** BigInt(m.shape.priceScale + m.shape.qtyScale)) / (BigInt(r.filled_qty) * 10n ** BigInt(m.shape.quoteScale))) : null;
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
    };
  }

  list(userId: number, f: { status?: 'doing' | 'complete' | 'all'; currency_id?: number }, page: number, limit: number): Promise<Page<SpotOrder>> {
    const params: unknown[] = [userId];
    const where = ['user_id = $1'];
    if (f.status === 'doing') where.push(`status IN ('new', 'partial')`);
    if (f.status === 'complete') where.push(`status IN ('filled', 'cancelled')`);
    if (f.currency_id) where.push(`market_id = $${params.push(f.currency_id)}`);
    return paginate(this.ctx.db, { select: `SELECT * FROM spot_orders WHERE ${where.join(' AND ')}`, params, order: 'id DESC', page, limit }, (r) =>
      this.view(r as unknown as OrderRow),
    );
  }

  async detail(userId: number, orderId: number): Promise<SpotOrder & { fills: SpotFill[] }> {
    const { rows } = await this.ctx.db.query<OrderRow>('SELECT * FROM spot_orders WHERE id = $1', [orderId]);
    if (!rows[0] || rows[0].user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
    const order = this.view(rows[0]);
    const m = this.markets.get(rows[0].market_id)!;
    const { rows: trades } = await this.ctx.db.query<{ id: number; price: number; qty: number; taker_side: 'buy' | 'sell'; taker_order_id: number; taker_fee: string; maker_fee: string; created_at: Date }>(
      'SELECT * FROM spot_trades WHERE taker_order_id = $1 OR maker_order_id = $1 ORDER BY id',
      [orderId],
    );
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
    const params: unknown[] = [userId];
    const where = ['o.user_id = $1'];
    if (f.currency_id) where.push(`o.market_id = $${params.push(f.currency_id)}`);
    const select = `SELECT t.id, t.price, t.qty, t.taker_side, t.taker_order_id, t.taker_fee, t.maker_fee, t.created_at, o.id AS order_id, o.side AS order_side, o.market_id
      FROM spot_trades t JOIN spot_orders o ON o.id = t.taker_order_id OR o.id = t.maker_order_id
      WHERE ${where.join(' AND ')}`;
    return paginate(this.ctx.db, { select, params, order: 't.id DESC', page, limit }, (raw) => {
      const r = raw as { id: number; price: number; qty: number; taker_side: 'buy' | 'sell'; taker_order_id: number; taker_fee: string; maker_fee: string; created_at: Date; order_id: number; order_side: 'buy' | 'sell'; market_id: number };
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

  async recentTrades(m: SpotMarket, limit = 50): Promise<SpotTrade[]> {
    const { rows } = await this.ctx.db.query<{ id: number; price: number; qty: number; taker_side: 'buy' | 'sell'; created_at: Date }>(
      'SELECT id, price, qty, taker_side, created_at FROM spot_trades WHERE market_id = $1 ORDER BY id DESC LIMIT $2',
      [m.shape.id, limit],
    );
    return rows.map((t) => ({ id: t.id, price: m.formatPrice(t.price), qty: m.formatQty(t.qty), side: t.taker_side, time: t.created_at.getTime() }));
  }

  /** After a commit: the depth (at most 10 a second), each trade, and the owners' order updates. */
  publish(m: SpotMarket, outcome: Outcome): void {
    const symbol = m.shape.symbol;
    this.depthThrottle.offer(`depth:${symbol}`, () => this.realtime.publish(`depth:${symbol}`, 'depth', this.depth(m)));
    for (const t of outcome.settled.trades) {
      this.realtime.publish(`trades:${symbol}`, 'trade', { id: t.id, price: m.formatPrice(t.price), qty: m.formatQty(t.qty), side: t.takerSide, time: t.at });
    }
    const users = new Set<number>();
    for (const [orderId, userId] of outcome.settled.touched) {
      if (userId === MARKET_MAKER) continue;
      users.add(userId);
      void this.ctx.db
        .query<OrderRow>('SELECT * FROM spot_orders WHERE id = $1', [orderId])
        .then(({ rows }) => rows[0] && this.realtime.toUser(userId, 'order', this.view(rows[0])))
        .catch(() => undefined);
    }
    for (const userId of users) this.realtime.toUser(userId, 'balance', { reason: 'spot' });
  }

  /** A tick from the feed: the book's reference price, and the market maker's quotes. */
  async onPrice(marketId: number, ticks: number): Promise<void> {
    const m = this.markets.get(marketId);
    if (!m) return;
    await this.trading.setReference(m, ticks);
    if (this.ports.leads() && this.maker.due(m, ticks, this.now())) {
      await this.maker.requote(m, ticks).catch((err) => this.ctx.log.error({ err, market: m.shape.symbol }, 'market maker re-quote failed'));
      this.publish(m, { orderIds: [], settled: { trades: [], touched: new Map() } });
    }
  }

  stop(): void {
    this.depthThrottle.stop();
  }
}

function parseQuote(text: string, scale: number): bigint {
  try {
    return parseUnits(text, scale, { allowZero: false });
  } catch {
    throw new AppError('AMOUNT_INVALID');
  }
}
