/** Shapes of the seeded site content: one text per app language (SPEC section 1). */
export type SeedLang = 'zh' | 'en' | 'hk' | 'th' | 'jp' | 'kor' | 'fra' | 'spa';
export type Localized<T> = Record<SeedLang, T>;

/**
 * A content page (about us, contact us, operational compliance).
 * body is plain text: paragraphs are separated by one blank line, a line starting with "## " is a
 * heading and a line starting with "- " is a bullet item. No HTML, no Markdown links.
 */
export interface SeedPage {
  title: string;
  body: string;
}

export interface SeedFaq {
  question: string;
  answer: string;
}

/** c_id 4 is a news article, 5 a home banner (SPEC section 7). pop marks the one-time launch notice. */
export interface SeedNews {
  key: string;
  c_id: 4 | 5;
  pop: boolean;
  cover: string | null;
  link: string | null;
  texts: Localized<{ title: string; summary: string; body: string }>;
}
