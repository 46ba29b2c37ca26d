/**
 * Copy trading through the API with the scripted feed: a trader opens and closes, two followers
 * (multiple and lots) copy at the current price and close with the trader; the profit share only
 * on profit; self-holding; cancel; a follower closing a copy; the ledger checked after each.
 */
import type { CopyReceipt, Follow, FollowMy } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { getBalance, systemAccount, transfer } from '@bourse/ledger';
import { kit } from './kit.test-helpers';

let t: TestApp;
const k = kit(() => t);
const USDT = 1_000_000n;

beforeAll(async () => {
  t = await createTestApp();
  await k.steady(['BTC/USDT', '50000']);
});
afterAll(async () => {
  await t?.dispose();
});

describe('mirroring', () => {
  it('opens each follower a copy at the current price and closes it with the trader, paying the share on profit', async () => {
    const trader = await k.trader('10');
    const a = await k.user('1000');
    const b = await k.user('1000');
    await k.follow(a, trader.userId, { type: 1, number: '1.5' });
    await k.follow(b, trader.userId, { type: 2, number: '2' });
    const [a0, b0, t0] = [await k.lever(a.userId), await k.lever(b.userId), await k.lever(trader.userId)];

    const p = await k.open(trader.token, { share: 2 });
    const [ra] = await k.copies(a);
    const [rb] = await k.copies(b);
    // 2 lots x 1.5 = 3 lots; fixed lots: 2. Both at the feed's price now, with the trader's leverage.
    expect(ra).toMatchObject({
      status: 'open',
      lots: '3',
      trader_lots: 2,
      trader_price: '50000.00',
      follower_price: '50000.00',
      leverage: 10,
    });
    expect(ra).toMatchObject({ slippage_percent: '0', trader_position_id: p.id, skip_reason: null, profit_share_percent: '10' });
    expect(rb).toMatchObject({ status: 'open', lots: '2', follower_price: '50000.00' });
    expect(ra!.position).toMatchObject({ lots: 3, status: 'open', entry_price: '50000.00' });
    // 3 lots x 0.001 x 50,000 = 150 notional, 10x: 15 margin, 0.075 fee.
    expect(ra).toMatchObject({ margin: '15', fee: '0.075' });
    expect(await k.lever(a.userId)).toBe(a0 - 15n * USDT - 75_000n);
    await k.ledgerOk();

    await k.steady(['BTC/USDT', '51000']);
    expect((await k.close(trader.token, p.id)).body.type).toBe('ok');
    const [ca] = await k.copies(a);
    const [cb] = await k.copies(b);
    // A: 0.003 BTC x 1,000 = 3 profit - 0.075 fee = 2.925 net; 10 %: 0.2925 to the trader.
    expect(ca).toMatchObject({ status: 'closed', close_price: '51000.00', pnl: '2.925', profit_share: '0.2925' });
    expect(ca!.position).toMatchObject({ status: 'closed', close_reason: 'copy' });
    // B: 0.002 x 1,000 = 2 - 0.05 = 1.95 net; 0.195 share.
    expect(cb).toMatchObject({ status: 'closed', pnl: '1.95', profit_share: '0.195' });
    expect(await k.lever(a.userId)).toBe(a0 + 2_925_000n - 292_500n);
    expect(await k.lever(b.userId)).toBe(b0 + 1_950_000n - 195_000n);
    // The trader: own profit on 2 lots (0.002 x 1,000 = 2, fee 0.05) and both shares.
    expect(await k.lever(trader.userId)).toBe(t0 + 1_950_000n + 292_500n + 195_000n);
    await k.ledgerOk();
  });

  it('charges no profit share on a loss', async () => {
    const trader = await k.trader('10');
    const a = await k.user('1000');
    await k.follow(a, trader.userId);
    await k.steady(['BTC/USDT', '50000']);
    const a0 = await k.lever(a.userId);
    const p = await k.open(trader.token, { share: 2 });
    await k.steady(['BTC/USDT', '49000']);
    await k.close(trader.token, p.id);
    const [c] = await k.copies(a);
    // 0.002 x -1,000 = -2, fee 0.05: -2.05 net, nothing shared.
    expect(c).toMatchObject({ status: 'closed', pnl: '-2.05', profit_share: '0' });
    expect(await k.lever(a.userId)).toBe(a0 - 2_050_000n);
    await k.ledgerOk();
    await k.steady(['BTC/USDT', '50000']);
  });

  it('closes copies when take-profit closes the trader, at that tick', async () => {
    const trader = await k.trader('0');
    const a = await k.user('1000');
    await k.follow(a, trader.userId, { type: 2, number: '1' });
    await k.open(trader.token, { share: 1, target_profit_price: '50500' });
    await k.tick('BTC/USDT', '50600');
    const [c] = await k.copies(a);
    expect(c).toMatchObject({ status: 'closed', close_price: '50600.00', profit_share: '0' });
    await k.ledgerOk();
    await k.steady(['BTC/USDT', '50000']);
  });
});

