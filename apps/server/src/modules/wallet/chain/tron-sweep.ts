/**
 * Sweeping TRC20 deposit addresses to the TRON hot wallet (the two-person `chain.sweep`, network
 * TRC20, carried out by the TRC20 lease holder's passes), on with the indexer, the TRON hot key and
 * `CHAIN_TRC20_SWEEP_XPRV` (or the file `CHAIN_TRC20_SWEEP_XPRV_FILE`: the extended private key
 * behind the TRC20 deposit xpub, read into this closure, never stored or logged). Each deposit
 * address's key is derived at `0/<index>`, and an address the key does not give is skipped.
 *
 * A TRON account pays a contract call's energy and bandwidth in TRX it holds, and a deposit address
 * holds none: per address holding at least the sweep minimum of USDT, the hot wallet first sends
 * it what it lacks of the most its transfer may burn (a TransferContract the node builds, signed
 * only if it is exactly that amount to that address), and once that has the confirmations the
 * address signs its own USDT transfer to the hot wallet (a TriggerSmartContract, checked like a
 * payout's). Both are the platform's fees: held on `sys:fees` (TRX) before the first is signed,
 * paid to world from each one's `fee` at the end, the rest released (sweep-item-steps.ts).
 */
import { parseUnits } from '@bourse/money';
import type { HDKey } from '@scure/bip32';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { AppContext } from '../../../app/context';
import { BroadcastRefused, type SignedTx } from './adapter';
import { SWEEP_MIN } from './networks';
import { runSweeps } from './sweep';
import { ItemSteps } from './sweep-item-steps';
import { busyItems, derivedAddresses, insertItems, type PlannedItem, setSweepState, type SweepItem } from './sweep-store';
import type { TronGridAdapter } from './tron-grid';
import { BANDWIDTH_ALLOWANCE_SUN, signedTron, TRANSFER, TRANSFER_SELECTOR, TRC20_FEE_LIMIT_SUN, type TronSigner } from './tron-signer';
import { checkTronCall, sunNumber, transferParameter, tronAddressOf } from './tron-tx';

/**
 * The energy a USDT transfer to an address already holding USDT uses at the contract's highest
 * dynamic energy factor (about 64,300): what a sweep allows when the node cannot simulate the
 * transfer (an address holding no TRX yet).
 */
export const USDT_TRANSFER_ENERGY = 65_000n;
/** Room above the energy estimate for the fee limit (the factor can move between planning and sending): 10%. */
const ENERGY_ROOM_PCT = 10n;

interface TronSweepOptions {
  key: HDKey;
  hot: TronSigner;
  confirmations: number;
}

export class TronSweeper {
  private readonly steps: TronSweepSteps;

  constructor(
    private readonly ctx: AppContext,
    private readonly tron: TronGridAdapter,
    private readonly o: TronSweepOptions,
  ) {
    this.steps = new TronSweepSteps(ctx, tron, { hot: o.hot, confirmations: o.confirmations, keyOf: (i) => this.keyOf(i) });
  }

  private keyOf(index: number): Uint8Array {
    return this.o.key.deriveChild(0).deriveChild(index).privateKey!;
  }

  private addressOf(index: number): string {
    return tronAddressOf(secp256k1.getPublicKey(this.keyOf(index), false));
  }

  pass(): Promise<void> {
    return runSweeps(this.ctx, this.tron.network, { plan: (id) => this.plan(id), advance: (item) => this.steps.advance(item) });
  }

  /** One item per address holding at least the sweep minimum of USDT (and per address the key does not give). */
  private async plan(actionId: number): Promise<void> {
    const busy = new Set((await busyItems(this.ctx.db, this.tron.network)).map((b) => b.address));
    const min = parseUnits(SWEEP_MIN.USDT!, 6);
    const items: PlannedItem[] = [];
    for (const row of await derivedAddresses(this.ctx.db, this.tron.network)) {
      if (busy.has(row.address)) continue;
      const base = { address: row.address, derivationIndex: row.derivation_index, asset: 'USDT' };
      if (this.addressOf(row.derivation_index) !== row.address) {
        items.push({ ...base, state: 'skipped', reason: 'the key does not derive this address' });
        continue;
      }
      if ((await usdtOf(this.tron, this.o.hot, row.address)) >= min) items.push({ ...base, state: 'planned' });
    }
    await this.ctx.db.tx(async (ex) => {
      await insertItems(ex, actionId, this.tron.network, items);
      await setSweepState(ex, actionId, { state: 'running', at: this.ctx.clock.now() });
    });
  }
}

