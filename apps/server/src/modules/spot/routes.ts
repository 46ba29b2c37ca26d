import { coinFillsInput, coinListInput, coinTradeInput, depthInput, orderIdInput, PAGE_SIZE, symbolInput } from '@bourse/contract';
import { route, type RouteSpec } from '../../app/route';
import type { SpotService } from './service';

const tags = ['spot'];

export function spotRoutes(spot: SpotService): RouteSpec[] {
  return [
    route({
      method: 'POST',
      url: '/coin/trade',
      auth: 'user',
      idempotent: true,
      input: coinTradeInput,
      tags,
      summary: 'Place an order: amount (base quantity), target_price (limit; empty for market), type buy|sell; also kind, tif, post_only, quote_amount',
      handler: (r) => spot.place(r.userId, r.input, r.requestKey),
    }),
    route({
      method: 'GET',
      url: '/coin/list',
      auth: 'user',
      input: coinListInput,
      tags,
      summary: 'Your orders: status doing (open) or complete (filled or cancelled), 10 per page',
      handler: (r) => spot.list(r.userId, r.input, r.input.page, r.input.limit ?? PAGE_SIZE),
    }),
    route({
      method: 'POST',
      url: '/coin/cancel',
      auth: 'user',
      input: orderIdInput,
      tags,
      summary: 'Cancel one of your open orders; what it held is released',
      handler: (r) => spot.cancel(r.userId, r.input.id),
    }),
    route({
      method: 'GET',
      url: '/coin/order',
      auth: 'user',
      input: orderIdInput,
      tags,
      summary: 'One of your orders with its fills, prices and fees',
      handler: (r) => spot.detail(r.userId, r.input.id),
    }),
    route({
      method: 'GET',
      url: '/coin/fills',
      auth: 'user',
      input: coinFillsInput,
      tags,
      summary: 'Your fills across orders, newest first, 10 per page: price, quantity, maker or taker, fee',
      handler: (r) => spot.fills(r.userId, r.input, r.input.page, r.input.limit ?? PAGE_SIZE),
    }),
    route({
      method: 'GET',
      url: '/coin/depth',
      auth: 'none',
      input: depthInput,
      tags,
      summary: "The order book, aggregated by price, with the platform market maker's share of each level",
      handler: async (r) => {
        const m = spot.bySymbol(r.input.symbol);
        // Another node may have written to this book since this node last did.
        await spot.trading.refresh(m);
        return spot.depth(m, r.input.limit ?? 20);
      },
    }),
    route({
      method: 'GET',
      url: '/coin/trades',
      auth: 'none',
      input: symbolInput,
      tags,
      summary: 'Recent trades of a market',
      handler: (r) => spot.recentTrades(spot.bySymbol(r.input.symbol)),
    }),
    route({
      method: 'GET',
      url: '/coin/markets',
      auth: 'none',
      tags,
      summary: 'Trading rules of every spot and stock market: scales, minimum and maximum quantity, fees, hours',
      handler: async () => [...spot.markets.values()].map((m) => spot.info(m)),
    }),
  ];
}
