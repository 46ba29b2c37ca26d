/**
 * An EVM sweep item's own steps (sweep.ts plans them; sweep-item-steps.ts carries the rest):
 *
 *   ETH:   planned -> signed -> sent -> done
 *   token: planned -> gas_signed -> gas_sent -> (gas confirmed) signed -> sent -> done
 *
 * Every transaction is a legacy one at the node's gas price (`gas_price`, kept as planned), and
 * may be replaced at the same nonce by a higher fee when it waits unmined (fee-bump.ts), up to its
 * ceiling: `SWEEP_BUMP_ROOM` (two bumps of an eighth) above the planned price, never above
 * `CHAIN_EVM_MAX_FEE_GWEI`. ETH goes whole less its own transfer's gas (a replacement sends less);
 * a token address is sent by the hot wallet what it lacks of its transfer's gas limit x that
 * ceiling (a token address already holding it goes from planned to signed), then signs its own
 * transfer at the price then, within it. The fee account holds each item's most at the ceiling.
 */
import { encodeFunctionData, type Hex, parseTransaction, type PrivateKeyAccount } from 'viem';
import type { AppContext } from '../../../app/context';
import type { SignedTx } from './adapter';
import type { EvmAdapter } from './evm';
import { raisedFee, replaceStuck } from './fee-bump';
import { EVM_DECIMALS } from './networks';
import { ERC20, type EvmSigner, NATIVE_GAS } from './signer';
import { inFlight, ItemSteps, type Leg } from './sweep-item-steps';
import { lockItem, type SweepItem, unsentPayout, updateItem } from './sweep-store';

/** The most a sweep step's gas price may reach by replacements: 81/64 of the planned one, two bumps of 12.5%. */
export const SWEEP_BUMP_ROOM = { num: 81n, den: 64n } as const;

interface StepsOptions {
  hot: EvmSigner;
  confirmations: number;
  bumpAfterMs?: number;
  accountOf(derivationIndex: number): PrivateKeyAccount;
}

export class SweepSteps extends ItemSteps {
  constructor(
    ctx: AppContext,
    private readonly evm: EvmAdapter,
    private readonly o: StepsOptions,
  ) {
    const feeCoin = evm.options.native;
    super(ctx, evm, { confirmations: o.confirmations, feeCoin, feeDecimals: EVM_DECIMALS[feeCoin] ?? 18, bumpAfterMs: o.bumpAfterMs });
  }

  protected start(item: SweepItem): Promise<void> {
    return this.native(item) ? this.startNative(item) : this.startToken(item);
  }

  protected feeOf(txId: string): Promise<bigint> {
    return this.evm.feeOf(txId);
  }

  private native(item: Pick<SweepItem, 'asset'>): boolean {
    return item.asset === this.evm.options.native;
  }

  /** The highest gas price a replacement of the item's transactions may pay. */
  private ceiling(plannedWei: bigint): bigint {
    const room = (plannedWei * SWEEP_BUMP_ROOM.num + SWEEP_BUMP_ROOM.den - 1n) / SWEEP_BUMP_ROOM.den;
    return room < this.o.hot.maxFeePerGasWei ? room : this.o.hot.maxFeePerGasWei;
  }

  /** ETH: everything less the gas of one legacy transfer (which costs exactly 21,000 x its price, so nothing is left). */
  private async startNative(item: SweepItem): Promise<void> {
    const account = this.o.accountOf(item.derivation_index);
    const [balance, gasPrice] = await Promise.all([
      this.evm.client.getBalance({ address: account.address }),
      this.evm.client.getGasPrice(),
    ]);
    const cost = NATIVE_GAS * gasPrice;
    if (balance <= cost) return this.end(item, 'nothing above the gas');
    const tx = await this.signOwn(account, { to: this.o.hot.address as Hex, value: balance - cost, gas: NATIVE_GAS, gasPrice });
    const change = {
      state: 'signed',
      amount: String(balance - cost),
      gas_price: String(gasPrice),
      gas_limit: String(NATIVE_GAS),
      tx_id: tx.txId,
      raw_tx: tx.raw,
    } as const;
    if (await this.reserve(item, NATIVE_GAS * this.ceiling(gasPrice), change)) await this.sendTransfer({ ...item, ...change });
  }

  /** A token: the transfer's gas is estimated, and the hot wallet sends what the address lacks of it at the ceiling. */
  private async startToken(item: SweepItem): Promise<void> {
    // The gas takes the hot wallet's next nonce: not while a payout signed at it waits to be sent.
    if (await unsentPayout(this.ctx.db, this.evm.network)) return;
    const client = this.evm.client;
    const account = this.o.accountOf(item.derivation_index);
    const token = this.token(item);
    const amount = await client.readContract({ address: token, abi: ERC20, functionName: 'balanceOf', args: [account.address] });
    if (amount === 0n) return this.end(item, 'nothing to sweep');
    let gasLimit: bigint;
    try {
      gasLimit = await client.estimateGas({ account: account.address, to: token, data: this.transferData(amount) });
    } catch (err) {
      return this.end(item, `the transfer would fail: ${String(err).split('\n')[0]!.slice(0, 160)}`);
    }
    const [gasPrice, has] = await Promise.all([client.getGasPrice(), client.getBalance({ address: account.address })]);
    const need = gasLimit * this.ceiling(gasPrice);
    const planned = { amount: String(amount), gas_limit: String(gasLimit), gas_price: String(gasPrice) };
    if (has >= need) {
      const tx = await this.signTransfer({ ...item, ...planned });
      const change = { state: 'signed', ...planned, tx_id: tx.txId, raw_tx: tx.raw } as const;
      if (await this.reserve(item, need, change)) await this.sendTransfer({ ...item, ...change });
      return;
    }
    const gas = await this.o.hot.signGas(account.address, need - has, gasPrice);
    const change = { state: 'gas_signed', ...planned, gas_value: String(need - has), gas_tx_id: gas.txId, gas_raw_tx: gas.raw } as const;
    if (await this.reserve(item, NATIVE_GAS * this.ceiling(gasPrice) + need, change)) await this.sendGas({ ...item, ...change });
  }

