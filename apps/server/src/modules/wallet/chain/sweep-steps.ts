/**
 * One sweep item's steps (sweep.ts plans them). Each signed transaction is stored before it is
 * sent, and a stored one is sent again only if the node does not know it, so a restart at any
 * point resumes without sending anything twice:
 *
 *   ETH:   planned -> signed -> sent -> done
 *   token: planned -> gas_signed -> gas_sent -> (gas confirmed) signed -> sent -> done
 *
 * (a token address already holding the gas goes from planned to signed). The gas is held on the
 * fee account in the transaction that stores the first signed transaction; at the end what the
 * chain charged is paid to `world` and the rest released. A refusal or a revert ends the item
 * `failed` with the reason, and the gas already burnt is still booked.
 */
import { getHold, LedgerError } from '@bourse/ledger';
import { encodeFunctionData, type Hex, type PrivateKeyAccount } from 'viem';
import type { AppContext } from '../../../app/context';
import { BroadcastRefused } from './adapter';
import type { EvmAdapter } from './evm';
import { bookGas, gasMinor, holdGas } from './ledger';
import { EVM_DECIMALS } from './networks';
import { ERC20, type EvmSigner, NATIVE_GAS } from './signer';
import { lockItem, type SweepItem, unsentPayout, updateItem } from './sweep-store';

interface StepsOptions {
  hot: EvmSigner;
  confirmations: number;
  accountOf(derivationIndex: number): PrivateKeyAccount;
}

type Change = Parameters<typeof updateItem>[2];

export class SweepSteps {
  constructor(
    private readonly ctx: AppContext,
    private readonly chain: EvmAdapter,
    private readonly o: StepsOptions,
  ) {}

  private get native(): string {
    return this.chain.options.native;
  }

  async advance(item: SweepItem): Promise<void> {
    if (item.state === 'planned') return item.asset === this.native ? this.startNative(item) : this.startToken(item);
    if (item.state === 'gas_signed') return this.sendGas(item);
    if (item.state === 'gas_sent') return this.afterGas(item);
    if (item.state === 'signed') return this.sendTransfer(item);
    if (item.state === 'sent') return this.afterTransfer(item);
  }

  /** ETH: everything less the gas of one legacy transfer (which costs exactly 21,000 x its price, so nothing is left). */
  private async startNative(item: SweepItem): Promise<void> {
    const account = this.o.accountOf(item.derivation_index);
    const [balance, gasPrice] = await Promise.all([
      this.chain.client.getBalance({ address: account.address }),
      this.chain.client.getGasPrice(),
    ]);
    const cost = NATIVE_GAS * gasPrice;
    if (balance <= cost) return this.end(item, 'skipped', 'nothing above the gas');
    const tx = await this.signOwn(account, { to: this.o.hot.address as Hex, value: balance - cost, gas: NATIVE_GAS, gasPrice });
    const change = {
      state: 'signed',
      amount: String(balance - cost),
      gas_price: String(gasPrice),
      gas_limit: String(NATIVE_GAS),
      ...tx,
    } as const;
    if (await this.reserve(item, cost, change)) await this.sendTransfer({ ...item, ...change });
  }

