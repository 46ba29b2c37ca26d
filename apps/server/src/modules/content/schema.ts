/** Site content in every language: news and banners, FAQ, and the fixed pages. */
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const news = pgTable(
  'news',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key for seeding. */
    key: text('key').notNull().unique(),
    /** 4 news, 5 banners (SPEC section 7). */
    cId: integer('c_id').notNull(),
    pop: boolean('pop').notNull().default(false),
    cover: text('cover'),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_category').on(t.cId, t.published, t.id)],
);

export const newsTexts = pgTable(
  'news_texts',
  {
    newsId: bigint('news_id', { mode: 'number' })
      .notNull()
      .references(() => news.id),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.lang] })],
);

export const faqs = pgTable('faqs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  sort: integer('sort').notNull(),
});

export const faqTexts = pgTable(
  'faq_texts',
  {
    faqId: bigint('faq_id', { mode: 'number' })
      .notNull()
      .references(() => faqs.id),
    lang: text('lang').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.faqId, t.lang] })],
);

export const pageTexts = pgTable(
  'page_texts',
  {
    keyword: text('keyword').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.keyword, t.lang] })],
);
