/**
 * Every translation key the web app names exists in English (and so, by the i18n package's own
 * test, in all eight languages). Keys built at run time are checked against their sources.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, HOME_MENU } from '@bourse/contract';
import en from '@bourse/i18n/bundles/en';
import { PLACEHOLDER_ROUTES } from './features/placeholder/paths';
import { SHORTCUT_PATHS } from './components/StrokeIcon';
import { TABS } from './app/tabs';
import { THEME_CHOICES } from './app/preferences';

// Vitest runs from the repository root (vitest.config.ts).
const root = resolve(process.cwd(), 'apps/web/src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function lookup(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/** A key, or a plural key called with `count` (app/i18n.ts reads `<key>_one`, `<key>_other`...). */
const has = (key: string): boolean => lookup(key) || lookup(`${key}_other`);

describe('translation keys', () => {
  it('every literal key in the source exists', () => {
    const missing: string[] = [];
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) {
        if (!has(m[1]!)) missing.push(`${file.slice(root.length)}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every key built at run time exists', () => {
    const keys = [
      ...TABS.map((t) => `app.tabs.${t.key}`),
      ...THEME_CHOICES.map((c) => `account.setting.themes.${c}`),
      ...PLACEHOLDER_ROUTES.map((r) => `placeholder.product.${r.product}`),
      ...ERROR_CODES.map((c) => `errors.${c}`),
      ...HOME_MENU.map((m) => `home.shortcut.${m.key}`),
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });

  it('every home shortcut the server lists has an icon', () => {
    expect(HOME_MENU.map((m) => m.key).filter((k) => !SHORTCUT_PATHS[k])).toEqual([]);
  });
});
