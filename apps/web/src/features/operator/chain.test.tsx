/**
 * The console's chain section with the server faked at fetch: each watched network's watcher and
 * the hot wallet against pending withdrawals (short when it does not cover them), a sweep
 * proposed for a second operator to approve, and the last sweep's steps.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiOutput } from '../../app/api';
import { fakeServer, show } from '../../test/fake-server';
import Chain from './pages/Chain';
import { setOperatorSession } from './session';

const { answer, calls, sent } = fakeServer({ user: null });

const ERC20: ApiOutput<'GET /operator/chain/status'>[number] = {
  network: 'ERC20',
  source: 'simulated',
  leader: true,
  confirmations: 3,
  last_block: 120,
  head: 122,
  lag: 2,
  last_error: null,
  last_pass_at: '2026-11-27T10:00:00.000Z',
  deposits: { credited: 14, seen: 1 },
  hot_wallet: {
    address: '0x9d8A62f656a8d1615C1294fd71e9CFb3E4855A4F',
    assets: [
      { currency: 'ETH', balance: '999.5', pending_withdrawals: '1.5', short: false },
      { currency: 'USDT', balance: '100', pending_withdrawals: '250', short: true },
    ],
  },
  fee_currency: 'ETH',
  sweepable: true,
  last_sweep: null,
};

function open(networks: ApiOutput<'GET /operator/chain/status'>) {
  setOperatorSession('op-tok', 'full');
  answer('GET /operator/me', { id: 1, username: 'fin', role: 'finance', totp_enabled: true });
  answer('GET /operator/chain/status', networks);
  show(Chain, '/operator/chain');
}

describe('chain watchers', () => {
  it('shows each watcher and the hot wallet against pending withdrawals', async () => {
    open([ERC20]);
    const erc20 = await screen.findByTestId('chain-ERC20');
    expect(within(erc20).getByTestId('chain-last-block').textContent).toBe('120');
    expect(within(erc20).getByText('Credited: 14 · Confirming: 1')).toBeTruthy();
    expect(within(screen.getByTestId('hot-USDT')).getByText(/does not cover pending withdrawals/)).toBeTruthy();
    expect(within(screen.getByTestId('hot-ETH')).queryByText(/does not cover/)).toBeNull();
  });

  it('proposes a sweep (a second operator approves it)', async () => {
    open([ERC20]);
    answer('POST /operator/chain/sweep', {
      id: 9,
      kind: 'chain.sweep',
      target: 'chain_sweep:ERC20',
      payload: { network: 'ERC20' },
      status: 'pending',
      proposed_by: 1,
      proposed_by_name: 'fin',
      decided_by: null,
      decided_by_name: null,
      created_at: '2026-11-27T10:00:00.000Z',
      decided_at: null,
      result: null,
    } as unknown as ApiOutput<'POST /operator/chain/sweep'>);
    fireEvent.click(await screen.findByTestId('sweep-propose'));
    await waitFor(() => expect(calls('/operator/chain/sweep')).toHaveLength(1));
  });

  it("shows the last sweep's steps per address and coin, with the gas and transfer transactions", async () => {
    const item = { address: '0x472fDa58EfDCA3a1Ae5f168e59C79d40A2c6aA6C', amount: '25', reason: null };
    open([
      {
        ...ERC20,
        last_sweep: {
          action_id: 7,
          state: 'running',
          swept: 1,
          created_at: '2026-11-27T10:00:00.000Z',
          done_at: null,
          items: [
            {
              ...item,
              currency: 'ETH',
              step: 'done',
              amount: '1.999958',
              gas_tx_id: null,
              tx_id: `0x${'1'.repeat(64)}`,
              gas_cost: '0.000042',
            },
            { ...item, currency: 'USDT', step: 'gas_sent', gas_tx_id: `0x${'2'.repeat(64)}`, tx_id: null, gas_cost: null },
          ],
        },
      },
    ]);
    expect((await screen.findByTestId('last-sweep')).textContent).toMatch(/in progress, 1 transfers done/);
    const usdt = screen.getByTestId('sweep-item-USDT');
    expect(within(usdt).getByText('gas sent, confirming')).toBeTruthy();
    expect(within(usdt).getByText(`0x${'2'.repeat(64)}`)).toBeTruthy();
    expect(within(screen.getByTestId('sweep-item-ETH')).getByText('done')).toBeTruthy();
  });

  it('says so when no network is watched', async () => {
    open([]);
    expect(await screen.findByText('No network is watched: deposits are reviewed by hand.')).toBeTruthy();
  });
});

describe('the TRC20 sweep panel', () => {
  it('explains a TRC20 sweep, shows what it burnt in TRX and proposes one for the TRC20 network', async () => {
    const address = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
    const trc20 = {
      ...ERC20,
      network: 'TRC20',
      source: 'indexer',
      fee_currency: 'TRX',
      hot_wallet: { address, assets: [{ currency: 'USDT', balance: '1000', pending_withdrawals: '0', short: false }] },
      last_sweep: {
        action_id: 8,
        state: 'done',
        swept: 1,
        created_at: '2026-11-27T10:00:00.000Z',
        done_at: '2026-11-27T10:05:00.000Z',
        items: [
          {
            address,
            currency: 'USDT',
            step: 'done',
            amount: '25',
            gas_tx_id: '3'.repeat(64),
            tx_id: '4'.repeat(64),
            gas_cost: '7.5285',
            reason: null,
          },
        ],
      },
    };
    open([trc20]);
    const panel = await screen.findByTestId('sweep-TRC20');
    expect(within(panel).getByText(/first sent from the hot wallet the TRX its transfer may burn/)).toBeTruthy();
    expect(within(panel).getByText('Network fee (TRX)')).toBeTruthy();
    expect(within(screen.getByTestId('sweep-item-USDT')).getByText('7.5285')).toBeTruthy();
    answer('POST /operator/chain/sweep', {
      id: 10,
      kind: 'chain.sweep',
      status: 'pending',
    } as unknown as ApiOutput<'POST /operator/chain/sweep'>);
    fireEvent.click(within(panel).getByTestId('sweep-propose'));
    await waitFor(() => expect(calls('/operator/chain/sweep')).toHaveLength(1));
    expect(sent('/operator/chain/sweep')).toEqual({ network: 'TRC20' });
  });
});