  /** A token: the transfer's gas is estimated, and the hot wallet sends exactly what the address lacks of it. */
  private async startToken(item: SweepItem): Promise<void> {
    // The gas takes the hot wallet's next nonce: not while a payout signed at it waits to be sent.
    if (await unsentPayout(this.ctx.db, this.chain.network)) return;
    const client = this.chain.client;
    const account = this.o.accountOf(item.derivation_index);
    const token = this.token(item);
    const amount = await client.readContract({ address: token, abi: ERC20, functionName: 'balanceOf', args: [account.address] });
    if (amount === 0n) return this.end(item, 'skipped', 'nothing to sweep');
    let gasLimit: bigint;
    try {
      gasLimit = await client.estimateGas({ account: account.address, to: token, data: this.transferData(amount) });
    } catch (err) {
      return this.end(item, 'skipped', `the transfer would fail: ${String(err).split('\n')[0]!.slice(0, 160)}`);
    }
    const [gasPrice, has] = await Promise.all([client.getGasPrice(), client.getBalance({ address: account.address })]);
    const need = gasLimit * gasPrice;
    const planned = { amount: String(amount), gas_limit: String(gasLimit), gas_price: String(gasPrice) };
    if (has >= need) {
      const tx = await this.signToken(account, token, { ...item, ...planned });
      const change = { state: 'signed', ...planned, ...tx } as const;
      if (await this.reserve(item, need, change)) await this.sendTransfer({ ...item, ...change });
      return;
    }
    const gas = await this.o.hot.signGas(account.address, need - has, gasPrice);
    const change = { state: 'gas_signed', ...planned, gas_value: String(need - has), gas_tx_id: gas.txId, gas_raw_tx: gas.raw } as const;
    if (await this.reserve(item, NATIVE_GAS * gasPrice + need, change)) await this.sendGas({ ...item, ...change });
  }

  private async sendGas(item: SweepItem): Promise<void> {
    const refused = await this.send(item.gas_raw_tx!, item.gas_tx_id!);
    if (refused) return this.fail(item, `gas refused: ${refused}`, 0n);
    await updateItem(this.ctx.db, item.id, { state: 'gas_sent' }, this.ctx.clock.now());
  }

  /** Once the gas has the network's confirmations, the address signs its transfer with exactly that gas. */
  private async afterGas(item: SweepItem): Promise<void> {
    if (!(await this.settled(item, item.gas_tx_id!, item.gas_raw_tx!, 0n))) return;
    const gasFee = await this.chain.feeOf(item.gas_tx_id!);
    const tx = await this.signToken(this.o.accountOf(item.derivation_index), this.token(item), item);
    const change = { state: 'signed', gas_fee: String(gasFee), ...tx } as const;
    await updateItem(this.ctx.db, item.id, change, this.ctx.clock.now());
    await this.sendTransfer({ ...item, ...change });
  }

  private async sendTransfer(item: SweepItem): Promise<void> {
    const refused = await this.send(item.raw_tx!, item.tx_id!);
    if (refused) return this.fail(item, `transfer refused: ${refused}`, BigInt(item.gas_fee ?? 0));
    await updateItem(this.ctx.db, item.id, { state: 'sent' }, this.ctx.clock.now());
  }

  /** Confirmed: the gas of both transactions is paid from the fee account, and the item is done. */
  private async afterTransfer(item: SweepItem): Promise<void> {
    const gasFee = BigInt(item.gas_fee ?? 0);
    if (!(await this.settled(item, item.tx_id!, item.raw_tx!, gasFee))) return;
    const txFee = await this.chain.feeOf(item.tx_id!);
    await this.close(item, { state: 'done', tx_fee: String(txFee) }, gasFee + txFee);
  }

  /**
   * Whether a sent transaction has the confirmations. One the node lost is sent again; one that
   * reverted (or is refused again) fails the item, booking the gas spent so far (`spentWei`) and its own.
   */
  private async settled(item: SweepItem, txId: string, raw: string, spentWei: bigint): Promise<boolean> {
    const status = await this.chain.status(txId);
    if (status.state === 'failed') {
      await this.fail(item, `transaction ${txId} ${status.reason ?? 'failed'} on chain`, spentWei + (await this.chain.feeOf(txId)));
      return false;
    }
    if (status.state === 'unknown') {
      const refused = await this.send(raw, txId);
      if (refused) await this.fail(item, `dropped and refused again: ${refused}`, spentWei);
      return false;
    }
    if (status.state !== 'confirmed') return false;
    const head = await this.chain.head();
    return head.number - status.blockNumber! + 1 >= this.o.confirmations;
  }

