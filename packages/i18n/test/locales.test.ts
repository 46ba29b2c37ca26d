import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUNDLES } from '../src/all';
import { LANGS } from '../src/index';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else for (const [p, s] of leaves(v, path)) out.set(p, s);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = leaves(BUNDLES.en as unknown as Tree);

describe('locales', () => {
  it('has a bundle for each of the eight languages', () => {
    expect(Object.keys(BUNDLES).sort()).toEqual([...LANGS].sort());
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s has exactly the English keys, none empty, same placeholders', (lang) => {
    const messages = leaves(BUNDLES[lang] as unknown as Tree);
    const missing = [...english.keys()].filter((k) => !messages.has(k));
    const extra = [...messages.keys()].filter((k) => !english.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    for (const [key, text] of messages) {
      expect(text.trim(), `${lang}:${key} is empty`).not.toBe('');
      expect(placeholders(text), `${lang}:${key} placeholders`).toEqual(placeholders(english.get(key)!));
    }
  });

  it('every namespace folder is in every bundle', () => {
    const nsDir = fileURLToPath(new URL('../src/ns', import.meta.url));
    const namespaces = readdirSync(nsDir);
    for (const lang of LANGS) {
      const bundle = ['', '.first']
        .map((part) => readFileSync(fileURLToPath(new URL(`../src/bundles/${lang}${part}.ts`, import.meta.url)), 'utf8'))
        .join('\n');
      for (const ns of namespaces) expect(bundle, `${lang} bundle lacks ${ns}`).toContain(`../ns/${ns}/${lang}'`);
      for (const file of readdirSync(`${nsDir}`).flatMap((n) => readdirSync(`${nsDir}/${n}`).map((f) => `${n}/${f}`))) {
        expect(file).toMatch(/\/(en|zh|hk|th|jp|kor|fra|spa)\.ts$/);
      }
    }
  });

  it('a non-English bundle is not just English copied', () => {
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const messages = leaves(BUNDLES[lang] as unknown as Tree);
      const same = [...messages].filter(([k, v]) => english.get(k) === v && /\p{L}{4,}/u.test(v));
      // Brand names and codes may stay the same; whole sentences may not.
      expect(
        same.length / messages.size,
        `${lang}: ${same
          .slice(0, 5)
          .map(([k]) => k)
          .join(', ')}`,
      ).toBeLessThan(0.05);
    }
  });
});
