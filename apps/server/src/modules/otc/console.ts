/** The console's read-only view of the OTC desk: its stated settings, the otc book's cover, volume and recent orders. */
import { OTC_ASSETS, OTC_MIN_AMOUNT, OTC_QUOTE_ASSET, OTC_QUOTE_TTL_MS, type OtcDesk } from '@bourse/contract';
import { formatUnits } from '@bourse/money';
import type { OtcService } from './service';
import { recentFilled, volumes } from './store';

export async function deskView(otc: OtcService): Promise<OtcDesk> {
  const db = otc.ctx.db;
  const usdt = otc.scale(OTC_QUOTE_ASSET);
  const cover = [];
  for (const code of [...OTC_ASSETS, OTC_QUOTE_ASSET]) {
    const b = await otc.house(db, code);
    cover.push({ currency: code, available: formatUnits(b.available, otc.scale(code)), held: formatUnits(b.frozen, otc.scale(code)) });
  }
  const vols = await volumes(db);
  const volume = OTC_ASSETS.map((code) => {
    const of = (side: 'buy' | 'sell') => vols.find((v) => v.asset === code && v.side === side);
    const sum = (side: 'buy' | 'sell') => BigInt(of(side)?.amount ?? '0');
    return {
      currency: code,
      bought_by_users: formatUnits(sum('buy'), otc.scale(code)),
      sold_by_users: formatUnits(sum('sell'), otc.scale(code)),
      usdt: formatUnits(BigInt(of('buy')?.total ?? '0') + BigInt(of('sell')?.total ?? '0'), usdt),
    };
  });
  return {
    ttl_ms: OTC_QUOTE_TTL_MS,
    tiers: otc.tiersView(),
    min_amounts: OTC_ASSETS.map((code) => ({ currency: code, min_amount: OTC_MIN_AMOUNT[code] })),
    cover,
    filled_count: vols.reduce((n, v) => n + v.n, 0),
    volume,
    recent: (await recentFilled(db, 50)).map((r) => ({ ...otc.view(r), user_id: r.user_id })),
  };
}
