/**
 * The two test routes, registered only with the scripted feed (which the configuration refuses
 * outside NODE_ENV=test): push a tick and wait until it is processed; set a settable clock.
 */
import { parseUnits } from '@bourse/money';
import { handle, type RouteSpec } from '../../app/route';
import { type Clock, isSettable } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { ScriptedFeed } from './feed/scripted';
import type { TickPipeline } from './pipeline';
import type { MarketState } from './state';

export function scriptedRoutes(p: { feed: ScriptedFeed; state: MarketState; pipeline: TickPipeline; clock: Clock }): RouteSpec[] {
  const { feed, state, pipeline, clock } = p;
  const now = () => clock.now().getTime();
  const routes = [
    handle('POST /test/tick', async (r) => {
      const m = state.find(r.input.symbol);
      if (!m) throw new AppError('MARKET_UNKNOWN');
      feed.push({
        symbol: m.symbol,
        ts: r.input.ts ?? now(),
        price: parseUnits(r.input.price, m.priceScale),
        volume: parseUnits(r.input.volume ?? '0', m.qtyScale),
        source: 'scripted',
      });
      await pipeline.drain();
      return state.quote(m.id, now());
    }),
  ];
  if (isSettable(clock)) {
    routes.push(
      handle('POST /test/clock', async (r) => {
        clock.set(new Date(r.input.at));
        return { now: clock.now().toISOString() };
      }),
    );
  }
  return routes;
}
