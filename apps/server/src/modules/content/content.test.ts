/** Site content in every language (SPEC section 7, "Site content"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage, DefaultInfo, FaqItem, MenuItem, NewsItem, Page, PopNotice } from '@bourse/contract';
import { LANGS } from '@bourse/contract';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

describe('site content', () => {
  it('serves the site config, defaults and public settings', async () => {
    expect((await t.call('GET', '/getSiteConfig')).body.message).toEqual({ site_logo: '/static/logo.svg', site_name: 'Bourse' });
    const info = (await t.call<DefaultInfo>('GET', '/default/info')).body.message;
    expect(info).toMatchObject({ version: '0.8.0', h5_version: 1, invite_required: false, default_fiat: 'USD', simulated_market: true });
    expect(info.langs).toEqual([...LANGS]);
    expect(info.fiats).toHaveLength(11);
    expect((await t.call('GET', '/getSetting', { keyword: 'site_name' })).body.message).toBe('Bourse');
    expect((await t.call('GET', '/getSetting', { keyword: 'no_such_thing' })).body.code).toBe('SETTING_NOT_FOUND');
    expect((await t.call('GET', '/getSetting', {})).body.code).toBe('INVALID_PARAMETER');
  });

  it.each([...LANGS])('serves news, banners, the pop-up, FAQ and pages in %s', async (lang) => {
    const news = (await t.call<Page<NewsItem>>('POST', '/news/list', { c_id: 4 }, { lang })).body.message;
    const banners = (await t.call<Page<NewsItem>>('POST', '/news/list', { c_id: 5 }, { lang })).body.message;
    expect(news.total).toBe(4);
    expect(banners.data).toHaveLength(3);
    expect(banners.data.every((b) => b.cover?.startsWith('/static/banners/'))).toBe(true);
    const detail = (await t.call<NewsItem>('POST', '/news/detail', { id: news.data[0]!.id }, { lang })).body.message;
    expect(detail.body.length).toBeGreaterThan(200);
    const pop = (await t.call<PopNotice>('GET', '/news/index_pop', {}, { lang })).body.message;
    expect(pop.title.length).toBeGreaterThan(3);
    const faq = (await t.call<FaqItem[]>('GET', '/faq', {}, { lang })).body.message;
    expect(faq).toHaveLength(10);
    for (const keyword of ['aboutus', 'contactus', 'operational_compliance'] as const) {
      const page = (await t.call<ContentPage>('GET', `/${keyword}`, {}, { lang })).body.message;
      expect(page.keyword).toBe(keyword);
      expect(page.body.length).toBeGreaterThan(400);
    }
  });

  it('gives each language its own text', async () => {
    const titles = new Set<string>();
    for (const lang of LANGS) titles.add((await t.call<ContentPage>('GET', '/operational_compliance', {}, { lang })).body.message.title);
    expect(titles.size).toBeGreaterThanOrEqual(7); // zh and hk may share characters, never all eight
  });

  it('keeps the compliance page honest: risks, fees, proofs, and no promised returns', async () => {
    const page = (await t.call<ContentPage>('GET', '/operational_compliance', {}, { lang: 'en' })).body.message.body.toLowerCase();
    for (const word of ['liquidation', 'fee', 'proof', 'simulated', 'insurance fund', 'margin']) expect(page).toContain(word);
    // Every mention of a guarantee is a denial of one ("nothing ... promises a guaranteed return").
    for (const m of page.matchAll(/guarante\w*/g)) {
      const before = page.slice(Math.max(0, m.index - 60), m.index);
      expect(before, before).toMatch(/\b(no|not|nothing|never)\b/);
    }
  });

  it('pages news and refuses unknown articles and categories with nothing in them', async () => {
    const page2 = (await t.call<Page<NewsItem>>('POST', '/news/list', { c_id: 4, page: 2, limit: 3 })).body.message;
    expect(page2).toMatchObject({ page: 2, pages: 2, total: 4, limit: 3 });
    expect(page2.data).toHaveLength(1);
    expect((await t.call<Page<NewsItem>>('POST', '/news/list', { c_id: 7 })).body.message.total).toBe(0);
    expect((await t.call('POST', '/news/detail', { id: 0 })).body.code).toBe('INVALID_PARAMETER');
  });

  it('lists every home shortcut of SPEC section 2 with its route', async () => {
    const menu = (await t.call<MenuItem[]>('GET', '/menu')).body.message;
    expect(menu).toHaveLength(26);
    expect(menu.every((m) => m.route.startsWith('/pages/'))).toBe(true);
    expect(menu.map((m) => m.key)).toContain('nft');
  });
});

describe('the home menu', () => {
  it('enables only the shortcuts of built products', async () => {
    const menu = (await t.call<MenuItem[]>('GET', '/menu')).body.message;
    expect(menu.filter((m) => m.enabled).map((m) => m.key)).toEqual([
      'contact',
      'borrowing',
      'repayment',
      'recharge',
      'withdraw',
      'stock',
      'contract',
      'copy',
      'financial',
      'superLeverage',
      'otc',
      'coupon',
      'bill',
      'exchange',
      'lockMining',
      'game',
      'chat',
      'quickDeposit',
      'defiMining',
      'cloudMining',
      'coinTransfer',
      'ieo',
      'options',
      'nft',
      'invest',
      'download',
    ]);
  });
});

describe('fiat rates', () => {
  it('serves USD-based rates for the eleven fiats from the embedded table', async () => {
    const rates = (await t.call<{ base: string; rates: Record<string, string>; source: string }>('GET', '/fiat/rates')).body.message;
    expect(rates.base).toBe('USD');
    expect(rates.source).toBe('embedded');
    expect(Object.keys(rates.rates).sort()).toEqual(['AED', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'PHP', 'SGD', 'THB', 'USD', 'VND']);
    expect(rates.rates.USD).toBe('1');
  });
});
