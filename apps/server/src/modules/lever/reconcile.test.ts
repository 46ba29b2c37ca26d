/**
 * Property tests: the formulas' exactness (liquidation price, risk, rounding) for any inputs, and
 * for random streams of opens, price moves, take-profits, closes and overnight charges, every
 * position's PnL, fee and overnight fee reconcile with the user's lever book, and the platform's
 * money (house, insurance, fees) and the users' together never change.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeverPosition, Page } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';
import { isLiquidated, liquidationPrice, marginFor, notional, pnl, rateOf, riskPpm, type Scales } from '@bourse/maths/lever';

describe('the formulas', () => {
  const scales = fc
    .record({ priceScale: fc.integer({ min: 0, max: 4 }), qtyScale: fc.integer({ min: 0, max: 2 }) })
    .map((s): Scales => ({ ...s, quoteScale: 6 }));

  it('put the liquidation price exactly where the risk rate reaches the threshold', () => {
    fc.assert(
      fc.property(
        scales,
        fc.constantFrom<'long' | 'short'>('long', 'short'),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        fc.constantFrom(1, 2, 5, 10, 20, 50, 100, 125),
        fc.integer({ min: 0, max: 900_000 }),
        (s, side, entry, qty, leverage, threshold) => {
          const margin = marginFor(notional(s, entry, qty), leverage);
          const liq = liquidationPrice(s, side, entry, qty, margin, threshold);
          const at = (price: bigint) => isLiquidated(margin, pnl(s, side, entry, price, qty), threshold);
          if (side === 'long') {
            if (liq > 0n) expect(at(liq)).toBe(true);
            expect(at(liq + 1n)).toBe(false);
          } else {
            expect(at(liq)).toBe(true);
            expect(at(liq - 1n)).toBe(false);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('round margin and fees up and never below the exact value, and risk down', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.integer({ min: 1, max: 125 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (value, leverage, ppm) => {
          const m = marginFor(value, leverage);
          expect(m * BigInt(leverage) >= value && (m - 1n) * BigInt(leverage) < value).toBe(true);
          const fee = rateOf(value, ppm);
          expect(fee * 1_000_000n >= value * BigInt(ppm) && (fee - 1n) * 1_000_000n < value * BigInt(ppm)).toBe(true);
          if (m > 0n) expect(riskPpm(m, 0n)).toBe(1_000_000n);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

/** One step of a random stream: open (market or limit), move the price, close one, or pass a night. */
type Command =
  | { kind: 'open'; side: 'long' | 'short'; lots: number; leverage: number; tp: boolean; limit: boolean }
  | { kind: 'move'; ppm: number }
  | { kind: 'close'; index: number }
  | { kind: 'night' };
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('open' as const),
    side: fc.constantFrom<'long' | 'short'>('long', 'short'),
    lots: fc.integer({ min: 1, max: 40 }),
    leverage: fc.constantFrom(5, 10, 20, 50, 100),
    tp: fc.boolean(),
    limit: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('move' as const), ppm: fc.integer({ min: -120_000, max: 120_000 }) }),
  fc.record({ kind: fc.constant('close' as const), index: fc.nat(20) }),
  fc.constant({ kind: 'night' as const }),
);

describe('positions against the ledger', () => {
  let t: TestApp;
  let price = 3000_00n; // ETH/USDT in cents

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const tick = async (cents: bigint) => {
    price = cents;
    await t.tick('ETH/USDT', `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`);
    await t.built.modules.lever.watcher.idle();
  };
  const platform = async () => {
    let sum = 0n;
    for (const name of ['house', 'insurance', 'fees'] as const)
      sum += (await getBalance(t.db, systemAccount(name, 'USDT'))).available + (await getBalance(t.db, systemAccount(name, 'USDT'))).frozen;
    return sum;
  };

  it('reconciles every PnL, fee and overnight fee with the lever book, for random streams', async () => {
    await tick(3000_00n);
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 14 }), async (commands) => {
        const user = await t.newUser();
        await t.fund(user.userId, 'USDT', '2000', 'lever');
        // So that 50x and 100x open too (the leverage cap).
        await t.call('POST', '/lever/confirm_risk', { accept: true }, { token: user.token });
        await tick(price);
        const before = await platform();
        for (const c of commands) {
          if (c.kind === 'open') {
            const tpAt = c.side === 'long' ? (price * 105n) / 100n : (price * 95n) / 100n;
            const limitAt = c.side === 'long' ? (price * 99n) / 100n : (price * 101n) / 100n;
            const money = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
            await t.call(
              'POST',
              '/lever/submit',
              {
                currency_id: 2,
                type: c.side,
                share: c.lots,
                multiple: c.leverage,
                ...(c.limit ? { status: 0, target_price: money(limitAt) } : {}),
                ...(c.tp
                  ? { target_profit_price: money(c.limit ? (c.side === 'long' ? (limitAt * 105n) / 100n : (limitAt * 95n) / 100n) : tpAt) }
                  : {}),
              },
              { token: user.token },
            );
          } else if (c.kind === 'move') {
            const next = (price * BigInt(1_000_000 + c.ppm)) / 1_000_000n;
            await tick(next > 100n ? next : 100n);
          } else if (c.kind === 'close') {
            const open = (
              await t.call<Page<LeverPosition>>('POST', '/lever/my_trade', { status: 'open', limit: 50 }, { token: user.token })
            ).body.message.data;
            if (open.length > 0) await t.call('POST', '/lever/close', { id: open[c.index % open.length]!.id }, { token: user.token });
          } else {
            const next = new Date(t.clock.now());
            next.setUTCHours(24, 0, 1, 0);
            t.clock.set(next);
            await tick(price);
            await t.built.modules.lever.watcher.chargeOvernight();
            // Sessions expire: after several nights the user signs in again, as a real one would.
            const again = await t.call<string>('POST', '/user/login', { user_string: user.email, password: user.password });
            user.token = again.body.message;
          }
        }
        await t.call('POST', '/lever/batch_close', { type: 0 }, { token: user.token });
        for (const d of (
          await t.call<Page<LeverPosition>>('POST', '/lever/my_trade', { status: 'doing', limit: 50 }, { token: user.token })
        ).body.message.data) {
          await t.call('POST', '/lever/cancel', { id: d.id }, { token: user.token });
        }
        const all = (await t.call<Page<LeverPosition>>('POST', '/lever/my_trade', { status: 'history', limit: 50 }, { token: user.token }))
          .body.message.data;
        const minor = (text: string) => BigInt(Math.round(Number(text) * 1e6)); // fixture: six decimals at most
        let expected = 2000n * 1_000_000n;
        for (const p of all) {
          if (p.status !== 'closed') continue;
          expected += minor(p.pnl!) - minor(p.fee) - minor(p.overnight_fee);
          // What the user lost never exceeds the margin; a gap was the insurance fund's.
          expect(minor(p.pnl!) >= -minor(p.open_margin)).toBe(true);
        }
        const book = await getBalance(t.db, userAccount(user.userId, 'USDT', 'lever'));
        expect(book.frozen).toBe(0n);
        expect(book.available).toBe(expected);
        // Money only moved between the user and the platform's accounts.
        expect((await platform()) - before).toBe(2000n * 1_000_000n - book.available);
      }),
      { numRuns: 20, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) },
    );
    expect((await checkLedger(t.db)).problems).toEqual([]);
  }, 240_000);
});
