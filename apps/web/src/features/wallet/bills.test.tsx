/**
 * The bills screen as a user meets it (issue 13), with the server faked at fetch: the five lines
 * of one seconds order each say what they are (never "Other"), a line opens its order, a futures
 * line its position's proof and a spot line its order; the product filter narrows the types on
 * offer and goes to the server; a filter the server would refuse is named instead of sent.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BillRow } from '@bourse/contract';
import type { ApiOutput } from '../../app/api';
import { fakeServer, show } from '../../test/fake-server';
import Bill from './pages/Bill';

const USER: ApiOutput<'GET /user/info'> = {
  id: 1042,
  account: 'ada@example.com',
  email: 'ada@example.com',
  mobile: '2025550123',
  area_code: '1',
  nickname: 'Ada',
  signature: '',
  avatar: null,
  invite_code: 'ADA123',
  default_fiat: 'USD',
  has_pay_password: true,
  totp_enabled: false,
  real_level: 1,
  withdraw_locked_until: null,
  created_at: '2026-01-02T10:00:00.000Z',
};

const { answer, calls } = fakeServer({ user: USER });

let nextId = 100;
function row(kind: string, bill_kind: BillRow['bill_kind'], change: string, more: Partial<BillRow> = {}): BillRow {
  const id = nextId++;
  return {
    id,
    entry_id: id,
    kind,
    bill_kind,
    product: 'options',
    source: { product: 'options', type: 'order', id: 7 },
    currency: 'USDT',
    book: 'micro',
    change,
    bucket: 'available',
    created_at: '2026-11-21T10:00:00.000Z',
    memo: {},
    ...more,
  };
}

/** What one 30-second Rise order that won leaves: stake held, fee, and the payout out of the hold. */
const OPTIONS_TRADE: BillRow[] = [
  row('micro.win', 'payout', '180'),
  row('micro.win', 'payout', '-100', { bucket: 'frozen' }),
  row('micro.fee', 'fee', '-0.1'),
  row('micro.stake', 'stake', '100', { bucket: 'frozen' }),
  row('micro.stake', 'stake', '-100'),
];

const page = (data: BillRow[]) => ({ data, page: 1, pages: 1, total: data.length, limit: 10 });

function serve(rows: BillRow[]) {
  answer('GET /currency/user_currency_list', []);
  answer('GET /wallet/bill', page(rows));
}

const billQuery = (index: number) => new URLSearchParams(String(calls('/wallet/bill')[index]![0]).split('?')[1]);

describe('the lines of the bills screen', () => {
  it('labels each line of one options trade, and none as "Other"', async () => {
    serve(OPTIONS_TRADE);
    show(Bill, '/pages/setting/bill');
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByTestId('bill-kind').textContent)).toEqual([
      'Options payout',
      'Options payout',
      'Trading fee',
      'Options stake',
      'Options stake',
    ]);
    expect(within(list).queryByText('Other')).toBeNull();
  });

  it('opens the order a line came from', async () => {
    serve(OPTIONS_TRADE.slice(0, 1));
    const router = show(Bill, '/pages/setting/bill');
    const link = await screen.findByRole('link', { name: 'Order #7' });
    expect(link.getAttribute('href')).toBe('#/pages/transaction/seconds_order?id=7');
    fireEvent.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/pages/transaction/seconds_order?id=7'),
    );
  });

  it('links a futures line to its position’s proof, a spot line to its order, and a correction to nothing', async () => {
    serve([
      row('lever.close', 'liquidation', '-12.5', {
        product: 'futures',
        book: 'lever',
        source: { product: 'futures', type: 'position', id: 31 },
      }),
      row('spot.trade', 'trade', '0.01', {
        product: 'spot',
        book: 'exchange',
        currency: 'BTC',
        source: { product: 'spot', type: 'order', id: 5 },
        memo: { market: 'BTC/USDT', price: '50000', qty: '0.01' },
      }),
      row('adjustment', 'adjustment', '3', {
        product: 'wallet',
        book: 'exchange',
        source: { product: 'wallet', type: 'adjustment', id: 2 },
      }),
    ]);
    show(Bill, '/pages/setting/bill');
    expect((await screen.findByRole('link', { name: 'Position #31' })).getAttribute('href')).toBe(
      '#/pages/transaction/contract_proof?id=31',
    );
    expect(within(screen.getByTestId('bill-list')).getByText('Liquidation')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order #5' }).getAttribute('href')).toBe('#/pages/transaction/currency_order?order=5');
    expect(screen.getByText(/^Filled 0\.01 at 50,000/)).toBeTruthy();
    expect(screen.getByText('Correction #2')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Correction #2' })).toBeNull();
  });
});

describe('the filters of the bills screen', () => {
  it('filters by product: the types on offer narrow to it, and the server is asked for it', async () => {
    serve(OPTIONS_TRADE);
    const router = show(Bill, '/pages/setting/bill');
    await screen.findByRole('list');
    const kinds = () =>
      within(screen.getByLabelText('Type'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(kinds()).toEqual(expect.arrayContaining(['Trade', 'Options stake', 'Deposit', 'Liquidation']));
    fireEvent.change(screen.getByLabelText('Product'), { target: { value: 'options' } });
    await waitFor(() => expect(router.state.location.search).toBe('?product=options'));
    expect(kinds()).toEqual([
      'All types',
      'Trading fee',
      'Options stake',
      'Options payout',
      'Tie (stake returned)',
      'Options loss',
      'Void (stake returned)',
      'Fee refunded',
    ]);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'stake' } });
    await waitFor(() => expect(billQuery(calls('/wallet/bill').length - 1).get('kind')).toBe('stake'));
    expect(billQuery(calls('/wallet/bill').length - 1).get('product')).toBe('options');
  });

  it('drops a type the chosen product does not have', async () => {
    serve([]);
    const router = show(Bill, '/pages/setting/bill?kind=trade');
    await screen.findByText('No records match these filters');
    fireEvent.change(screen.getByLabelText('Product'), { target: { value: 'options' } });
    await waitFor(() => expect(router.state.location.search).toBe('?product=options'));
  });

  it('names a filter the server would refuse, and sends nothing', async () => {
    serve(OPTIONS_TRADE);
    show(Bill, '/pages/setting/bill?product=lending');
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown product');
    expect(calls('/wallet/bill')).toHaveLength(0);
  });
});
