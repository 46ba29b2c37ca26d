/**
 * The NFT market through the API: the catalogue, minting and its audit, fixed-price sale inside
 * its window with the seller paid minus the fee in the same transaction, resale (the owner paid,
 * the date check the right way round), collections, messages, every validation rule and another
 * user's objects. The ledger is checked after every money path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NftArtist, NftArtistDetail, NftArtwork, NftOrder, Page } from '@bourse/contract';
import { createTestApp, type TestApp } from '../../../test/harness';
import { fees, HOUR, ledgerOk, mint, type NftWorld, nftWorld, spot, type User, usdt } from './nft.fixtures';

let t: TestApp;
let w: NftWorld;
let alice: User;
let bob: User;

beforeAll(async () => {
  t = await createTestApp();
  w = await nftWorld(t);
  alice = await t.newUser();
  bob = await t.newUser();
  await t.fund(alice.userId, 'USDT', '1000', 'exchange');
  await t.fund(bob.userId, 'USDT', '1000', 'exchange');
});
afterAll(async () => {
  await t?.dispose();
});

const buy = (token: string, code: string) => t.call<NftOrder>('POST', '/bind_box/buyNFT', { code }, { token });
const detail = (code: string, token?: string) => t.call<NftArtwork>('GET', '/bind_box/getBoxDetail', { code }, token ? { token } : {});

describe('catalogue and minting', () => {
  it('mints an artwork owned by the artist with a stated first-sale fee, and audits it', async () => {
    const art = await mint(t, w, { title: 'First light', price: '120' });
    expect(art.code).toMatch(/^A\d{6}$/);
    expect(art.creator.name).toBe('Mira Vale');
    expect(art.listing).toMatchObject({
      pay_type: 'fixed',
      pay_type_code: 1,
      price: '120',
      fee_percent: '5',
      primary: true,
      sale_status: 'started',
      currency: 'USDT',
    });
    const { rows } = await t.db.query<{ action: string }>('SELECT action FROM audit_log WHERE target = $1', [`nft_artwork:${art.code}`]);
    expect(rows.map((r) => r.action)).toContain('nft.mint');
    const list = await t.call<Page<NftArtwork>>('GET', '/bind_box/getBoxList', { keyword: 'first light' });
    expect(list.body.message.data.map((a) => a.code)).toContain(art.code);
    const artists = await t.call<Page<NftArtist>>('GET', '/bind_box/getArtist', { keyword: 'mira' });
    expect(artists.body.message.data[0]).toMatchObject({ name: 'Mira Vale' });
    const home = await t.call<NftArtistDetail>('GET', '/bind_box/getArtistDetail', { id: w.artist.id });
    expect(home.body.message.works.map((a) => a.code)).toContain(art.code);
  });

  it('makes only a Lv1-verified user an artist, once', async () => {
    const plain = await t.newUser();
    w.admin = await t.operatorToken('admin');
    const r = await t.call('POST', '/operator/nft/artists', { user_id: plain.userId, name: 'Nobody' }, { token: w.admin });
    expect(r.body.code).toBe('KYC_LEVEL1_REQUIRED');
    const again = await t.call('POST', '/operator/nft/artists', { user_id: w.artistUser.userId, name: 'Twice' }, { token: w.admin });
    expect(again.body.code).toBe('NFT_ARTIST_EXISTS');
  });

  it('refuses media that is not an NFT upload, unknown artists and windows that end first', async () => {
    const now = t.clock.now().getTime();
    const base = {
      artist_id: w.artist.id,
      title: 'X',
      type: 'image',
      media: w.image,
      pay_type: 1,
      price: '5',
      start_time: now,
      end_time: now + HOUR,
    };
    const call = (body: Record<string, unknown>) => t.call('POST', '/operator/nft/artworks', { ...base, ...body }, { token: w.admin });
    expect((await call({ media: '/uploads/' + 'a'.repeat(32) + '.png' })).body.code).toBe('NFT_MEDIA_INVALID');
    expect((await call({ type: 'video' })).body.code).toBe('NFT_MEDIA_INVALID');
    expect((await call({ artist_id: 999999 })).body.code).toBe('NFT_ARTIST_NOT_FOUND');
    expect((await call({ end_time: now - HOUR })).body.code).toBe('NFT_END_BEFORE_START');
    expect((await call({ price: '-1' })).body.code).toBe('NFT_PRICE_INVALID');
    expect((await call({ pay_type: 2 })).body.code).toBe('NFT_PRICE_INVALID');
    const support = await t.operatorToken('support');
    expect((await t.call('POST', '/operator/nft/artworks', base, { token: support })).body.code).toBe('FORBIDDEN');
  });
});

describe('fixed-price sale', () => {
  it('pays the artist the price minus the fee and moves the artwork in one transaction', async () => {
    const art = await mint(t, w, { price: '100' });
    const [a0, s0, f0] = [await spot(t, alice.userId), await spot(t, w.artistUser.userId), await fees(t)];
    const r = await buy(alice.token, art.code);
    expect(r.body.message).toMatchObject({ kind: 'fixed', price: '100', fee: '5', status: 'paid', mine_as: 'buyer' });
    expect((await spot(t, alice.userId)).available).toBe(a0.available - usdt(t, '100'));
    expect((await spot(t, w.artistUser.userId)).available).toBe(s0.available + usdt(t, '95'));
    expect(await fees(t)).toBe(f0 + usdt(t, '5'));
    const d = await detail(art.code, alice.token);
    expect(d.body.message).toMatchObject({ mine: true, listing: null });
    const mine = await t.call<Page<NftArtwork>>('GET', '/bind_box/getMyNFTs', {}, { token: alice.token });
    expect(mine.body.message.data.map((a) => a.code)).toContain(art.code);
    const { rows } = await t.db.query<{ kind: string }>('SELECT kind FROM ledger_entries WHERE idem_key = $1', [
      `nft:sale:${r.body.message.id}`,
    ]);
    expect(rows).toEqual([{ kind: 'nft.sale' }]);
    await ledgerOk(t);
    // The seller hears it was sold.
    const msgs = await t.call<{ data: Array<{ kind: string; read: boolean; id: number }>; unread: number }>(
      'GET',
      '/bind_box/getNFTOrderMessage',
      {},
      { token: w.artistUser.token },
    );
    expect(msgs.body.message.data[0]).toMatchObject({ kind: 'sold', read: false });
    await t.call('POST', '/bind_box/readNFTOrderMessage', { id: msgs.body.message.data[0]!.id }, { token: w.artistUser.token });
    const after = await t.call<{ data: Array<{ read: boolean }> }>(
      'GET',
      '/bind_box/getNFTOrderMessage',
      {},
      { token: w.artistUser.token },
    );
    expect(after.body.message.data[0]!.read).toBe(true);
    expect(
      (await t.call('POST', '/bind_box/readNFTOrderMessage', { id: msgs.body.message.data[0]!.id }, { token: alice.token })).body.code,
    ).toBe('NFT_MESSAGE_NOT_FOUND');
  });

  it('sells only inside the window: before and after it nothing moves', async () => {
    const now = t.clock.now().getTime();
    const later = await mint(t, w, { start: now + HOUR, end: now + 2 * HOUR });
    expect(later.listing?.sale_status).toBe('not_started');
    const a0 = await spot(t, alice.userId);
    expect((await buy(alice.token, later.code)).body.code).toBe('NFT_NOT_ON_SALE');
    t.clock.set(new Date(now + 3 * HOUR));
    expect((await buy(alice.token, later.code)).body.code).toBe('NFT_NOT_ON_SALE');
    expect(await spot(t, alice.userId)).toEqual(a0);
    await t.built.modules.nft.service.scheduler.runDue();
    expect((await detail(later.code)).body.message.listing).toBeNull();
  });

  it('refuses a buyer who cannot pay, and changes nothing', async () => {
    const art = await mint(t, w, { price: '5000' });
    expect((await buy(bob.token, art.code)).body.code).toBe('INSUFFICIENT_BALANCE');
    expect((await detail(art.code)).body.message.listing?.status).toBe('open');
    expect((await buy(w.artistUser.token, art.code)).body.code).toBe('NFT_OWN_ITEM');
    expect((await buy(bob.token, 'A999999')).body.code).toBe('NFT_NOT_FOUND');
    await ledgerOk(t);
  });

  it('answers a retry with the same Idempotency-Key once', async () => {
    const art = await mint(t, w, { price: '10' });
    const headers = { 'Idempotency-Key': 'buy-once-1' };
    const a = await t.call<NftOrder>('POST', '/bind_box/buyNFT', { code: art.code }, { token: bob.token, headers });
    const b = await t.call<NftOrder>('POST', '/bind_box/buyNFT', { code: art.code }, { token: bob.token, headers });
    expect(b.body.message.id).toBe(a.body.message.id);
  });
});

describe('resale', () => {
  it('lists an owned artwork (end after start), pays the owner minus the resale fee, and cannot be listed twice', async () => {
    const art = await mint(t, w, { price: '50' });
    await buy(alice.token, art.code);
    const now = t.clock.now().getTime();
    const resell = (body: Record<string, unknown>, token = alice.token) =>
      t.call<NftArtwork>(
        'POST',
        '/bind_box/resellNFT',
        { code: art.code, pay_type: 1, price: '80', start_time: now, end_time: now + HOUR, ...body },
        { token },
      );
    expect((await resell({ end_time: now - 1 })).body.code).toBe('NFT_END_BEFORE_START');
    expect((await resell({ start_time: now + 2 * HOUR, end_time: now + HOUR })).body.code).toBe('NFT_END_BEFORE_START');
    expect((await resell({ price: '0' })).body.code).toBe('NFT_PRICE_INVALID');
    expect((await resell({ price: 'abc' })).body.code).toBe('NFT_PRICE_INVALID');
    expect((await resell({ pay_type: 2 })).body.code).toBe('NFT_PRICE_INVALID');
    expect((await resell({ pay_type: 9 })).body.code).toBe('NFT_PAY_TYPE_INVALID');
    expect((await resell({ start_time: 'not a date' })).body.code).toBe('NFT_TIME_INVALID');
    expect((await resell({}, bob.token)).body.code).toBe('NFT_NOT_FOUND');
    const listed = await resell({ start_time: new Date(now).toISOString(), end_time: now + HOUR });
    expect(listed.body.message.listing).toMatchObject({ price: '80', primary: false, fee_percent: '2.5' });
    expect((await resell({})).body.code).toBe('NFT_ALREADY_LISTED');
    const [o0, s0] = [await spot(t, alice.userId), await spot(t, w.artistUser.userId)];
    const order = await buy(bob.token, art.code);
    expect(order.body.message).toMatchObject({ price: '80', fee: '2', status: 'paid' });
    expect((await spot(t, alice.userId)).available).toBe(o0.available + usdt(t, '78'));
    expect(await spot(t, w.artistUser.userId)).toEqual(s0);
    await ledgerOk(t);
  });

  it('puts an owned artwork up for auction with a margin from the stated rule', async () => {
    const art = await mint(t, w, { price: '40' });
    await buy(alice.token, art.code);
    const now = t.clock.now().getTime();
    const r = await t.call<NftArtwork>(
      'POST',
      '/bind_box/resellNFT',
      { code: art.code, pay_type: 'auction', price: '40', per_increase: '5', start_time: now, end_time: now + HOUR },
      { token: alice.token },
    );
    expect(r.body.message.listing).toMatchObject({ pay_type: 'auction', price: '40', per_increase: '5', margin: '4', min_bid: '40' });
  });
});

describe('collections and owners', () => {
  it('collects and uncollects, counts fans, and lists the collection', async () => {
    const art = await mint(t, w, { title: 'Collected' });
    const on = await t.call<{ collected: boolean }>('POST', '/bind_box/collect', { code: art.code }, { token: bob.token });
    expect(on.body.message.collected).toBe(true);
    const col = await t.call<Page<NftArtwork>>('GET', '/bind_box/getCollection', {}, { token: bob.token });
    expect(col.body.message.data[0]).toMatchObject({ code: art.code, collected: true });
    const home = await t.call<NftArtistDetail>('GET', '/bind_box/getArtistDetail', { id: w.artist.id });
    expect(home.body.message.artist.fans).toBeGreaterThanOrEqual(1);
    const off = await t.call<{ collected: boolean }>('POST', '/bind_box/collect', { code: art.code }, { token: bob.token });
    expect(off.body.message.collected).toBe(false);
  });

  it('needs a session for the caller’s own lists', async () => {
    for (const path of [
      '/bind_box/getMyNFTs',
      '/bind_box/getCollection',
      '/bind_box/getNeedPayNFTOrder',
      '/bind_box/getMyBindBoxQuotationLog',
      '/bind_box/getNFTOrderMessage',
    ]) {
      expect((await t.call('GET', path, {})).body.type).toBe('999');
    }
    const cur = await t.call<Array<{ currency: string; available: string | null }>>(
      'GET',
      '/bind_box/getNftCurrency',
      {},
      { token: bob.token },
    );
    expect(cur.body.message[0]).toMatchObject({ currency: 'USDT' });
    expect(cur.body.message[0]!.available).not.toBeNull();
  });
});
