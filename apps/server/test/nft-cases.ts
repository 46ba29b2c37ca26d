/**
 * The NFT market's money routes for the idempotency suite: each prepares a user and two valid
 * bodies (two artworks, two bids, two auction wins) through the console and the API.
 */
import type { TestApp } from './harness';
import { uploadAs } from './harness';

interface User {
  token: string;
  userId: number;
}

interface Case {
  prepare(user: User): Promise<{ body: Record<string, unknown>; other: Record<string, unknown> }>;
  table: string;
}

const HOUR = 60 * 60 * 1000;

export function nftCases(t: TestApp): Record<string, Case> {
  let world: Promise<{ artistId: number; image: string }> | undefined;
  const setup = async () => {
    const artist = await t.newUser();
    await t.verify(artist, 1);
    const admin = await t.operatorToken('admin');
    const image = await uploadAs(t, admin, 'nft');
    const r = await t.call<{ id: number }>(
      'POST',
      '/operator/nft/artists',
      { user_id: artist.userId, name: 'Idem artist' },
      { token: admin },
    );
    return { artistId: r.body.message.id, image };
  };
  const mint = async (payType: 'fixed' | 'auction', endMs: number): Promise<string> => {
    const w = await (world ??= setup());
    const now = t.clock.now().getTime();
    const terms = payType === 'auction' ? { per_increase: '1', margin: '2' } : {};
    const body = {
      artist_id: w.artistId,
      title: 'Idem',
      type: 'image',
      media: w.image,
      pay_type: payType,
      price: '10',
      start_time: now,
      end_time: now + endMs,
      ...terms,
    };
    const r = await t.call<{ code: string }>('POST', '/operator/nft/artworks', body, { token: await t.operatorToken('admin') });
    return r.body.message.code;
  };
  return {
    'POST /bind_box/buyNFT': {
      table: "(SELECT buyer_user_id AS user_id FROM nft_orders WHERE kind = 'fixed') o",
      async prepare(user) {
        await t.fund(user.userId, 'USDT', '1000', 'exchange');
        return { body: { code: await mint('fixed', HOUR) }, other: { code: await mint('fixed', HOUR) } };
      },
    },
    'POST /bind_box/auctionNFT': {
      table: 'nft_bids',
      async prepare(user) {
        await t.fund(user.userId, 'USDT', '1000', 'exchange');
        const code = await mint('auction', HOUR);
        return { body: { code, price: '10' }, other: { code, price: '11' } };
      },
    },
    'POST /bind_box/payNFTOrder': {
      table: "(SELECT buyer_user_id AS user_id FROM nft_orders WHERE kind = 'auction' AND status = 'paid') o",
      async prepare(user) {
        await t.fund(user.userId, 'USDT', '1000', 'exchange');
        // Bids long before the end (a bid in its last five minutes would move it on).
        const codes = [await mint('auction', HOUR), await mint('auction', HOUR)];
        for (const code of codes) await t.call('POST', '/bind_box/auctionNFT', { code, price: '10' }, { token: user.token });
        t.clock.set(new Date(t.clock.now().getTime() + HOUR + 60_000));
        await t.built.modules.nft.service.scheduler.runDue();
        const r = await t.call<{ data: Array<{ id: number }> }>('GET', '/bind_box/getNeedPayNFTOrder', {}, { token: user.token });
        const [a, b] = r.body.message.data;
        return { body: { id: a!.id }, other: { id: b!.id } };
      },
    },
  };
}
