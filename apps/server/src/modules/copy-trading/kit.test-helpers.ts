/**
 * What the copy trading suites share: a test app with a steady feed, users with USDT in the lever
 * book, an approved trader (Lv1, one closed position, approved by an operator), follows, and
 * opening and closing futures positions through the API.
 */
import { type CopyReceipt, type Follow, type LeverPosition, MARK_PRICE_MIN_TICKS, MARK_PRICE_WINDOW_MS, type Page } from '@bourse/contract';
import { checkLedger, getBalance, userAccount } from '@bourse/ledger';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';

export interface User {
  token: string;
  userId: number;
  email: string;
  password: string;
}

export function kit(app: () => TestApp) {
  const last = new Map<string, string>();
  const t = () => app();

  async function tick(symbol: string, price: string): Promise<void> {
    last.set(symbol, price);
    await t().tick(symbol, price);
    await t().built.modules.lever.watcher.idle();
  }

  /** A mark window's worth of ticks at each price, after moving past the window. */
  async function steady(...prices: Array<[symbol: string, price: string]>): Promise<void> {
    t().clock.advance(MARK_PRICE_WINDOW_MS);
    for (const [symbol, price] of prices.length ? prices : [...last])
      for (let i = 0; i < MARK_PRICE_MIN_TICKS; i++) await tick(symbol, price);
  }

  async function user(usdt = '1000'): Promise<User> {
    const u = await t().newUser();
    await t().fund(u.userId, 'USDT', usdt, 'lever');
    await steady();
    return u;
  }

  async function open(token: string, body: Record<string, unknown> = {}): Promise<LeverPosition> {
    const r = await t().call<LeverPosition>(
      'POST',
      '/lever/submit',
      { currency_id: 1, share: 2, multiple: 10, type: 1, ...body },
      { token },
    );
    if (r.body.type !== 'ok') throw new Error(JSON.stringify(r.body));
    return r.body.message;
  }

  async function close(token: string, id: number) {
    return t().call<LeverPosition>('POST', '/lever/close', { id }, { token });
  }

  /** Verified at Lv1, one closed position, applied and approved. */
  async function trader(share = '10', usdt = '5000'): Promise<User> {
    const u = await user(usdt);
    await t().verify(u, 1);
    await steady();
    const p = await open(u.token, { share: 1 });
    expect((await close(u.token, p.id)).body.type).toBe('ok');
    const applied = await t().call('POST', '/follow/apply', { name: `Trader ${u.userId}`, profit_share: share }, { token: u.token });
    expect(applied.body).toMatchObject({ type: 'ok', message: { status: 'pending' } });
    const op = await t().operatorToken('compliance');
    const ok = await t().call('POST', '/operator/traders/approve', { id: u.userId }, { token: op });
    expect(ok.body).toMatchObject({ type: 'ok', message: { status: 'approved' } });
    await steady();
    return u;
  }

  async function follow(f: User, traderId: number, terms: Record<string, unknown> = {}): Promise<Follow> {
    const r = await t().call<Follow>(
      'POST',
      '/follow/follow',
      { trader_user_id: traderId, type: 1, number: '1', amount: '500', agree: true, ...terms },
      { token: f.token },
    );
    if (r.body.type !== 'ok') throw new Error(JSON.stringify(r.body));
    return r.body.message;
  }

  async function copies(f: User, status = 'all'): Promise<CopyReceipt[]> {
    const r = await t().call<Page<CopyReceipt>>('GET', '/follow/historyTrade', { status }, { token: f.token });
    return r.body.message.data;
  }

  const lever = async (userId: number) => (await getBalance(t().db, userAccount(userId, 'USDT', 'lever'))).available;

  async function ledgerOk(): Promise<void> {
    const report = await checkLedger(t().db);
    expect(report.ok, JSON.stringify(report)).toBe(true);
  }

  return { tick, steady, user, open, close, trader, follow, copies, lever, ledgerOk, last };
}
