/** What the NFT suites share: an admin session, a verified artist, uploads, minting, balances. */
import type { NftArtist, NftArtwork, NftSeries } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { expect } from 'vitest';
import { type TestApp, uploadAs } from '../../../test/harness';

export const HOUR = 60 * 60 * 1000;
export const MIN = 60 * 1000;

export interface User {
  token: string;
  userId: number;
}

export interface NftWorld {
  admin: string;
  artistUser: User;
  artist: NftArtist;
  image: string;
}

export async function nftWorld(t: TestApp): Promise<NftWorld> {
  const artistUser = await t.newUser();
  // Verification signs the admin in again (which ends an earlier console session): take the token after.
  await t.verify(artistUser, 1);
  const admin = await t.operatorToken('admin');
  const image = await uploadAs(t, admin, 'nft');
  const res = await t.call<NftArtist>(
    'POST',
    '/operator/nft/artists',
    { user_id: artistUser.userId, name: 'Mira Vale', intro: 'Light and water' },
    { token: admin },
  );
  expect(res.body.type, JSON.stringify(res.body)).toBe('ok');
  return { admin, artistUser, artist: res.body.message, image };
}

export interface MintOptions {
  pay_type?: 'fixed' | 'auction';
  price?: string;
  per_increase?: string;
  margin?: string;
  start?: number;
  end?: number;
  title?: string;
}

export async function mint(t: TestApp, w: NftWorld, o: MintOptions = {}): Promise<NftArtwork> {
  const now = t.clock.now().getTime();
  const auction = o.pay_type === 'auction';
  const body: Record<string, unknown> = {
    artist_id: w.artist.id,
    title: o.title ?? 'Tide pool',
    type: 'image',
    media: w.image,
    pay_type: o.pay_type ?? 'fixed',
    price: o.price ?? '100',
    start_time: o.start ?? now,
    end_time: o.end ?? now + 24 * HOUR,
    ...(auction ? { per_increase: o.per_increase ?? '10', margin: o.margin ?? '20' } : {}),
  };
  // Tests move the clock past a console session's life: the harness signs in again when needed.
  w.admin = await t.operatorToken('admin');
  const res = await t.call<NftArtwork>('POST', '/operator/nft/artworks', body, { token: w.admin });
  expect(res.body.type, JSON.stringify(res.body)).toBe('ok');
  return res.body.message;
}

export async function mintSeries(
  t: TestApp,
  w: NftWorld,
  items: Array<{ name: string; rarity: string; count: number }>,
  o: { price?: string; start?: number; end?: number } = {},
): Promise<NftSeries> {
  const now = t.clock.now().getTime();
  w.admin = await t.operatorToken('admin');
  const res = await t.call<NftSeries>(
    'POST',
    '/operator/nft/series',
    {
      artist_id: w.artist.id,
      name: 'Night garden',
      cover: w.image,
      price: o.price ?? '10',
      start_time: o.start ?? now,
      end_time: o.end ?? now + 24 * HOUR,
      items: items.map((i) => ({ ...i, type: 'image', media: w.image })),
    },
    { token: w.admin },
  );
  expect(res.body.type, JSON.stringify(res.body)).toBe('ok');
  return res.body.message;
}

/** A user's spot balance in USDT, as decimal-free minor units (USDT has a scale of 6 here? read it). */
export async function spot(t: TestApp, userId: number): Promise<{ available: bigint; frozen: bigint }> {
  return getBalance(t.db, userAccount(userId, 'USDT', 'exchange'));
}

export async function fees(t: TestApp): Promise<bigint> {
  return (await getBalance(t.db, systemAccount('fees', 'USDT'))).available;
}

export async function ledgerOk(t: TestApp): Promise<void> {
  const report = await checkLedger(t.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
}

/** Minor units of a USDT amount at the asset's scale. */
export function usdt(t: TestApp, amount: string): bigint {
  const scale = t.built.ctx.assets.byCodeOrFail('USDT').scale;
  const [whole, frac = ''] = amount.split('.');
  return BigInt(whole!) * 10n ** BigInt(scale) + BigInt((frac + '0'.repeat(scale)).slice(0, scale) || '0');
}
