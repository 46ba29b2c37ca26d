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
    private readonly maxFeePerGasWei: bigint,
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
   * The same payout (nonce, destination, amount, gas limit) at a higher fee: both the fee cap and
   * the tip go up by an eighth (12.5%, above the 10% a node needs to take a replacement), or to the
   * node's estimate now if that is higher, never above the cap. Undefined when the cap leaves no
   * room for a replacement the node would take.
   */
  async replace(raw: string): Promise<SignedTx | undefined> {
    const old = parseTransaction(raw as Hex);
    const { maxFeePerGas: oldFee, maxPriorityFeePerGas: oldTip } = old;
    if (old.type !== 'eip1559' || old.nonce === undefined || oldFee === undefined || oldTip === undefined) return undefined;
    const fees = await this.chain.client.estimateFeesPerGas();
    const up = (x: bigint) => x + (x + 7n) / 8n;
    const least = (x: bigint) => x + (x + 9n) / 10n;
    const maxFeePerGas = min(max(up(oldFee), fees.maxFeePerGas), this.maxFeePerGasWei);
    const maxPriorityFeePerGas = min(max(up(oldTip), fees.maxPriorityFeePerGas), maxFeePerGas);
    if (maxFeePerGas < least(oldFee) || maxPriorityFeePerGas < least(oldTip)) return undefined;
    const next = await this.sign({
      chainId: old.chainId,
      nonce: old.nonce,
      type: 'eip1559',
      to: old.to,
      value: old.value,
      data: old.data,
      gas: old.gas,
      maxFeePerGas,
      maxPriorityFeePerGas,
    });
    return { raw: next, txId: keccak256(next) };
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
const max = (a: bigint, b: bigint) => (a > b ? a : b);
