/**
 * Sweeping deposit addresses to the hot wallet (`chain.sweep`, two-person: one finance operator
 * proposes, a second approves; then the passes of the network's lease holder carry it out). The
 * signer derives each address's key from the deposit key it holds (`CHAIN_SWEEP_XPRV` or a file;
 * never the database) at the address's own child index, and signs only when the key gives that
 * very address. A sweep is planned once (per address, ETH and each token above `SWEEP_MIN`) into
 * `chain_sweep_items`, and each item then moves a step per pass (sweep-steps.ts): ETH is sent whole
 * less its gas; a token address is first sent exactly the gas its transfer needs from the hot
 * wallet, and once that is confirmed its tokens go to the hot wallet. The gas is the platform's
 * (held on `sys:fees` and paid from it, ledger.ts), never a user's; the coins swept are custody
 * moving between the platform's own addresses, so no user balance changes.
 */
import type { OperatorAction } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { parseUnits } from '@bourse/money';
import { HDKey } from '@scure/bip32';
import { bytesToHex, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { AppContext } from '../../../app/context';
import { AppError } from '../../../platform/errors';
import type { WalletPorts } from '../ports';
import type { EvmAdapter } from './evm';
import { readSecret } from './keys';
import { EVM_DECIMALS, SWEEP_MIN } from './networks';
import { ERC20, type EvmSigner } from './signer';
import { SweepSteps } from './sweep-steps';
import {
  busyItems,
  derivedAddresses,
  FINAL_STATES,
  insertItems,
  itemsOf,
  openSweeps,
  type PlannedItem,
  setSweepState,
  type SweepItem,
} from './sweep-store';

export function readSweepKey(env: { CHAIN_SWEEP_XPRV?: string; CHAIN_SWEEP_XPRV_FILE?: string }): HDKey | undefined {
  return readXprv(env.CHAIN_SWEEP_XPRV, env.CHAIN_SWEEP_XPRV_FILE);
}

/** An extended private key (xprv...) from a variable or the file another one names; never stored or logged. */
export function readXprv(value: string | undefined, file: string | undefined): HDKey | undefined {
  const raw = readSecret(value, file);
  if (!raw) return undefined;
  const key = HDKey.fromExtendedKey(raw);
  if (!key.privateKey) throw new Error('the sweep key is not an extended private key');
  return key;
}

/** A sweep whose items are all final is done, with what the console shows of each. */
export async function finishSweep(ctx: AppContext, actionId: number, items: SweepItem[]): Promise<void> {
  const result: SweepResult[] = items.map((i) => ({
    address: i.address,
    asset: i.asset,
    state: i.state,
    ...(i.gas_tx_id ? { gasTxId: i.gas_tx_id } : {}),
    ...(i.tx_id ? { txId: i.tx_id } : {}),
    ...(i.reason ? { reason: i.reason } : {}),
  }));
  await setSweepState(ctx.db, actionId, { state: 'done', at: ctx.clock.now(), result });
  ctx.log.info({ actionId, network: items[0]?.network, swept: items.filter((i) => i.state === 'done').length }, 'chain: sweep done');
}

/**
 * A pass over the network's approved sweeps, one item at a time: a queued sweep is planned first,
 * each item not final and `ready` moves a step, and a sweep whose items are all final is done.
 */
export async function runSweeps(
  ctx: AppContext,
  network: string,
  steps: {
    plan(actionId: number): Promise<void>;
    ready?(item: SweepItem, items: SweepItem[]): boolean;
    advance(item: SweepItem): Promise<void>;
  },
): Promise<void> {
  for (const sweep of await openSweeps(ctx.db, network)) {
    if (sweep.state === 'queued') await steps.plan(sweep.action_id);
    let items = await itemsOf(ctx.db, sweep.action_id);
    for (const { id } of items) {
      const item = items.find((i) => i.id === id)!;
      if (FINAL_STATES.includes(item.state) || !(steps.ready?.(item, items) ?? true)) continue;
      await steps.advance(item);
      // Read again: an item may wait for another of its address, which may have just ended.
      items = await itemsOf(ctx.db, sweep.action_id);
    }
    if (items.every((i) => FINAL_STATES.includes(i.state))) await finishSweep(ctx, sweep.action_id, items);
  }
}

/** What the console shows of a finished sweep, per address and coin. */
export interface SweepResult {
  address: string;
  asset: string;
  state: string;
  gasTxId?: string;
  txId?: string;
  reason?: string;
}

export class Sweeper {
  private readonly steps: SweepSteps;

  /** `key`: the deposit addresses' extended private key; `hot`: the hot wallet's signer (it sends the gas). */
  constructor(
    private readonly ctx: AppContext,
    private readonly adapter: EvmAdapter,
    private readonly o: { key: HDKey; hot: EvmSigner; confirmations: number; bumpAfterMs?: number },
  ) {
    const { hot, confirmations, bumpAfterMs } = o;
    this.steps = new SweepSteps(ctx, adapter, { hot, confirmations, bumpAfterMs, accountOf: (i) => this.accountOf(i) });
  }

  private accountOf(index: number) {
    return privateKeyToAccount(bytesToHex(this.o.key.deriveChild(0).deriveChild(index).privateKey!));
  }

  /** Move every approved sweep of the network a step on; a sweep whose items are all final is done. */
  pass(): Promise<void> {
    return runSweeps(this.ctx, this.adapter.network, {
      plan: (actionId) => this.plan(actionId),
      ready: (item, items) => this.ready(item, items),
      advance: (item) => this.steps.advance(item),
    });
  }

  /** A token waits for the same address's ETH sweep: that one empties the address, and the gas sent after it must arrive whole. */
  private ready(item: SweepItem, items: SweepItem[]): boolean {
    if (item.asset === this.adapter.options.native) return true;
    return !items.some((o) => o.address === item.address && o.asset === this.adapter.options.native && !FINAL_STATES.includes(o.state));
  }

  /** One item per address and coin holding at least the sweep minimum (and per address the key does not give). */
  private async plan(actionId: number): Promise<void> {
    const client = this.adapter.client;
    const items: PlannedItem[] = [];
    // What an earlier sweep still moves is left to it.
    const busy = new Set((await busyItems(this.ctx.db, this.adapter.network)).map((b) => `${b.address}|${b.asset}`));
    for (const row of await derivedAddresses(this.ctx.db, this.adapter.network)) {
      const base = { address: row.address, derivationIndex: row.derivation_index };
      const address = this.accountOf(row.derivation_index).address;
      if (address.toLowerCase() !== row.address.toLowerCase()) {
        items.push({ ...base, asset: this.adapter.options.native, state: 'skipped', reason: 'the key does not derive this address' });
        continue;
      }
      for (const asset of this.adapter.assets.filter((x) => !busy.has(`${row.address}|${x}`))) {
        const token = this.adapter.options.tokens[asset] as Hex | undefined;
        const units = token
          ? await client.readContract({ address: token, abi: ERC20, functionName: 'balanceOf', args: [address] })
          : await client.getBalance({ address });
        if (units >= this.minimum(asset)) items.push({ ...base, asset, state: 'planned' });
      }
    }
    await this.ctx.db.tx(async (ex) => {
      await insertItems(ex, actionId, this.adapter.network, items);
      await setSweepState(ex, actionId, { state: 'running', at: this.ctx.clock.now() });
    });
  }

  private minimum(asset: string): bigint {
    return parseUnits(SWEEP_MIN[asset] ?? '0', EVM_DECIMALS[asset] ?? 18);
  }
}

/** The two-person action: registered with the operator module's approvals; applied by queuing the sweep. */
export class SweepActions {
  constructor(
    private readonly ctx: AppContext,
    private readonly approvals: WalletPorts['approvals'],
    private readonly sweepable: (network: string) => boolean,
  ) {
    approvals.register('chain.sweep', {
      approverRoles: ['finance'],
      apply: async (ex, action) => {
        await ex.query(`INSERT INTO chain_sweeps (action_id, network, state) VALUES ($1, $2, 'queued') ON CONFLICT DO NOTHING`, [
          action.id,
          String(action.payload.network),
        ]);
      },
    });
  }

  async propose(operatorId: number, network: string): Promise<OperatorAction> {
    if (!this.sweepable(network)) throw new AppError('SWEEP_NOT_CONFIGURED');
    return this.ctx.db.tx((ex: Executor) =>
      this.approvals.propose(ex, { kind: 'chain.sweep', target: `chain_sweep:${network}`, payload: { network }, proposerId: operatorId }),
    );
  }
}
