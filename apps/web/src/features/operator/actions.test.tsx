/**
 * The Approvals section (two-person actions, issue 12) with the server faked at fetch: each pending
 * action says why the signed-in operator may not approve it (in their language) and then offers no
 * approval; one they may approve is sent after a confirmation; a rejection needs a reason.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorAction } from '@bourse/contract';
import { loadLanguage } from '../../app/i18n';
import { langStore } from '../../app/preferences';
import { fakeServer, show } from '../../test/fake-server';
import Actions from './pages/Actions';
import { setOperatorSession } from './session';

const { answer, calls, sent } = fakeServer({ user: null });

const action = (id: number, extra: Partial<OperatorAction>): OperatorAction => ({
  id,
  kind: 'operator.create',
  target: 'operator-name:finance7',
  payload: { username: 'finance7', role: 'finance' },
  status: 'pending',
  proposed_by: 2,
  proposer: 'second',
  proposed_at: '2026-11-21T10:00:00.000Z',
  decided_by: null,
  decider: null,
  decided_at: null,
  reason: null,
  result: null,
  effective_at: null,
  approver_roles: ['admin'],
  refusal: null,
  ...extra,
});

const PENDING = [
  action(7, {
    kind: 'fee.exchange',
    target: 'exchange',
    payload: { spread_ppm_from: 2000, spread_ppm: 100_000, fee_ppm_from: 1000, fee_ppm: 100_000 },
    proposed_by: 1,
    proposer: 'admin',
    approver_roles: ['admin', 'finance'],
    refusal: { code: 'APPROVAL_OWN_ACTION', until: null },
  }),
  action(8, {}),
  action(9, {
    kind: 'deposit.credit',
    target: 'deposit_claim:31',
    payload: { claim_id: 31, user_id: 5, currency: 'USDT', amount: '25000', amount_usdt: '25000' },
    approver_roles: ['admin', 'finance'],
    refusal: { code: 'APPROVAL_TOO_NEW', until: '2026-11-22T10:00:00.000Z' },
  }),
];

function open() {
  setOperatorSession('op-tok', 'full');
  answer('GET /operator/me', { id: 1, username: 'admin', role: 'admin', totp_enabled: true });
  answer('GET /operator/actions', PENDING);
  show(Actions, '/operator/actions');
}

const card = async (name: string) => (await screen.findByText(name)).closest('li')!;

describe('approvals', () => {
  it('says why the operator may not approve an action, and then offers no approval', async () => {
    open();
    const own = await card('Exchange spread and fee');
    expect(within(own).getByRole('note').textContent).toBe(
      'You cannot approve this: You cannot approve your own action, nor one about yourself',
    );
    expect((within(own).getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      within(own).getByText('Once approved, users are shown the change and it takes effect only after the notice period.'),
    ).toBeTruthy();
    expect(within(own).getByText('Who may approve: Administrator, Finance')).toBeTruthy();

    const early = await card('Deposit credit above the limit');
    expect(within(early).getByRole('note').textContent).toMatch(
      /^You cannot approve this: An operator added less than 24 hours ago cannot approve yet You may approve from 2026-11-2\d \d\d:00:00\.$/,
    );
    expect((within(early).getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(early).getByText('Value (USDT)').nextSibling!.textContent).toBe('25000');
  });

  it('approves an action the operator may, after a confirmation', async () => {
    answer('POST /operator/actions/approve', { ...PENDING[1]!, status: 'approved', decider: 'admin' });
    open();
    const item = await card('Add an operator');
    expect(within(item).queryByRole('note')).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve #8 (Add an operator)? It is applied now.')).toBeTruthy();
    expect(calls('/operator/actions/approve')).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' })));
    await waitFor(() => expect(calls('/operator/actions/approve')).toHaveLength(1));
    expect(sent('/operator/actions/approve')).toEqual({ id: '8' });
  });

  it('rejects only with a reason', async () => {
    answer('POST /operator/actions/reject', { ...PENDING[1]!, status: 'rejected', reason: 'Nobody asked for this account' });
    open();
    fireEvent.click(within(await card('Add an operator')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByTestId('decision-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please give a reason');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Nobody asked for this account' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls('/operator/actions/reject')).toHaveLength(1));
    expect(sent('/operator/actions/reject')).toEqual({ id: '8', reason: 'Nobody asked for this account' });
  });

  it('gives the reason in the operator’s language', async () => {
    langStore.set('zh');
    await loadLanguage('zh');
    open();
    const own = await card('兑换点差与手续费');
    expect(within(own).getByRole('note').textContent).toBe('您不能审批此操作：不能审批自己发起的操作，也不能审批与自己有关的操作');
  });
});
