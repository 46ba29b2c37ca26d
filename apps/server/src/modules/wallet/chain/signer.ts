/**
 * The hot wallet's signer: the only holder of the key that pays withdrawals out. The key comes from
 * `CHAIN_HOT_KEY` (hex) or the file named by `CHAIN_HOT_KEY_FILE`, never from the database; it is
 * kept in this closure only, and nothing here logs it or returns it (the address is public).
 */
import { readFileSync } from 'node:fs';
import { encodeFunctionData, parseAbi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { EvmAdapter } from './evm';

const ERC20 = parseAbi([
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address) view returns (uint256)',
]);
const NATIVE_GAS = 21_000n;
const TOKEN_GAS = 100_000n;

export interface Payout {
  to: string;
  asset: string;
  amountMinor: bigint;
}

export function readHotKey(env: { CHAIN_HOT_KEY?: string; CHAIN_HOT_KEY_FILE?: string }): Hex | undefined {
  const raw = env.CHAIN_HOT_KEY ?? (env.CHAIN_HOT_KEY_FILE ? readFileSync(env.CHAIN_HOT_KEY_FILE, 'utf8') : undefined);
  if (!raw) return undefined;
  const key = raw.trim();
  const hex = (key.startsWith('0x') ? key : `0x${key}`) as Hex;
  if (!/^0x[0-9a-fA-F]{64}$/.test(hex)) throw new Error('the hot wallet key is not 32 bytes of hex');
  return hex;
}

export class EvmSigner {
  readonly address: string;
  private readonly sign: (tx: Parameters<ReturnType<typeof privateKeyToAccount>['signTransaction']>[0]) => Promise<Hex>;

  constructor(
    key: Hex,
    private readonly chain: EvmAdapter,
  ) {
    const account = privateKeyToAccount(key);
    this.address = account.address;
    this.sign = (tx) => account.signTransaction(tx);
  }

  /** Sign a payout at the hot wallet's next nonce (the node's count including pending ones). */
  async signPayout(payout: Payout): Promise<Hex> {
    const client = this.chain.client;
    const [nonce, chainId, fees] = await Promise.all([
      client.getTransactionCount({ address: this.address as Hex, blockTag: 'pending' }),
      client.getChainId(),
      client.estimateFeesPerGas(),
    ]);
    const token = this.chain.options.tokens[payout.asset];
    const value = this.chain.toChainUnits(payout.asset, payout.amountMinor);
    const common = {
      nonce,
      chainId,
      type: 'eip1559' as const,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    };
    if (!token) return this.sign({ ...common, to: payout.to as Hex, value, gas: NATIVE_GAS });
    const data = encodeFunctionData({ abi: ERC20, functionName: 'transfer', args: [payout.to as Hex, value] });
    return this.sign({ ...common, to: token as Hex, data, gas: TOKEN_GAS });
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
