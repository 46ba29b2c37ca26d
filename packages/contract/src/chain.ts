/**
 * On-chain deposits and withdrawals (issue 20): the user's deposit address with how deposits to it
 * are credited, the deposits a network's watcher saw with their confirmations, a withdrawal's
 * statuses, and the console's view of each watcher, the hot wallet and sweeps.
 */
import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { operatorAction } from './operator';
import { decimalOut, idOut, isoTimeOut } from './wire';

/** seen (waiting for confirmations), credited, below_min (recorded, not credited), dropped by a re-org, reversed after one. */
export const CHAIN_DEPOSIT_STATUSES = ['seen', 'credited', 'below_min', 'dropped', 'reversed', 'reversal_blocked'] as const;

export const depositAddress = z.object({
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  /**
   * Whether a chain watcher credits deposits to this address automatically, with the
   * confirmations it waits for and the least amount it credits; false: claims reviewed by hand.
   */
  watched: z.boolean(),
  confirmations: z.number().int().nullable(),
  min_deposit: decimalOut.nullable(),
});
export type DepositAddress = z.infer<typeof depositAddress>;

/** A coin's network as the wallet shows it (wallet/get_info, the console's network settings). */
export const networkInfo = z.object({
  network: z.string(),
  /**
   * Whether an approved withdrawal is signed and sent on chain by the server (its transaction id
   * shown); false: sent by an operator by hand.
   */
  paid_on_chain: z.boolean(),
  deposit_enabled: z.boolean(),
  withdraw_enabled: z.boolean(),
  withdraw_fee: decimalOut,
  withdraw_min: decimalOut,
});
export type NetworkInfo = z.infer<typeof networkInfo>;

/** After approval, a withdrawal paid on chain goes processing, broadcast (with tx_hash), then confirmed or failed (refunded). */
export const withdrawalStatus = z.enum(['pending', 'approved', 'rejected', 'cancelled', 'processing', 'broadcast', 'confirmed', 'failed']);

export const chainDeposit = z.object({
  id: idOut,
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  tx_id: z.string(),
  output_index: z.number().int(),
  block_number: z.number().int(),
  amount: decimalOut,
  status: z.enum(CHAIN_DEPOSIT_STATUSES),
  /** Blocks so far (its own included) and the number the network needs. */
  confirmations: z.number().int(),
  required: z.number().int(),
  created_at: isoTimeOut,
  credited_at: isoTimeOut.nullable(),
});
export type ChainDeposit = z.infer<typeof chainDeposit>;

export const chainDepositsInput = z.strictObject({
  currency: z.string().max(16).optional(),
});

export const hotWalletAsset = z.object({
  currency: z.string(),
  balance: decimalOut,
  /** What approved and pending withdrawals on the network will pay out. */
  pending_withdrawals: decimalOut,
  /** True when the balance does not cover them. */
  short: z.boolean(),
});

/** One address and coin of a sweep, as far as it has got. */
export const sweepItem = z.object({
  address: z.string(),
  currency: z.string(),
  /**
   * planned, gas_signed, gas_sent (the hot wallet's gas on its way), signed, sent (the transfer to the
   * hot wallet), done, failed, skipped
   */
  step: z.string(),
  /** What is moved to the hot wallet, once known. */
  amount: decimalOut.nullable(),
  /** The hot wallet's transaction sending the gas (ERC20 tokens; TRC20: the TRX for energy and bandwidth). */
  gas_tx_id: z.string().nullable(),
  /** The address's transfer to the hot wallet. */
  tx_id: z.string().nullable(),
  /**
   * What this item's transactions burnt, paid by the platform's fee account, in the network's
   * `fee_currency` (ERC20: the gas; BTC: its share of the sweep's fee; TRC20: the TRX the hot
   * wallet's transfer and the address's own burnt), once known.
   */
  gas_cost: decimalOut.nullable(),
  reason: z.string().nullable(),
});
export type SweepItemView = z.infer<typeof sweepItem>;

export const chainNetworkStatus = z.object({
  network: z.string(),
  /** simulated (play money), rpc (a real node), indexer (a public indexer's API) */
  source: z.string(),
  /** Whether this node holds the network's lease and runs its watcher. */
  leader: z.boolean(),
  confirmations: z.number().int(),
  last_block: z.number().int().nullable(),
  head: z.number().int().nullable(),
  lag: z.number().int().nullable(),
  last_error: z.string().nullable(),
  last_pass_at: isoTimeOut.nullable(),
  deposits: z.record(z.string(), z.number().int()),
  hot_wallet: z.object({ address: z.string(), assets: z.array(hotWalletAsset) }).nullable(),
  /** The coin the network's fees are paid in (ETH, BTC, TRX): a sweep's `gas_cost` is in it. */
  fee_currency: z.string(),
  /** Whether the signer holds the deposit addresses' key, so they can be swept. */
  sweepable: z.boolean(),
  /** The latest sweep: queued (approved, not planned yet), running, done; each address and coin with its step and transactions. */
  last_sweep: z
    .object({
      action_id: idOut,
      state: z.string(),
      swept: z.number().int(),
      created_at: isoTimeOut,
      done_at: isoTimeOut.nullable(),
      items: z.array(sweepItem),
    })
    .nullable(),
});
export type ChainNetworkStatus = z.infer<typeof chainNetworkStatus>;

/** The networks whose deposit addresses the server can sweep to the hot wallet (where the signer holds their key). */
export const SWEEP_NETWORKS = ['ERC20', 'BTC', 'TRC20'] as const;
export type SweepNetwork = (typeof SWEEP_NETWORKS)[number];

export const chainEndpoints = defineEndpoints('chain', {
  'GET /wallet/chain/deposits': {
    auth: 'user',
    input: chainDepositsInput,
    output: z.array(chainDeposit),
    summary: 'Your on-chain deposits (newest 50) with their confirmations: credited automatically once confirmed',
  },
  'POST /operator/chain/sweep': {
    auth: 'operator',
    roles: ['finance'],
    input: z.strictObject({ network: z.enum(SWEEP_NETWORKS, { error: 'NETWORK_UNKNOWN' }) }),
    output: operatorAction,
    summary:
      "Propose a sweep of the network's deposit addresses to the hot wallet (ERC20: ETH, and tokens after the hot wallet sends each address its gas; BTC: one transaction spending every address's confirmed outputs; TRC20: USDT, after the hot wallet sends each address the TRX its transfer may burn; the network fees paid from the platform's fee account): a two-person action, carried out once a second finance operator approves it",
  },
  'GET /operator/chain/status': {
    auth: 'operator',
    roles: ['finance', 'auditor'],
    output: z.array(chainNetworkStatus),
    summary:
      "Each watched network's watcher (last block, lag, deposits by status) and the hot wallet's balance against pending withdrawals",
  },
});