  /** Send a stored transaction unless the node has it already; answers the node's refusal, if any. */
  private async send(raw: string, txId: string): Promise<string | undefined> {
    try {
      if ((await this.chain.status(txId)).state === 'unknown') await this.chain.broadcast(raw);
    } catch (err) {
      if (!(err instanceof BroadcastRefused)) throw err;
      if ((await this.chain.status(txId)).state === 'unknown') return err.message;
    }
    return undefined;
  }

  /** Hold the most gas on the fee account and store the signed transaction, in one transaction; false if the account is short. */
  private async reserve(item: SweepItem, maxWei: bigint, change: Change): Promise<boolean> {
    try {
      await this.ctx.db.tx(async (ex) => {
        const holdId = await holdGas(ex, item.id, this.native, this.minor(maxWei));
        await updateItem(ex, item.id, { ...change, hold_id: holdId }, this.ctx.clock.now());
      });
      return true;
    } catch (err) {
      if (!(err instanceof LedgerError)) throw err;
      await this.end(item, 'skipped', `the fee account cannot cover the gas (${err.code})`);
      return false;
    }
  }

  private async fail(item: SweepItem, reason: string, spentWei: bigint): Promise<void> {
    await this.close(item, { state: 'failed', reason }, spentWei);
    this.ctx.log.warn({ sweepItemId: item.id, reason }, 'chain: sweep item failed');
  }

  /** Final: book the gas spent (at most what was held), release the rest. */
  private async close(item: SweepItem, change: Change, spentWei: bigint): Promise<void> {
    await this.ctx.db.tx(async (ex) => {
      const locked = await lockItem(ex, item.id);
      if (['done', 'failed', 'skipped'].includes(locked.state)) return;
      if (locked.hold_id !== null) {
        const txIds = [locked.gas_tx_id, locked.tx_id].filter((t): t is string => !!t);
        const hold = (await getHold(ex, locked.hold_id))!;
        const held = hold.amount - hold.settled - hold.released;
        const spent = this.minor(spentWei);
        await bookGas(ex, { ...locked, hold_id: locked.hold_id }, { coin: this.native, amountMinor: spent < held ? spent : held, txIds });
      }
      await updateItem(ex, item.id, change, this.ctx.clock.now());
    });
  }

  private async end(item: SweepItem, state: 'skipped', reason: string): Promise<void> {
    await updateItem(this.ctx.db, item.id, { state, reason }, this.ctx.clock.now());
  }

  private minor(wei: bigint): bigint {
    const scale = this.ctx.assets.byCodeOrFail(this.native).scale;
    return gasMinor(wei, EVM_DECIMALS[this.native] ?? 18, scale);
  }

  private token(item: SweepItem): Hex {
    return this.chain.options.tokens[item.asset] as Hex;
  }

  private transferData(amount: bigint): Hex {
    return encodeFunctionData({ abi: ERC20, functionName: 'transfer', args: [this.o.hot.address as Hex, amount] });
  }

  private signToken(account: PrivateKeyAccount, token: Hex, item: Pick<SweepItem, 'amount' | 'gas_limit' | 'gas_price'>) {
    const data = this.transferData(BigInt(item.amount!));
    return this.signOwn(account, { to: token, data, gas: BigInt(item.gas_limit!), gasPrice: BigInt(item.gas_price!) });
  }

  /** Sign with a deposit address's own key at its next nonce: a legacy transaction, paying exactly gas used x price. */
  private async signOwn(
    account: PrivateKeyAccount,
    tx: { to: Hex; value?: bigint; data?: Hex; gas: bigint; gasPrice: bigint },
  ): Promise<{ tx_id: string; raw_tx: string }> {
    const client = this.chain.client;
    const [nonce, chainId] = await Promise.all([
      client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
      client.getChainId(),
    ]);
    const raw = await account.signTransaction({ ...tx, nonce, chainId, type: 'legacy' });
    return { raw_tx: raw, tx_id: this.o.hot.txIdOf(raw) };
  }
}
