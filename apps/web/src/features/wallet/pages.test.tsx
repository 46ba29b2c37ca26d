/**
 * The wallet's pages as a user meets them, with the server faked at fetch: a withdrawal needs an
 * address, an amount at or above the minimum and within the available balance (SPEC section 5),
 * then the pay password, and is sent once with an Idempotency-Key; a transfer between books cannot
 * move more than is available; every bank card field is required; the assets page shows the
 * balances it was given. Elements are found by role, label and the real English texts.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiOutput } from '../../app/api';
import { sessionStore } from '../../app/session';
import { click, fakeServer, show, showsError, type } from '../../test/fake-server';
import Assets from './pages/Assets';
import Bank from './pages/Bank';
import FundTransfer from './pages/FundTransfer';
import Withdraw from './pages/Withdraw';

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

const { answer, refuse, calls, sent, header } = fakeServer({ user: USER });

// ---- fixtures ------------------------------------------------------------------------------

const COIN: ApiOutput<'POST /wallet/get_info'> = {
  currency_id: 3,
  currency: 'USDT',
  scale: 6,
  available: '100',
  networks: [
    { network: 'TRC20', paid_on_chain: false, deposit_enabled: true, withdraw_enabled: true, withdraw_fee: '1', withdraw_min: '10' },
  ],
  limit_btc: '200',
  remaining_btc: '150',
  withdraw_locked_until: null,
};

const ADDRESS: ApiOutput<'GET /user/wallet/list'>['data'][number] = {
  id: 5,
  currency_id: 3,
  currency: 'USDT',
  network: 'TRC20',
  name: 'My Ledger',
  address: 'TXa1b2c3d4e5f6g7h8i9j0',
  qrcode: '/uploads/qr.png',
  created_at: '2026-01-02T10:00:00.000Z',
};

const pageOf = <T,>(data: T[]) => ({ data, page: 1, pages: 1, total: data.length, limit: 50 });

type Asset = ApiOutput<'POST /wallet/list'>['books'][number]['assets'][number];
const asset = (currency: string, [available, frozen, balance]: [string, string, string], usdt: string | null, id = 3): Asset => ({
  currency_id: id,
  currency,
  name: currency === 'USDT' ? 'Tether' : 'Dogecoin',
  icon: null,
  available,
  frozen,
  balance,
  usdt_value: usdt,
  fiat_value: usdt,
});

function overview(books: Record<number, Asset[]>): ApiOutput<'POST /wallet/list'> {
  const names: Record<number, string> = { 1: 'legal', 2: 'exchange', 3: 'lever', 4: 'micro' };
  return {
    fiat: 'USD',
    usdt_value: '1250.5',
    fiat_value: '1250.5',
    books: Object.entries(names).map(([type, book]) => ({
      type: Number(type),
      book,
      usdt_value: type === '2' ? '1250.5' : '0',
      fiat_value: type === '2' ? '1250.5' : '0',
      assets: books[Number(type)] ?? [],
    })),
  };
}

// ---- withdraw ------------------------------------------------------------------------------

describe('Withdraw', () => {
  const WITHDRAWAL: ApiOutput<'POST /wallet/out'> = {
    id: 77,
    user_id: 1042,
    currency: 'USDT',
    network: 'TRC20',
    destination_type: 'address',
    destination: ADDRESS.address,
    amount: '50',
    fee: '1',
    receive: '49',
    remark: '',
    status: 'pending',
    reason: null,
    tx_hash: null,
    created_at: '2026-11-21T10:00:00.000Z',
    reviewed_at: null,
  };

  it('without a saved address: asks for one and sends nothing', async () => {
    answer('POST /wallet/get_info', COIN);
    answer('GET /user/wallet/list', pageOf([]));
    show(Withdraw, '/pages/fund/withdraw?currency=USDT');
    expect(await screen.findByText('You have no saved USDT address yet.')).toBeTruthy();
    type('Amount', '50');
    click('Withdraw');
    await showsError('Please choose a withdrawal address or bank card');
    expect(screen.queryByRole('heading', { name: 'Confirm withdrawal' })).toBeNull();
    expect(calls('/wallet/out')).toHaveLength(0);
  });

  it('refuses no amount, less than the minimum and more than is available, each with its message', async () => {
    answer('POST /wallet/get_info', COIN);
    answer('GET /user/wallet/list', pageOf([ADDRESS]));
    show(Withdraw, '/pages/fund/withdraw?currency=USDT');
    const addresses = await screen.findByRole('radiogroup', { name: 'Withdrawal address' });
    const radio = within(addresses).getByRole('radio', { name: /My Ledger/ });
    await waitFor(() => expect(radio.getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByText('Available: 100.00 USDT')).toBeTruthy();

    click('Withdraw');
    await showsError('Please enter an amount');
    type('Amount', '5');
    click('Withdraw');
    await showsError('The minimum withdrawal is 10 USDT');
    type('Amount', '150');
    click('Withdraw');
    await showsError('Insufficient balance');
    expect(screen.queryByRole('heading', { name: 'Confirm withdrawal' })).toBeNull();
    expect(calls('/wallet/out')).toHaveLength(0);
  });

  it('a valid withdrawal asks for the pay password and is sent once with an Idempotency-Key', async () => {
    answer('POST /wallet/get_info', COIN);
    answer('GET /user/wallet/list', pageOf([ADDRESS]));
    answer('POST /wallet/out', WITHDRAWAL);
    const router = show(Withdraw, '/pages/fund/withdraw?currency=USDT');
    await screen.findByRole('radio', { name: /My Ledger/ });
    type('Amount', '50');
    type('Remark (optional)', ' rent ');
    await waitFor(() => expect(screen.getByText('49.00 USDT')).toBeTruthy());
    click('Withdraw');

    const sheet = (await screen.findByRole('heading', { name: 'Confirm withdrawal' })).closest('form')!;
    const confirm = within(sheet).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(calls('/wallet/out')).toHaveLength(0);
    type('Pay password', '1234567');
    fireEvent.click(confirm);

    expect(await screen.findByText('Withdrawal requested')).toBeTruthy();
    expect(calls('/wallet/out')).toHaveLength(1);
    expect(sent('/wallet/out')).toEqual({ currency: 'USDT', number: '50', address: '5', pay_password: '1234567', remark: 'rent' });
    expect(header('/wallet/out', 'Idempotency-Key')).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/fund/receive_withdraw_record'));
    expect(router.state.location.search).toBe('?tab=withdraw');
  });

  it('a wrong pay password is shown in the sheet, which stays open to try again', async () => {
    answer('POST /wallet/get_info', COIN);
    answer('GET /user/wallet/list', pageOf([ADDRESS]));
    refuse('POST /wallet/out', 'PAY_PASSWORD_WRONG', 'The pay password is incorrect');
    show(Withdraw, '/pages/fund/withdraw?currency=USDT');
    await screen.findByRole('radio', { name: /My Ledger/ });
    type('Amount', '10');
    click('Withdraw');
    await screen.findByRole('heading', { name: 'Confirm withdrawal' });
    type('Pay password', 'wrong-one');
    click('Confirm');
    await showsError('The pay password is incorrect');
    expect(screen.getByRole('heading', { name: 'Confirm withdrawal' })).toBeTruthy();
    expect(calls('/wallet/out')).toHaveLength(1);
  });

  it('without a pay password: says so and opens nothing', async () => {
    sessionStore.set({ token: 'user-token', user: { ...USER, has_pay_password: false } });
    answer('POST /wallet/get_info', COIN);
    answer('GET /user/wallet/list', pageOf([ADDRESS]));
    show(Withdraw, '/pages/fund/withdraw?currency=USDT');
    expect(await screen.findByText('Set a pay password to confirm withdrawals.')).toBeTruthy();
    type('Amount', '50');
    click('Withdraw');
    expect(await screen.findByText('Please set a pay password first')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Confirm withdrawal' })).toBeNull();
    expect(calls('/wallet/out')).toHaveLength(0);
  });
});

// ---- transfer between books ----------------------------------------------------------------

describe('FundTransfer', () => {
  it('refuses no amount and more than is available in the source book; a valid transfer is sent with an Idempotency-Key', async () => {
    answer('POST /wallet/list', overview({ 2: [asset('USDT', ['100', '20', '120'], '120')], 3: [asset('USDT', ['10', '0', '10'], '10')] }));
    answer('POST /wallet/get_info', COIN);
    answer('POST /wallet/change', (body) => ({
      id: 9,
      currency_id: 3,
      currency: 'USDT',
      from: 'exchange',
      to: 'lever',
      number: body.get('number')!,
      fee: '0',
      created_at: '2026-11-21T10:00:00.000Z',
    }));
    show(FundTransfer, '/pages/fund/fundTransfer?currency=USDT');
    expect(await screen.findByText('Available in Spot: 100.00 USDT')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^From\s*Spot/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^To\s*Futures/ })).toBeTruthy();

    click('Transfer');
    await showsError('Please enter an amount');
    // The 20 in use cannot move: 100 is all that is available.
    type('Amount', '120');
    click('Transfer');
    await showsError('Insufficient balance');
    expect(calls('/wallet/change')).toHaveLength(0);

    type('Amount', '25.5');
    click('Transfer');
    expect(await screen.findByText('Transfer complete')).toBeTruthy();
    expect(sent('/wallet/change')).toEqual({ currency_id: '3', number: '25.5', from_field: 'change', to_field: 'lever' });
    expect(header('/wallet/change', 'Idempotency-Key')).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    await waitFor(() => expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe(''));
  });

  it('swapping the books sends the transfer the other way, within the other book’s balance', async () => {
    answer('POST /wallet/list', overview({ 2: [asset('USDT', ['100', '0', '100'], '100')], 3: [asset('USDT', ['10', '0', '10'], '10')] }));
    answer('POST /wallet/get_info', COIN);
    answer('POST /wallet/change', {
      id: 10,
      currency_id: 3,
      currency: 'USDT',
      from: 'lever',
      to: 'exchange',
      number: '5',
      fee: '0',
      created_at: '2026-11-21T10:00:00.000Z',
    });
    show(FundTransfer, '/pages/fund/fundTransfer?currency=USDT');
    await screen.findByText('Available in Spot: 100.00 USDT');
    click('Swap from and to');
    expect(await screen.findByText('Available in Futures: 10.00 USDT')).toBeTruthy();
    type('Amount', '50');
    click('Transfer');
    await showsError('Insufficient balance');
    type('Amount', '5');
    click('Transfer');
    await waitFor(() => expect(calls('/wallet/change')).toHaveLength(1));
    expect(sent('/wallet/change')).toEqual({ currency_id: '3', number: '5', from_field: 'lever', to_field: 'change' });
  });
});

// ---- bank card -----------------------------------------------------------------------------

describe('Bank', () => {
  const FIELDS = {
    'Account holder name': 'Ada Lovelace',
    'Bank account number': '6222020200112233',
    'Bank name': 'Example Bank',
    'Province / city': 'London',
    Branch: 'Marylebone',
    'Phone number': '2025550123',
  };

  it('every field is required; a complete card is sent with exactly its six fields', async () => {
    answer('POST /user/cash_info', null);
    answer('POST /user/cash_save', (body) => ({
      real_name: body.get('real_name')!,
      bank_account: body.get('bank_account')!,
      bank_name: body.get('bank_name')!,
      bank_dizhi: body.get('bank_dizhi')!,
      bank_network: body.get('bank_network')!,
      phone: body.get('phone')!,
    }));
    show(Bank, '/pages/setting/bank');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(screen.getByText('Please add a bank card')).toBeTruthy();

    fireEvent.click(save);
    await showsError('Please add a bank card');
    for (const [label, value] of Object.entries(FIELDS)) if (label !== 'Branch') type(label, value);
    type('Branch', '   ');
    fireEvent.click(save);
    await showsError('Please add a bank card');
    expect(within(screen.getByRole('alert').parentElement!).getByLabelText('Branch')).toBeTruthy();
    expect(calls('/user/cash_save')).toHaveLength(0);

    type('Branch', FIELDS.Branch);
    fireEvent.click(save);
    expect(await screen.findByText('Bank card saved')).toBeTruthy();
    expect(sent('/user/cash_save')).toEqual({
      real_name: 'Ada Lovelace',
      bank_account: '6222020200112233',
      bank_name: 'Example Bank',
      bank_dizhi: 'London',
      bank_network: 'Marylebone',
      phone: '2025550123',
    });
  });

  it('a saved card fills the form and is named in the state line', async () => {
    answer('POST /user/cash_info', {
      real_name: 'Ada Lovelace',
      bank_account: '6222020200112233',
      bank_name: 'Example Bank',
      bank_dizhi: 'London',
      bank_network: 'Marylebone',
      phone: '2025550123',
    });
    show(Bank, '/pages/setting/bank');
    expect(await screen.findByText('Saved: Example Bank **** 2233')).toBeTruthy();
    expect((screen.getByLabelText('Account holder name') as HTMLInputElement).value).toBe('Ada Lovelace');
  });
});

// ---- assets --------------------------------------------------------------------------------

describe('Assets', () => {
  const INFO: ApiOutput<'GET /default/info'> = {
    site_name: 'Bourse',
    site_logo: '',
    version: '0.8.0',
    h5_version: 1,
    invite_required: false,
    default_lang: 'en',
    default_fiat: 'USD',
    langs: ['en'],
    fiats: ['USD'],
    simulated_market: false,
    support_email: 'help@example.com',
  };

  it('shows the balances of each book from the server, hides small ones and amounts on request', async () => {
    answer('GET /default/info', INFO);
    answer(
      'POST /wallet/list',
      overview({ 2: [asset('USDT', ['1000', '250.5', '1250.5'], '1250.5'), asset('DOGE', ['1', '0', '1'], '0.15', 9)], 3: [] }),
    );
    show(Assets, '/pages/fund/assets');
    expect(await screen.findByRole('heading', { name: 'Coins in Spot' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Spot/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('1,250.50')).toBeTruthy();
    expect(screen.getByText('Available 1,000.00 · In use 250.50')).toBeTruthy();
    expect(screen.getByText('Dogecoin')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Hide small balances' }));
    await waitFor(() => expect(screen.queryByText('Dogecoin')).toBeNull());
    expect(screen.getByText('1,250.50')).toBeTruthy();

    click('Hide amounts');
    expect(screen.queryByText('1,250.50')).toBeNull();
    expect(screen.getAllByText('******').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Show amounts' })).toBeTruthy();
  });

  it('a book without coins shows the empty state', async () => {
    answer('GET /default/info', INFO);
    answer('POST /wallet/list', overview({ 2: [asset('USDT', ['5', '0', '5'], '5')] }));
    show(Assets, '/pages/fund/assets');
    fireEvent.click(await screen.findByRole('tab', { name: /Futures/ }));
    expect(await screen.findByRole('heading', { name: 'Coins in Futures' })).toBeTruthy();
    expect(screen.getByText('No coins to show')).toBeTruthy();
  });

  it('an empty wallet shows the empty state', async () => {
    answer('GET /default/info', INFO);
    answer('POST /wallet/list', overview({}));
    show(Assets, '/pages/fund/assets');
    expect(await screen.findByText('No coins to show')).toBeTruthy();
    expect(screen.getByText('Total assets')).toBeTruthy();
  });
});