/** An address's USDT (6 decimals on chain, as here), read through the hot wallet (a read-only call needs an owner holding TRX). */
function usdtOf(tron: TronGridAdapter, hot: TronSigner, address: string): Promise<bigint> {
  return tron.constantCall(hot.address, 'balanceOf(address)', transferParameter(address, 0n).slice(0, 64));
}

/**
 * A TRC20 item's steps: `gas_limit` is the energy its transfer may use and `gas_price` the sun a
 * unit of energy burns, so the transfer's fee limit is their product; `gas_value` the TRX (sun)
 * the hot wallet sends the address.
 */
class TronSweepSteps extends ItemSteps {
  constructor(
    ctx: AppContext,
    private readonly tron: TronGridAdapter,
    private readonly o: { hot: TronSigner; confirmations: number; keyOf(index: number): Uint8Array },
  ) {
    super(ctx, tron, { confirmations: o.confirmations, feeCoin: tron.feeCoin, feeDecimals: 6 });
  }

  protected feeOf(txId: string): Promise<bigint> {
    return this.tron.networkFee(txId);
  }

  /** The transfer's energy and its price; the hot wallet sends what the address lacks of the most it may burn. */
  protected async start(item: SweepItem): Promise<void> {
    const amount = await usdtOf(this.tron, this.o.hot, item.address);
    if (amount === 0n) return this.end(item, 'nothing to sweep');
    const estimate = await this.tron.estimateEnergy(item.address, TRANSFER, transferParameter(this.o.hot.address, amount));
    const energy = ceilPct(BigInt(estimate ?? USDT_TRANSFER_ENERGY), 100n + ENERGY_ROOM_PCT);
    const [prices, has] = await Promise.all([this.tron.prices(), this.tron.trxBalance(item.address)]);
    const feeLimit = energy * prices.energySun;
    if (feeLimit > BigInt(TRC20_FEE_LIMIT_SUN))
      return this.end(item, `the transfer's energy would burn ${feeLimit} sun, above the fee limit of ${TRC20_FEE_LIMIT_SUN}`);
    const need = feeLimit + BigInt(BANDWIDTH_ALLOWANCE_SUN);
    const planned = { amount: String(amount), gas_limit: String(energy), gas_price: String(prices.energySun) };
    if (has >= need) {
      const tx = await this.signTransfer({ ...item, ...planned });
      const change = { state: 'signed', ...planned, tx_id: tx.txId, raw_tx: tx.raw } as const;
      if (await this.reserve(item, need, change)) await this.sendTransfer({ ...item, ...change });
      return;
    }
    let gas: SignedTx;
    try {
      gas = await this.o.hot.signGas(item.address, need - has);
    } catch (err) {
      // The node would not build it: the hot wallet has not the TRX (nothing was signed or sent).
      if (err instanceof BroadcastRefused) return this.end(item, `the hot wallet cannot send the gas: ${err.message}`);
      throw err;
    }
    const change = { state: 'gas_signed', ...planned, gas_value: String(need - has), gas_tx_id: gas.txId, gas_raw_tx: gas.raw } as const;
    // The TRX transfer burns bandwidth, and creates the account when the address has none yet.
    const gasMax = BigInt(BANDWIDTH_ALLOWANCE_SUN) + prices.newAccountSun;
    if (await this.reserve(item, gasMax + need, change)) await this.sendGas({ ...item, ...change });
  }

  /** The node builds the address's USDT transfer to the hot wallet; it is signed only if it is exactly that, within the fee limit. */
  protected async signTransfer(
    item: Pick<SweepItem, 'address' | 'derivation_index' | 'amount' | 'gas_limit' | 'gas_price'>,
  ): Promise<SignedTx> {
    const parameter = transferParameter(this.o.hot.address, BigInt(item.amount!));
    const feeLimit = BigInt(item.gas_limit!) * BigInt(item.gas_price!);
    const tx = await this.tron.trigger(item.address, TRANSFER, parameter, sunNumber(feeLimit));
    checkTronCall({
      txId: tx.txID,
      rawDataHex: tx.raw_data_hex,
      owner: item.address,
      contract: this.tron.usdtContract,
      data: TRANSFER_SELECTOR + parameter,
      maxFeeLimitSun: sunNumber(feeLimit),
    });
    return signedTron(tx, this.o.keyOf(item.derivation_index));
  }
}

/** `x` times `pct`%, rounded up. */
function ceilPct(x: bigint, pct: bigint): bigint {
  return (x * pct + 99n) / 100n;
}
