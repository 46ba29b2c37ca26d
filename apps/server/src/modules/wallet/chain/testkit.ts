/**
 * The chain tests' app on a real in-process EVM node (ganache) with the test ERC20: the hot wallet
 * funded on chain, the ERC20 deposit addresses derived from a deposit key the signer holds (to
 * sweep), and the watcher's timer far away so that each test runs the passes itself.
 */
import { randomUUID } from 'node:crypto';
import { checkLedger, systemAccount, transfer } from '@bourse/ledger';
import { HDKey } from '@scure/bip32';
import { type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { type EvmNode, startEvmNode } from './evm-node';
import { type FakeIndexers, startFakeIndexers } from './indexer-fakes';

export const CONFIRMATIONS = 3;

export interface ChainApp {
  node: EvmNode;
  t: TestApp;
  /** The hot wallet's address. */
  hot: Hex;
  depositKey: HDKey;
}

/**
 * `seed` keeps each file's keys its own; `fund` puts the hot wallet's coins on chain before the app
 * starts; `rpcUrl` puts something between the app and the node (the mempool stand-in of
 * payout-gas.test.ts and sweep-bump.test.ts).
 */
export async function startChainApp(
  seed: number,
  fund: (node: EvmNode, hot: Hex) => Promise<unknown>,
  rpcUrl?: (node: EvmNode) => Promise<string>,
): Promise<ChainApp> {
  const hotKey = `0x${seed.toString(16).padStart(2, '0').repeat(32)}` as Hex;
  const hot = privateKeyToAccount(hotKey).address;
  const depositKey = HDKey.fromMasterSeed(new Uint8Array(32).fill(seed)).derive("m/44'/60'/0'");
  const node = await startEvmNode();
  await fund(node, hot);
  const t = await createTestApp({
    CHAIN_EVM: 'rpc',
    CHAIN_EVM_RPC_URL: rpcUrl ? await rpcUrl(node) : node.url,
    CHAIN_EVM_USDT_CONTRACT: node.usdt,
    CHAIN_EVM_CONFIRMATIONS: String(CONFIRMATIONS),
    CHAIN_HOT_KEY: hotKey,
    CHAIN_POLL_MS: '3600000',
    CHAIN_SWEEP_XPRV: depositKey.privateExtendedKey!,
  });
  await t.db.query(`UPDATE deposit_sources SET xpub = $1 WHERE network = 'ERC20'`, [depositKey.publicExtendedKey]);
  return { node, t, hot, depositKey };
}

/** The platform's fee account's coins for network fees (in production: fees it collected); demo money in the tests. */
export async function fundFees(t: TestApp, coin: string, amountMinor: bigint): Promise<void> {
  await t.db.tx((ex) =>
    transfer(ex, {
      key: `test-fees:${coin}:${randomUUID()}`,
      kind: 'demo.issuance',
      from: systemAccount('demo', coin),
      to: systemAccount('fees', coin),
      amount: amountMinor,
    }),
  );
}

export interface IndexerApp {
  fake: FakeIndexers;
  t: TestApp;
}

/**
 * An app whose `networks` read the local Esplora/TronGrid stand-in (indexer-fakes.ts), with the
 * watcher's timer far away so that each test runs the passes itself; `env` adds the network's
 * keys and settings.
 */
export async function startIndexerApp(networks: ReadonlyArray<'BTC' | 'TRC20'>, env: Record<string, string>): Promise<IndexerApp> {
  const fake = await startFakeIndexers('');
  const t = await createTestApp({
    ...(networks.includes('BTC') ? { CHAIN_BTC_INDEXER_URL: `${fake.base}/btc` } : {}),
    ...(networks.includes('TRC20') ? { CHAIN_TRC20_INDEXER_URL: `${fake.base}/tron` } : {}),
    CHAIN_POLL_MS: '3600000',
    ...env,
  });
  return { fake, t };
}

/** After a file: the ledger checked, then the app and the stand-in closed. */
export async function stopIndexerApp({ fake, t }: Partial<IndexerApp>): Promise<void> {
  if (t) expect((await checkLedger(t.db)).ok).toBe(true);
  await t?.dispose();
  await fake?.close();
}

/** `network`'s deposit addresses derive from `xpub` (a key whose private half the sweep holds). */
export async function useDepositKey(t: TestApp, network: 'BTC' | 'TRC20', xpub: string): Promise<void> {
  await t.db.query(`UPDATE deposit_sources SET method = 'xpub', xpub = $1 WHERE network = $2`, [xpub, network]);
}
