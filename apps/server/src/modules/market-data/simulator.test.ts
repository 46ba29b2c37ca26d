/**
 * The simulated market cannot be predicted (issue 12): every start draws a new secret, so two
 * starts walk different paths; only a test fixes it, and then a replay is exact; the secret shows
 * in no log line, answer or table; production refuses to start on the simulator by default.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeMap } from '@bourse/contract';
import { ConfigError, loadConfig } from '../../platform/config';
import { createTestApp, type TestApp } from '../../../test/harness';

const SEED = 'fixed-test-seed-9d2c41f7';

async function simulator(overrides: Record<string, string>, lines?: string[]): Promise<TestApp> {
  const logger = lines ? { logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } } : {};
  return createTestApp({ PRICE_FEED: 'simulator', SIMULATOR_HISTORY: '0', ...overrides }, logger);
}

/** BTC/USDT's live prices over four one-second beats of the simulator (from the listed start price). */
async function walk(t: TestApp): Promise<string[]> {
  for (let i = 0; i < 4; i++) {
    await t.clock.advanceAsync(1000);
    await t.built.modules.marketData.pipeline.drain();
  }
  const { rows } = await t.db.query<{ price: string }>(
    `SELECT price::text AS price FROM ticks WHERE market_id = 1 AND source = 'simulator' ORDER BY ts, id`,
  );
  return rows.map((r) => r.price);
}

async function startAndWalk(overrides: Record<string, string>): Promise<string[]> {
  const t = await simulator(overrides);
  try {
    return await walk(t);
  } finally {
    await t.dispose();
  }
}

describe('the simulator’s seed', () => {
  it('is new at every start: two starts walk different paths', async () => {
    const [a, b] = [await startAndWalk({}), await startAndWalk({})];
    expect(a).toHaveLength(4);
    expect(b).toHaveLength(4);
    // Both start from the same listed price: only the secret differs.
    expect(a).not.toEqual(b);
  });

  it('replays exactly when a test fixes it, and appears in no log line, answer or table', async () => {
    const lines: string[] = [];
    const t = await simulator({ SIMULATOR_SEED: SEED }, lines);
    let first: string[];
    try {
      first = await walk(t);
      const secret = createHash('sha256').update(`bourse simulator seed\n${SEED}`).digest();
      const forms = [SEED, secret.toString('hex'), secret.toString('base64'), secret.toString('base64url')];
      const leaks = (text: string) => forms.filter((f) => text.includes(f));

      expect(lines.some((l) => l.includes('price feed started'))).toBe(true);
      expect(lines.flatMap(leaks)).toEqual([]);

      // Every public read, with no input and with a market, and the API's own description.
      const answers: string[] = [(await t.built.app.inject({ method: 'GET', url: '/api/docs/json' })).body];
      const now = t.clock.now().getTime();
      const market = { symbol: 'BTC/USDT', period: '1m', from: now - 60_000, to: now };
      for (const e of Object.values(routeMap)) {
        if (e.method !== 'GET' || e.auth !== 'none') continue;
        answers.push(JSON.stringify((await t.call('GET', e.path)).body));
        if (/ticks|timeshar|detail/.test(e.path)) {
          answers.push(JSON.stringify((await t.call('GET', e.path, e.path.includes('detail') ? { symbol: 'BTC/USDT' } : market)).body));
        }
      }
      expect(answers.join('\n')).toContain('"price":');
      expect(answers.flatMap(leaks)).toEqual([]);

      // Every row of every table (the site settings, the ticks, the audit log...).
      const { rows: tables } = await t.db.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      );
      expect(tables.map((x) => x.name)).toContain('site_settings');
      for (const { name } of tables) {
        const { rows } = await t.db.query<{ row: string }>(`SELECT r::text AS row FROM "${name}" r`);
        expect(
          rows.flatMap((r) => leaks(r.row)),
          name,
        ).toEqual([]);
      }
    } finally {
      await t.dispose();
    }
    expect(first).toHaveLength(4);
    expect(await startAndWalk({ SIMULATOR_SEED: SEED })).toEqual(first);
  });
});

describe('configuration of the feed', () => {
  it('refuses the simulator in production unless PRICE_FEED=simulator is set, and a fixed seed outside tests', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PRICE_FEED: must be set in production/);
    expect(loadConfig({ NODE_ENV: 'production', PRICE_FEED: 'simulator' }).PRICE_FEED).toBe('simulator');
    // Real crypto prices, but the stocks would be simulated without a quote source.
    expect(() => loadConfig({ NODE_ENV: 'production', PRICE_FEED: 'binance' })).toThrow(/STOCK_QUOTES_URL/);
    const real = { NODE_ENV: 'production', PRICE_FEED: 'binance', STOCK_QUOTES_URL: 'https://quotes.example/q' };
    expect(loadConfig(real).PRICE_FEED).toBe('binance');

    // A fixed seed outside tests (development is the default), and one too long: refused, never repeated.
    const refused: Array<[Record<string, string>, string]> = [
      [{}, SEED],
      [{ NODE_ENV: 'production', PRICE_FEED: 'simulator' }, SEED],
      [{ NODE_ENV: 'test' }, `${SEED}${'x'.repeat(300)}`],
    ];
    for (const [env, seed] of refused) {
      const error = (() => {
        try {
          loadConfig({ ...env, SIMULATOR_SEED: seed });
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain('SIMULATOR_SEED');
      expect((error as Error).message).not.toContain(SEED);
    }
    expect(loadConfig({ NODE_ENV: 'test', SIMULATOR_SEED: SEED }).SIMULATOR_SEED).toBe(SEED);
    expect(loadConfig({ NODE_ENV: 'test' }).SIMULATOR_SEED).toBeUndefined();
  });

  it('stops a production server without PRICE_FEED, naming the variable', () => {
    const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
    // Were it to start after all, it would do so in a folder of its own, on a port of its own.
    const dataDir = mkdtempSync(join(tmpdir(), 'bourse-prod-'));
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      PRICE_FEED: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
    };
    try {
      // A start through tsx takes seconds alone and over a minute beside the other CI lanes on 2 cores.
      const run = spawnSync(process.execPath, ['--import', 'tsx', main], { env, encoding: 'utf8', timeout: 150_000 });
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('PRICE_FEED: must be set in production');
      expect(run.stdout).not.toContain('Bourse is running');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
