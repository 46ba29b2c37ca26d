/**
 * The loans, OTC, coupons and mini-game money routes for the idempotency suite: each prepares a
 * user and two valid bodies. The treasury books they draw on (loans pool, otc desk, coupons) are
 * funded through the two-person console funding, as the modules' own tests do (no demo seed here).
 */
import { MARK_PRICE_MIN_TICKS, MARK_PRICE_WINDOW_MS } from '@bourse/contract';
import type { TestApp } from './harness';

interface User {
  token: string;
  userId: number;
}

interface Case {
  prepare(user: User): Promise<{ body: Record<string, unknown>; other: Record<string, unknown> }>;
  table: string;
}

const ok = <T>(what: string, r: { body: { type: string; message: T } }): T => {
  if (r.body.type !== 'ok') throw new Error(`${what}: ${JSON.stringify(r.body)}`);
  return r.body.message;
};

export function productCases(t: TestApp): Record<string, Case> {
  /** Fund a treasury book through the console: proposed by finance, approved by admin. */
  const fundTreasury = async (book: string, currencyId: number, amount: string) => {
    const finance = await t.operatorToken('finance');
    const admin = await t.operatorToken('admin');
    const body = { account: 'treasury', book, currency_id: currencyId, amount, reference: 'idem funding' };
    const proposed = ok('funding', await t.call<{ id: number }>('POST', '/operator/funding', body, { token: finance }));
    ok('approve', await t.call('POST', '/operator/actions/approve', { id: proposed.id }, { token: admin }));
  };
  /** A mark window's worth of ticks at the price, so the mark price (their median) is fresh. */
  const steady = async (symbol: string, price: string) => {
    t.clock.advance(MARK_PRICE_WINDOW_MS);
    for (let i = 0; i < MARK_PRICE_MIN_TICKS; i++) await t.tick(symbol, price);
  };
  const loan = async (user: User) => {
    await t.fund(user.userId, 'BTC', '1');
    await fundTreasury('loans', 3, '1000');
    await steady('BTC/USDT', '50000');
    const body = { collateral: 'BTC', collateral_amount: '0.1', amount: '100' };
    return ok('borrow', await t.call<{ id: number }>('POST', '/loans/borrow', body, { token: user.token })).id;
  };
  const otcReady = async (user: User) => {
    await t.fund(user.userId, 'USDT', '20000');
    await fundTreasury('otc', 1, '1');
    await steady('BTC/USDT', '50000');
  };

  return {
    'POST /loans/borrow': {
      table: 'loans',
      async prepare(user) {
        await t.fund(user.userId, 'BTC', '1');
        await fundTreasury('loans', 3, '1000');
        await steady('BTC/USDT', '50000');
        const b = { collateral: 'BTC', collateral_amount: '0.1' };
        return { body: { ...b, amount: '100' }, other: { ...b, amount: '101' } };
      },
    },
    'POST /loans/repay': {
      table: "(SELECT user_id FROM loan_events WHERE kind = 'repay') e",
      async prepare(user) {
        const id = await loan(user);
        return { body: { id, amount: '10' }, other: { id, amount: '11' } };
      },
    },
    'POST /loans/add_collateral': {
      table: "(SELECT user_id FROM loan_events WHERE kind = 'add_collateral') e",
      async prepare(user) {
        const id = await loan(user);
        return { body: { id, amount: '0.01' }, other: { id, amount: '0.02' } };
      },
    },
    'POST /otc/quote': {
      table: 'otc_quotes',
      async prepare(user) {
        await otcReady(user);
        const q = { currency: 'BTC', side: 'buy' };
        return { body: { ...q, amount: '0.1' }, other: { ...q, amount: '0.11' } };
      },
    },
    'POST /otc/accept': {
      // One effect: a quote filled (the table is the user's filled quotes).
      table: "(SELECT user_id FROM otc_quotes WHERE status = 'filled') q",
      async prepare(user) {
        await otcReady(user);
        const quote = async (amount: string) =>
          ok('quote', await t.call<{ id: number }>('POST', '/otc/quote', { currency: 'BTC', side: 'buy', amount }, { token: user.token }))
            .id;
        return { body: { id: await quote('0.1') }, other: { id: await quote('0.11') } };
      },
    },
    ...serviceCases(t, fundTreasury),
  };
}

/** Coupons and the mini game (issue 18). */
function serviceCases(t: TestApp, fundTreasury: (book: string, currencyId: number, amount: string) => Promise<void>): Record<string, Case> {
  const campaign = async () => {
    const body = { kind: 'stake_voucher', currency_id: 3, value: '1', budget: '10', valid_days: 7, claim_days: 30 };
    return ok(
      'campaign',
      await t.call<{ id: number }>('POST', '/operator/coupons/campaigns', body, { token: await t.operatorToken('finance') }),
    ).id;
  };
  return {
    'POST /coupons/claim': {
      table: 'coupons',
      async prepare() {
        // One coupon a user per campaign: the two bodies claim from two campaigns.
        await fundTreasury('coupons', 3, '20');
        return { body: { campaign_id: await campaign() }, other: { campaign_id: await campaign() } };
      },
    },
    'POST /game/predict': {
      table: 'game_predictions',
      async prepare() {
        return { body: { direction: 'up' }, other: { direction: 'down' } };
      },
    },
  };
}
