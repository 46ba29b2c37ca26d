/**
 * Coupons through the API: the console (every rule, audited), the centre, claims holding their
 * value on the treasury's coupons book, one a user, a campaign running out of budget, an unfunded
 * book, pausing, and expiry releasing the hold (also across a restart), with the ledger checked.
 */
import type { Coupon, CouponCampaignAdmin, CouponCenter } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { campaignRow, claim, couponRow, createCampaign, ledgerProblems, treasury, useApp } from './testkit';

const DAY = 86_400_000;
const USDT = 1_000_000n;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  useApp(t);
});
afterAll(async () => {
  await t?.dispose();
});

const center = async (token: string) => (await t.call<CouponCenter>('GET', '/coupons/center', {}, { token })).body.message;

describe('console', () => {
  it('creates a campaign (audited) and lists it with its budget, held and spent', async () => {
    const c = await createCampaign(t, { kind: 'fee_discount', product: 'microtrade', percent: 50, value: '1', budget: '100' });
    expect(c).toMatchObject({ kind: 'fee_discount', product: 'microtrade', percent: 50, value: '1', budget: '100', held: '0', spent: '0' });
    expect(c).toMatchObject({ remaining: '100', availability: 'open', audience: 'public', status: 'active', issued: 0 });
    const token = await t.operatorToken('finance');
    const list = await t.call<CouponCampaignAdmin[]>('GET', '/operator/coupons/campaigns', {}, { token });
    expect(list.body.message.some((x) => x.id === c.id)).toBe(true);
    const audit = await t.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE action LIKE '%coupons/campaigns%' ORDER BY id`);
    expect(audit.rows.map((r) => r.action)).toContain('POST /operator/coupons/campaigns');
  });

  it('refuses terms that do not fit, naming why, and writes nothing', async () => {
    const token = await t.operatorToken('finance');
    const before = (await t.db.query('SELECT count(*)::int AS n FROM coupon_campaigns')).rows[0];
    const base = {
      kind: 'fee_discount',
      product: 'lever',
      percent: 20,
      currency_id: 3,
      value: '1',
      budget: '10',
      valid_days: 7,
      claim_days: 7,
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ percent: undefined }, 'COUPON_PERCENT_INVALID'],
      [{ kind: 'stake_voucher' }, 'COUPON_PRODUCT_INVALID'],
      [{ kind: 'margin_voucher', product: undefined }, 'COUPON_PERCENT_INVALID'],
      [{ percent: 101 }, 'COUPON_PERCENT_INVALID'],
      [{ currency_id: 1 }, 'COUPON_CURRENCY_UNSUPPORTED'],
      [{ value: '0' }, 'COUPON_VALUE_INVALID'],
      [{ value: '0.0000001' }, 'COUPON_VALUE_INVALID'],
      [{ budget: '0.5' }, 'COUPON_VALUE_INVALID'],
      [{ valid_days: 0 }, 'COUPON_VALID_DAYS_INVALID'],
      [{ kind: 'lottery' }, 'COUPON_KIND_INVALID'],
      [{ product: 'stocks' }, 'COUPON_PRODUCT_INVALID'],
      // Spot takes fee discounts only: a voucher's product follows from its kind.
      [{ kind: 'margin_voucher', product: 'spot', percent: undefined }, 'COUPON_PRODUCT_INVALID'],
    ];
    for (const [over, code] of cases) {
      const body = Object.fromEntries(Object.entries({ ...base, ...over }).filter(([, v]) => v !== undefined));
      const r = await t.call('POST', '/operator/coupons/campaigns', body, { token });
      expect([JSON.stringify(over), r.body.code]).toEqual([JSON.stringify(over), code]);
    }
    expect((await t.db.query('SELECT count(*)::int AS n FROM coupon_campaigns')).rows[0]).toEqual(before);
    const user = await t.newUser();
    expect((await t.call('POST', '/operator/coupons/campaigns', base, { token: user.token })).body.type).toBe('999');
    const support = await t.operatorToken('support');
    expect((await t.call('POST', '/operator/coupons/campaigns', base, { token: support })).body.code).toBe('FORBIDDEN');
  });
});

describe('claiming', () => {
  it('lists what can be claimed, holds the value on the treasury book, and once a user', async () => {
    const c = await createCampaign(t, { kind: 'margin_voucher', value: '20', budget: '1000' });
    const user = await t.newUser();
    const before = await treasury();
    expect((await center(user.token)).campaigns.find((x) => x.id === c.id)).toMatchObject({
      availability: 'open',
      claimed: false,
      value: '20',
    });
    const coupon = await claim(t, user.token, c.id);
    expect(coupon).toMatchObject({ kind: 'margin_voucher', product: 'lever', status: 'held', source: 'claim', value: '20', used_at: null });
    expect(coupon.expires_at - coupon.claimed_at).toBe(7 * DAY);
    const after = await treasury();
    expect([after.available - before.available, after.frozen - before.frozen]).toEqual([-20n * USDT, 20n * USDT]);
    expect(await campaignRow(t, c.id)).toMatchObject({ held: String(20n * USDT), spent: '0', issued: 1 });
    const again = await t.call('POST', '/coupons/claim', { campaign_id: c.id }, { token: user.token });
    expect(again.body.code).toBe('COUPON_ALREADY_CLAIMED');
    const mine = await center(user.token);
    expect(mine.campaigns.find((x) => x.id === c.id)?.claimed).toBe(true);
    expect(mine.coupons.map((x) => x.id)).toContain(coupon.id);
    const usable = await t.call<Coupon[]>('GET', '/coupons/usable', { product: 'lever' }, { token: user.token });
    expect(usable.body.message.map((x) => x.id)).toEqual([coupon.id]);
    expect((await t.call<Coupon[]>('GET', '/coupons/usable', { product: 'microtrade' }, { token: user.token })).body.message).toEqual([]);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('refuses unknown, game-only and paused campaigns, bad input, and a visitor', async () => {
    const user = await t.newUser();
    const game = await createCampaign(t, { kind: 'stake_voucher', value: '10', budget: '100', audience: 'game' });
    expect((await center(user.token)).campaigns.some((x) => x.id === game.id)).toBe(false);
    const claimOf = (id: unknown) => t.call('POST', '/coupons/claim', { campaign_id: id }, { token: user.token });
    expect((await claimOf(game.id)).body.code).toBe('COUPON_CAMPAIGN_NOT_FOUND');
    expect((await claimOf(999_999)).body.code).toBe('COUPON_CAMPAIGN_NOT_FOUND');
    expect((await claimOf('x')).body.code).toBe('COUPON_CAMPAIGN_NOT_FOUND');
    const c = await createCampaign(t, { kind: 'stake_voucher', value: '10', budget: '100' });
    const finance = await t.operatorToken('finance');
    await t.call('POST', '/operator/coupons/campaigns/status', { id: c.id, status: 'paused' }, { token: finance });
    expect((await claimOf(c.id)).body.code).toBe('COUPON_CAMPAIGN_CLOSED');
    expect((await center(user.token)).campaigns.find((x) => x.id === c.id)?.availability).toBe('paused');
    await t.call('POST', '/operator/coupons/campaigns/status', { id: c.id, status: 'active' }, { token: finance });
    expect((await claimOf(c.id)).body.type).toBe('ok');
    expect(
      (await t.call('POST', '/operator/coupons/campaigns/status', { id: 999_999, status: 'active' }, { token: finance })).body.code,
    ).toBe('COUPON_CAMPAIGN_NOT_FOUND');
    expect((await t.call('GET', '/coupons/center', {})).body.type).toBe('999');
    expect((await t.call('GET', '/coupons/usable', { product: 'stocks' }, { token: user.token })).body.code).toBe('COUPON_PRODUCT_INVALID');
    expect((await t.call('GET', '/coupons/center', { extra: 1 }, { token: user.token })).body.code).toBe('UNKNOWN_FIELD');
  });

  it('stops issuing when the budget has no room for another coupon', async () => {
    const c = await createCampaign(t, { kind: 'fee_discount', product: 'lever', percent: 10, value: '5', budget: '10' });
    const [a, b, late] = [await t.newUser(), await t.newUser(), await t.newUser()];
    await claim(t, a.token, c.id);
    await claim(t, b.token, c.id);
    const before = await treasury();
    const r = await t.call('POST', '/coupons/claim', { campaign_id: c.id }, { token: late.token });
    expect(r.body.code).toBe('COUPON_BUDGET_EXHAUSTED');
    expect(await treasury()).toEqual(before);
    expect((await center(late.token)).campaigns.find((x) => x.id === c.id)?.availability).toBe('exhausted');
    expect(await campaignRow(t, c.id)).toMatchObject({ held: String(10n * USDT), issued: 2 });
  });

  it('refuses a claim the treasury book cannot hold (awaiting funding), changing nothing', async () => {
    const c = await createCampaign(t, { kind: 'margin_voucher', value: '500000', budget: '1000000' });
    const user = await t.newUser();
    expect((await center(user.token)).campaigns.find((x) => x.id === c.id)?.availability).toBe('awaiting_funding');
    const before = await treasury();
    expect((await t.call('POST', '/coupons/claim', { campaign_id: c.id }, { token: user.token })).body.code).toBe(
      'COUPON_AWAITING_FUNDING',
    );
    expect(await treasury()).toEqual(before);
    expect(await campaignRow(t, c.id)).toMatchObject({ held: '0', issued: 0 });
    expect((await t.db.query('SELECT 1 FROM coupons WHERE campaign_id = $1', [c.id])).rows).toEqual([]);
  });
});

describe('expiry', () => {
  it('releases an expired coupon’s hold on the clock, and across a restart; it can no longer be used', async () => {
    const c = await createCampaign(t, { kind: 'stake_voucher', value: '10', budget: '100', valid_days: 1 });
    const [a, b] = [await t.newUser(), await t.newUser()];
    const ca = await claim(t, a.token, c.id);
    const cb = await claim(t, b.token, c.id);
    const held = await treasury();
    t.clock.advance(DAY + 1000);
    // Past its expiry (the clock's minute timer may already have released it): an order cannot use it.
    await t.fund(a.userId, 'USDT', '100', 'micro');
    await t.tick('BTC/USDT', '50000');
    const used = await t.call(
      'POST',
      '/microtrade/submit',
      { match_id: 1, currency_id: 3, type: 1, seconds: 30, number: '10', coupon_id: ca.id },
      { token: a.token },
    );
    expect(used.body.code).toBe('COUPON_EXPIRED');
    await t.built.modules.coupons.expiry.expireDue();
    expect((await couponRow(t, ca.id)).status).toBe('expired');
    const after = await treasury();
    expect([after.available - held.available, after.frozen - held.frozen]).toEqual([20n * USDT, -20n * USDT]);
    expect(await campaignRow(t, c.id)).toMatchObject({ held: '0', spent: '0', issued: 2 });
    expect((await couponRow(t, cb.id)).status).toBe('expired');
    // A coupon that expires while the server is down is released at the next start.
    const d = await createCampaign(t, { kind: 'stake_voucher', value: '10', budget: '100', valid_days: 1 });
    const cd = await claim(t, a.token, d.id);
    await t.restart();
    t.clock.advance(DAY + 1000);
    await t.restart();
    expect((await couponRow(t, cd.id)).status).toBe('expired');
    expect(await ledgerProblems(t)).toEqual([]);
  });
});
