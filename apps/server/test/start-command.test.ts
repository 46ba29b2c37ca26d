/** `npm start` runs the bundle with the flags and environment the e2e servers and the memory bench use (scripts/bundle.mjs). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NODE_FLAGS, OUTFILE, START_ENV } from '../scripts/bundle.mjs';

describe('the start command', () => {
  it('runs the bundle with the shared node flags and environment', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
    expect(OUTFILE.endsWith('/dist/main.mjs')).toBe(true);
    const env = Object.entries(START_ENV).map(([name, value]) => `${name}=${value} `);
    expect(pkg.scripts.start).toBe(`node scripts/bundle.mjs && ${env.join('')}node ${NODE_FLAGS.join(' ')} dist/main.mjs`);
  });
});
