/** What users and the console read of the chain part: deposits with confirmations, watcher status, hot wallet cover. */
import type { ChainDeposit, ChainNetworkStatus, SweepItemView } from '@bourse/contract';
import { formatUnits } from '@bourse/money';
import type { AppContext } from '../../../app/context';
import type { AssetInfo } from '../../../platform/assets';
import { gasMinor } from './ledger';
import { EVM_DECIMALS, EVM_NETWORK, MIN_DEPOSIT } from './networks';
import { itemsOf, type SweepItem } from './sweep-store';
import type { ChainPart } from './part';
import { countByStatus, type DepositRow, pageUserDeposits, pendingPayoutSums } from './store';

export interface CreditTerms {
  watched: boolean;
  confirmations: number | null;
  min_deposit: string | null;
}

export class ChainViews {
  constructor(
    private readonly ctx: AppContext,
    private readonly chain: ChainPart,
  ) {}

  /** How deposits of this coin on this network are credited: by the watcher, or by hand from a claim. */
  creditTerms(asset: AssetInfo, network: string): CreditTerms {
    const watcher = this.chain.watchers.get(network);
    if (!watcher?.adapter.assets.includes(asset.code)) return { watched: false, confirmations: null, min_deposit: null };
    return { watched: true, confirmations: watcher.settings.confirmations, min_deposit: MIN_DEPOSIT[asset.code] ?? null };
  }

  async deposits(userId: number, currency: AssetInfo | undefined): Promise<ChainDeposit[]> {
    const rows = await pageUserDeposits(this.ctx.db, userId, 50);
    return rows.filter((r) => !currency || r.asset_id === currency.id).map((r) => this.depositView(r));
  }

  private depositView(r: DepositRow): ChainDeposit {
    const asset = this.ctx.assets.byIdOrFail(r.asset_id);
    const watcher = this.chain.watchers.get(r.network);
    const head = watcher?.state.head ?? r.block_number;
    const required = watcher?.settings.confirmations ?? 0;
    const live = r.status === 'seen' || r.status === 'below_min';
    return {
      id: r.id,
      currency: asset.code,
      network: r.network,
      address: r.address,
      tx_id: r.tx_id,
      output_index: r.output_index,
      block_number: r.block_number,
      amount: formatUnits(BigInt(r.amount), asset.scale),
      status: r.status as ChainDeposit['status'],
      confirmations: live ? Math.max(0, head - r.block_number + 1) : r.status === 'credited' ? required : 0,
      required,
      created_at: r.created_at.toISOString(),
      credited_at: r.credited_at?.toISOString() ?? null,
    };
  }

  async status(): Promise<ChainNetworkStatus[]> {
    const out: ChainNetworkStatus[] = [];
    for (const [network, w] of this.chain.watchers) {
      const s = w.state;
      out.push({
        network,
        source: this.chain.sourceOf(network),
        leader: this.chain.holds(network),
        confirmations: w.settings.confirmations,
        last_block: s.lastBlock,
        head: s.head,
        lag: s.head !== null && s.lastBlock !== null ? s.head - s.lastBlock : null,
        last_error: s.lastError,
        last_pass_at: s.lastPassAt?.toISOString() ?? null,
        deposits: await countByStatus(this.ctx.db, network),
        // The fee coin too: the TRON hot wallet sends sweeps their TRX.
        hot_wallet: await this.hotWallet(network, [...new Set([...w.adapter.assets, w.adapter.feeCoin])]),
        fee_currency: w.adapter.feeCoin,
        sweepable: this.chain.sweepers.has(network),
        last_sweep: await this.lastSweep(network),
      });
    }
    return out;
  }

