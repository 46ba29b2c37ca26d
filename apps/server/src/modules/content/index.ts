import type { AppContext, Module } from '../../app/context';
import { contentRoutes } from './routes';
import { ContentService } from './service';

export { seedContent } from './seed-content';

export function createContentModule(ctx: AppContext, simulatedMarket: () => boolean): Module & { service: ContentService } {
  const service = new ContentService(ctx);
  return { name: 'content', service, routes: contentRoutes(service, simulatedMarket) };
}
