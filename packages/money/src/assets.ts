/**
 * Assets and their scales. The scale is the number of decimal places the ledger keeps for an asset:
 * one minor unit is 10^-scale of a whole unit. It is a property of how we account, not of a chain
 * (ETH has 18 decimals on chain; we keep 8, and deposits below that are not accepted).
 */
export interface Asset {
  /** Stable upper-case code, e.g. 'BTC'. */
  code: string;
  /** Decimal places kept in the ledger. */
  scale: number;
}

export const FIAT_SCALE = 2;

export function asset(code: string, scale: number): Asset {
  if (!/^[A-Z0-9]{2,12}$/.test(code)) throw new RangeError(`bad asset code ${code}`);
  if (!Number.isInteger(scale) || scale < 0 || scale > 30) throw new RangeError(`bad scale ${scale}`);
  return Object.freeze({ code, scale });
}
