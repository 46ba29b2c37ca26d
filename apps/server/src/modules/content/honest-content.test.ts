/**
 * No seeded text names a product that is not built (issue 13, item 4): the launch notice, news,
 * banners, FAQ and the about, contact and compliance pages, as served in each of the eight
 * languages. When a product is built (ENABLED_PRODUCTS), its names leave the list below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isProductEnabled,
  LANGS,
  type ContentPage,
  type FaqItem,
  type NewsItem,
  type Page,
  type PopNotice,
  type Product,
} from '@bourse/contract';
import type { Lang } from '@bourse/i18n';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

/** How each language names the unbuilt products (and the in-app "Service" page that would be support's). */
const NAMES: Partial<Record<Product, Record<Lang, RegExp>>> = {
  copyTrading: {
    en: /copy trad|copy other|copied/i,
    zh: /跟单/,
    hk: /跟單/,
    th: /copy trading|คัดลอก/i,
    jp: /コピートレード|コピーされた/,
    kor: /카피|복사된/,
    fra: /copy trading|copier d'autres|copiée/i,
    spa: /copy trading|copiar a otros|copiada/i,
  },
  ieo: { en: /\bIEO/, zh: /IEO/, hk: /IEO/, th: /IEO/, jp: /IEO/, kor: /IEO/, fra: /\bIEO/, spa: /\bIEO/ },
  lockMining: {
    en: /staking|lock-up|lock up|mining/i,
    zh: /质押|锁仓|挖矿/,
    hk: /質押|鎖倉|挖礦/,
    th: /สเตก|ล็อกเหรียญ/,
    jp: /ステーキング|ロックアップ|マイニング/,
    kor: /스테이킹|락업|채굴/,
    fra: /staking|période de blocage/i,
    spa: /staking|periodo de bloqueo/i,
  },
  dualInvest: {
    en: /dual invest/i,
    zh: /双币/,
    hk: /雙幣/,
    th: /dual investment/i,
    jp: /デュアル投資/,
    kor: /듀얼 투자/,
    fra: /investissement double/i,
    spa: /inversión dual/i,
  },
  nft: {
    en: /\bNFT|blind.box/i,
    zh: /NFT|盲盒/,
    hk: /NFT|盲盒/,
    th: /NFT|กล่องสุ่ม/,
    jp: /NFT|ブラインドボックス/,
    kor: /NFT|블라인드 박스/,
    fra: /\bNFT|boîtes? mystères?/i,
    spa: /\bNFT|cajas? sorpresa/i,
  },
  rebates: {
    en: /rebate/i,
    zh: /返佣/,
    hk: /回贈/,
    th: /rebate|เงินคืน/i,
    jp: /リベート/,
    kor: /리베이트/,
    fra: /\bremises?\b/i,
    spa: /reembolsos? de comisiones/i,
  },
  coupons: { en: /coupon/i, zh: /优惠券/, hk: /優惠券/, th: /คูปอง/, jp: /クーポン/, kor: /쿠폰/, fra: /coupon/i, spa: /cup[oó]n/i },
  games: { en: /\bgames?\b/i, zh: /游戏/, hk: /遊戲/, th: /เกม/, jp: /ゲーム/, kor: /게임/, fra: /\bjeux?\b/i, spa: /juegos?/i },
  loans: {
    en: /\bloans?\b/i,
    zh: /借贷|贷款/,
    hk: /借貸|貸款/,
    th: /สินเชื่อ/,
    jp: /ローン/,
    kor: /대출/,
    fra: /\bprêts?\b/i,
    spa: /préstamos?/i,
  },
  otc: { en: /\bOTC/, zh: /OTC/, hk: /OTC/, th: /OTC/, jp: /OTC/, kor: /OTC/, fra: /\bOTC/, spa: /\bOTC/ },
  chat: { en: /\bchat\b/i, zh: /聊天/, hk: /聊天/, th: /แชต/, jp: /チャット/, kor: /채팅/, fra: /\bchat\b/i, spa: /\bchat\b/i },
  support: {
    en: /customer service|service page/i,
    zh: /客服/,
    hk: /客戶服務|客服/,
    th: /บริการลูกค้า|หน้า "บริการ"/,
    jp: /カスタマーサービス|「サービス」/,
    kor: /고객센터/,
    fra: /service client|page Service/i,
    spa: /atención al cliente|página Servicio/i,
  },
  finance: {
    en: /yield/i,
    zh: /理财/,
    hk: /理財/,
    th: /ผลตอบแทนรายวัน/,
    jp: /利回り/,
    kor: /수익률/,
    fra: /rendements? quotidiens?/i,
    spa: /rendimientos? diarios?/i,
  },
};

async function servedTexts(lang: Lang): Promise<string[]> {
  const get = async <T>(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) =>
    (await t.call<T>(method, url, body, { lang })).body.message;
  const texts: string[] = [];
  for (const cId of [4, 5]) {
    const list = await get<Page<NewsItem>>('POST', '/news/list', { c_id: cId, limit: 50 });
    for (const item of list.data) {
      const full = await get<NewsItem>('POST', '/news/detail', { id: item.id });
      texts.push(full.title, full.summary ?? '', full.body ?? '');
    }
  }
  const pop = await get<PopNotice | null>('GET', '/news/index_pop');
  if (pop) texts.push(pop.title, pop.body);
  for (const item of await get<FaqItem[]>('GET', '/faq')) texts.push(item.question, item.answer);
  for (const page of ['/aboutus', '/contactus', '/operational_compliance']) {
    const { title, body } = await get<ContentPage>('GET', page);
    texts.push(title, body);
  }
  return texts;
}

describe('seeded content', () => {
  it.each([...LANGS])('names no product that is not built, in %s', async (lang) => {
    const texts = await servedTexts(lang);
    expect(texts.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const [product, names] of Object.entries(NAMES) as Array<[Product, Record<Lang, RegExp>]>) {
      if (isProductEnabled(product)) continue;
      for (const text of texts) {
        const hit = names[lang].exec(text);
        if (hit) found.push(`${product}: "${text.slice(Math.max(0, hit.index - 40), hit.index + 40)}"`);
      }
    }
    expect(found).toEqual([]);
  });
});
