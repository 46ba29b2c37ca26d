/**
 * Equivalent values: an amount of any coin in USDT (at the last market price) and in the user's
 * fiat (USDT counted as one US dollar, then the fiat rate). Display only: values are rounded
 * down and never move money.
 */
import { divRound, formatUnits, parseUnitsRounded } from '@bourse/money';
import type { AssetInfo } from '../../platform/assets';
import type { Price } from './ports';

export const USDT_SCALE = 6;
const RATE_SCALE = 6;

/** The amount's value in USDT minor units, or undefined without a price. */
export function usdtValue(amountMinor: bigint, asset: AssetInfo, price: Price | undefined): bigint | undefined {
  if (asset.code === 'USDT') return amountMinor;
  if (!price) return undefined;
  // amount / 10^scale * price / 10^priceScale, expressed in 10^-6 USDT
  return divRound(amountMinor * price.price * 10n ** BigInt(USDT_SCALE), 10n ** BigInt(asset.scale + price.scale), 'down');
}

export function fiatValue(usdtMinor: bigint, fiatRate: string): bigint {
  const rate = parseUnitsRounded(fiatRate, RATE_SCALE, 'down');
  // usdt (10^-6) x rate (10^-6) -> fiat cents (10^-2)
  return divRound(usdtMinor * rate, 10n ** BigInt(USDT_SCALE + RATE_SCALE - 2), 'down');
}

export const formatUsdt = (v: bigint) => formatUnits(v, USDT_SCALE, { fixed: 2 });
export const formatFiat = (v: bigint) => formatUnits(v, 2, { fixed: 2 });

/** An amount of one coin in BTC minor units (8 decimals), via both coins' USDT prices. */
export function btcEquivalent(amountMinor: bigint, asset: AssetInfo, price: Price | undefined, btc: Price | undefined): bigint | undefined {
  if (asset.code === 'BTC') return amountMinor;
  const usdt = usdtValue(amountMinor, asset, price);
  if (usdt === undefined || !btc) return undefined;
  // usdt (10^-6) / btcPrice (10^-s) -> satoshis (10^-8), rounded up so a limit is never exceeded by rounding
  return divRound(usdt * 10n ** BigInt(8 + btc.scale), btc.price * 10n ** BigInt(USDT_SCALE), 'ceil');
}
