/**
 * Sweeping deposit addresses to the hot wallet (`chain.sweep`, two-person: one finance operator
 * proposes, a second approves; then the next pass of the network's lease holder carries it out).
 * The signer derives each address's key from the deposit key it holds (`CHAIN_SWEEP_XPRV` or a
 * file; never the database) at the address's own child index, and signs only when the key gives
 * that very address. ETH is swept whole less the gas; tokens need gas sent first and are left for
 * a later version (the console shows what is on each address through the hot wallet's view).
 * Sweeping moves the platform's own custody between its addresses: no ledger entry changes.
 */
import { readFileSync } from 'node:fs';
import type { OperatorAction } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { HDKey } from '@scure/bip32';
import { bytesToHex, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { AppContext } from '../../../app/context';
import { AppError } from '../../../platform/errors';
import type { WalletPorts } from '../ports';
import type { EvmAdapter } from './evm';

const GAS = 21_000n;

export function readSweepKey(env: { CHAIN_SWEEP_XPRV?: string; CHAIN_SWEEP_XPRV_FILE?: string }): HDKey | undefined {
  const raw = env.CHAIN_SWEEP_XPRV ?? (env.CHAIN_SWEEP_XPRV_FILE ? readFileSync(env.CHAIN_SWEEP_XPRV_FILE, 'utf8') : undefined);
  if (!raw) return undefined;
  const key = HDKey.fromExtendedKey(raw.trim());
  if (!key.privateKey) throw new Error('the sweep key is not an extended private key');
  return key;
}

interface SweepRow {
  action_id: number;
  network: string;
  state: string;
}

export interface SweepResult {
  address: string;
  txId?: string;
  amount?: string;
  skipped?: string;
}

export class Sweeper {
  constructor(
    private readonly ctx: AppContext,
    private readonly adapter: EvmAdapter,
    private readonly key: HDKey,
    private readonly hotAddress: string,
  ) {}

  /** Carry out every approved sweep of the network not done yet. */
  async pass(): Promise<void> {
    const { rows } = await this.ctx.db.query<SweepRow>(
      `SELECT * FROM chain_sweeps WHERE network = $1 AND state = 'queued' ORDER BY action_id`,
      [this.adapter.network],
    );
    for (const sweep of rows) {
      const result = await this.sweepAll();
      await this.ctx.db.query(`UPDATE chain_sweeps SET state = 'done', result = $2, done_at = $3 WHERE action_id = $1`, [
        sweep.action_id,
        JSON.stringify(result),
        this.ctx.clock.now(),
      ]);
      this.ctx.log.info({ actionId: sweep.action_id, swept: result.filter((r) => r.txId).length }, 'chain: sweep done');
    }
  }

  private async sweepAll(): Promise<SweepResult[]> {
    const { rows } = await this.ctx.db.query<{ address: string; derivation_index: number }>(
      `SELECT address, derivation_index FROM deposit_addresses WHERE network = $1 AND user_id IS NOT NULL AND derivation_index IS NOT NULL ORDER BY id`,
      [this.adapter.network],
    );
    const client = this.adapter.client;
    // A legacy transaction pays exactly its gas price, so the address is left empty (an EIP-1559 one
    // would refund the unused part of its fee cap to the address, leaving dust behind).
    const [gasPrice, chainId] = await Promise.all([client.getGasPrice(), client.getChainId()]);
    const out: SweepResult[] = [];
    for (const row of rows) {
      const child = this.key.deriveChild(0).deriveChild(row.derivation_index);
      const account = privateKeyToAccount(bytesToHex(child.privateKey!));
      if (account.address.toLowerCase() !== row.address.toLowerCase()) {
        out.push({ address: row.address, skipped: 'the key does not derive this address' });
        continue;
      }
      const balance = await client.getBalance({ address: account.address });
      const cost = GAS * gasPrice;
      if (balance <= cost) continue;
      const nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' });
      const raw = await account.signTransaction({
        chainId,
        nonce,
        type: 'legacy',
        to: this.hotAddress as Hex,
        value: balance - cost,
        gas: GAS,
        gasPrice,
      });
      const txId = await this.adapter.broadcast(raw);
      out.push({ address: row.address, txId, amount: (balance - cost).toString() });
    }
    return out;
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
