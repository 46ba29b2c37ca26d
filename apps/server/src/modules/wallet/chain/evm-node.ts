/**
 * An in-process EVM node (ganache) for the simulated chain of the demo and for the tests: it
 * serves JSON-RPC on 127.0.0.1, mines a block per transaction and otherwise only when asked
 * (`mine`), never on a wall-clock block time, and snapshots and reverts (the tests' re-orgs).
 * The faucet is the node's first account (unlocked); it deploys the test USDT at its first
 * transaction, so the token's address is the same on every fresh chain.
 */
import { createServer } from 'node:net';
import ganache from 'ganache';
import { createPublicClient, createWalletClient, getContractAddress, http, type Hex } from 'viem';
import { SIM_CHAIN_ID } from './networks';
import { TEST_USDT_ABI, TEST_USDT_BYTECODE } from './test-usdt';

/** A well-known development mnemonic: the simulated chain holds play money only. */
const MNEMONIC = 'test test test test test test test test test test test junk';

export interface EvmNodeOptions {
  port?: number;
  /** Keep the chain in this folder across restarts (the demo); in memory otherwise (tests). */
  dbPath?: string;
}

export interface EvmNode {
  url: string;
  faucet: Hex;
  usdt: Hex;
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  mine(blocks?: number): Promise<void>;
  snapshot(): Promise<string>;
  revert(id: string): Promise<void>;
  /** Send ETH (whole units as a decimal string) from the faucet. */
  sendEth(to: string, wei: bigint): Promise<Hex>;
  /** Send test USDT (micro units) from the faucet. */
  sendUsdt(to: string, units: bigint): Promise<Hex>;
  batchUsdt(to: string[], units: bigint[]): Promise<Hex>;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startEvmNode(options: EvmNodeOptions = {}): Promise<EvmNode> {
  const port = options.port ?? (await freePort());
  const server = ganache.server({
    logging: { quiet: true },
    chain: { chainId: SIM_CHAIN_ID },
    wallet: { mnemonic: MNEMONIC, totalAccounts: 1, defaultBalance: 1_000_000 },
    miner: { instamine: 'eager', blockGasLimit: 30_000_000 },
    ...(options.dbPath ? { database: { dbPath: options.dbPath } } : {}),
  });
  await server.listen(port, '127.0.0.1');
  // Without a gas limit, ganache gives a sent transaction 90,000 gas (too little to deploy): each call below sets its own.
  const url = `http://127.0.0.1:${port}`;
  const provider = server.provider;
  const rpc = <T>(method: string, params: unknown[] = []) => provider.request({ method, params } as never) as Promise<T>;
  const faucet = ((await rpc<string[]>('eth_accounts'))[0] as Hex).toLowerCase() as Hex;
  const usdt = getContractAddress({ from: faucet, nonce: 0n });
  const transport = http(url);
  const wallet = createWalletClient({ account: faucet, transport, chain: undefined });
  const pub = createPublicClient({ transport });
  const chain = {
    id: SIM_CHAIN_ID,
    name: 'sim',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  };

  if ((await pub.getCode({ address: usdt })) === undefined) {
    await wallet.deployContract({ abi: TEST_USDT_ABI, bytecode: TEST_USDT_BYTECODE, chain, gas: 3_000_000n });
    await wallet.writeContract({
      address: usdt,
      abi: TEST_USDT_ABI,
      functionName: 'mint',
      args: [faucet, 10n ** 15n],
      chain,
      gas: 200_000n,
    });
  }

  return {
    url,
    faucet,
    usdt,
    rpc,
    async mine(blocks = 1) {
      for (let i = 0; i < blocks; i++) await rpc('evm_mine');
    },
    snapshot: () => rpc<string>('evm_snapshot'),
    async revert(id) {
      await rpc('evm_revert', [id]);
    },
    sendEth: (to, wei) => wallet.sendTransaction({ to: to as Hex, value: wei, chain }),
    sendUsdt: (to, units) =>
      wallet.writeContract({ address: usdt, abi: TEST_USDT_ABI, functionName: 'transfer', args: [to as Hex, units], chain, gas: 200_000n }),
    batchUsdt: (to, units) =>
      wallet.writeContract({
        address: usdt,
        abi: TEST_USDT_ABI,
        functionName: 'batchTransfer',
        args: [to as Hex[], units],
        chain,
        gas: 25_000_000n,
      }),
    close: () => server.close(),
  };
}