  private async lastSweep(network: string): Promise<ChainNetworkStatus['last_sweep']> {
    const { rows } = await this.ctx.db.query<{ action_id: number; state: string; created_at: Date; done_at: Date | null }>(
      'SELECT action_id, state, created_at, done_at FROM chain_sweeps WHERE network = $1 ORDER BY action_id DESC LIMIT 1',
      [network],
    );
    const r = rows[0];
    if (!r) return null;
    const items = (await itemsOf(this.ctx.db, r.action_id)).map((i) => this.sweepItemView(i));
    return {
      action_id: r.action_id,
      state: r.state,
      swept: items.filter((i) => i.step === 'done').length,
      created_at: r.created_at.toISOString(),
      done_at: r.done_at?.toISOString() ?? null,
      items,
    };
  }

  private sweepItemView(i: SweepItem): SweepItemView {
    if (i.network !== EVM_NETWORK) return this.indexerSweepItemView(i);
    const asset = this.ctx.assets.find(i.asset);
    const native = this.ctx.assets.find('ETH');
    const toMinor = (code: string, units: bigint) =>
      units / 10n ** BigInt((EVM_DECIMALS[code] ?? 18) - (this.ctx.assets.find(code)?.scale ?? 18));
    const wei = BigInt(i.gas_fee ?? 0) + BigInt(i.tx_fee ?? 0);
    return {
      address: i.address,
      currency: i.asset,
      step: i.state,
      amount: i.amount && asset ? formatUnits(toMinor(i.asset, BigInt(i.amount)), asset.scale) : null,
      gas_tx_id: i.gas_tx_id,
      tx_id: i.tx_id,
      gas_cost: native && wei > 0n ? formatUnits(gasMinor(wei, EVM_DECIMALS.ETH!, native.scale), native.scale) : null,
      reason: i.reason,
    };
  }

  /**
   * A BTC or TRC20 sweep item: amounts and fees are kept in the platform's minor units (satoshis;
   * USDT and TRX at 6 decimals). A BTC item's fee is its share of the one transaction's, booked
   * once done; a TRC20 item's is what each of its transactions burnt, as each is known.
   */
  private indexerSweepItemView(i: SweepItem): SweepItemView {
    const scale = this.ctx.assets.find(i.asset)?.scale ?? 0;
    const feeCoin = this.chain.watchers.get(i.network)?.adapter.feeCoin ?? i.asset;
    const feeScale = this.ctx.assets.find(feeCoin)?.scale ?? scale;
    const fee = indexerItemFee(i);
    return {
      address: i.address,
      currency: i.asset,
      step: i.state,
      amount: i.amount ? formatUnits(BigInt(i.amount), scale) : null,
      gas_tx_id: i.gas_tx_id,
      tx_id: i.tx_id,
      gas_cost: fee === null ? null : formatUnits(fee, feeScale),
      reason: i.reason,
    };
  }

  private async hotWallet(network: string, assets: readonly string[]): Promise<ChainNetworkStatus['hot_wallet']> {
    const payouts = this.chain.payouts.get(network);
    if (!payouts) return null;
    const pending = await pendingPayoutSums(this.ctx.db, network);
    const rows = [];
    for (const code of assets) {
      const asset = this.ctx.assets.find(code);
      if (!asset) continue;
      const balance = await payouts.signer.balance(code).catch(() => undefined);
      const owed = pending.get(asset.id) ?? 0n;
      rows.push({
        currency: code,
        balance: balance === undefined ? '0' : formatUnits(balance, asset.scale),
        pending_withdrawals: formatUnits(owed, asset.scale),
        short: balance === undefined || balance < owed,
      });
    }
    return { address: payouts.signer.address, assets: rows };
  }
}

/** A BTC item's share of its transaction's fee once it is paid; a TRC20 item's fees as each becomes known. */
function indexerItemFee(i: SweepItem): bigint | null {
  if (i.network === 'BTC') return i.state === 'done' && i.tx_fee !== null ? BigInt(i.tx_fee) : null;
  if (i.gas_fee === null && i.tx_fee === null) return null;
  return BigInt(i.gas_fee ?? 0) + BigInt(i.tx_fee ?? 0);
}
