/**
 * Invite and rebate through the API: the code and link, registration linking the invitee, the
 * masked invitees list; an invitee's spot, futures and seconds-options fees each paying the stated
 * share to the inviter from sys:fees in the fee's transaction (ledger checked, bills naming the
 * source order); one level only; nothing for a user nobody invited; nothing after the period.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BillRow,
  type InviteInfo,
  type InviteRebate,
  type Invitee,
  type LeverPosition,
  MARK_PRICE_MIN_TICKS,
  MARK_PRICE_WINDOW_MS,
  type MicroOrder,
  type Page,
  type SpotOrder,
} from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
type User = { token: string; userId: number; email: string };
let grand: User;
let inviter: User;
let invitee: User;
const T0 = Date.parse('2026-11-18T15:00:00Z'); // a Wednesday, markets open

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(T0));
  grand = await t.newUser();
  inviter = await invited(await codeOf(grand));
  invitee = await invited(await codeOf(inviter));
  await steady();
});
afterAll(async () => {
  await t?.dispose();
});

async function codeOf(u: User): Promise<string> {
  return (await t.call<InviteInfo>('GET', '/invite/info', {}, { token: u.token })).body.message.invite_code;
}

/** Register with an invite code (`extension_code`), then sign in. */
async function invited(
  code: string,
  email = `inv${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
): Promise<User> {
  await t.call('POST', '/sms_mail', { user_string: email, scene: 'register' });
  const reg = await t.call('POST', '/user/register', {
    user_string: email,
    code: await t.lastCode(email),
    password: 'Secret-123',
    re_password: 'Secret-123',
    type: 'email',
    extension_code: code,
  });
  if (reg.body.type !== 'ok') throw new Error(JSON.stringify(reg.body));
  const login = await t.call<string>('POST', '/user/login', { user_string: email, password: 'Secret-123' });
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  t.clock.advance(61_000);
  return { token: login.body.message, userId: rows[0]!.id, email };
}

async function relogin(u: User): Promise<User> {
  const login = await t.call<string>('POST', '/user/login', { user_string: u.email, password: 'Secret-123' });
  return { ...u, token: login.body.message };
}

/** Fresh prices (and a steady mark price for futures) at the clock's time. */
async function steady(): Promise<void> {
  t.clock.advance(MARK_PRICE_WINDOW_MS);
  for (let i = 0; i < MARK_PRICE_MIN_TICKS; i++) {
    await t.tick('BTC/USDT', '50000');
    await t.tick('ETH/USDT', '3000');
  }
  await t.built.modules.lever.watcher.idle();
}

const fees = async (asset: string) => (await getBalance(t.db, systemAccount('fees', asset))).available;
const bal = async (u: User, asset: string, book: string) => (await getBalance(t.db, userAccount(u.userId, asset, book))).available;
const rebates = async (u: User) => (await t.call<Page<InviteRebate>>('GET', '/invite/rebates', {}, { token: u.token })).body.message;

async function spotBuy(u: User): Promise<SpotOrder> {
  for (let i = 0; i < 100; i++) {
    const d = (await t.call<{ asks: unknown[] }>('GET', '/coin/depth', { symbol: 'BTC/USDT' })).body.message;
    if (d.asks.length >= 5) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const r = await t.call<SpotOrder>(
    'POST',
    '/coin/trade',
    { currency_id: 1, legal_id: 3, type: 'buy', quote_amount: '100' },
    { token: u.token },
  );
  if (r.body.type !== 'ok') throw new Error(JSON.stringify(r.body));
  return r.body.message;
}

describe('code, link and invitees', () => {
  it('gives the code, the register link, the stated rates and period', async () => {
    const info = (await t.call<InviteInfo>('GET', '/invite/info', {}, { token: inviter.token })).body.message;
    expect(info.invite_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(info.register_path).toBe(`/pages/common/register?code=${info.invite_code}`);
    expect(info.rates).toEqual([
      { product: 'spot', percent: '20' },
      { product: 'futures', percent: '20' },
      { product: 'options', percent: '10' },
    ]);
    expect(info.period_days).toBe(180);
    expect(info.invitees).toBe(1);
  });

  it('lists the invitees masked, with the date they joined and the end of the rebate period', async () => {
    const page = (await t.call<Page<Invitee>>('GET', '/invite/invitees', {}, { token: inviter.token })).body.message;
    expect(page.total).toBe(1);
    const [row] = page.data;
    expect(row!.account).toBe(`${invitee.email.slice(0, 2)}***@example.com`);
    expect(row!.account).not.toContain(invitee.email.split('@')[0]);
    expect(Date.parse(row!.rebate_until) - Date.parse(row!.joined_at)).toBe(180 * 86_400_000);
    // Each inviter sees only their own invitees.
    const other = await t.newUser();
    expect((await t.call<Page<Invitee>>('GET', '/invite/invitees', {}, { token: other.token })).body.message.total).toBe(0);
  });

  it('refuses an unknown code at registration, changing nothing', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invite_links')).rows[0]!.n;
    await expect(invited('NOSUCH00')).rejects.toThrow('INVITE_CODE_UNKNOWN');
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invite_links')).rows[0]!.n).toBe(before);
  });

  it('needs a session and refuses bad pages', async () => {
    expect((await t.call('GET', '/invite/info')).body.type).toBe('999');
    expect((await t.call('GET', '/invite/rebates', { page: '0' }, { token: inviter.token })).body.type).toBe('error');
    expect((await t.call('GET', '/invite/invitees', { extra: 1 }, { token: inviter.token })).body.code).toBe('UNKNOWN_FIELD');
  });
});

describe('rebates', () => {
  it("pays 20 % of an invitee's spot fee, from sys:fees, in the fee's own transaction; one level only", async () => {
    await t.fund(invitee.userId, 'USDT', '150');
    const [f0, i0, g0] = [await fees('BTC'), await bal(inviter, 'BTC', 'exchange'), await bal(grand, 'BTC', 'exchange')];
    const order = await spotBuy(invitee);
    expect(order.fee).toBe('0.0000019'); // 190 minor units
    expect((await bal(inviter, 'BTC', 'exchange')) - i0).toBe(38n); // floor(190 x 20 %)
    expect((await fees('BTC')) - f0).toBe(190n - 38n);
    expect(await bal(grand, 'BTC', 'exchange')).toBe(g0); // the inviter's inviter: nothing
    const [r] = (await rebates(inviter)).data;
    expect(r).toMatchObject({
      product: 'spot',
      order_id: order.id,
      currency: 'BTC',
      fee: '0.0000019',
      percent: '20',
      amount: '0.00000038',
    });
    expect(r!.invitee).toContain('***@example.com');
    expect((await rebates(grand)).total).toBe(0);
    // The inviter's bill: a rebate line naming the invitee's order.
    const bills = (await t.call<Page<BillRow>>('GET', '/wallet/bill', { kind: 'rebate' }, { token: inviter.token })).body.message;
    expect(bills.data[0]).toMatchObject({
      bill_kind: 'rebate',
      product: 'invite',
      change: '0.00000038',
      source: { product: 'invite', type: 'order', id: order.id },
    });
    expect(bills.data[0]!.memo).toMatchObject({ product: 'spot', orderId: order.id, fee: '190' });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it("pays 20 % of an invitee's futures opening fee into the inviter's futures book", async () => {
    await t.fund(invitee.userId, 'USDT', '1000', 'lever');
    await steady();
    const [f0, i0] = [await fees('USDT'), await bal(inviter, 'USDT', 'lever')];
    const r = await t.call<LeverPosition>(
      'POST',
      '/lever/submit',
      { currency_id: 1, share: 10, multiple: 10, type: 1 },
      { token: invitee.token },
    );
    expect(r.body.type).toBe('ok');
    const { rows } = await t.db.query<{ fee: string }>('SELECT fee FROM lever_positions WHERE id = $1', [r.body.message.id]);
    const fee = BigInt(rows[0]!.fee);
    expect(fee).toBeGreaterThan(0n);
    const rebate = (fee * 200_000n) / 1_000_000n;
    expect((await bal(inviter, 'USDT', 'lever')) - i0).toBe(rebate);
    expect((await fees('USDT')) - f0).toBe(fee - rebate);
    expect((await rebates(inviter)).data[0]).toMatchObject({ product: 'futures', order_id: r.body.message.id, percent: '20' });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it("pays 10 % of an invitee's seconds-options fee, and nothing from the stake they lose", async () => {
    await t.fund(invitee.userId, 'USDT', '1000', 'micro');
    await steady();
    const [f0, i0] = [await fees('USDT'), await bal(inviter, 'USDT', 'micro')];
    const r = await t.call<MicroOrder>(
      'POST',
      '/microtrade/submit',
      { match_id: 1, currency_id: 3, type: 1, seconds: 30, number: '100' },
      { token: invitee.token },
    );
    expect(r.body.type).toBe('ok');
    // The fee is 0.1 USDT (100,000 minor): 10 % of it is 10,000.
    expect((await bal(inviter, 'USDT', 'micro')) - i0).toBe(10_000n);
    expect((await fees('USDT')) - f0).toBe(90_000n);
    // The order loses (price falls): the stake goes to the house, and no rebate comes of it.
    t.clock.advance(31_000);
    await t.tick('BTC/USDT', '49000');
    await t.built.modules.microtrade.settler.settleDue();
    expect((await bal(inviter, 'USDT', 'micro')) - i0).toBe(10_000n);
    expect((await rebates(inviter)).data[0]).toMatchObject({ product: 'options', order_id: r.body.message.id, amount: '0.01' });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });
});

describe('when no rebate is due', () => {
  it('pays nothing on the fees of a user nobody invited', async () => {
    const loner = await t.newUser();
    await t.fund(loner.userId, 'USDT', '150');
    await steady();
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invite_rebates')).rows[0]!.n;
    const n0 = await count();
    const f0 = await fees('BTC');
    await spotBuy(loner);
    expect((await fees('BTC')) - f0).toBe(190n);
    expect(await count()).toBe(n0);
  });

  it('adds up what the rebates paid, per currency', async () => {
    const info = (await t.call<InviteInfo>('GET', '/invite/info', {}, { token: inviter.token })).body.message;
    expect(info.totals).toEqual([
      { currency: 'BTC', amount: '0.00000038' },
      { currency: 'USDT', amount: expect.stringMatching(/^\d+(\.\d+)?$/) },
    ]);
  });

  it('stops when the period fixed at sign-up ends, whatever the setting says later', async () => {
    await t.built.ctx.settings.set(t.db, 'invite_rebate_days', 1000);
    const n0 = (await rebates(inviter)).total;
    t.clock.advance(181 * 86_400_000);
    await steady();
    // Sessions do not last 181 days: both sign in again.
    inviter = await relogin(inviter);
    invitee = await relogin(invitee);
    await t.fund(invitee.userId, 'USDT', '150');
    const f0 = await fees('BTC');
    await spotBuy(invitee);
    expect((await fees('BTC')) - f0).toBe(190n);
    expect((await rebates(inviter)).total).toBe(n0);
    await t.built.ctx.settings.set(t.db, 'invite_rebate_days', 180);
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });
});
