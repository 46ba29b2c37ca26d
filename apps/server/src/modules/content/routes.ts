import { PAGE_SIZE } from '@bourse/contract';
import { handle, type RouteSpec } from '../../app/route';
import type { ContentService } from './service';

export function contentRoutes(content: ContentService, simulatedMarket: () => boolean): RouteSpec[] {
  return [
    handle('GET /getSiteConfig', () => content.siteConfig()),
    handle('GET /getSetting', (r) => content.setting(r.input.keyword)),
    handle('GET /default/info', () => content.defaultInfo(simulatedMarket())),
    handle('GET /news/index_pop', (r) => content.popNotice(r.lang)),
    handle('POST /news/list', (r) => content.newsList(r.lang, r.input.c_id, r.input.page, r.input.limit ?? PAGE_SIZE)),
    handle('POST /news/detail', (r) => content.newsDetail(r.lang, r.input.id)),
    handle('GET /menu', async () => content.menu()),
    handle('GET /faq', (r) => content.faq(r.lang)),
    handle('GET /contactus', (r) => content.page(r.lang, 'contactus')),
    handle('GET /aboutus', (r) => content.page(r.lang, 'aboutus')),
    handle('GET /operational_compliance', (r) => content.page(r.lang, 'operational_compliance')),
  ];
}
