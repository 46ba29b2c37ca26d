/**
 * The share page with the server faked at fetch: the stated terms (each product's share, the
 * period, one level, fees only), the link with the user's code and its QR picture, the invitees
 * masked, and the rebates each naming the invitee's order; empty lists say so.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ApiOutput } from '../../app/api';
import { fakeServer, show } from '../../test/fake-server';
import Share from './pages/Share';

const INFO: ApiOutput<'GET /invite/info'> = {
  invite_code: 'ADA12345',
  register_path: '/pages/common/register?code=ADA12345',
  rates: [
    { product: 'spot', percent: '20' },
    { product: 'futures', percent: '20' },
    { product: 'options', percent: '10' },
  ],
  period_days: 180,
  invitees: 1,
  totals: [{ currency: 'USDT', amount: '0.01' }],
};
const page = <T,>(data: T[]) => ({ data, page: 1, pages: 1, total: data.length, limit: 10 });

const { answer } = fakeServer({ user: null });

describe('Share', () => {
  it('states the terms, shows the link with the code and its QR code, and the masked invitees', async () => {
    answer('GET /invite/info', INFO);
    answer(
      'GET /invite/invitees',
      page([{ account: 'bo***@example.com', joined_at: '2026-11-01T10:00:00.000Z', rebate_until: '2027-04-30T10:00:00.000Z' }]),
    );
    show(Share, '/pages/setting/share');
    expect((await screen.findByTestId('invite-code')).textContent).toBe('ADA12345');
    expect(screen.getByTestId('invite-link').textContent).toMatch(/#\/pages\/common\/register\?code=ADA12345$/);
    expect(screen.getByTestId('rate-spot').textContent).toContain('20');
    expect(screen.getByTestId('rate-options').textContent).toContain('10');
    const terms = screen.getByTestId('invite-terms').textContent!;
    expect(terms).toContain('For 180 days after each friend signs up');
    expect(terms).toContain('One level only');
    expect(terms).toContain('never from anyone');
    expect((await screen.findByTestId('invitee-row')).textContent).toContain('bo***@example.com');
    expect((await screen.findByTestId('share-qr')).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('lists the rebates with the source order, and says when there are none', async () => {
    answer('GET /invite/info', { ...INFO, invitees: 0, totals: [] });
    answer('GET /invite/invitees', page([]));
    answer(
      'GET /invite/rebates',
      page([
        {
          id: 7,
          entry_id: 70,
          invitee: 'bo***@example.com',
          product: 'options',
          order_id: 31,
          currency: 'USDT',
          fee: '0.1',
          percent: '10',
          amount: '0.01',
          created_at: '2026-11-02T10:00:00.000Z',
        },
      ]),
    );
    show(Share, '/pages/setting/share');
    expect(await screen.findByText('No friends have signed up with your code yet')).toBeTruthy();
    fireEvent.click(screen.getByTestId('invite-tab-rebates'));
    const row = await screen.findByTestId('rebate-row');
    expect(row.textContent).toContain('Options order #31 by bo***@example.com');
    expect(row.textContent).toContain('0.01 USDT');
  });
});
