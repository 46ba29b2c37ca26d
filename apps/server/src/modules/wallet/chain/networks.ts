/** Per network: the coins it carries, their decimals on chain and the least deposit credited. */
import type { Config } from '../../../platform/config';

export const EVM_NETWORK = 'ERC20';
/** The simulated chain's id (a development chain id, never a real network's). */
export const SIM_CHAIN_ID = 1337;

/** On-chain decimals of each coin the EVM network carries. */
export const EVM_DECIMALS: Record<string, number> = { ETH: 18, USDT: 6 };

/**
 * The least deposit credited, in whole units: a smaller one is recorded (the user sees it) but not
 * credited, since sweeping it would cost more than it holds.
 */
export const MIN_DEPOSIT: Record<string, string> = { ETH: '0.001', USDT: '1', BTC: '0.0001' };

/**
 * The least balance a sweep moves from a deposit address, in whole units: below it the gas (and,
 * for a token, the gas sent first) would cost too much of what is moved.
 */
export const SWEEP_MIN: Record<string, string> = { ETH: '0.001', USDT: '10', BTC: '0.001' };

/** Confirmations on the networks read through an indexer (a BTC block is slow; TRON's are 3 s). */
export const INDEXER_CONFIRMATIONS: Record<string, number> = { BTC: 3, TRC20: 20 };

export const LEASE_BASE = 7_233_000;
/** Each watched network's lease key offset (one lease per network). */
export const LEASE_OFFSET: Record<string, number> = { ERC20: 1, BTC: 2, TRC20: 3 };

export type EvmMode = 'off' | 'simulated' | 'rpc';

/** Off unless asked, but a development start runs the simulated chain by default. */
export function evmMode(config: Pick<Config, 'CHAIN_EVM' | 'NODE_ENV'>): EvmMode {
  return config.CHAIN_EVM ?? (config.NODE_ENV === 'development' ? 'simulated' : 'off');
}

export function confirmationsOf(config: Pick<Config, 'CHAIN_EVM_CONFIRMATIONS' | 'CHAIN_EVM' | 'NODE_ENV'>): number {
  return config.CHAIN_EVM_CONFIRMATIONS ?? (evmMode(config) === 'simulated' ? 3 : 12);
}
