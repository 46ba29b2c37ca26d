/**
 * The two system routes' rules: which fiat a region uses (when the app shows it), and an address
 * from a link's query (validated) with the links that open it in a map app.
 *
 *   #/open-location?address=1%20Rue%20de%20Rivoli%2C%20Paris&lat=48.8559&lng=2.3601&name=Office
 */
import type { Fiat } from '@bourse/contract/constants';

/** Regions whose own currency is one of the app's fiats (SPEC section 9's eleven). */
const EURO_AREA = 'AT BE HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES AD MC SM VA ME XK'.split(' ');
const REGION_FIAT: Readonly<Record<string, Fiat>> = {
  US: 'USD',
  CN: 'CNY',
  GB: 'GBP',
  HK: 'HKD',
  JP: 'JPY',
  AE: 'AED',
  TH: 'THB',
  PH: 'PHP',
  SG: 'SGD',
  VN: 'VND',
  ...Object.fromEntries(EURO_AREA.map((region) => [region, 'EUR' as const])),
};

/** The region's currency when the app can show amounts in it; otherwise undefined (keep the user's choice). */
export function fiatForRegion(region: string): Fiat | undefined {
  return Object.hasOwn(REGION_FIAT, region) ? REGION_FIAT[region] : undefined;
}

export const ADDRESS_MAX_CHARS = 200;
export const NAME_MAX_CHARS = 80;

export interface Place {
  /** The address as given, trimmed; empty when only coordinates were given. */
  address: string;
  /** A short label (a branch's or an office's name); empty when none. */
  name: string;
  /** Decimal degrees as given (up to 8 decimals), or null. */
  lat: string | null;
  lng: string | null;
}

const DEGREES = /^-?\d{1,3}(\.\d{1,8})?$/;
// Control characters (C0, DEL, C1) and lone surrogates: never part of an address.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function text(value: string | null, max: number): string | undefined {
  const trimmed = (value ?? '').trim().replace(/\s+/g, ' ');
  if ([...trimmed].length > max || UNPRINTABLE.test(value ?? '')) return undefined;
  return trimmed;
}

function degrees(value: string | null, limit: number): string | null | undefined {
  if (value === null || value.trim() === '') return null;
  const v = value.trim();
  if (!DEGREES.test(v) || Math.abs(Number(v)) > limit) return undefined;
  return v;
}

/**
 * The place a link describes, or null when it is not valid: an address (at most 200 characters,
 * printable) or both coordinates in range (or both), and an optional name.
 */
export function parsePlace(params: URLSearchParams): Place | null {
  const address = text(params.get('address'), ADDRESS_MAX_CHARS);
  const name = text(params.get('name'), NAME_MAX_CHARS);
  const lat = degrees(params.get('lat'), 90);
  const lng = degrees(params.get('lng'), 180);
  if (address === undefined || name === undefined || lat === undefined || lng === undefined) return null;
  if ((lat === null) !== (lng === null)) return null;
  if (!address && lat === null) return null;
  return { address, name, lat, lng };
}

/** What the map app searches for: the coordinates when known (exact), otherwise the address. */
function label(place: Place): string {
  return place.name || place.address;
}

/**
 * The link that opens the place in the device's map app: Apple Maps' address on Apple devices
 * (it opens the Maps app there), a geo: URI (RFC 5870, with the `q` query map apps read) elsewhere.
 */
export function mapAppLink(place: Place, apple: boolean): string {
  const hasCoords = place.lat !== null && place.lng !== null;
  if (apple) {
    const query = new URLSearchParams({ q: label(place) || `${place.lat},${place.lng}` });
    if (hasCoords) query.set('ll', `${place.lat},${place.lng}`);
    return `https://maps.apple.com/?${query.toString()}`;
  }
  if (hasCoords) {
    const named = label(place) ? `(${encodeURIComponent(label(place))})` : '';
    return `geo:${place.lat},${place.lng}?q=${place.lat},${place.lng}${named}`;
  }
  return `geo:0,0?q=${encodeURIComponent(place.address)}`;
}

/** The same place on OpenStreetMap in the browser, for a device without a map app. */
export function webMapLink(place: Place): string {
  if (place.lat !== null && place.lng !== null) {
    return `https://www.openstreetmap.org/?mlat=${place.lat}&mlon=${place.lng}#map=17/${place.lat}/${place.lng}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place.address)}`;
}

/** iPhone, iPad (which reports itself as a Mac with touch) and iPod. */
export function isAppleDevice(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}
