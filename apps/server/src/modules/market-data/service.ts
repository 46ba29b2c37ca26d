/** The market-data calls: the market list, coins, K-lines, favourites, search and details. */
import type { CoinListEntry, Favorite, KlineBar, MarketQuote, QuotationGroup } from '@bourse/contract';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { type Period, parsePeriod, periodStart } from './periods';
import { type MarketInfo, type MarketState, toBar } from './state';
import { candlesBetween, countSearchHit, deleteFavorite, favoritesOf, insertFavorite, searchHits } from './store';

const MAX_BARS = 1500;
const DEFAULT_BARS = 300;
const PERIOD_MS: Record<Period, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
  '1w': 604_800_000,
  '1M': 2_678_400_000,
};

export class MarketDataService {
  constructor(
    private readonly ctx: AppContext,
    readonly state: MarketState,
  ) {}

  private now(): number {
    return this.ctx.clock.now().getTime();
  }

  market(symbolOrId: string | number): MarketInfo {
    const m = typeof symbolOrId === 'number' ? this.state.markets.get(symbolOrId) : this.state.find(symbolOrId);
    if (!m) throw new AppError('MARKET_UNKNOWN');
    return m;
  }

  quotes(): MarketQuote[] {
    const now = this.now();
    return [...this.state.markets.values()].sort((a, b) => a.sort - b.sort).map((m) => this.state.quote(m.id, now));
  }

  /** currency/quotation_new: grouped by quote currency and by kind (crypto, stocks). */
  quotation(): QuotationGroup[] {
    const groups = new Map<string, QuotationGroup>();
    for (const q of this.quotes()) {
      const key = `${q.quote}:${q.kind}`;
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { quote: q.quote, kind: q.kind, markets: [] }));
      g.markets.push(q);
    }
    return [...groups.values()];
  }

  /** currency/list: one entry per coin and network (the deposit picker's list). */
  coins(): CoinListEntry[] {
    return this.ctx.assets
      .list()
      .filter((a) => a.kind === 'crypto')
      .flatMap((a) =>
        (a.networks.length > 0 ? a.networks : ['']).map((network) => ({
          id: a.id,
          name: a.code,
          full_name: a.name,
          subName: network,
          type: a.kind,
          status: a.enabled ? (1 as const) : (0 as const),
          address: '' as const,
          image: a.icon,
          scale: a.scale,
          color: a.color,
        })),
      );
  }

  /** currency/new_timeshar: K-line bars for a symbol and period between two times (unix seconds). */
  async bars(input: { symbol: string; period: string; from?: number; to?: number }): Promise<KlineBar[]> {
    const market = this.market(input.symbol);
    const period = parsePeriod(input.period);
    if (!period) throw new AppError('PERIOD_UNKNOWN');
    const toMs = input.to === undefined ? this.now() : input.to > 1e11 ? input.to : input.to * 1000;
    const fromMs =
      input.from === undefined
        ? periodStart(period, toMs - DEFAULT_BARS * PERIOD_MS[period])
        : input.from > 1e11
          ? input.from
          : input.from * 1000;
    if (fromMs > toMs) throw new AppError('INVALID_PARAMETER');
    const candles = await candlesBetween(this.ctx.db, market, period, fromMs, toMs, MAX_BARS);
    return candles.map((c) => toBar(c, market));
  }

  detail(symbol: string): MarketQuote {
    const market = this.market(symbol);
    void countSearchHit(this.ctx.db, market.id).catch(() => undefined);
    return this.state.quote(market.id, this.now());
  }

  /** Hot: the markets opened most, then the busiest by 24-hour turnover. */
  async hot(limit = 8): Promise<MarketQuote[]> {
    const hits = await searchHits(this.ctx.db);
    const turnover = (q: MarketQuote) => BigInt(q.turnover_24h.split('.')[0]!);
    const byTurnover = (a: MarketQuote, b: MarketQuote) => (turnover(b) > turnover(a) ? 1 : turnover(b) < turnover(a) ? -1 : 0);
    return this.quotes()
      .sort((a, b) => (hits.get(b.id) ?? 0) - (hits.get(a.id) ?? 0) || byTurnover(a, b))
      .slice(0, limit);
  }

  search(q: string): MarketQuote[] {
    const needle = q.toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (!needle) return [];
    return this.quotes()
      .filter(
        (m) =>
          m.base.includes(needle) ||
          m.name
            .toUpperCase()
            .replace(/[^A-Z0-9]/g, '')
            .includes(needle) ||
          `${m.base}${m.quote}`.startsWith(needle),
      )
      .sort((a, b) => Number(b.base.startsWith(needle)) - Number(a.base.startsWith(needle)));
  }

  async addFavorite(userId: number, marketId: number): Promise<Favorite> {
    const market = this.market(marketId);
    const id = await insertFavorite(this.ctx.db, userId, market.id);
    return { id, market_id: market.id, quote: this.state.quote(market.id, this.now()) };
  }

  /** Remove one of the caller's favourites; another user's id is simply not found. */
  async removeFavorite(userId: number, favoriteId: number): Promise<void> {
    if (!(await deleteFavorite(this.ctx.db, userId, favoriteId))) throw new AppError('FAVORITE_NOT_FOUND');
  }

  async favorites(userId: number): Promise<Favorite[]> {
    const rows = await favoritesOf(this.ctx.db, userId);
    const now = this.now();
    return rows
      .filter((r) => this.state.markets.has(r.market_id))
      .map((r) => ({ id: r.id, market_id: r.market_id, quote: this.state.quote(r.market_id, now) }));
  }
}
