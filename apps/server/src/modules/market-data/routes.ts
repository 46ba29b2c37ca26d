import type { FeedHealth } from '@bourse/contract';
import { handle, type RouteSpec } from '../../app/route';
import type { FxRates } from './fx';
import type { MarketDataService } from './service';
import type { TickArchive } from './ticks';

export interface MarketDataRouteParts {
  fx: FxRates;
  market: MarketDataService;
  ticks: TickArchive;
  health: () => FeedHealth;
}

export function marketDataRoutes({ fx, market, ticks, health }: MarketDataRouteParts): RouteSpec[] {
  return [
    handle('GET /fiat/rates', () => fx.current()),
    handle('GET /currency/quotation_new', async () => market.quotation()),
    handle('GET /currency/list', async () => market.coins()),
    handle('GET /currency/new_timeshar', (r) => market.bars(r.input)),
    handle('GET /market/detail', async (r) => market.detail(r.input.symbol)),
    handle('GET /market/hot', () => market.hot()),
    handle('GET /market/search', async (r) => market.search(r.input.q)),
    handle('POST /optional/add', (r) => market.addFavorite(r.userId, r.input.currency_id)),
    handle('POST /optional/del', async (r) => {
      await market.removeFavorite(r.userId, r.input.id);
      return r.t('common.saved');
    }),
    handle('GET /optional/list', (r) => market.favorites(r.userId)),
    handle('GET /health', async () => health()),
    handle('GET /market/ticks', async (r) => {
      const page = await ticks.page(r.input);
      // A closed range never changes (ticks are append-only and never arrive late into it).
      r.reply.header('cache-control', page.closed ? 'public, max-age=86400, immutable' : 'no-cache');
      return page;
    }),
  ];
}
