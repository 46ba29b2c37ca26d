/**
 * An EVM sweep item's own steps (sweep.ts plans them; sweep-item-steps.ts carries the rest):
 *
 *   ETH:   planned -> signed -> sent -> done
 *   token: planned -> gas_signed -> gas_sent -> (gas confirmed) signed -> sent -> done
 *
 * ETH goes whole less the gas of its own legacy transfer; a token address is sent by the hot
 * wallet exactly what it lacks of its transfer's gas limit x price (a token address already
 * holding it goes from planned to signed), then signs its own transfer at that limit and price.
 */
import { encodeFunctionData, type Hex, type PrivateKeyAccount } from 'viem';
import type { AppContext } from '../../../app/context';
import type { SignedTx } from './adapter';
import type { EvmAdapter } from './evm';
import { EVM_DECIMALS } from './networks';
import { ERC20, type EvmSigner, NATIVE_GAS } from './signer';
import { ItemSteps } from './sweep-item-steps';
import { type SweepItem, unsentPayout } from './sweep-store';

interface StepsOptions {
  hot: EvmSigner;
  confirmations: number;
  accountOf(derivationIndex: number): PrivateKeyAccount;
}

export class SweepSteps extends ItemSteps {
  constructor(
    ctx: AppContext,
    private readonly evm: EvmAdapter,
    private readonly o: StepsOptions,
  ) {
    const feeCoin = evm.options.native;
    super(ctx, evm, { confirmations: o.confirmations, feeCoin, feeDecimals: EVM_DECIMALS[feeCoin] ?? 18 });
  }

  protected start(item: SweepItem): Promise<void> {
    return item.asset === this.evm.options.native ? this.startNative(item) : this.startToken(item);
  }

  protected feeOf(txId: string): Promise<bigint> {
    return this.evm.feeOf(txId);
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
    if (await this.reserve(item, cost, change)) await this.sendTransfer({ ...item, ...change });
  }

  /** A token: the transfer's gas is estimated, and the hot wallet sends exactly what the address lacks of it. */
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
    const need = gasLimit * gasPrice;
    const planned = { amount: String(amount), gas_limit: String(gasLimit), gas_price: String(gasPrice) };
    if (has >= need) {
      const tx = await this.signTransfer({ ...item, ...planned });
      const change = { state: 'signed', ...planned, tx_id: tx.txId, raw_tx: tx.raw } as const;
      if (await this.reserve(item, need, change)) await this.sendTransfer({ ...item, ...change });
      return;
    }
    const gas = await this.o.hot.signGas(account.address, need - has, gasPrice);
    const change = { state: 'gas_signed', ...planned, gas_value: String(need - has), gas_tx_id: gas.txId, gas_raw_tx: gas.raw } as const;
    if (await this.reserve(item, NATIVE_GAS * gasPrice + need, change)) await this.sendGas({ ...item, ...change });
  }

  private token(item: SweepItem): Hex {
    return this.evm.options.tokens[item.asset] as Hex;
  }

  private transferData(amount: bigint): Hex {
    return encodeFunctionData({ abi: ERC20, functionName: 'transfer', args: [this.o.hot.address as Hex, amount] });
  }

  /** The token transfer at the gas limit and price the item was planned with. */
  protected signTransfer(item: Pick<SweepItem, 'asset' | 'derivation_index' | 'amount' | 'gas_limit' | 'gas_price'>): Promise<SignedTx> {
    const data = this.transferData(BigInt(item.amount!));
    const tx = { to: this.token(item as SweepItem), data, gas: BigInt(item.gas_limit!), gasPrice: BigInt(item.gas_price!) };
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
}
