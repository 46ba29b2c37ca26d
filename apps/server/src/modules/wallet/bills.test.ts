/**
 * Bills that name every entry (issue 13): one user goes through every product (a deposit claim, a
 * transfer between books, an exchange, a spot market buy, a futures position opened and closed, a
 * seconds order settled, a withdrawal requested and cancelled), and every line of their bill has a
 * bill kind other than "other", a product and the source it came from; the filters by kind and by
 * product select exactly those lines, and a bad filter is a named error. The ledger is checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BillRow,
  type Depth,
  type DepositClaim,
  type ExchangeRecord,
  LEDGER_KINDS,
  type LeverPosition,
  type MicroOrder,
  type Page,
  type SavedAddress,
  type SpotOrder,
  type Withdrawal,
} from '@bourse/contract';
import { checkLedger, postEntry, systemAccount, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp, uploadAs } from '../../../test/harness';

let t: TestApp;
let user: { token: string; userId: number; email: string };
const T0 = Date.parse('2026-11-18T03:00:00Z');
/** What each flow made, to find as the source of its lines. */
const made = { claim: 0, exchange: 0, transfer: 0, spotOrder: 0, position: 0, microOrder: 0, withdrawal: 0 };

const call = <T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown> = {}) =>
  t.call<T>(method, path, body, { token: user.token }).then((r) => {
    if (r.body.type !== 'ok') throw new Error(`${path}: ${JSON.stringify(r.body)}`);
    return r.body.message;
  });

async function tick(price: string): Promise<void> {
  await t.tick('BTC/USDT', price);
  await t.built.modules.lever.watcher.idle();
}

async function waitForQuotes(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const d = await call<Depth>('GET', '/coin/depth', { symbol: 'BTC/USDT' });
    if (d.asks.length >= 5) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no market maker quotes');
}

async function depositClaim(): Promise<void> {
  const voucher = await uploadAs(t, user.token, 'voucher');
  const claim = await t.call<DepositClaim>(
    'POST',
    '/wallet/charge_req',
    { account: voucher, amount: '5000', currency: 'USDT', type: 'TRC20' },
    { token: user.token, form: true },
  );
  const finance = await t.operatorToken('finance');
  made.claim = claim.body.message.id;
  await t.call('POST', '/operator/deposits/approve', { id: made.claim }, { token: finance });
}

async function walletFlows(): Promise<void> {
  made.transfer = (
    await call<{ id: number }>('POST', '/wallet/change', { currency_id: 3, number: '1000', from_field: 'change', to_field: 'micro' })
  ).id;
  await call('POST', '/wallet/change', { currency_id: 3, number: '1000', from_field: 'change', to_field: 'lever' });
  made.exchange = (await call<ExchangeRecord>('POST', '/user/Transfer', { number: '100', from_currency_id: 3, to_currency_id: 1 })).id;
}

async function tradingFlows(): Promise<void> {
  made.spotOrder = (await call<SpotOrder>('POST', '/coin/trade', { currency_id: 1, type: 'buy', kind: 'market', quote_amount: '500' })).id;
  made.position = (await call<LeverPosition>('POST', '/lever/submit', { currency_id: 1, share: 10, multiple: 10, type: 1 })).id;
  await tick('50100');
  await call('POST', '/lever/close', { id: made.position });
  made.microOrder = (
    await call<MicroOrder>('POST', '/microtrade/submit', { match_id: 1, currency_id: 3, type: 1, seconds: 30, number: '100' })
  ).id;
  const due = t.clock.now().getTime() + 31_000;
  await t.tick('BTC/USDT', '50200', due - 1000);
  t.clock.set(new Date(due));
  await tick('50200');
  await t.built.modules.microtrade.settler.settleDue();
}

async function withdrawal(): Promise<void> {
  await t.setPayPassword(user, 'Pay-123456');
  await t.verify(user, 1);
  const qrcode = await uploadAs(t, user.token, 'general');
  const address = await call<SavedAddress>('POST', '/user/wallet/save', {
    currency: 'USDT',
    name: 'Mine',
    address: 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH',
    qrcode,
    network: 'TRC20',
  });
  await tick('50200');
  const w = await call<Withdrawal>('POST', '/wallet/out', {
    currency: 'USDT',
    number: '50',
    address: address.id,
    pay_password: 'Pay-123456',
  });
  made.withdrawal = w.id;
  await call('POST', '/wallet/withdraw/cancel', { id: w.id });
}

