/**
 * Provably fair blind boxes and one buyer under concurrency: a series of 100 boxes, bought and
 * opened, verified against the revealed seed by an independent implementation of the stated rule
 * (node:crypto, not the shared one); the seed hidden until the series ends; no operator endpoint
 * can take a seed or a box's content. 50 buyers of one artwork at once: one owner, 49 refusals,
 * no money moved for them.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nftEndpoints, type NftOrder, type NftSeriesDetail, routeMap } from '@bourse/contract';
import { createTestApp, type TestApp } from '../../../test/harness';
import { fees, HOUR, ledgerOk, mint, mintSeries, type NftWorld, nftWorld, spot, type User, usdt } from './nft.fixtures';

let t: TestApp;
let w: NftWorld;
let buyers: User[];

beforeAll(async () => {
  t = await createTestApp();
  w = await nftWorld(t);
  buyers = [];
  for (let i = 0; i < 50; i++) {
    const u = await t.newUser();
    await t.fund(u.userId, 'USDT', '1000', 'exchange');
    buyers.push(u);
  }
});
afterAll(async () => {
  await t?.dispose();
});

/** The rule as README states it, written again here without @bourse/maths. */
function referenceDraws(seedHex: string, code: string, counts: number[]): number[] {
  const pool = counts.flatMap((n, i) => Array<number>(n).fill(i));
  const out: number[] = [];
  const total = pool.length;
  for (let box = 1; box <= total; box++) {
    const mac = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${code}:${box}`).digest('hex');
    const at = Number(BigInt(`0x${mac}`) % BigInt(pool.length));
    out.push(pool.splice(at, 1)[0]!);
  }
  return out;
}

describe('blind boxes', () => {
  it('sells 100 boxes, opens them, and every draw matches the revealed seed', async () => {
    const start = t.clock.now().getTime();
    const counts = [60, 30, 9, 1];
    const series = await mintSeries(
      t,
      w,
      [
        { name: 'Moth', rarity: 'N', count: 60 },
        { name: 'Owl', rarity: 'R', count: 30 },
        { name: 'Fox', rarity: 'SR', count: 9 },
        { name: 'Moon hare', rarity: 'SSR', count: 1 },
      ],
      { price: '10', end: start + HOUR },
    );
    expect(series).toMatchObject({
      box_count: 100,
      seed: null,
      sale_status: 'started',
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const a0 = await spot(t, w.artistUser.userId);
    const f0 = await fees(t);
    // Two boxes each for the 50 buyers; the buyer never picks which.
    for (const u of buyers) {
      for (let k = 0; k < 2; k++) {
        const r = await t.call<NftOrder>('POST', '/bind_box/buyNFT', { code: series.code }, { token: u.token });
        expect(r.body.message, JSON.stringify(r.body)).toMatchObject({ kind: 'box', price: '10', fee: '0.5' });
      }
    }
    expect((await t.call('POST', '/bind_box/buyNFT', { code: series.code }, { token: buyers[0]!.token })).body.code).toBe('NFT_SOLD_OUT');
    expect((await spot(t, w.artistUser.userId)).available).toBe(a0.available + usdt(t, '950'));
    expect(await fees(t)).toBe(f0 + usdt(t, '50'));
    await ledgerOk(t);

    let detail = (await t.call<NftSeriesDetail>('GET', '/bind_box/getSeries', { id: series.id })).body.message;
    expect(detail.boxes.every((b) => b.sold && !b.opened)).toBe(true);
    for (const u of buyers) {
      const mine = await t.call<{ data: Array<{ code: string; is_box: boolean }> }>('GET', '/bind_box/getMyNFTs', {}, { token: u.token });
      for (const box of mine.body.message.data.filter((x) => x.is_box)) {
        const r = await t.call<{ box_no: number; item: { index: number } }>(
          'POST',
          '/bind_box/openBlindBox',
          { code: box.code },
          { token: u.token },
        );
        expect(r.body.type, JSON.stringify(r.body)).toBe('ok');
      }
    }
    // Box 1 went to the first buyer (boxes are sold in number order); it opens once.
    expect((await t.call('POST', '/bind_box/openBlindBox', { code: detail.boxes[0]!.code }, { token: buyers[0]!.token })).body.code).toBe(
      'NFT_BOX_OPENED',
    );

    // Before the end the seed stays secret; after, the scheduler reveals it.
    expect((await t.call<NftSeriesDetail>('GET', '/bind_box/getSeries', { id: series.id })).body.message.seed).toBeNull();
    t.clock.set(new Date(start + HOUR));
    expect((await t.built.modules.nft.service.scheduler.runDue()).seriesRevealed).toBe(1);
    detail = (await t.call<NftSeriesDetail>('GET', '/bind_box/getSeries', { id: series.id })).body.message;
    const seed = detail.seed!;
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(series.commitment);
    const expected = referenceDraws(seed, series.code, counts);
    expect(detail.boxes.map((b) => b.item_index)).toEqual(expected);
    // The published counts hold: exactly one Moon hare.
    expect(expected.filter((i) => i === 3)).toHaveLength(1);
  });
});

describe('who can open and who can set', () => {
  it('refuses to open what is not the caller’s box', async () => {
    const art = await mint(t, w, { price: '1' });
    await t.call('POST', '/bind_box/buyNFT', { code: art.code }, { token: buyers[1]!.token });
    expect((await t.call('POST', '/bind_box/openBlindBox', { code: art.code }, { token: buyers[1]!.token })).body.code).toBe(
      'NFT_NOT_A_BOX',
    );
    expect((await t.call('POST', '/bind_box/openBlindBox', { code: art.code }, { token: buyers[2]!.token })).body.code).toBe(
      'NFT_NOT_FOUND',
    );
  });

  it('gives no operator endpoint a seed, a draw or a box content to set', () => {
    const operatorKeys = Object.keys(routeMap).filter((k) => k.includes(' /operator/nft/'));
    expect(operatorKeys.sort()).toEqual([
      'GET /operator/nft/artists',
      'GET /operator/nft/series',
      'POST /operator/nft/artists',
      'POST /operator/nft/artworks',
      'POST /operator/nft/series',
    ]);
    const fieldsOf = (k: string): string[] => {
      const shape = (nftEndpoints[k as keyof typeof nftEndpoints].input as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      return Object.keys(shape);
    };
    for (const k of operatorKeys) {
      for (const f of fieldsOf(k)) expect(f).not.toMatch(/seed|commit|draw|box_no|item_idx|item_index|owner|winner|bid/);
    }
  });
});

describe('one buyer under concurrency', () => {
  it('50 buyers of one artwork at once: one owner, 49 refusals, no money moved for them', async () => {
    const art = await mint(t, w, { price: '100' });
    const before = await Promise.all(buyers.map((u) => spot(t, u.userId)));
    const replies = await Promise.all(
      buyers.map((u) => t.call<NftOrder>('POST', '/bind_box/buyNFT', { code: art.code }, { token: u.token })),
    );
    const won = replies.map((r, i) => ({ r, i })).filter(({ r }) => r.body.type === 'ok');
    expect(won).toHaveLength(1);
    expect(replies.filter((r) => r.body.code === 'NFT_SOLD_OUT' || r.body.code === 'NFT_NOT_ON_SALE')).toHaveLength(49);
    const after = await Promise.all(buyers.map((u) => spot(t, u.userId)));
    for (const [i, b] of before.entries()) {
      if (i === won[0]!.i) expect(after[i]!.available).toBe(b.available - usdt(t, '100'));
      else expect(after[i]).toEqual(b);
    }
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM nft_orders WHERE artwork_id = $1', [art.id]);
    expect(rows[0]!.n).toBe(1);
    await ledgerOk(t);
  });

  it('a series sells each box once when many buy together', async () => {
    const series = await mintSeries(t, w, [{ name: 'Pebble', rarity: 'N', count: 20 }], {
      price: '1',
      end: t.clock.now().getTime() + HOUR,
    });
    const replies = await Promise.all(buyers.map((u) => t.call('POST', '/bind_box/buyNFT', { code: series.code }, { token: u.token })));
    expect(replies.filter((r) => r.body.type === 'ok')).toHaveLength(20);
    expect(replies.filter((r) => r.body.code === 'NFT_SOLD_OUT')).toHaveLength(30);
    await ledgerOk(t);
  });
});
