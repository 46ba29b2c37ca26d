import { getSettingInput, newsDetailInput, newsListInput, PAGE_SIZE } from '@bourse/contract';
import { route, type RouteSpec } from '../../app/route';
import type { ContentService } from './service';

const tags = ['content'];

export function contentRoutes(content: ContentService, simulatedMarket: () => boolean): RouteSpec[] {
  const page = (keyword: 'aboutus' | 'contactus' | 'operational_compliance', summary: string) =>
    route({
      method: 'GET',
      url: `/${keyword}`,
      auth: 'none',
      tags,
      summary,
      handler: (r) => content.page(r.lang, keyword),
    });
  return [
    route({ method: 'GET', url: '/getSiteConfig', auth: 'none', tags, summary: 'site_logo and site_name', handler: () => content.siteConfig() }),
    route({
      method: 'GET',
      url: '/getSetting',
      auth: 'none',
      input: getSettingInput,
      tags,
      summary: 'A public site setting by keyword',
      handler: (r) => content.setting(r.input.keyword),
    }),
    route({
      method: 'GET',
      url: '/default/info',
      auth: 'none',
      tags,
      summary: 'Site defaults: name, logo, version, languages, fiats, invite rule, market source',
      handler: () => content.defaultInfo(simulatedMarket()),
    }),
    route({
      method: 'GET',
      url: '/news/index_pop',
      auth: 'none',
      tags,
      summary: 'The launch notice (the newest pop-up), or null',
      handler: (r) => content.popNotice(r.lang),
    }),
    route({
      method: 'POST',
      url: '/news/list',
      auth: 'none',
      input: newsListInput,
      tags,
      summary: 'News (c_id 4) or banners (c_id 5), 10 per page',
      handler: (r) => content.newsList(r.lang, r.input.c_id, r.input.page, r.input.limit ?? PAGE_SIZE),
    }),
    route({
      method: 'POST',
      url: '/news/detail',
      auth: 'none',
      input: newsDetailInput,
      tags,
      summary: 'One article',
      handler: (r) => content.newsDetail(r.lang, r.input.id),
    }),
    route({ method: 'GET', url: '/menu', auth: 'none', tags, summary: 'Home shortcuts and their routes', handler: async () => content.menu() }),
    route({ method: 'GET', url: '/faq', auth: 'none', tags, summary: 'Questions and answers', handler: (r) => content.faq(r.lang) }),
    page('contactus', 'How to reach support'),
    page('aboutus', 'About Bourse'),
    page('operational_compliance', 'Risk disclosures, fees and how settlements are proven'),
  ];
}
