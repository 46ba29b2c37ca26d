/**
 * The two system routes (issue 13, item 14): /choose-location sets the country or region (dial
 * code and, where the app shows its currency, the default fiat), and /open-location shows a
 * validated address with the links that open it in a map app.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadLanguage } from '../../app/i18n';
import { fiatStore, langStore } from '../../app/preferences';
import { sessionStore } from '../../app/session';
import { pickedAreaStore } from '../../lib/area';
import { fakeServer, show } from '../../test/fake-server';
import { fiatForRegion, isAppleDevice, mapAppLink, parsePlace, webMapLink } from './location';
import ChooseLocation from './pages/ChooseLocation';
import OpenLocation from './pages/OpenLocation';

const { answer, calls, sent } = fakeServer({ user: null });

const AREAS = [
  { region: 'FR', dial_code: '33' },
  { region: 'BR', dial_code: '55' },
  { region: 'JP', dial_code: '81' },
  { region: 'US', dial_code: '1' },
];

const place = (query: string) => parsePlace(new URLSearchParams(query));

describe('a place from a link', () => {
  it('takes an address, coordinates, or both, with an optional name, trimmed', () => {
    expect(place('address=%20%201%20Rue%20de%20Rivoli,%20%20Paris%20')).toEqual({
      address: '1 Rue de Rivoli, Paris',
      name: '',
      lat: null,
      lng: null,
    });
    expect(place('lat=48.8559&lng=2.3601')).toEqual({ address: '', name: '', lat: '48.8559', lng: '2.3601' });
    expect(place('address=Office&lat=-33.8688&lng=151.2093&name=Sydney%20desk')).toMatchObject({ name: 'Sydney desk', lat: '-33.8688' });
  });

  it('refuses what is not a place: nothing, one coordinate, out of range, not a number, too long, control characters', () => {
    for (const query of [
      '',
      'address=%20%20',
      'lat=48.8',
      'lng=2.3',
      'lat=91&lng=0',
      'lat=0&lng=-180.5',
      'lat=1e2&lng=0',
      'lat=0x10&lng=0',
      'lat=48.123456789&lng=2',
      `address=${'a'.repeat(201)}`,
      'address=Paris%00',
      'address=Paris%0Aevil',
      `address=Paris&name=${'n'.repeat(81)}`,
    ])
      expect(place(query), query).toBeNull();
    expect(place(`address=${'é'.repeat(200)}`)).not.toBeNull();
  });

  it('opens in the map app (geo: elsewhere, Apple Maps on Apple devices) and on OpenStreetMap', () => {
    const office = place('address=1%20Rue%20de%20Rivoli&lat=48.8559&lng=2.3601&name=Office')!;
    expect(mapAppLink(office, false)).toBe('geo:48.8559,2.3601?q=48.8559,2.3601(Office)');
    expect(mapAppLink(office, true)).toBe('https://maps.apple.com/?q=Office&ll=48.8559%2C2.3601');
    expect(webMapLink(office)).toBe('https://www.openstreetmap.org/?mlat=48.8559&mlon=2.3601#map=17/48.8559/2.3601');
    const street = place('address=10%20Downing%20St%2C%20London')!;
    expect(mapAppLink(street, false)).toBe('geo:0,0?q=10%20Downing%20St%2C%20London');
    expect(webMapLink(street)).toBe('https://www.openstreetmap.org/search?query=10%20Downing%20St%2C%20London');
    expect(isAppleDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', maxTouchPoints: 5 })).toBe(true);
    expect(isAppleDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', maxTouchPoints: 5 })).toBe(true);
    expect(isAppleDevice({ userAgent: 'Mozilla/5.0 (Linux; Android 14)', maxTouchPoints: 5 })).toBe(false);
  });
});

describe('/open-location', () => {
  it('shows the address and the links that open it', () => {
    show(OpenLocation, '/open-location?address=1%20Rue%20de%20Rivoli%2C%20Paris&lat=48.8559&lng=2.3601&name=Office');
    expect(screen.getByRole('heading', { name: 'Office' })).toBeTruthy();
    expect(screen.getByText('1 Rue de Rivoli, Paris')).toBeTruthy();
    expect(screen.getByTestId('place-coords').textContent).toBe('48.8559, 2.3601');
    expect(screen.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toBe('geo:48.8559,2.3601?q=48.8559,2.3601(Office)');
    const web = screen.getByRole('link', { name: 'View on OpenStreetMap' });
    expect(web.getAttribute('href')).toContain('openstreetmap.org/?mlat=48.8559&mlon=2.3601');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
  });

  it('says a link is not valid, with the way home', () => {
    show(OpenLocation, '/open-location?lat=123&lng=4');
    expect(screen.getByText('This location link is not valid')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open in Maps' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });

  it('speaks the language of the app', async () => {
    langStore.set('fra');
    await loadLanguage('fra');
    show(OpenLocation, '/open-location?address=Paris');
    expect(screen.getByRole('link', { name: "Ouvrir dans l'app Plans" })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Copier l'adresse" })).toBeTruthy();
  });
});

describe('/choose-location', () => {
  it('knows which regions use a currency the app shows', () => {
    expect(fiatForRegion('FR')).toBe('EUR');
    expect(fiatForRegion('JP')).toBe('JPY');
    expect(fiatForRegion('BR')).toBeUndefined();
    expect(fiatForRegion('constructor')).toBeUndefined();
  });

  it('signed in: picking France sets +33 and EUR on the account and the device, then goes back', async () => {
    answer('GET /area/list', AREAS);
    answer('POST /user/default_fiat', 'Saved');
    pickedAreaStore.set(null);
    const router = show(ChooseLocation, '/choose-location');
    expect(screen.getByTestId('location-fiat').textContent).toBe('USD');
    fireEvent.click(await screen.findByText('France'));
    expect(await screen.findByText('Country or region set to France. Amounts are now shown in EUR.')).toBeTruthy();
    expect(sent('/user/default_fiat')).toEqual({ currency_code: 'EUR' });
    expect(fiatStore.get()).toBe('EUR');
    expect(pickedAreaStore.get()).toEqual({ region: 'FR', dial_code: '33' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a region whose currency the app does not show keeps the fiat', async () => {
    answer('GET /area/list', AREAS);
    show(ChooseLocation, '/choose-location');
    fireEvent.click(await screen.findByText('Brazil'));
    expect(await screen.findByText('Country or region set to Brazil.')).toBeTruthy();
    expect(calls('/user/default_fiat')).toHaveLength(0);
    expect(fiatStore.get()).toBe('USD');
    expect(pickedAreaStore.get()).toEqual({ region: 'BR', dial_code: '55' });
  });

  it('a visitor: the choice stays on the device', async () => {
    sessionStore.set({ token: null, user: null });
    answer('GET /area/list', AREAS);
    show(ChooseLocation, '/choose-location');
    fireEvent.click(await screen.findByText('Japan'));
    await waitFor(() => expect(fiatStore.get()).toBe('JPY'));
    expect(calls('/user/default_fiat')).toHaveLength(0);
  });

  it('if the account cannot be updated, nothing changes', async () => {
    answer('GET /area/list', AREAS);
    pickedAreaStore.set(null);
    show(ChooseLocation, '/choose-location');
    fireEvent.click(await screen.findByText('France'));
    await waitFor(() => expect(calls('/user/default_fiat')).toHaveLength(1));
    expect(fiatStore.get()).toBe('USD');
    expect(pickedAreaStore.get()).toBeNull();
  });
});
