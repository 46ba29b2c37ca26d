/** Site content (SPEC section 7, "Site content"). Texts come in the request's language. */
import { z } from 'zod';
import { int, page, requiredText } from './rules';
import { defineEndpoints } from './endpoint';

/** c_id of SPEC section 7: 4 news, 5 banners. */
export const NEWS_CATEGORY = { news: 4, banners: 5 } as const;

export const newsListInput = z.strictObject({
  c_id: int({ min: 1, max: 99 }),
  page,
  limit: int({ min: 1, max: 50 }).optional(),
});
export const newsDetailInput = z.strictObject({ id: int({ min: 1 }) });
export const getSettingInput = z.strictObject({ keyword: requiredText('INVALID_PARAMETER', 64) });

export interface SiteConfig {
  site_logo: string;
  site_name: string;
}

export interface NewsItem {
  id: number;
  c_id: number;
  title: string;
  summary: string;
  /** Plain text; paragraphs separated by blank lines, "## " starts a heading. */
  body: string;
  cover: string | null;
  /** For banners: where a tap goes (an app route), or null. */
  link: string | null;
  created_at: string;
}

export interface PopNotice {
  id: number;
  title: string;
  body: string;
  created_at: string;
}

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

export interface ContentPage {
  keyword: 'aboutus' | 'contactus' | 'operational_compliance';
  title: string;
  body: string;
  updated_at: string;
}

export interface MenuItem {
  /** Stable key of the home shortcut; its label is the i18n key `home.shortcut.<key>`. */
  key: string;
  /** The app route it opens. */
  route: string;
  enabled: boolean;
}

export interface DefaultInfo {
  site_name: string;
  site_logo: string;
  version: string;
  h5_version: number;
  invite_required: boolean;
  default_lang: string;
  default_fiat: string;
  langs: readonly string[];
  fiats: readonly string[];
  simulated_market: boolean;
  support_email: string;
}

export interface FiatRates {
  base: 'USD';
  /** currency_code -> units of that currency per 1 USD, as a decimal string. */
  rates: Record<string, string>;
  source: string;
  updated_at: string;
}

/** The content endpoints (the route map, routes.ts). */
export const contentEndpoints = defineEndpoints('content', {});
