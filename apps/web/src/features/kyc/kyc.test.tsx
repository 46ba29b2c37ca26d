/**
 * Identity verification as a user meets it, with the server faked at fetch: both pages need
 * sign-in, email and mobile must be bound first (SPEC section 5), Lv1 refuses an empty name or
 * document number before anything is sent, a valid submission is sent as typed and shows the
 * review state, a failed review shows its reason (SPEC section 4). Elements are found by role,
 * label and the real English texts.
 */
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import en from '@bourse/i18n/bundles/en';
import type { ApiOutput } from '../../app/api';
import { RequireAuth } from '../../app/guard';
import { fakeServer, show, showsError, type } from '../../test/fake-server';
import Real from './pages/Real';
import RealMark from './pages/RealMark';
import { kycRoutes } from './routes';

// A session token, with no user loaded.
const { answer, calls, form } = fakeServer({ user: null });

const REAL = { path: '/pages/setting/real', element: <Real /> };
const MARK = { path: '/pages/setting/real_mark', element: <RealMark /> };

const LIMITS: ApiOutput<'GET /real/state'>['limits'] = [
  { level: 0, withdraw_btc_24h: '0', fiat_order_usdt: '0' },
  { level: 1, withdraw_btc_24h: '200', fiat_order_usdt: '10000' },
  { level: 2, withdraw_btc_24h: '500', fiat_order_usdt: '50000' },
];

const noLevel = { status: 'none', reason: null, submitted_at: null, reviewed_at: null } as const;

function realState(overrides: Partial<ApiOutput<'GET /real/state'>> = {}): ApiOutput<'GET /real/state'> {
  return {
    real_level: 0,
    level1: { ...noLevel, id_type: null, name: null, card_id: null },
    level2: { ...noLevel, front_pic: null, reverse_pic: null },
    email_bound: true,
    mobile_bound: true,
    limits: LIMITS,
    ...overrides,
  };
}

function has(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

// ---- routes and texts ----------------------------------------------------------------------

describe('kyc routes', () => {
  it('are both behind the sign-in guard', () => {
    expect(kycRoutes.map((r) => r.path)).toEqual(['/pages/setting/real', '/pages/setting/real_mark']);
    for (const route of kycRoutes) {
      expect(isValidElement(route.element) && route.element.type === RequireAuth, route.path).toBe(true);
    }
  });
});

describe('texts built at run time', () => {
  it('exist in English (and so, by the i18n tests, in every language)', () => {
    const keys = [
      ...[0, 1, 2].map((level) => `kyc.levels.${level}`),
      ...['none', 'pending', 'approved', 'rejected'].map((s) => `kyc.status.${s}`),
      ...['id_card', 'passport', 'driver_licence'].map((k) => `kyc.idTypes.${k}`),
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });
});

// ---- the Real page -------------------------------------------------------------------------

describe('Real', () => {
  it('asks to bind email and mobile first, offers no form, and leads to Security', async () => {
    answer('GET /real/state', realState({ email_bound: true, mobile_bound: false }));
    const router = show([REAL], '/pages/setting/real');
    expect(await screen.findByText('Bind your email and mobile number before you verify your identity.')).toBeTruthy();
    expect(screen.getByText('Available once your email and mobile number are bound.')).toBeTruthy();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByText('Verify your identity to withdraw.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to Security' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/setting/security'));
    expect(calls('/user/real')).toHaveLength(0);
  });

  it('refuses an empty name, then an empty document number, with the SPEC messages, and sends nothing', async () => {
    answer('GET /real/state', realState());
    show([REAL], '/pages/setting/real');
    const submit = await screen.findByRole('button', { name: 'Submit' });

    fireEvent.click(submit);
    await showsError('Please enter your name');

    type('Full name', 'Ada Lovelace');
    fireEvent.click(submit);
    await showsError('Please enter your ID number');

    type('Document number', 'AB#1234');
    fireEvent.click(submit);
    await showsError('Special characters are not allowed');

    expect(calls('/user/real')).toHaveLength(0);
  });

  it('sends the chosen document type, name and number, then shows the review state', async () => {
    let current = realState();
    answer('GET /real/state', () => current);
    answer('POST /user/real', (body) => {
      current = realState({
        level1: {
          status: 'pending',
          reason: null,
          submitted_at: '2026-11-21T10:00:00.000Z',
          reviewed_at: null,
          id_type: Number(body.get('id_type')),
          name: body.get('name'),
          card_id: '****4567',
        },
      });
      return current;
    });
    show([REAL], '/pages/setting/real');

    const passport = await screen.findByRole('radio', { name: 'Passport' });
    expect(screen.getByRole('radio', { name: 'ID card' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(passport);
    expect(passport.getAttribute('aria-checked')).toBe('true');
    type('Full name', '  Ada Lovelace ');
    type('Document number', 'P1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Submitted for review')).toBeTruthy();
    expect(calls('/user/real')).toHaveLength(1);
    expect(form('/user/real')).toEqual({ real_type: '1', id_type: '1', name: 'Ada Lovelace', card_id: 'P1234567', lang: 'en' });

    expect(await screen.findByText('We are reviewing your documents. This usually takes less than a day.')).toBeTruthy();
    expect(screen.getAllByText('Under review').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(screen.getByText('Passport')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Complete Lv1 first.')).toBeTruthy();
  });

  it('a failed review shows the reason and lets the user send it again', async () => {
    answer(
      'GET /real/state',
      realState({
        level1: {
          status: 'rejected',
          reason: 'The name does not match the document',
          submitted_at: '2026-11-20T10:00:00.000Z',
          reviewed_at: '2026-11-21T10:00:00.000Z',
          id_type: 0,
          name: 'Ada',
          card_id: '****1234',
        },
      }),
    );
    show([REAL], '/pages/setting/real');
    expect(
      await screen.findByText('Verification failed: The name does not match the document. Please correct it and submit again.'),
    ).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit again' })).toBeTruthy();
    expect(screen.getByLabelText('Full name')).toBeTruthy();
  });

  it('a verified Lv1 shows the limit and opens Lv2, which asks for both photos before sending', async () => {
    answer(
      'GET /real/state',
      realState({
        real_level: 1,
        level1: {
          status: 'approved',
          reason: null,
          submitted_at: null,
          reviewed_at: null,
          id_type: 0,
          name: 'Ada Lovelace',
          card_id: '****4567',
        },
      }),
    );
    show([REAL], '/pages/setting/real');
    expect(await screen.findByText('You can withdraw up to 200 BTC in value per 24 hours.')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Front side' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back side' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await showsError('Please choose a file');
    expect(calls('/user/real')).toHaveLength(0);
  });
});

// ---- the RealMark page ---------------------------------------------------------------------

describe('RealMark', () => {
  it('says why, shows the level now and goes to the verification page', async () => {
    answer('GET /real/state', realState({ real_level: 1 }));
    const router = show([REAL, MARK], '/pages/setting/real_mark');
    expect(screen.getByRole('heading', { name: 'Verify your identity to continue' })).toBeTruthy();
    expect(await screen.findByText('Your level now: Lv1 Basic')).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/setting/real'));
    expect(await screen.findByRole('heading', { name: 'Identity verification' })).toBeTruthy();
  });
});
