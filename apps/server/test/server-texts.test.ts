/**
 * The server loads only the namespaces it words itself (@bourse/i18n/server): every key its code
 * looks up must live in one of them, or a user would read the key instead of the text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLES, translate as translateAll } from '@bourse/i18n/all';
import { LANGS } from '@bourse/i18n';
import { SERVER_NAMESPACES, translate } from '@bourse/i18n/server';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe("the server's texts", () => {
  it('every key the server looks up is in a namespace it loads', () => {
    // translate(lang, 'ns.key' | `ns.${...}`) and call.t('ns.key')
    const lookup = /(?:\btranslate\([^,()]+,\s*|\.t\(\s*)[`'"]([a-zA-Z]+)\./g;
    const found: Array<{ file: string; ns: string }> = [];
    for (const file of sources(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(lookup)) found.push({ file, ns: match[1]! });
    }
    expect(found.length).toBeGreaterThan(20);
    const outside = found.filter(({ ns }) => !(SERVER_NAMESPACES as readonly string[]).includes(ns));
    expect(outside).toEqual([]);
  });

  it('reads as the whole bundle does, in every language', () => {
    let compared = 0;
    for (const lang of LANGS) {
      for (const ns of SERVER_NAMESPACES) {
        const walk = (node: object, prefix: string): void => {
          for (const [name, value] of Object.entries(node)) {
            const key = `${prefix}.${name}`;
            if (typeof value === 'object') walk(value as object, key);
            else {
              expect(translate(lang, key, { amount: '1', currency: 'USDT' })).toBe(
                translateAll(lang, key, { amount: '1', currency: 'USDT' }),
              );
              compared++;
            }
          }
        };
        walk(BUNDLES[lang][ns], ns);
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(translate('fra', 'no.such.key')).toBe('no.such.key');
  });
});
