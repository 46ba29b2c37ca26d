/**
 * `npm run chain:send -- <address> <amount> [ETH|USDT]`: send test funds on the demo's simulated
 * chain (a development start of the server) from its faucet to an address, e.g. your deposit
 * address from the Deposit screen. The server sees the transfer and credits it after the
 * confirmations, mining the blocks itself while a deposit waits.
 */
import { createWalletClient, getContractAddress, http, parseUnits, type Hex } from 'viem';
import { SIM_CHAIN_ID } from './networks';
import { TEST_USDT_ABI } from './test-usdt';

async function main(): Promise<void> {
  const [to, amount, coin = 'USDT'] = process.argv.slice(2);
  if (!to || !/^0x[0-9a-fA-F]{40}$/.test(to) || !amount || !['ETH', 'USDT'].includes(coin.toUpperCase())) {
    console.error('usage: npm run chain:send -- <0x address> <amount> [ETH|USDT]');
    process.exit(2);
  }
  const url = `http://127.0.0.1:${process.env.CHAIN_SIM_PORT ?? '8545'}`;
  const transport = http(url);
  // The simulated node's first account is its faucet (unlocked: the node signs for it).
  const [faucet] = await createWalletClient({ transport }).getAddresses();
  const chain = {
    id: SIM_CHAIN_ID,
    name: 'sim',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  };
  const wallet = createWalletClient({ account: faucet as Hex, transport, chain });
  const hash =
    coin.toUpperCase() === 'ETH'
      ? await wallet.sendTransaction({ to: to as Hex, value: parseUnits(amount, 18) })
      : await wallet.writeContract({
          address: getContractAddress({ from: faucet as Hex, nonce: 0n }),
          abi: TEST_USDT_ABI,
          functionName: 'transfer',
          args: [to as Hex, parseUnits(amount, 6)],
          gas: 200_000n,
        });
  console.log(`sent ${amount} ${coin.toUpperCase()} to ${to} on the simulated chain: ${hash}`);
}

main().catch((err: unknown) => {
  console.error(`could not send on the simulated chain at 127.0.0.1 (is the server running with CHAIN_EVM=simulated?): ${String(err)}`);
  process.exit(1);
});