describe('self-holding, closing a copy, cancelling', () => {
  it('a self-held copy stays open when the trader closes; the follower closes it later (share on its profit)', async () => {
    const trader = await k.trader('5');
    const a = await k.user('1000');
    await k.follow(a, trader.userId, { type: 2, number: '1' });
    const p = await k.open(trader.token, { share: 1 });
    const [c] = await k.copies(a);
    const held = await t.call<CopyReceipt>('POST', '/follow/selfHolding', { transaction_id: c!.id }, { token: a.token });
    expect(held.body.message).toMatchObject({ self_held: true, status: 'open' });
    const again = await t.call('POST', '/follow/selfHolding', { transaction_id: c!.id }, { token: a.token });
    expect(again.body).toMatchObject({ type: 'error', code: 'COPY_NOT_OPEN' });
    await k.close(trader.token, p.id);
    expect((await k.copies(a))[0]).toMatchObject({ status: 'open', self_held: true });
    await k.steady(['BTC/USDT', '52000']);
    expect((await k.close(a.token, c!.position_id!)).body.type).toBe('ok');
    // 0.001 x 2,000 = 2 - 0.025 fee = 1.975; 5 %: 0.09875.
    expect((await k.copies(a))[0]).toMatchObject({ status: 'closed', pnl: '1.975', profit_share: '0.09875' });
    await k.ledgerOk();
    await k.steady(['BTC/USDT', '50000']);
  });

  it('a follower may close a copy directly; the trader closing later changes nothing', async () => {
    const trader = await k.trader('10');
    const a = await k.user('1000');
    await k.follow(a, trader.userId, { type: 2, number: '1' });
    const p = await k.open(trader.token, { share: 1 });
    const [c] = await k.copies(a);
    expect((await k.close(a.token, c!.position_id!)).body.type).toBe('ok');
    expect((await k.copies(a))[0]).toMatchObject({ status: 'closed', pnl: '-0.025', profit_share: '0' });
    expect((await k.close(trader.token, p.id)).body.type).toBe('ok');
    await k.ledgerOk();
  });

  it('cancel stops new copies; the open ones still close with the trader', async () => {
    const trader = await k.trader('10');
    const a = await k.user('1000');
    await k.follow(a, trader.userId, { type: 2, number: '1' });
    const p1 = await k.open(trader.token, { share: 1 });
    const cancelled = await t.call<Follow>('POST', '/follow/cancel', { follow_user_id: trader.userId }, { token: a.token });
    expect(cancelled.body.message).toMatchObject({ status: 'cancelled', copies_open: 1 });
    const p2 = await k.open(trader.token, { share: 1 });
    expect((await k.copies(a)).map((c) => c.trader_position_id)).toEqual([p1.id]);
    await k.close(trader.token, p1.id);
    await k.close(trader.token, p2.id);
    expect((await k.copies(a))[0]).toMatchObject({ status: 'closed' });
    const twice = await t.call('POST', '/follow/cancel', { follow_user_id: trader.userId }, { token: a.token });
    expect(twice.body).toMatchObject({ type: 'error', code: 'FOLLOW_NOT_FOUND' });
    await k.ledgerOk();
  });
});

