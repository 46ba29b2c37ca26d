/**
 * The deposit screen on a network a chain watcher follows, and on one reviewed by hand; the
 * withdrawal screen saying who sends a payout on each network (issue 20).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiOutput } from '../../app/api';
import { fakeServer, show } from '../../test/fake-server';
import Receive from './pages/Receive';
import Withdraw from './pages/Withdraw';

const { answer } = fakeServer({
  user: {
    id: 7,
    account: 'ada@example.com',
    email: 'ada@example.com',
    mobile: '',
    area_code: '',
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
  },
});

const network = (name: string) => ({
  network: name,
  paid_on_chain: false,
  deposit_enabled: true,
  withdraw_enabled: true,
  withdraw_fee: '1',
  withdraw_min: '10',
});
const COIN: ApiOutput<'POST /wallet/get_info'> = {
  currency_id: 3,
  currency: 'USDT',
  scale: 6,
  available: '0',
  networks: [network('ERC20'), network('TRC20')],
  limit_btc: '200',
  remaining_btc: '200',
  withdraw_locked_until: null,
};
const ADDRESS = '0x388b3395D4158EfDe9403289f69DC88b3EbB3671';

const deposit = (status: ApiOutput<'GET /wallet/chain/deposits'>[number]['status'], confirmations: number) => ({
  id: confirmations + 1,
  currency: 'USDT',
  network: 'ERC20',
  address: ADDRESS.toLowerCase(),
  tx_id: `0x${String(confirmations).repeat(64).slice(0, 64)}`,
  output_index: 0,
  block_number: 12,
  amount: '250',
  status,
  confirmations,
  required: 3,
  created_at: '2026-11-27T10:00:00.000Z',
  credited_at: null,
});

describe('Receive', () => {
  it('on a watched network: credited automatically, deposits listed with their confirmations, no claim form', async () => {
    answer('POST /wallet/get_info', COIN);
    answer('POST /wallet/get_in_address', {
      currency: 'USDT',
      network: 'ERC20',
      address: ADDRESS,
      watched: true,
      confirmations: 3,
      min_deposit: '1',
    });
    answer('GET /wallet/chain/deposits', [deposit('seen', 1), deposit('credited', 3)]);
    show(Receive, '/pages/fund/receive?currency=USDT');
    expect((await screen.findByTestId('chain-auto')).textContent).toContain('after 3 network confirmations');
    expect(await screen.findByText('1 of 3 confirmations')).toBeTruthy();
    expect(screen.getAllByTestId('chain-deposit').map((d) => d.dataset.status)).toEqual(['seen', 'credited']);
    expect(screen.queryByTestId('claim-submit')).toBeNull();
  });

  it('on a network nobody watches: the claim form, saying plainly it is reviewed by hand', async () => {
    answer('POST /wallet/get_info', { ...COIN, networks: [network('TRC20')] });
    answer('POST /wallet/get_in_address', {
      currency: 'USDT',
      network: 'TRC20',
      address: 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH',
      watched: false,
      confirmations: null,
      min_deposit: null,
    });
    show(Receive, '/pages/fund/receive?currency=USDT');
    expect((await screen.findByTestId('hand-review')).textContent).toContain('an operator reviews each one by hand');
    expect(screen.getByTestId('claim-submit')).toBeTruthy();
    expect(screen.queryByTestId('chain-deposits')).toBeNull();
  });
});

describe('Withdraw', () => {
  it('says whether the server sends the payout on chain or an operator sends it by hand', async () => {
    const saved = (id: number, net: string) => ({
      id,
      currency_id: 3,
      currency: 'USDT',
      network: net,
      name: net,
      address: `${net}-addr`,
      qrcode: '/uploads/qr.png',
      created_at: '2026-11-27T10:00:00.000Z',
    });
    answer('POST /wallet/get_info', { ...COIN, networks: [{ ...network('ERC20'), paid_on_chain: true }, network('TRC20')] });
    answer('GET /user/wallet/list', { data: [saved(1, 'ERC20'), saved(2, 'TRC20')], page: 1, pages: 1, total: 2, limit: 50 });
    show(Withdraw, '/pages/fund/withdraw?currency=USDT');
    expect((await screen.findByTestId('withdraw-payout')).textContent).toContain('the server signs and sends this withdrawal on ERC20');
    fireEvent.click(screen.getByRole('radio', { name: /TRC20/ }));
    await waitFor(() => expect(screen.getByTestId('withdraw-payout').textContent).toContain('sent by an operator by hand'));
  });
});
