/**
 * The content module's queries. Texts are read in the request's language, falling back to English
 * (then any language) where a row is missing.
 */
import type { ContentPage, FaqItem, NewsItem, Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import type { Lang } from '@bourse/i18n';
import { paginate } from '../../platform/paging';

/** Rows come ordered so the request's language ($1) is first, then English. */
const LANG_ORDER = `CASE WHEN t.lang = $1 THEN 0 WHEN t.lang = 'en' THEN 1 ELSE 2 END`;

/** Each article with its text in $1 (the language). */
const NEWS_SELECT = `SELECT n.id, n.c_id, n.cover, n.link, n.created_at, t.title, t.summary, t.body
                       FROM news n
                       JOIN LATERAL (SELECT * FROM news_texts t WHERE t.news_id = n.id
                                      ORDER BY ${LANG_ORDER} LIMIT 1) t ON true`;

function mapNews(r: Record<string, unknown>): NewsItem {
  return {
    id: r.id as number,
    c_id: r.c_id as number,
    title: r.title as string,
    summary: r.summary as string,
    body: r.body as string,
    cover: (r.cover as string | null) ?? null,
    link: (r.link as string | null) ?? null,
    created_at: (r.created_at as Date).toISOString(),
  };
}

/** Published articles of one category, in their sort order. */
export function listNews(ex: Executor, lang: Lang, cId: number, page: number, limit: number): Promise<Page<NewsItem>> {
  return paginate(
    ex,
    { select: `${NEWS_SELECT} WHERE n.c_id = $2 AND n.published`, params: [lang, cId], order: 'n.sort, n.id DESC', page, limit },
    mapNews,
  );
}

/** One published article, or undefined. */
export async function findNews(ex: Executor, lang: Lang, id: number): Promise<NewsItem | undefined> {
  const { rows } = await ex.query(`${NEWS_SELECT} WHERE n.id = $2 AND n.published`, [lang, id]);
  return rows[0] ? mapNews(rows[0]) : undefined;
}

/** The newest published pop-up article, or undefined. */
export async function newestPopNews(ex: Executor, lang: Lang): Promise<NewsItem | undefined> {
  const { rows } = await ex.query(`${NEWS_SELECT} WHERE n.pop AND n.published ORDER BY n.id DESC LIMIT 1`, [lang]);
  return rows[0] ? mapNews(rows[0]) : undefined;
}

export async function listFaq(ex: Executor, lang: Lang): Promise<FaqItem[]> {
  const { rows } = await ex.query<FaqItem>(
    `SELECT f.id, t.question, t.answer FROM faqs f
       JOIN LATERAL (SELECT * FROM faq_texts t WHERE t.faq_id = f.id ORDER BY ${LANG_ORDER} LIMIT 1) t ON true
      ORDER BY f.sort, f.id`,
    [lang],
  );
  return rows;
}

/** A page's text, or undefined when the page has none. */
export async function findPageText(
  ex: Executor,
  lang: Lang,
  keyword: ContentPage['keyword'],
): Promise<{ title: string; body: string; updated_at: Date } | undefined> {
  const { rows } = await ex.query<{ title: string; body: string; updated_at: Date }>(
    `SELECT t.title, t.body, t.updated_at FROM page_texts t WHERE t.keyword = $2 ORDER BY ${LANG_ORDER} LIMIT 1`,
    [lang, keyword],
  );
  return rows[0];
}

// Seeding (seed-content.ts): upserts keyed so that re-seeding refreshes the texts.

export async function upsertPageText(ex: Executor, keyword: string, lang: string, title: string, body: string): Promise<void> {
  await ex.query(
    `INSERT INTO page_texts (keyword, lang, title, body) VALUES ($1, $2, $3, $4)
     ON CONFLICT (keyword, lang) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body`,
    [keyword, lang, title, body],
  );
}

export interface SeedNewsRow {
  key: string;
  c_id: number;
  pop: boolean;
  cover: string | null;
  link: string | null;
  sort: number;
}

/** Insert or refresh an article by its key; answers its id. */
export async function upsertNews(ex: Executor, item: SeedNewsRow): Promise<number> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO news (key, c_id, pop, cover, link, sort) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (key) DO UPDATE SET c_id = EXCLUDED.c_id, pop = EXCLUDED.pop, cover = EXCLUDED.cover,
                                     link = EXCLUDED.link, sort = EXCLUDED.sort
     RETURNING id`,
    [item.key, item.c_id, item.pop, item.cover, item.link, item.sort],
  );
  return rows[0]!.id;
}

export async function upsertNewsText(
  ex: Executor,
  newsId: number,
  lang: string,
  text: { title: string; summary: string; body: string },
): Promise<void> {
  await ex.query(
    `INSERT INTO news_texts (news_id, lang, title, summary, body) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (news_id, lang) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary, body = EXCLUDED.body`,
    [newsId, lang, text.title, text.summary, text.body],
  );
}

/** The FAQ entries' ids by their sort position. */
export async function faqIdsBySort(ex: Executor): Promise<Map<number, number>> {
  const { rows } = await ex.query<{ id: number; sort: number }>('SELECT id, sort FROM faqs ORDER BY sort');
  return new Map(rows.map((f) => [f.sort, f.id]));
}

export async function insertFaq(ex: Executor, sort: number): Promise<number> {
  const { rows } = await ex.query<{ id: number }>('INSERT INTO faqs (sort) VALUES ($1) RETURNING id', [sort]);
  return rows[0]!.id;
}

export async function upsertFaqText(ex: Executor, faqId: number, lang: string, question: string, answer: string): Promise<void> {
  await ex.query(
    `INSERT INTO faq_texts (faq_id, lang, question, answer) VALUES ($1, $2, $3, $4)
     ON CONFLICT (faq_id, lang) DO UPDATE SET question = EXCLUDED.question, answer = EXCLUDED.answer`,
    [faqId, lang, question, answer],
  );
}
