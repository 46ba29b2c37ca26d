/**
 * Auctions on the test clock: three bidders, the minimum increase, the margin held once at each
 * bidder's first bid, the anti-sniping extension, the end (losers' margins released, the winner's
 * order due in a day), paying within the day (margin released, seller paid minus the fee), and an
 * unpaid win forfeiting the margin to the seller. The ledger is checked after each step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NftArtwork, NftBid, NftOrder, Page } from '@bourse/contract';
import { createTestApp, type TestApp } from '../../../test/harness';
import { fees, HOUR, ledgerOk, MIN, mint, type NftWorld, nftWorld, spot, type User, usdt } from './nft.fixtures';

let t: TestApp;
let w: NftWorld;
let a: User;
let b: User;
let c: User;

beforeAll(async () => {
  t = await createTestApp();
  w = await nftWorld(t);
  [a, b, c] = [await t.newUser(), await t.newUser(), await t.newUser()];
  for (const u of [a, b, c]) await t.fund(u.userId, 'USDT', '1000', 'exchange');
});
afterAll(async () => {
  await t?.dispose();
});

const bid = (u: User, code: string, price: string) => t.call<NftBid>('POST', '/bind_box/auctionNFT', { code, price }, { token: u.token });
const detail = (code: string) => t.call<NftArtwork>('GET', '/bind_box/getBoxDetail', { code });
const run = () => t.built.modules.nft.service.scheduler.runDue();
const unpaid = (u: User) => t.call<Page<NftOrder>>('GET', '/bind_box/getNeedPayNFTOrder', {}, { token: u.token });
const kinds = async (u: User) =>
  (await t.call<{ data: Array<{ kind: string }> }>('GET', '/bind_box/getNFTOrderMessage', {}, { token: u.token })).body.message.data.map(
    (m) => m.kind,
  );

describe('an auction with three bidders', () => {
  it('holds margins, enforces the increase, extends near the end, and the winner pays within a day', async () => {
    const start = t.clock.now().getTime();
    const art = await mint(t, w, { pay_type: 'auction', price: '100', per_increase: '10', margin: '20', end: start + HOUR });
    expect(art.listing).toMatchObject({ pay_type: 'auction', min_bid: '100', margin: '20', current_bid: null });
    const margin = await t.call<{ margin: string; pay_window_ms: number; extend_window_ms: number }>('GET', '/bind_box/marginNFT', {
      code: art.code,
    });
    expect(margin.body.message).toMatchObject({ margin: '20', pay_window_ms: 24 * HOUR, extend_window_ms: 5 * MIN });

    expect((await bid(a, art.code, '99')).body).toMatchObject({ code: 'NFT_BID_TOO_LOW', message: expect.stringContaining('100') });
    expect((await bid(w.artistUser, art.code, '100')).body.code).toBe('NFT_OWN_ITEM');
    const a0 = await spot(t, a.userId);
    expect((await bid(a, art.code, '100')).body.message).toMatchObject({ price: '100', leading: true, mine: true });
    expect(await spot(t, a.userId)).toEqual({ available: a0.available - usdt(t, '20'), frozen: a0.frozen + usdt(t, '20') });
    expect((await bid(a, art.code, '120')).body.code).toBe('NFT_ALREADY_LEADING');
    expect((await bid(b, art.code, '109.99')).body.code).toBe('NFT_BID_TOO_LOW');
    await bid(b, art.code, '110');
    expect(await kinds(a)).toContain('outbid');
    await bid(a, art.code, '130');
    // a's margin was held once, at the first bid.
    expect((await spot(t, a.userId)).frozen).toBe(a0.frozen + usdt(t, '20'));
    await ledgerOk(t);

    // 3 minutes before the end, c bids: the end moves on by five minutes.
    t.clock.set(new Date(start + HOUR - 3 * MIN));
    await bid(c, art.code, '140');
    const extended = (await detail(art.code)).body.message.listing!;
    expect(extended.end_time).toBe(start + HOUR + 5 * MIN);
    expect(extended.original_end_time).toBe(start + HOUR);
    // At the first end the auction is still running; b bids again.
    t.clock.set(new Date(start + HOUR + MIN));
    await run();
    expect((await detail(art.code)).body.message.listing?.status).toBe('open');
    await bid(b, art.code, '150');
    // That bid was within five minutes of the extended end too: it moves on again.
    expect((await detail(art.code)).body.message.listing!.end_time).toBe(start + HOUR + 10 * MIN);
    const log = await t.call<Page<NftBid>>('GET', '/bind_box/getBindBoxQuotationLog', { code: art.code });
    expect(log.body.message.data.map((x) => x.price)).toEqual(['150', '140', '130', '110', '100']);

    // The end: b wins; a's and c's margins come back; b's stays held until b pays.
    t.clock.set(new Date(start + HOUR + 10 * MIN));
    expect((await bid(a, art.code, '200')).body.code).toBe('NFT_NOT_ON_SALE');
    const report = await run();
    expect(report.auctionsClosed).toBe(1);
    expect(await spot(t, a.userId)).toEqual(a0);
    expect((await spot(t, c.userId)).frozen).toBe(0n);
    expect((await spot(t, b.userId)).frozen).toBe(usdt(t, '20'));
    const order = (await unpaid(b)).body.message.data[0]!;
    expect(order).toMatchObject({
      kind: 'auction',
      price: '150',
      fee: '7.5',
      status: 'unpaid',
      margin: '20',
      due_time: start + HOUR + 10 * MIN + 24 * HOUR,
    });
    expect(await kinds(b)).toContain('won');
    expect((await t.call('POST', '/bind_box/payNFTOrder', { id: order.id }, { token: a.token })).body.code).toBe('ORDER_NOT_FOUND');
    await ledgerOk(t);

    // Reminder before the due time, then b pays within the day.
    t.clock.set(new Date(order.due_time! - HOUR));
    await run();
    expect(await kinds(b)).toContain('pay_due');
    const [b0, s0, f0] = [await spot(t, b.userId), await spot(t, w.artistUser.userId), await fees(t)];
    const paid = await t.call<NftOrder>('POST', '/bind_box/payNFTOrder', { id: order.id }, { token: b.token });
    expect(paid.body.message).toMatchObject({ status: 'paid' });
    expect(await spot(t, b.userId)).toEqual({ available: b0.available + usdt(t, '20') - usdt(t, '150'), frozen: 0n });
    expect((await spot(t, w.artistUser.userId)).available).toBe(s0.available + usdt(t, '142.5'));
    expect(await fees(t)).toBe(f0 + usdt(t, '7.5'));
    expect((await detail(art.code)).body.message).toMatchObject({ listing: null, owner: expect.any(String) });
    const mine = await t.call<Page<NftArtwork>>('GET', '/bind_box/getMyNFTs', {}, { token: b.token });
    expect(mine.body.message.data.map((x) => x.code)).toContain(art.code);
    expect(await kinds(w.artistUser)).toContain('sold');
    await ledgerOk(t);
  });
});

describe('after the end', () => {
  it('forfeits an unpaid winner’s margin to the seller, as stated before bidding', async () => {
    const start = t.clock.now().getTime();
    const art = await mint(t, w, { pay_type: 'auction', price: '100', per_increase: '10', margin: '20', end: start + HOUR });
    await bid(a, art.code, '100');
    await bid(c, art.code, '110');
    t.clock.set(new Date(start + HOUR));
    await run();
    const order = (await unpaid(c)).body.message.data[0]!;
    const [c0, s0] = [await spot(t, c.userId), await spot(t, w.artistUser.userId)];
    t.clock.set(new Date(order.due_time!));
    expect((await t.call('POST', '/bind_box/payNFTOrder', { id: order.id }, { token: c.token })).body.code).toBe('NFT_ORDER_EXPIRED');
    expect((await run()).ordersExpired).toBe(1);
    expect(await spot(t, c.userId)).toEqual({ available: c0.available, frozen: c0.frozen - usdt(t, '20') });
    expect((await spot(t, w.artistUser.userId)).available).toBe(s0.available + usdt(t, '20'));
    expect(await kinds(c)).toContain('expired');
    expect(await kinds(w.artistUser)).toContain('forfeit_received');
    const all = await t.call<Page<NftOrder>>('GET', '/bind_box/getNeedPayNFTOrder', { status: 'all' }, { token: c.token });
    expect(all.body.message.data.find((o) => o.id === order.id)?.status).toBe('expired');
    // The artwork stays with the artist and leaves the market; a second pass changes nothing.
    expect((await detail(art.code)).body.message.listing).toBeNull();
    expect((await run()).ordersExpired).toBe(0);
    await ledgerOk(t);
  });

  it('closes an auction without bids as unsold, and survives a restart between the end and the pass', async () => {
    const start = t.clock.now().getTime();
    const none = await mint(t, w, { pay_type: 'auction', price: '100', end: start + HOUR });
    const one = await mint(t, w, { pay_type: 'auction', price: '100', end: start + HOUR });
    await bid(a, one.code, '100');
    t.clock.set(new Date(start + 2 * HOUR));
    await t.restart();
    // The restarted app ran a pass at start: both are closed already.
    expect((await detail(none.code)).body.message.listing).toBeNull();
    expect((await detail(one.code)).body.message.listing?.status).toBe('awaiting_payment');
    expect((await unpaid(a)).body.message.data.map((o) => o.code)).toContain(one.code);
    expect(await kinds(w.artistUser)).toContain('unsold');
    await ledgerOk(t);
  });
});
