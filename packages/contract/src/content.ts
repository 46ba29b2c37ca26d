/** Site content (SPEC section 7, "Site content"). Texts come in the request's language. */
import { z } from 'zod';
import { int, page, requiredText } from './rules';
import { defineEndpoints } from './endpoint';
import type { fiatRatesOut } from './market';
import { idOut, isoTimeOut, pageOf } from './wire';

/** c_id of SPEC section 7: 4 news, 5 banners. */
export const NEWS_CATEGORY = { news: 4, banners: 5 } as const;

export const newsListInput = z.strictObject({
  c_id: int({ min: 1, max: 99 }),
  page,
  limit: int({ min: 1, max: 50 }).optional(),
});
export const newsDetailInput = z.strictObject({ id: int({ min: 1 }) });
export const getSettingInput = z.strictObject({ keyword: requiredText('INVALID_PARAMETER', 64) });

export const siteConfig = z.object({ site_logo: z.string(), site_name: z.string() });
export type SiteConfig = z.infer<typeof siteConfig>;

/** A public setting's value (getSetting): the public settings are texts and switches. */
export const publicSettingValue = z.union([z.string(), z.boolean()]);
export type PublicSettingValue = z.infer<typeof publicSettingValue>;

export const newsItem = z.object({
  id: idOut,
  c_id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Plain text; paragraphs separated by blank lines, "## " starts a heading. */
  body: z.string(),
  cover: z.string().nullable(),
  /** For banners: where a tap goes (an app route), or null. */
  link: z.string().nullable(),
  created_at: isoTimeOut,
});
export type NewsItem = z.infer<typeof newsItem>;

export const popNotice = z.object({ id: idOut, title: z.string(), body: z.string(), created_at: isoTimeOut });
export type PopNotice = z.infer<typeof popNotice>;

export const faqItem = z.object({ id: idOut, question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItem>;

export const PAGE_KEYWORDS = ['aboutus', 'contactus', 'operational_compliance'] as const;

export const contentPage = z.object({
  keyword: z.enum(PAGE_KEYWORDS),
  title: z.string(),
  body: z.string(),
  updated_at: isoTimeOut,
});
export type ContentPage = z.infer<typeof contentPage>;

export const menuItem = z.object({
  /** Stable key of the home shortcut; its label is the i18n key `home.shortcut.<key>`. */
  key: z.string(),
  /** The app route it opens. */
  route: z.string(),
  enabled: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const defaultInfo = z.object({
  site_name: z.string(),
  site_logo: z.string(),
  version: z.string(),
  h5_version: z.number().int(),
  invite_required: z.boolean(),
  default_lang: z.string(),
  default_fiat: z.string(),
  langs: z.array(z.string()).readonly(),
  fiats: z.array(z.string()).readonly(),
  simulated_market: z.boolean(),
  support_email: z.string(),
});
export type DefaultInfo = z.infer<typeof defaultInfo>;

/** The answer of GET /fiat/rates (declared with the market endpoints, market.ts). */
export type FiatRates = z.infer<typeof fiatRatesOut>;

/** The content endpoints (the route map, routes.ts). */
export const contentEndpoints = defineEndpoints('content', {
  'GET /getSiteConfig': { auth: 'none', output: siteConfig, summary: 'site_logo and site_name' },
  'GET /getSetting': {
    auth: 'none',
    input: getSettingInput,
    output: publicSettingValue,
    summary: 'A public site setting by keyword',
  },
  'GET /default/info': {
    auth: 'none',
    output: defaultInfo,
    summary: 'Site defaults: name, logo, version, languages, fiats, invite rule, market source',
  },
  'GET /news/index_pop': { auth: 'none', output: popNotice.nullable(), summary: 'The launch notice (the newest pop-up), or null' },
  'POST /news/list': {
    auth: 'none',
    input: newsListInput,
    output: pageOf(newsItem),
    summary: 'News (c_id 4) or banners (c_id 5), 10 per page',
  },
  'POST /news/detail': { auth: 'none', input: newsDetailInput, output: newsItem, summary: 'One article' },
  'GET /menu': { auth: 'none', output: z.array(menuItem), summary: 'Home shortcuts and their routes' },
  'GET /faq': { auth: 'none', output: z.array(faqItem), summary: 'Questions and answers' },
  'GET /contactus': { auth: 'none', output: contentPage, summary: 'How to reach support' },
  'GET /aboutus': { auth: 'none', output: contentPage, summary: 'About Bourse' },
  'GET /operational_compliance': { auth: 'none', output: contentPage, summary: 'Risk disclosures, fees and how settlements are proven' },
});
