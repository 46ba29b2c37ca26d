import type { AppContext, Module } from '../../app/context';
import type { ContentPorts } from './ports';
import { contentRoutes } from './routes';
import { ContentService } from './service';

export { seedContent } from './seed-content';
export type { ContentService } from './service';
export type { ContentPorts } from './ports';

export function createContentModule(ctx: AppContext, ports: ContentPorts): Module & { service: ContentService } {
  const service = new ContentService(ctx);
  return { name: 'content', service, routes: contentRoutes(service, () => ports.prices.simulated()) };
}
