import {
  favoriteAddInput,
  favoriteDelInput,
  marketDetailInput,
  marketSearchInput,
  timesharInput,
} from '@bourse/contract';
import { z } from 'zod';
import { route, type RouteSpec } from '../../app/route';
import type { FxRates } from './fx';
import type { MarketDataService } from './service';

const tags = ['market-data'];

export function marketDataRoutes(fx: FxRates, market: MarketDataService, health: () => object): RouteSpec[] {
  return [
    route({
      method: 'GET',
      url: '/fiat/rates',
      auth: 'none',
      tags,
      summary: 'Fiat rates against USD (refreshed at most once a day; embedded table as a fallback)',
      handler: () => fx.current(),
    }),
    route({
      method: 'GET',
      url: '/currency/quotation_new',
      auth: 'none',
      tags,
      summary: 'Every market with its last price and 24-hour statistics, grouped by quote currency and kind',
      handler: async () => market.quotation(),
    }),
    route({
      method: 'GET',
      url: '/currency/list',
      auth: 'none',
      tags,
      summary: 'Coins by network (name, subName, type, status, id, image); deposit addresses are per user',
      handler: async () => market.coins(),
    }),
    route({
      method: 'GET',
      url: '/currency/new_timeshar',
      auth: 'none',
      input: timesharInput,
      tags,
      summary: 'K-line bars: symbol (BTC/USDT or btcusdt), period (1m..1M or 1min..1mon), from and to in unix seconds',
      handler: (r) => market.bars(r.input),
    }),
    route({
      method: 'GET',
      url: '/market/detail',
      auth: 'none',
      input: marketDetailInput,
      tags,
      summary: 'One market: last price, 24-hour statistics, trading hours and price source',
      handler: async (r) => market.detail(r.input.symbol),
    }),
    route({ method: 'GET', url: '/market/hot', auth: 'none', tags, summary: 'Hot markets (most opened, then busiest)', handler: () => market.hot() }),
    route({
      method: 'GET',
      url: '/market/search',
      auth: 'none',
      input: marketSearchInput,
      tags,
      summary: 'Markets whose code or name matches',
      handler: async (r) => market.search(r.input.q),
    }),
    route({
      method: 'POST',
      url: '/optional/add',
      auth: 'user',
      input: favoriteAddInput,
      tags,
      summary: 'Add a market to your favourites (currency_id is the market id)',
      handler: (r) => market.addFavorite(r.userId, r.input.currency_id),
    }),
    route({
      method: 'POST',
      url: '/optional/del',
      auth: 'user',
      input: favoriteDelInput,
      tags,
      summary: 'Remove one of your favourites by its id',
      handler: async (r) => {
        await market.removeFavorite(r.userId, r.input.id);
        return r.t('common.saved');
      },
    }),
    route({
      method: 'GET',
      url: '/optional/list',
      auth: 'user',
      tags,
      summary: 'Your favourites with live quotes',
      handler: (r) => market.favorites(r.userId),
    }),
    route({ method: 'GET', url: '/health', auth: 'none', tags, summary: 'Whether this node runs the feed', handler: async () => health() }),
  ];
}

/** Test-only control of the scripted feed and the clock (registered only with PRICE_FEED=scripted). */
export const scriptedTickInput = z.strictObject({
  symbol: z.string(),
  price: z.string(),
  volume: z.string().optional(),
  ts: z.number().optional(),
});

export const scriptedClockInput = z.strictObject({ at: z.iso.datetime({ offset: true }) });
