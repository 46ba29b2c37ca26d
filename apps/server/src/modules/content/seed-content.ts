/**
 * Writes the seeded content (seed/*.ts, in all eight languages) into the content tables.
 * Idempotent: rows are keyed (news by key, FAQ by position, pages by keyword and language) and
 * re-seeding refreshes their texts.
 */
import type { Executor } from '@bourse/db';
import { FAQ } from './seed/faq';
import { NEWS } from './seed/news';
import { PAGES } from './seed/pages';
import type { SeedLang } from './seed/types';

export async function seedContent(ex: Executor): Promise<void> {
  for (const [keyword, texts] of Object.entries(PAGES)) {
    for (const [lang, text] of Object.entries(texts) as Array<[SeedLang, { title: string; body: string }]>) {
      await ex.query(
        `INSERT INTO page_texts (keyword, lang, title, body) VALUES ($1, $2, $3, $4)
         ON CONFLICT (keyword, lang) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body`,
        [keyword, lang, text.title, text.body],
      );
    }
  }

  for (const [index, item] of NEWS.entries()) {
    const { rows } = await ex.query<{ id: number }>(
      `INSERT INTO news (key, c_id, pop, cover, link, sort) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (key) DO UPDATE SET c_id = EXCLUDED.c_id, pop = EXCLUDED.pop, cover = EXCLUDED.cover,
                                       link = EXCLUDED.link, sort = EXCLUDED.sort
       RETURNING id`,
      [item.key, item.c_id, item.pop, item.cover, item.link, index],
    );
    const newsId = rows[0]!.id;
    for (const [lang, text] of Object.entries(item.texts)) {
      await ex.query(
        `INSERT INTO news_texts (news_id, lang, title, summary, body) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (news_id, lang) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary, body = EXCLUDED.body`,
        [newsId, lang, text.title, text.summary, text.body],
      );
    }
  }

  const { rows: existing } = await ex.query<{ id: number; sort: number }>('SELECT id, sort FROM faqs ORDER BY sort');
  const bySort = new Map(existing.map((f) => [f.sort, f.id]));
  for (const [index, item] of FAQ.entries()) {
    let faqId = bySort.get(index);
    if (faqId === undefined) {
      const { rows } = await ex.query<{ id: number }>('INSERT INTO faqs (sort) VALUES ($1) RETURNING id', [index]);
      faqId = rows[0]!.id;
    }
    for (const [lang, text] of Object.entries(item) as Array<[SeedLang, { question: string; answer: string }]>) {
      await ex.query(
        `INSERT INTO faq_texts (faq_id, lang, question, answer) VALUES ($1, $2, $3, $4)
         ON CONFLICT (faq_id, lang) DO UPDATE SET question = EXCLUDED.question, answer = EXCLUDED.answer`,
        [faqId, lang, text.question, text.answer],
      );
    }
  }
}
