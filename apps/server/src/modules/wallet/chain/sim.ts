/**
 * The demo's simulated chain: an in-process EVM node kept in the data folder, whose hot wallet key
 * is a file there (created once, owner-only) and is funded from the node's faucet at first start.
 * It mines a block every pass while a deposit or payout waits for confirmations, so a new user
 * sees a deposit credited within seconds; otherwise it stays still.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HDKey } from '@scure/bip32';
import { type Hex, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type EvmNode, startEvmNode } from './evm-node';

export interface SimChain {
  node: EvmNode;
  hotKey: Hex;
  /** The simulated chain's deposit key: its addresses can be swept. */
  sweepKey: HDKey;
}

function sweepKeyFile(dataDir: string): HDKey {
  const file = join(dataDir, 'chain-deposit.xprv');
  if (!existsSync(file)) {
    const account = HDKey.fromMasterSeed(randomBytes(32)).derive("m/44'/60'/0'");
    writeFileSync(file, `${account.privateExtendedKey}\n`, { mode: 0o600 });
  }
  return HDKey.fromExtendedKey(readFileSync(file, 'utf8').trim());
}

function hotKeyFile(dataDir: string): Hex {
  const file = join(dataDir, 'chain-hot-wallet.key');
  if (!existsSync(file)) writeFileSync(file, `0x${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  return readFileSync(file, 'utf8').trim() as Hex;
}

export async function startSimChain(dataDir: string, port: number, hotKey: Hex | undefined): Promise<SimChain> {
  const folder = join(dataDir, 'chain');
  mkdirSync(folder, { recursive: true });
  const node = await startEvmNode({ port, dbPath: folder });
  const key = hotKey ?? hotKeyFile(dataDir);
  const hot = privateKeyToAccount(key).address;
  const balance = BigInt(await node.rpc<string>('eth_getBalance', [hot, 'latest']));
  if (balance === 0n) {
    await node.sendEth(hot, parseEther('1000'));
    await node.sendUsdt(hot, 1_000_000n * 10n ** 6n);
  }
  return { node, hotKey: key, sweepKey: sweepKeyFile(dataDir) };
}
