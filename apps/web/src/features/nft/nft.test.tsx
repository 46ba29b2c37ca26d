/**
 * The NFT screens' own logic: the routes (money and account pages behind sign-in), every text key
 * built at run time, the resale form's checks (named as the server names them, the end after the
 * start), and the browser's check of a blind-box series against its revealed seed.
 */
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import en from '@bourse/i18n/bundles/en';
import { NFT_MEDIA_TYPES, NFT_MESSAGE_KINDS, type NftSeriesDetail } from '@bourse/contract';
import { commitmentOf, drawSeries } from '@bourse/maths/blindbox';
import { RequireAuth } from '../../app/guard';
import { resellProblem } from './pages/Resell';
import { nftRoutes } from './routes';
import { verifySeries } from './verify';

function has(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('nft routes', () => {
  it('are the spec’s paths; buying, resale and the caller’s own pages need sign-in', () => {
    const guarded = (r: (typeof nftRoutes)[number]) => isValidElement(r.element) && r.element.type === RequireAuth;
    expect(Object.fromEntries(nftRoutes.map((r) => [r.path, guarded(r)]))).toEqual({
      '/pages/nft/nft': false,
      '/pages/nft/artistDetail': false,
      '/pages/nft/artworkDetail': false,
      '/pages/nft/artworkDetail_video': false,
      '/pages/nft/purchase': true,
      '/pages/nft/purchase_one': false,
      '/pages/nft/resell': true,
      '/pages/nft/myNft': true,
      '/pages/nft/mine': true,
      '/pages/nft/components/artwork': false,
      '/pages/nft/components/artist': false,
      '/pages/nft/components/search': false,
      '/pages/nft/components/collection': true,
    });
  });

  it('has every text key built at run time', () => {
    const keys = [
      ...NFT_MEDIA_TYPES.map((k) => `nft.type.${k}`),
      ...NFT_MESSAGE_KINDS.map((k) => `nft.messages.kind.${k}`),
      ...['none', 'not_started', 'started', 'ended'].map((k) => `nft.sale.${k}`),
      ...['paid', 'unpaid', 'expired'].map((k) => `nft.order.status.${k}`),
      ...['fixed', 'auction', 'box'].map((k) => `nft.order.kind.${k}`),
      ...['buyer', 'seller'].map((k) => `nft.order.as.${k}`),
      ...['all', 'fixed', 'auction', 'boxes', 'artists'].map((k) => `nft.tabs.${k}`),
      ...['pay', 'orders', 'bids', 'messages'].map((k) => `nft.mine.tabs.${k}`),
      ...['works', 'sold', 'fans'].map((k) => `nft.artists.${k}`),
      ...['NFT_PRICE_INVALID', 'NFT_TIME_INVALID', 'NFT_END_BEFORE_START'].map((k) => `errors.${k}`),
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });
});

describe('the resale form', () => {
  const ok = { auction: false, price: '80', perIncrease: '', start: '2026-11-20T10:00', end: '2026-11-21T10:00' };
  it('names each failure as the server does, the end after the start', () => {
    expect(resellProblem(ok)).toBeUndefined();
    expect(resellProblem({ ...ok, price: '0' })).toBe('NFT_PRICE_INVALID');
    expect(resellProblem({ ...ok, price: '1e3' })).toBe('NFT_PRICE_INVALID');
    expect(resellProblem({ ...ok, auction: true })).toBe('NFT_PRICE_INVALID');
    expect(resellProblem({ ...ok, auction: true, perIncrease: '5' })).toBeUndefined();
    expect(resellProblem({ ...ok, end: ok.start })).toBe('NFT_END_BEFORE_START');
    expect(resellProblem({ ...ok, end: '2026-11-19T10:00' })).toBe('NFT_END_BEFORE_START');
    expect(resellProblem({ ...ok, start: '' })).toBe('NFT_TIME_INVALID');
  });
});

describe('checking a series in the browser', () => {
  const seed = 'a'.repeat(64);
  async function series(itemIndexes: Array<number | null>): Promise<NftSeriesDetail> {
    const items = [2, 1].map((count, index) => ({ index, name: `i${index}`, rarity: 'N', count, type: 'image' as const, media: '/x.png' }));
    return {
      id: 1,
      code: 'S000001',
      name: 'S',
      cover: null,
      creator: { id: 1, name: 'A', avatar: null },
      currency_id: 3,
      currency: 'USDT',
      price: '1',
      fee_percent: '5',
      start_time: 0,
      end_time: 1,
      sale_status: 'ended',
      box_count: 3,
      sold_count: 3,
      items,
      commitment: await commitmentOf(seed),
      seed,
      revealed_at: 1,
      rule: '',
      boxes: itemIndexes.map((item_index, i) => ({
        box_no: i + 1,
        code: `S000001-00${i + 1}`,
        sold: true,
        opened: item_index !== null,
        item_index,
      })),
    };
  }

  it('passes a series whose opened boxes follow the rule, and catches a box that does not', async () => {
    const draws = await drawSeries(seed, 'S000001', [2, 1]);
    expect([...draws].sort()).toEqual([0, 0, 1]);
    const good = await verifySeries(await series([draws[0]!, null, draws[2]!]));
    expect(good).toMatchObject({ commitmentOk: true, allOk: true });
    const swapped = await verifySeries(await series([draws[0] === 0 ? 1 : 0, draws[1]!, draws[2]!]));
    expect(swapped?.allOk).toBe(false);
    expect(swapped?.boxes[0]?.ok).toBe(false);
    const wrongSeed = await verifySeries({ ...(await series([null, null, null])), commitment: 'b'.repeat(64) });
    expect(wrongSeed).toMatchObject({ commitmentOk: false, allOk: false });
  });
});
