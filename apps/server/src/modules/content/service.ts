/** Site content served in the request's language, falling back to English where a text is missing. */
import type { ContentPage, DefaultInfo, FaqItem, MenuItem, NewsItem, Page, PopNotice, SiteConfig } from '@bourse/contract';
import { APP_VERSION, FIATS, H5_VERSION, LANGS } from '@bourse/contract';
import type { Lang } from '@bourse/i18n';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { paginate } from '../../platform/paging';
import { PUBLIC_SETTINGS } from '../../platform/settings';
import { HOME_MENU } from './menu';

/** Pick the row in `lang`, else English. Rows come ordered so the request's language is first. */
const LANG_ORDER = `CASE WHEN t.lang = $LANG THEN 0 WHEN t.lang = 'en' THEN 1 ELSE 2 END`;

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

  async setting(keyword: string): Promise<unknown> {
    const row = await this.ctx.settings.getRaw(this.db, keyword);
    if (!row || !row.public || !PUBLIC_SETTINGS.has(keyword)) throw new AppError('SETTING_NOT_FOUND');
    return row.value;
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

  private newsSelect(lang: Lang): { select: string; params: unknown[] } {
    return {
      select: `SELECT n.id, n.c_id, n.cover, n.link, n.created_at, t.title, t.summary, t.body
                 FROM news n
                 JOIN LATERAL (SELECT * FROM news_texts t WHERE t.news_id = n.id
                                ORDER BY ${LANG_ORDER.replace('$LANG', '$1')} LIMIT 1) t ON true`,
      params: [lang],
    };
  }

  private mapNews = (r: Record<string, unknown>): NewsItem => ({
    id: r.id as number,
    c_id: r.c_id as number,
    title: r.title as string,
    summary: r.summary as string,
    body: r.body as string,
    cover: (r.cover as string | null) ?? null,
    link: (r.link as string | null) ?? null,
    created_at: (r.created_at as Date).toISOString(),
  });

  async newsList(lang: Lang, cId: number, page: number, limit: number): Promise<Page<NewsItem>> {
    const q = this.newsSelect(lang);
    return paginate(
      this.db,
      {
        select: `${q.select} WHERE n.c_id = $2 AND n.published`,
        params: [lang, cId],
        order: 'n.sort, n.id DESC',
        page,
        limit,
      },
      this.mapNews,
    ).then((p) => p);
  }

  async newsDetail(lang: Lang, id: number): Promise<NewsItem> {
    const q = this.newsSelect(lang);
    const { rows } = await this.db.query(`${q.select} WHERE n.id = $2 AND n.published`, [lang, id]);
    if (!rows[0]) throw new AppError('NEWS_NOT_FOUND');
    return this.mapNews(rows[0]);
  }

  /** The launch notice: the newest published pop-up, or null. The client shows each id once. */
  async popNotice(lang: Lang): Promise<PopNotice | null> {
    const q = this.newsSelect(lang);
    const { rows } = await this.db.query(`${q.select} WHERE n.pop AND n.published ORDER BY n.id DESC LIMIT 1`, [lang]);
    if (!rows[0]) return null;
    const n = this.mapNews(rows[0]);
    return { id: n.id, title: n.title, body: n.body, created_at: n.created_at };
  }

  async faq(lang: Lang): Promise<FaqItem[]> {
    const { rows } = await this.db.query<FaqItem>(
      `SELECT f.id, t.question, t.answer FROM faqs f
         JOIN LATERAL (SELECT * FROM faq_texts t WHERE t.faq_id = f.id ORDER BY ${LANG_ORDER.replace('$LANG', '$1')} LIMIT 1) t ON true
        ORDER BY f.sort, f.id`,
      [lang],
    );
    return rows;
  }

  async page(lang: Lang, keyword: ContentPage['keyword']): Promise<ContentPage> {
    const { rows } = await this.db.query<{ title: string; body: string; updated_at: Date }>(
      `SELECT t.title, t.body, t.updated_at FROM page_texts t WHERE t.keyword = $2
        ORDER BY ${LANG_ORDER.replace('$LANG', '$1')} LIMIT 1`,
      [lang, keyword],
    );
    if (!rows[0]) throw new AppError('NEWS_NOT_FOUND');
    return { keyword, title: rows[0].title, body: rows[0].body, updated_at: rows[0].updated_at.toISOString() };
  }

  menu(): MenuItem[] {
    return HOME_MENU;
  }
}
