/**
 * The coin and network the user last opened a deposit address for, kept on this device, so the
 * home screen's "quick deposit" (receive?quick=1) opens that deposit straight away.
 */
import { KEYS, readJson, writeJson } from '../../lib/storage';

export interface LastDeposit {
  currency: string;
  network: string;
}

export function lastDeposit(): LastDeposit | null {
  const v = readJson<Partial<LastDeposit> | null>(KEYS.lastDeposit, null);
  return v && typeof v.currency === 'string' && typeof v.network === 'string' ? { currency: v.currency, network: v.network } : null;
}

export function rememberDeposit(d: LastDeposit): void {
  writeJson(KEYS.lastDeposit, d);
}