async function allBills(filter: Record<string, unknown> = {}): Promise<BillRow[]> {
  const rows: BillRow[] = [];
  for (let page = 1; ; page++) {
    const p = await call<Page<BillRow>>('GET', '/wallet/bill', { ...filter, page, limit: 50 });
    rows.push(...p.data);
    if (page >= p.pages) return rows;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(T0));
  user = await t.newUser();
  await tick('50000');
  await waitForQuotes();
  await depositClaim();
  await walletFlows();
  await tradingFlows();
  await withdrawal();
});
afterAll(async () => {
  await t?.dispose();
});

describe('every line of a bill', () => {
  it('has a bill kind other than "other", and a product, for every product the user touched', async () => {
    const rows = await allBills();
    expect(rows.filter((r) => r.bill_kind === 'other')).toEqual([]);
    const kinds = new Set(rows.map((r) => r.kind));
    for (const k of ['deposit', 'book.transfer', 'exchange', 'spot.hold', 'spot.trade', 'lever.margin', 'lever.fee', 'lever.close']) {
      expect(kinds, k).toContain(k);
    }
    for (const k of ['micro.stake', 'micro.fee', 'micro.win', 'withdraw.hold', 'withdraw.cancel']) expect(kinds, k).toContain(k);
    for (const r of rows) expect(r.product, r.kind).toBe(LEDGER_KINDS[r.kind]!.product);
    const label = (kind: string) => [...new Set(rows.filter((r) => r.kind === kind).map((r) => r.bill_kind))];
    expect(label('micro.stake')).toEqual(['stake']);
    expect(label('micro.fee')).toEqual(['fee']);
    expect(label('micro.win')).toEqual(['payout']);
    expect(label('lever.close')).toEqual(['realised_pnl']);
    expect(label('spot.trade')).toEqual(['trade']);
    expect(label('withdraw.hold')).toEqual(['withdrawal_hold']);
  });

  it('names its source: the order, position, claim, withdrawal, exchange or transfer it came from', async () => {
    const rows = await allBills();
    const sources = (kind: string) => [...new Set(rows.filter((r) => r.kind === kind).map((r) => JSON.stringify(r.source)))];
    const src = (product: string, type: string, id: number) => [JSON.stringify({ product, type, id })];
    expect(sources('deposit')).toEqual(src('wallet', 'deposit', made.claim));
    expect(sources('book.transfer')).toContain(src('wallet', 'transfer', made.transfer)[0]);
    expect(sources('exchange')).toEqual(src('wallet', 'exchange', made.exchange));
    expect(sources('spot.hold')).toEqual(src('spot', 'order', made.spotOrder));
    // Both lines of each fill (the USDT paid, the BTC received) are the user's own order, whichever side the market maker was.
    expect(sources('spot.trade')).toEqual(src('spot', 'order', made.spotOrder));
    for (const k of ['lever.margin', 'lever.fee', 'lever.close']) expect(sources(k)).toEqual(src('futures', 'position', made.position));
    for (const k of ['micro.stake', 'micro.fee', 'micro.win']) expect(sources(k)).toEqual(src('options', 'order', made.microOrder));
    for (const k of ['withdraw.hold', 'withdraw.cancel']) expect(sources(k)).toEqual(src('wallet', 'withdrawal', made.withdrawal));
  });

  it('one seconds order makes five lines, each labelled', async () => {
    const rows = (await allBills({ product: 'options' })).filter((r) => r.source?.id === made.microOrder);
    expect(rows.map((r) => [r.bill_kind, r.bucket, r.change]).sort()).toEqual(
      [
        ['fee', 'available', '-0.1'],
        ['payout', 'available', '180'],
        ['payout', 'frozen', '-100'],
        ['stake', 'available', '-100'],
        ['stake', 'frozen', '100'],
      ].sort(),
    );
  });
});