describe('skipped copies', () => {
  it('records why: market limits, follow cap, insufficient margin, slippage', async () => {
    const trader = await k.trader('10');
    const lim = await k.user('1000');
    const cap = await k.user('1000');
    const poor = await k.user('1');
    const slip = await k.user('1000');
    await k.follow(lim, trader.userId, { type: 1, number: '1.5' });
    await k.follow(cap, trader.userId, { type: 2, number: '5', amount: '20' });
    await k.follow(poor, trader.userId, { type: 2, number: '1' });
    const p = await k.open(trader.token, { share: 1 });
    // 1 x 1.5 = 1.5 lots: futures take whole lots only.
    expect((await k.copies(lim))[0]).toMatchObject({ status: 'skipped', skip_reason: 'market_limits', lots: '1.5', position_id: null });
    // 5 lots: 25 margin over a 20 cap.
    expect((await k.copies(cap))[0]).toMatchObject({ status: 'skipped', skip_reason: 'follow_cap' });
    expect((await k.copies(poor))[0]).toMatchObject({ status: 'skipped', skip_reason: 'insufficient_margin' });
    // The event handled after the feed moved 2 % (a queue running behind): over the 1 % default cap.
    await k.follow(slip, trader.userId, { type: 2, number: '1' });
    await k.steady(['BTC/USDT', '51000']);
    const row = (await t.built.modules.lever.ports.copy.position(t.db, p.id))!;
    const tick = (await t.built.modules.marketData.ports.prices.tickById(1, row.entry_tick_id!))!;
    await t.db.tx((ex) => t.built.modules.copyTrading.mirror.traderOpened(ex, row, tick));
    expect((await k.copies(slip))[0]).toMatchObject({ status: 'skipped', skip_reason: 'slippage', slippage_cap_percent: '1' });
    await k.close(trader.token, p.id);
    await k.ledgerOk();
    await k.steady(['BTC/USDT', '50000']);
  });
  it('opens copies in one batch while the house can reserve for them, in follow order, and skips the rest', async () => {
    const trader = await k.trader('10');
    const first = await k.user('1000');
    const second = await k.user('1000');
    await k.follow(first, trader.userId, { type: 2, number: '1' });
    await k.follow(second, trader.userId, { type: 2, number: '1' });
    // Leave the house exactly enough for the trader's lot and one copy's: the second copy must be refused.
    const port = t.built.modules.lever.ports.copy;
    const { notional } = port.quote(1, { side: 'long', lots: 1, leverage: 10, tickPrice: port.lastTick(1)!.price });
    const house = systemAccount('house', 'USDT');
    const spare = (await getBalance(t.db, house)).available - 2n * notional;
    const treasury = systemAccount('treasury', 'USDT');
    await transfer(t.db, { key: 'test:house-drain', kind: 'adjustment', from: house, to: treasury, amount: spare });
    const p = await k.open(trader.token, { share: 1 });
    expect((await k.copies(first))[0]).toMatchObject({ status: 'open', lots: '1' });
    expect((await k.copies(second))[0]).toMatchObject({ status: 'skipped', skip_reason: 'house_capacity', position_id: null });
    expect((await getBalance(t.db, house)).available).toBe(0n);
    await k.close(trader.token, p.id);
    await transfer(t.db, { key: 'test:house-refill', kind: 'adjustment', from: treasury, to: house, amount: spare });
    await k.ledgerOk();
  });
});

