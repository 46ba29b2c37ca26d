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
import { faqIdsBySort, insertFaq, upsertFaqText, upsertNews, upsertNewsText, upsertPageText } from './store';

export async function seedContent(ex: Executor): Promise<void> {
  for (const [keyword, texts] of Object.entries(PAGES)) {
    for (const [lang, text] of Object.entries(texts) as Array<[SeedLang, { title: string; body: string }]>) {
      await upsertPageText(ex, keyword, lang, text.title, text.body);
    }
  }

  for (const [index, item] of NEWS.entries()) {
    const newsId = await upsertNews(ex, { key: item.key, c_id: item.c_id, pop: item.pop, cover: item.cover, link: item.link, sort: index });
    for (const [lang, text] of Object.entries(item.texts)) await upsertNewsText(ex, newsId, lang, text);
  }

  const bySort = await faqIdsBySort(ex);
  for (const [index, item] of FAQ.entries()) {
    const faqId = bySort.get(index) ?? (await insertFaq(ex, index));
    for (const [lang, text] of Object.entries(item) as Array<[SeedLang, { question: string; answer: string }]>) {
      await upsertFaqText(ex, faqId, lang, text.question, text.answer);
    }
  }
}
