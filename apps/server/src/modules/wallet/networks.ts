/** Per coin and network: deposits and withdrawals open or paused, withdrawal fee and minimum (server configuration). */
import type { NetworkInfo } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { formatUnits, parseUnits } from '@bourse/money';
import type { AssetInfo } from '../../platform/assets';
import { AppError } from '../../platform/errors';
import { latestWithdrawFees } from './fee-store';
import { insertNetworkIfMissing, listNetworks } from './store';

export interface NetworkConfig {
  network: string;
  depositEnabled: boolean;
  withdrawEnabled: boolean;
  withdrawFee: bigint;
  withdrawMin: bigint;
}

/** Default fees and minimums by coin and network, in whole units, used by the seed. */
export const DEFAULT_NETWORK_FEES: Record<string, { fee: string; min: string }> = {
  'BTC:BTC': { fee: '0.0002', min: '0.001' },
  'ETH:ERC20': { fee: '0.002', min: '0.01' },
  'USDT:ERC20': { fee: '5', min: '20' },
  'USDT:TRC20': { fee: '1', min: '10' },
  'LTC:LTC': { fee: '0.001', min: '0.01' },
  'BCH:BCH': { fee: '0.001', min: '0.01' },
  'XRP:XRP': { fee: '0.25', min: '20' },
  'SOL:SOL': { fee: '0.01', min: '0.1' },
  'DOGE:DOGE': { fee: '4', min: '50' },
  'ADA:ADA': { fee: '1', min: '10' },
  'TRX:TRC20': { fee: '1', min: '20' },
  'DOT:DOT': { fee: '0.1', min: '2' },
  'LINK:ERC20': { fee: '0.5', min: '2' },
  // Withdrawals of USDT to a saved bank card, paid out by an operator at the day's rate.
  'USDT:BANK': { fee: '5', min: '50' },
};

/** Networks that only pay out (no deposit address): the bank card. */
export const PAYOUT_ONLY = new Set(['BANK']);

export async function seedNetworks(ex: Executor, assets: AssetInfo[]): Promise<void> {
  for (const asset of assets.filter((a) => a.kind === 'crypto')) {
    const networks = [...asset.networks, ...(asset.code === 'USDT' ? ['BANK'] : [])];
    for (const network of networks) {
      const d = DEFAULT_NETWORK_FEES[`${asset.code}:${network}`] ?? { fee: '0', min: '0' };
      await insertNetworkIfMissing(ex, {
        assetId: asset.id,
        network,
        depositEnabled: !PAYOUT_ONLY.has(network),
        withdrawFee: parseUnits(d.fee, asset.scale),
        withdrawMin: parseUnits(d.min, asset.scale),
      });
    }
  }
}

/**
 * A coin's networks as they are at `at`: the withdrawal fee is the newest approved change in effect
 * by then (fees.ts: approved by two operators, applied after the notice period), else the configured one.
 */
export async function networksOf(ex: Executor, asset: AssetInfo, at: Date): Promise<NetworkConfig[]> {
  const [rows, changed] = await Promise.all([listNetworks(ex, asset.id), latestWithdrawFees(ex, asset.id, at)]);
  const order = new Map([...asset.networks, 'BANK'].map((n, i) => [n, i]));
  return rows
    .map((r) => ({
      network: r.network,
      depositEnabled: r.deposit_enabled,
      withdrawEnabled: r.withdraw_enabled,
      withdrawFee: changed.get(r.network) ?? BigInt(r.withdraw_fee),
      withdrawMin: BigInt(r.withdraw_min),
    }))
    .sort((a, b) => (order.get(a.network) ?? 99) - (order.get(b.network) ?? 99));
}

/** The named network of a coin, or its first one; unknown names are refused. */
export async function networkOf(ex: Executor, asset: AssetInfo, name: string | undefined, at: Date): Promise<NetworkConfig> {
  const all = await networksOf(ex, asset, at);
  const found = name ? all.find((n) => n.network.toUpperCase() === name.toUpperCase()) : all[0];
  if (!found) throw new AppError('NETWORK_UNKNOWN');
  return found;
}

/** `paidOnChain`: whether the chain part's signer pays this network's approved withdrawals (else an operator does). */
export function networkView(asset: AssetInfo, n: NetworkConfig, paidOnChain: boolean): NetworkInfo {
  return {
    network: n.network,
    paid_on_chain: paidOnChain,
    deposit_enabled: n.depositEnabled,
    withdraw_enabled: n.withdrawEnabled,
    withdraw_fee: formatUnits(n.withdrawFee, asset.scale),
    withdraw_min: formatUnits(n.withdrawMin, asset.scale),
  };
}