describe('follow rules', () => {
  it('refuses bad terms with named errors and changes nothing', async () => {
    const trader = await k.trader('3');
    const a = await k.user();
    const bad = async (body: Record<string, unknown>, code: string) => {
      const r = await t.call(
        'POST',
        '/follow/follow',
        { trader_user_id: trader.userId, type: 1, number: '1', amount: '100', agree: true, ...body },
        { token: a.token },
      );
      expect(r.body, JSON.stringify(body)).toMatchObject({ type: 'error', code });
    };
    await bad({ number: '5.01' }, 'FOLLOW_NUMBER_INVALID');
    await bad({ number: '0' }, 'FOLLOW_NUMBER_INVALID');
    await bad({ number: '1.234' }, 'FOLLOW_NUMBER_INVALID');
    await bad({ type: 2, number: '1.5' }, 'FOLLOW_NUMBER_INVALID');
    await bad({ type: 2, number: '6' }, 'FOLLOW_NUMBER_INVALID');
    await bad({ type: 3 }, 'FOLLOW_TYPE_INVALID');
    await bad({ amount: '0' }, 'FOLLOW_AMOUNT_INVALID');
    await bad({ amount: 'x' }, 'FOLLOW_AMOUNT_INVALID');
    await bad({ slippage: '10.5' }, 'FOLLOW_SLIPPAGE_INVALID');
    await bad({ agree: false }, 'FOLLOW_AGREEMENT_REQUIRED');
    await bad({ trader_user_id: a.userId }, 'TRADER_NOT_FOUND');
    await bad({ trader_user_id: 99_999_999 }, 'TRADER_NOT_FOUND');
    expect((await t.call<FollowMy>('GET', '/follow/my', {}, { token: a.token })).body.message.follows).toEqual([]);
  });
});

describe('follow limits and edits', () => {
  it('shows the profit share before following, at most two traders, no double follow, traders cannot follow; edit', async () => {
    const [t1, t2, t3] = [await k.trader('7.5'), await k.trader('0'), await k.trader('1')];
    const detail = await t.call('GET', '/follow/traderDetail', { trader_user_id: t1.userId });
    expect(detail.body.message).toMatchObject({ profit_share_percent: '7.5', can_follow: false, my_follow: null });
    const a = await k.user();
    expect((await t.call('GET', '/follow/traderDetail', { trader_user_id: t1.userId }, { token: a.token })).body.message).toMatchObject({
      can_follow: true,
    });
    await k.follow(a, t1.userId);
    await expect(k.follow(a, t1.userId)).rejects.toThrow('FOLLOW_EXISTS');
    await k.follow(a, t2.userId);
    await expect(k.follow(a, t3.userId)).rejects.toThrow('FOLLOW_LIMIT');
    await expect(k.follow(t1, t2.userId)).rejects.toThrow('TRADER_CANNOT_FOLLOW');
    const edited = await t.call<Follow>(
      'POST',
      '/follow/edit',
      { follow_user_id: t1.userId, type: 2, number: '3', amount: '250', slippage: '0.5' },
      { token: a.token },
    );
    expect(edited.body.message).toMatchObject({
      mode: 'lots',
      number: '3',
      amount: '250',
      slippage_percent: '0.5',
      profit_share_percent: '7.5',
    });
    const other = await t.call(
      'POST',
      '/follow/edit',
      { follow_user_id: t3.userId, type: 2, number: '3', amount: '250' },
      { token: a.token },
    );
    expect(other.body).toMatchObject({ type: 'error', code: 'FOLLOW_NOT_FOUND' });
    // A later change of the trader's share applies to new follows only.
    await t.call('POST', '/follow/profitShare', { profit_share: '2' }, { token: t1.token });
    expect((await t.call<FollowMy>('GET', '/follow/my', {}, { token: a.token })).body.message.follows[0]).toMatchObject({
      profit_share_percent: '7.5',
    });
  });

  it('keeps receipts to their owner', async () => {
    const trader = await k.trader('1');
    const a = await k.user();
    const b = await k.user();
    await k.follow(a, trader.userId, { type: 2, number: '1' });
    const p = await k.open(trader.token, { share: 1 });
    const [c] = await k.copies(a);
    expect((await t.call('GET', '/follow/receipt', { id: c!.id }, { token: b.token })).body).toMatchObject({ code: 'COPY_NOT_FOUND' });
    expect((await t.call('POST', '/follow/selfHolding', { transaction_id: c!.id }, { token: b.token })).body).toMatchObject({
      code: 'COPY_NOT_FOUND',
    });
    expect((await k.close(b.token, c!.position_id!)).body).toMatchObject({ code: 'POSITION_NOT_FOUND' });
    const mine = await t.call<CopyReceipt>('GET', '/follow/receipt', { id: c!.id }, { token: a.token });
    expect(mine.body.message.position?.id).toBe(c!.position_id);
    await k.close(trader.token, p.id);
  });
});
