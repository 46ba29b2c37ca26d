/** Site content served in the request's language, falling back to English where a text is missing. */
import type {
  ContentPage,
  DefaultInfo,
  FaqItem,
  MenuItem,
  NewsItem,
  Page,
  PopNotice,
  PublicSettingValue,
  SiteConfig,
} from '@bourse/contract';
import { APP_VERSION, FIATS, H5_VERSION, HOME_MENU, LANGS } from '@bourse/contract';
import type { Lang } from '@bourse/i18n';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { PUBLIC_SETTINGS } from '../../platform/settings';
import { findNews, findPageText, listFaq, listNews, newestPopNews } from './store';

export class ContentService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  async siteConfig(): Promise<SiteConfig> {
    return {
      site_logo: await this.ctx.settings.get(this.db, 'site_logo'),
      site_name: await this.ctx.settings.get(this.db, 'site_name'),
    };
  }

  /** A public setting: every one of them is a text or a switch (platform/settings.ts). */
  async setting(keyword: string): Promise<PublicSettingValue> {
    const row = await this.ctx.settings.getRaw(this.db, keyword);
    if (!row || !row.public || !PUBLIC_SETTINGS.has(keyword)) throw new AppError('SETTING_NOT_FOUND');
    return row.value as PublicSettingValue;
  }

  async defaultInfo(simulatedMarket: boolean): Promise<DefaultInfo> {
    const s = this.ctx.settings;
    return {
      site_name: await s.get(this.db, 'site_name'),
      site_logo: await s.get(this.db, 'site_logo'),
      version: APP_VERSION,
      h5_version: H5_VERSION,
      invite_required: await s.get(this.db, 'invite_required'),
      default_lang: await s.get(this.db, 'default_lang'),
      default_fiat: await s.get(this.db, 'default_fiat'),
      langs: LANGS,
      fiats: FIATS,
      simulated_market: simulatedMarket,
      support_email: await s.get(this.db, 'support_email'),
    };
  }

  newsList(lang: Lang, cId: number, page: number, limit: number): Promise<Page<NewsItem>> {
    return listNews(this.db, lang, cId, page, limit);
  }

  async newsDetail(lang: Lang, id: number): Promise<NewsItem> {
    const news = await findNews(this.db, lang, id);
    if (!news) throw new AppError('NEWS_NOT_FOUND');
    return news;
  }

  /** The launch notice: the newest published pop-up, or null. The client shows each id once. */
  async popNotice(lang: Lang): Promise<PopNotice | null> {
    const n = await newestPopNews(this.db, lang);
    if (!n) return null;
    return { id: n.id, title: n.title, body: n.body, created_at: n.created_at };
  }

  faq(lang: Lang): Promise<FaqItem[]> {
    return listFaq(this.db, lang);
  }

  async page(lang: Lang, keyword: ContentPage['keyword']): Promise<ContentPage> {
    const text = await findPageText(this.db, lang, keyword);
    if (!text) throw new AppError('NEWS_NOT_FOUND');
    return { keyword, title: text.title, body: text.body, updated_at: text.updated_at.toISOString() };
  }

  menu(): MenuItem[] {
    return HOME_MENU;
  }
}
