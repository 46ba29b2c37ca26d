/**
 * The EVM hot wallet's signer: the only holder of the key that pays withdrawals out and sends
 * sweeps their gas. The key comes from `CHAIN_HOT_KEY` (hex) or the file named by
 * `CHAIN_HOT_KEY_FILE`, never from the database; it is kept in this closure only, and nothing here
 * logs it or returns it (the address is public). keys.ts reads the BTC and TRON keys the same way.
 */
import { encodeFunctionData, keccak256, parseAbi, parseTransaction, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Payout, PayoutSigner, SignedPayout, SignedTx } from './adapter';
import type { EvmAdapter } from './evm';
import { raisedFee } from './fee-bump';
import { readSecret } from './keys';

export const ERC20 = parseAbi([
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address) view returns (uint256)',
]);
export const NATIVE_GAS = 21_000n;
const TOKEN_GAS = 100_000n;

export function readHotKey(env: { CHAIN_HOT_KEY?: string; CHAIN_HOT_KEY_FILE?: string }): Hex | undefined {
  const key = readSecret(env.CHAIN_HOT_KEY, env.CHAIN_HOT_KEY_FILE);
  if (!key) return undefined;
  const hex = (key.startsWith('0x') ? key : `0x${key}`) as Hex;
  if (!/^0x[0-9a-fA-F]{64}$/.test(hex)) throw new Error('the hot wallet key is not 32 bytes of hex');
  return hex;
}

type Unsigned = Parameters<ReturnType<typeof privateKeyToAccount>['signTransaction']>[0];

export class EvmSigner implements PayoutSigner {
  readonly address: string;
  private readonly sign: (tx: Unsigned) => Promise<Hex>;

  /** `maxFeePerGasWei`: the most any payout pays per gas (CHAIN_EVM_MAX_FEE_GWEI), a bump included. */
  constructor(
    key: Hex,
    private readonly chain: EvmAdapter,
    readonly maxFeePerGasWei: bigint,
  ) {
    const account = privateKeyToAccount(key);
    this.address = account.address;
    this.sign = (tx) => account.signTransaction(tx);
  }

  txIdOf(raw: string): string {
    return keccak256(raw as Hex);
  }

  private nextNonce(): Promise<number> {
    return this.chain.client.getTransactionCount({ address: this.address as Hex, blockTag: 'pending' });
  }

  /**
   * Sign a payout at the hot wallet's next nonce (the node's count including pending ones), at the
   * node's fee estimate up to the cap. The most it may burn, gas limit x the cap, is what the fee
   * account holds for it: a replacement at a higher fee never needs more.
   */
  async signPayout(payout: Payout): Promise<SignedPayout> {
    const client = this.chain.client;
    const [nonce, chainId, fees] = await Promise.all([this.nextNonce(), client.getChainId(), client.estimateFeesPerGas()]);
    const token = this.chain.options.tokens[payout.asset];
    const value = this.chain.toChainUnits(payout.asset, payout.amountMinor);
    const maxFeePerGas = min(fees.maxFeePerGas, this.maxFeePerGasWei);
    const common = {
      nonce,
      chainId,
      type: 'eip1559' as const,
      maxFeePerGas,
      maxPriorityFeePerGas: min(fees.maxPriorityFeePerGas, maxFeePerGas),
    };
    const raw = token
      ? await this.sign({
          ...common,
          to: token as Hex,
          data: encodeFunctionData({ abi: ERC20, functionName: 'transfer', args: [payout.to as Hex, value] }),
          gas: TOKEN_GAS,
        })
      : await this.sign({ ...common, to: payout.to as Hex, value, gas: NATIVE_GAS });
    const gas = token ? TOKEN_GAS : NATIVE_GAS;
    return { raw, txId: keccak256(raw), maxFeeMinor: this.chain.toMinorUp(this.chain.options.native, gas * this.maxFeePerGasWei) };
  }

  /**
   * The same transaction (nonce, destination, amount, data, gas limit) at a higher fee
   * (fee-bump.ts `raisedFee`): a payout's fee cap and tip, or the gas price of the legacy
   * transaction sending a sweep its gas, each up by an eighth or to the node's estimate, never above
   * `ceilingWei` (the cap by default). Undefined when the ceiling leaves no room for a replacement
   * the node would take.
   */
  async replace(raw: string, ceilingWei = this.maxFeePerGasWei): Promise<SignedTx | undefined> {
    const old = parseTransaction(raw as Hex);
    const ceiling = min(ceilingWei, this.maxFeePerGasWei);
    const same = { chainId: old.chainId!, nonce: old.nonce, to: old.to, value: old.value, data: old.data, gas: old.gas };
    if (old.type === 'legacy' && old.gasPrice !== undefined) {
      const gasPrice = raisedFee(old.gasPrice, await this.chain.client.getGasPrice(), ceiling);
      return gasPrice === undefined ? undefined : this.signed({ ...same, type: 'legacy', gasPrice });
    }
    const { maxFeePerGas: oldFee, maxPriorityFeePerGas: oldTip } = old;
    if (old.type !== 'eip1559' || oldFee === undefined || oldTip === undefined) return undefined;
    const fees = await this.chain.client.estimateFeesPerGas();
    const maxFeePerGas = raisedFee(oldFee, fees.maxFeePerGas, ceiling);
    const maxPriorityFeePerGas = maxFeePerGas === undefined ? undefined : raisedFee(oldTip, fees.maxPriorityFeePerGas, maxFeePerGas);
    if (maxFeePerGas === undefined || maxPriorityFeePerGas === undefined) return undefined;
    return this.signed({ ...same, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas });
  }

  private async signed(tx: Unsigned): Promise<SignedTx> {
    const raw = await this.sign(tx);
    return { raw, txId: keccak256(raw) };
  }

  /**
   * Sign the gas a sweep sends to a deposit address (wei, at a stated gas price): a legacy
   * transaction, so it costs exactly 21,000 x the price and the amount arrives whole.
   */
  async signGas(to: string, valueWei: bigint, gasPrice: bigint): Promise<SignedTx> {
    const [nonce, chainId] = await Promise.all([this.nextNonce(), this.chain.client.getChainId()]);
    const raw = await this.sign({ nonce, chainId, type: 'legacy', to: to as Hex, value: valueWei, gas: NATIVE_GAS, gasPrice });
    return { raw, txId: keccak256(raw) };
  }

  /** The hot wallet's balance of a coin on the chain, in the platform's minor units. */
  async balance(asset: string): Promise<bigint> {
    const token = this.chain.options.tokens[asset];
    const address = this.address as Hex;
    const units = token
      ? await this.chain.client.readContract({ address: token as Hex, abi: ERC20, functionName: 'balanceOf', args: [address] })
      : await this.chain.client.getBalance({ address });
    return this.chain.toMinor(asset, units);
  }
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