  private token(item: Pick<SweepItem, 'asset'>): Hex {
    return this.evm.options.tokens[item.asset] as Hex;
  }

  private transferData(amount: bigint): Hex {
    return encodeFunctionData({ abi: ERC20, functionName: 'transfer', args: [this.o.hot.address as Hex, amount] });
  }

  /** The token transfer at the item's gas limit, at the node's price now if above the planned one, within the ceiling. */
  protected async signTransfer(
    item: Pick<SweepItem, 'asset' | 'derivation_index' | 'amount' | 'gas_limit' | 'gas_price'>,
  ): Promise<SignedTx> {
    const planned = BigInt(item.gas_price!);
    const now = await this.evm.client.getGasPrice();
    const gasPrice = now > planned ? (now < this.ceiling(planned) ? now : this.ceiling(planned)) : planned;
    const tx = { to: this.token(item), data: this.transferData(BigInt(item.amount!)), gas: BigInt(item.gas_limit!), gasPrice };
    return this.signOwn(this.o.accountOf(item.derivation_index), tx);
  }

  /** Sign with a deposit address's own key at its next nonce: a legacy transaction, paying exactly gas used x price. */
  private async signOwn(
    account: PrivateKeyAccount,
    tx: { to: Hex; value?: bigint; data?: Hex; gas: bigint; gasPrice: bigint },
  ): Promise<SignedTx> {
    const client = this.evm.client;
    const [nonce, chainId] = await Promise.all([
      client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
      client.getChainId(),
    ]);
    const raw = await account.signTransaction({ ...tx, nonce, chainId, type: 'legacy' });
    return { raw, txId: this.o.hot.txIdOf(raw) };
  }

  /**
   * A stuck step at a higher gas price, same nonce: the hot wallet's gas (the same amount), or the
   * address's own transfer (ETH: as much less as the gas costs more). Stored in place of the one it
   * replaces (kept in `replaced_*_tx_ids`), then sent.
   */
  protected override replace(item: SweepItem, leg: Leg): Promise<void> {
    const old = inFlight(item, leg);
    const ceiling = this.ceiling(BigInt(item.gas_price!));
    return replaceStuck(this.ctx, {
      adapter: this.evm,
      about: { sweepItemId: item.id, leg, txId: old.txId },
      sign: () => (leg === 'gas' ? this.o.hot.replace(item.gas_raw_tx!, ceiling) : this.replaceOwn(item, ceiling)),
      store: (next) =>
        this.ctx.db.tx(async (ex) => {
          const locked = await lockItem(ex, item.id);
          if (locked.state !== (leg === 'gas' ? 'gas_sent' : 'sent') || inFlight(locked, leg).txId !== old.txId) return false;
          const ids = [...old.replacedTxIds, old.txId];
          const now = this.ctx.clock.now();
          const change =
            leg === 'gas'
              ? { gas_tx_id: next.txId, gas_raw_tx: next.raw, replaced_gas_tx_ids: ids }
              : {
                  tx_id: next.txId,
                  raw_tx: next.raw,
                  replaced_tx_ids: ids,
                  ...(this.native(item) ? { amount: String(valueOf(next.raw)) } : {}),
                };
          await updateItem(ex, item.id, { ...change, sent_at: now }, now);
          return true;
        }),
    });
  }

  /**
   * The address's transfer again at a raised price; for ETH the value drops by what the gas costs
   * more (undefined if nothing would be left).
   */
  private async replaceOwn(item: SweepItem, ceiling: bigint): Promise<SignedTx | undefined> {
    const old = parseTransaction(item.raw_tx! as Hex);
    const gasPrice = raisedFee(old.gasPrice!, await this.evm.client.getGasPrice(), ceiling);
    if (gasPrice === undefined) return undefined;
    const value = this.native(item) ? old.value! - old.gas! * (gasPrice - old.gasPrice!) : undefined;
    if (value !== undefined && value <= 0n) return undefined;
    const raw = await this.o.accountOf(item.derivation_index).signTransaction({
      chainId: old.chainId!,
      nonce: old.nonce!,
      to: old.to!,
      data: old.data,
      gas: old.gas!,
      gasPrice,
      type: 'legacy',
      ...(value !== undefined ? { value } : {}),
    });
    return { raw, txId: this.o.hot.txIdOf(raw) };
  }

  /** The older ETH transfer was mined: what it moved is the item's amount again. */
  protected override async follow(item: SweepItem, leg: Leg, minedId: string): Promise<void> {
    await super.follow(item, leg, minedId);
    if (leg !== 'transfer' || !this.native(item)) return;
    const mined = await this.evm.client.getTransaction({ hash: minedId as Hex });
    await updateItem(this.ctx.db, item.id, { amount: String(mined.value) }, this.ctx.clock.now());
  }
}

function valueOf(raw: string): bigint {
  return parseTransaction(raw as Hex).value ?? 0n;
}