describe('the filters', () => {
  it('by product: only that product’s kinds, and all of them', async () => {
    const all = await allBills();
    for (const product of ['spot', 'futures', 'options', 'wallet'] as const) {
      const rows = await allBills({ product });
      expect(rows.length, product).toBe(all.filter((r) => r.product === product).length);
      expect(rows.every((r) => r.product === product)).toBe(true);
    }
  });

  it('by bill kind, by ledger kind, and both with a product', async () => {
    expect((await allBills({ kind: 'fee' })).map((r) => r.kind).sort()).toEqual(['lever.fee', 'micro.fee']);
    expect((await allBills({ kind: 'fee', product: 'options' })).map((r) => r.kind)).toEqual(['micro.fee']);
    expect((await allBills({ kind: 'micro.fee' })).map((r) => r.kind)).toEqual(['micro.fee']);
    expect((await allBills({ kind: 'stake', product: 'spot' })).length).toBe(0);
  });

  it('tells a liquidation from a close by the entry’s reason', async () => {
    // A liquidation's close entry, as the futures module writes one (a ledger fixture: the house pays nothing here).
    await t.db.tx((ex) =>
      postEntry(ex, {
        key: `bills-test:liquidation:${user.userId}`,
        kind: 'lever.close',
        meta: { positionId: made.position, reason: 'liquidation' },
        lines: [
          { account: systemAccount('house', 'USDT'), amount: -1_000_000n },
          { account: userAccount(user.userId, 'USDT', 'lever'), amount: 1_000_000n },
        ],
      }),
    );
    const liquidations = await allBills({ kind: 'liquidation' });
    expect(liquidations.map((r) => [r.kind, r.bill_kind, r.change])).toEqual([['lever.close', 'liquidation', '1']]);
    const closes = await allBills({ kind: 'realised_pnl' });
    expect(closes.length).toBeGreaterThan(0);
    expect(closes.every((r) => r.bill_kind === 'realised_pnl')).toBe(true);
    expect((await allBills({ kind: 'lever.close' })).length).toBe(closes.length + 1);
  });

  it('refuses an unknown kind or product with a named error', async () => {
    const code = async (q: Record<string, unknown>) => (await t.call('GET', '/wallet/bill', q, { token: user.token })).body.code;
    expect(await code({ kind: 'trade.fill' })).toBe('BILL_KIND_UNKNOWN');
    expect(await code({ kind: 'other' })).toBe('BILL_KIND_UNKNOWN');
    expect(await code({ kind: '__proto__' })).toBe('BILL_KIND_UNKNOWN');
    expect(await code({ product: 'stocks' })).toBe('PRODUCT_UNKNOWN');
    expect(await code({ product: 'constructor' })).toBe('PRODUCT_UNKNOWN');
    const csv = await t.built.app.inject({
      method: 'GET',
      url: '/api/wallet/bill/export?product=lending',
      headers: { authorization: user.token },
    });
    expect(JSON.parse(csv.body)).toMatchObject({ type: 'error', code: 'PRODUCT_UNKNOWN' });
  });

  it('exports the same selection with the bill kind, product and source', async () => {
    const csv = await t.built.app.inject({
      method: 'GET',
      url: '/api/wallet/bill/export?product=options&kind=stake',
      headers: { authorization: user.token },
    });
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('time,entry,kind,currency,book,bucket,change,type,product,source');
    expect(lines.slice(1).map((l) => l.split(',').slice(2).join(','))).toEqual([
      `micro.stake,USDT,micro,frozen,100,stake,options,options:order:${made.microOrder}`,
      `micro.stake,USDT,micro,available,-100,stake,options,options:order:${made.microOrder}`,
    ]);
  });
});

describe('the ledger behind it', () => {
  it('balances, and every kind written in this run is in the catalogue', async () => {
    expect((await checkLedger(t.db)).problems).toEqual([]);
    const { rows } = await t.db.query<{ kind: string }>('SELECT DISTINCT kind FROM ledger_entries ORDER BY kind');
    expect(rows.map((r) => r.kind).filter((k) => !Object.prototype.hasOwnProperty.call(LEDGER_KINDS, k))).toEqual([]);
  });
});
