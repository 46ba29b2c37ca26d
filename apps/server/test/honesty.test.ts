/**
 * DESIGN.md section 1, rule 1: no endpoint, job or operator screen can set, nudge or delay an
 * outcome, a price or a chart. This lists every operator endpoint, shows that none belongs to a
 * module that decides outcomes or keeps prices, and that no code behind an operator endpoint
 * writes to the tables that hold orders, positions, results, ticks or K-lines.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

const MODULES = fileURLToPath(new URL('../src/modules', import.meta.url));
/** Where outcomes and prices live. */
const OUTCOME_TABLES = [
  'ticks',
  'klines',
  'spot_orders',
  'spot_trades',
  'lever_positions',
  'lever_overnight',
  'micro_orders',
  'dual_orders',
  'loans',
  'loan_accruals',
  'otc_quotes',
  'game_rounds',
  'game_predictions',
];
const OUTCOME_MODULES = ['market-data', 'spot', 'lever', 'microtrade'];
/**
 * Product modules whose console lives beside their settlement: only these files serve operator
 * endpoints, and they may not write an outcome table (the module's own test also shows that no
 * operator call changes an order).
 */
const CONSOLE_FILES: Record<string, string[]> = {
  'dual-invest': ['console.ts', 'routes.ts'],
  loans: ['console.ts', 'routes.ts'],
  otc: ['console.ts', 'routes.ts'],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

it('lists the operator endpoints: none is in a module that decides outcomes or keeps prices', () => {
  const modules = t.built.modules.list;
  const operatorRoutes = modules.flatMap((m) =>
    m.routes.filter((r) => r.auth === 'operator').map((r) => ({ module: m.name, route: `${r.method} ${r.url}` })),
  );
  expect(operatorRoutes.length).toBeGreaterThan(10);
  for (const r of operatorRoutes) {
    expect(r.route).toMatch(/ \/operator\//);
    expect(OUTCOME_MODULES).not.toContain(r.module);
  }
  // The list itself, so a new operator endpoint shows up in review.
  // reserves: publishing a snapshot and reading the platform's own balances (it moves no money).
  // ieo: creating, opening and pausing projects; none takes a share, a price or an allocation.
  expect(operatorRoutes.filter((r) => r.module === 'ieo').map((r) => r.route)).toEqual([
    'GET /operator/ieo/projects',
    'POST /operator/ieo/projects',
    'POST /operator/ieo/projects/open',
    'POST /operator/ieo/projects/pause',
  ]);
  // copy-trading: approving or rejecting trader applications (no position, price or statistic).
  // dual-invest: listing, pausing and cancelling products before their start, and the treasury's cover.
  // nft: onboarding artists and minting artworks and blind-box series (see the NFT test below).
  // lock-mining: creating and pausing products and reading the treasury's cover; it writes only
  // lock_products (its own test checks operator.ts never touches an order), so no rate of an order changes.
  // loans and otc: one read-only view each of the pool and the desk (console.ts); nothing sets a
  // price, a spread, a loan or a liquidation.
  expect(new Set(operatorRoutes.map((r) => r.module))).toEqual(
    // chat: removing messages and muting users; support: answering and closing conversations. Neither
    // module holds money, a price or an outcome.
    new Set([
      'operator',
      'wallet',
      'kyc',
      'reserves',
      'ieo',
      'copy-trading',
      'dual-invest',
      'nft',
      'lock-mining',
      'loans',
      'otc',
      'chat',
      'support',
      // coupons: creating, pausing and resuming campaigns (desk.ts writes only coupon_campaigns; below).
      'coupons',
    ]),
  );
  expect(operatorRoutes.filter((r) => r.module === 'loans' || r.module === 'otc').map((r) => r.route)).toEqual([
    'GET /operator/loans/overview',
    'GET /operator/otc/desk',
  ]);
});

it('no module with operator endpoints writes to an outcome or price table', () => {
  const withOperatorRoutes = t.built.modules.list.filter((m) => m.routes.some((r) => r.auth === 'operator')).map((m) => m.name);
  for (const name of withOperatorRoutes) {
    const only = CONSOLE_FILES[name];
    const files = only ? only.map((f) => join(MODULES, name, f)) : sources(join(MODULES, name));
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const table of OUTCOME_TABLES) {
        expect(text, `${file} mentions ${table}`).not.toMatch(new RegExp(`(INSERT INTO|UPDATE|DELETE FROM)\\s+"?${table}\\b`, 'i'));
      }
    }
  }
});

it('recorded ticks cannot be changed or deleted, even by the database owner', async () => {
  await t.tick('BTC/USDT', '50000');
  await expect(t.db.query("UPDATE ticks SET price = '1' WHERE id = (SELECT max(id) FROM ticks)")).rejects.toThrow();
  await expect(t.db.query('DELETE FROM ticks WHERE id = (SELECT max(id) FROM ticks)')).rejects.toThrow();
});

it('the NFT console only onboards and mints: it writes no bid, order, margin or box draw, and takes no seed', () => {
  const text = readFileSync(join(MODULES, 'nft', 'console.ts'), 'utf8');
  for (const table of ['nft_bids', 'nft_orders', 'nft_margins', 'nft_messages']) {
    expect(text, `console.ts mentions ${table}`).not.toMatch(new RegExp(`(INSERT INTO|UPDATE|DELETE FROM)\\s+"?${table}\\b`, 'i'));
  }
  // A series' seed comes from the server's secure random source, never from the request.
  expect(text).toMatch(/const seed = randomBytes\(32\)\.toString\('hex'\)/);
  expect(text).not.toMatch(/input\.seed|item_idx|markOpened|takeNextBox|recordBid|postSale/);
});

it('the coupon console only creates, pauses and resumes campaigns: it writes no coupon a user holds', () => {
  const text = readFileSync(join(MODULES, 'coupons', 'desk.ts'), 'utf8');
  expect(text).not.toMatch(/(INSERT INTO|UPDATE|DELETE FROM)\s+"?coupons\b/i);
  expect(text).not.toMatch(/from '\.\/ledger'[^;]*(holdValue|payOut|takeBack|releaseAll)/);
});
