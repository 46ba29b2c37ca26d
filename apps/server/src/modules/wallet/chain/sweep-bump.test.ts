/**
 * Stuck sweep steps (issue 20) against the in-process EVM node with the real test ERC20, behind a
 * congested mempool (mempool-hold.ts, as payout-gas.test.ts uses it): a sweep's ETH transfer, the
 * hot wallet's gas and a token address's own transfer, each broadcast and not mined after
 * CHAIN_EVM_BUMP_AFTER_MS, are replaced at the same nonce by a higher gas price within their
 * ceiling; the tracker follows whichever of a step's transactions is mined, and the fee account
 * pays exactly what the mined ones burnt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositAddress, OperatorAction } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { type Hex, parseEther, parseTransaction } from 'viem';
import { type TestApp } from '../../../../test/harness';
import type { EvmNode } from './evm-node';
import { type MempoolHold, startMempoolHold } from './mempool-hold';
import { CONFIRMATIONS, fundFees, startChainApp } from './testkit';

let HOT: Hex;
let node: EvmNode;
let pool: MempoolHold;
let t: TestApp;
const FEES0 = 10_000_000n; // 0.1 ETH
const BUMP_AFTER_MS = 600_000;

beforeAll(async () => {
  ({
    node,
    t,
    hot: HOT,
  } = await startChainApp(
    0x44,
    (n, hot) => n.sendEth(hot, parseEther('10')),
    async (n) => (pool = await startMempoolHold(n)).url,
  ));
  await fundFees(t, 'ETH', FEES0);
}, 60_000);

afterAll(async () => {
  if (t) expect((await checkLedger(t.db)).ok).toBe(true);
  await t?.dispose();
  await pool?.close();
  await node?.close();
});

const chain = () => t.built.modules.wallet.parts.chain;
async function pass() {
  await chain().watchers.get('ERC20')!.pass();
  await chain().sweepers.get('ERC20')!.pass();
}
const wei = async (a: string) => BigInt(await node.rpc<string>('eth_getBalance', [a, 'latest']));
async function receiptFee(hash: string): Promise<bigint> {
  const r = await node.rpc<{ gasUsed: string; effectiveGasPrice: string }>('eth_getTransactionReceipt', [hash]);
  return BigInt(r.gasUsed) * BigInt(r.effectiveGasPrice);
}
const priceOf = (hash: string) => parseTransaction(pool.seen.get(hash)!).gasPrice!;
const nonceOf = (hash: string) => parseTransaction(pool.seen.get(hash)!).nonce;

async function depositor(currency: string) {
  const user = await t.newUser();
  const r = await t.call<DepositAddress>('POST', '/wallet/get_in_address', { currency, network: 'ERC20' }, { token: user.token });
  return { ...user, address: r.body.message.address as Hex };
}

interface Item {
  asset: string;
  state: string;
  amount: string;
  gas_price: string;
  gas_value: string | null;
  gas_tx_id: string | null;
  tx_id: string | null;
  replaced_gas_tx_ids: string[];
  replaced_tx_ids: string[];
}
const items = async () =>
  (
    await t.db.query<Item>(
      `SELECT asset, state, amount::text, gas_price::text, gas_value::text, gas_tx_id, tx_id, replaced_gas_tx_ids, replaced_tx_ids
         FROM chain_sweep_items WHERE action_id = $1 ORDER BY id`,
      [actionId],
    )
  ).rows;

let a: Awaited<ReturnType<typeof depositor>>;
let b: Awaited<ReturnType<typeof depositor>>;
let actionId: number;
/** The first ETH transfer and the first gas transaction, before their replacements. */
const first = { eth: '', gas: '' };

describe('sweep steps stuck in a congested pool', () => {
  it('replaces the ETH transfer and the hot wallet’s gas at the same nonce and a higher price after the stated time', async () => {
    a = await depositor('ETH');
    b = await depositor('USDT');
    await node.sendEth(a.address, parseEther('2'));
    await node.sendUsdt(b.address, 30_000_000n);
    await node.mine(CONFIRMATIONS);
    await pass();
    expect((await getBalance(t.db, userAccount(b.userId, 'USDT', 'exchange'))).available).toBe(30_000_000n);
    const finance = await t.operatorToken('finance');
    const proposed = await t.call<OperatorAction>('POST', '/operator/chain/sweep', { network: 'ERC20' }, { token: finance });
    actionId = proposed.body.message.id;
    await t.call('POST', '/operator/actions/approve', { id: actionId }, { token: await t.operatorToken() });

    pool.holding = true;
    await pass();
    const [eth0, usdt0] = await items();
    expect([eth0!.state, usdt0!.state]).toEqual(['sent', 'gas_sent']);
    [first.eth, first.gas] = [eth0!.tx_id!, usdt0!.gas_tx_id!];
    expect(new Set(pool.held.keys())).toEqual(new Set([first.eth, first.gas]));
    t.clock.advance(BUMP_AFTER_MS - 1_000);
    await pass();
    expect(new Set(pool.held.keys())).toEqual(new Set([first.eth, first.gas]));

    t.clock.advance(1_000);
    await pass();
    const [eth1, usdt1] = await items();
    // Stored before they were sent, the earlier ids kept; the pool took each in place of the first.
    expect([eth1!.replaced_tx_ids, usdt1!.replaced_gas_tx_ids]).toEqual([[first.eth], [first.gas]]);
    expect(new Set(pool.held.keys())).toEqual(new Set([eth1!.tx_id, usdt1!.gas_tx_id]));
    for (const [older, newer, planned] of [
      [first.eth, eth1!.tx_id!, BigInt(eth1!.gas_price)],
      [first.gas, usdt1!.gas_tx_id!, BigInt(usdt1!.gas_price)],
    ] as const) {
      expect(nonceOf(newer)).toBe(nonceOf(older));
      expect(priceOf(newer) * 8n).toBeGreaterThanOrEqual(priceOf(older) * 9n);
      expect(priceOf(newer) * 64n).toBeLessThanOrEqual(planned * 81n + 63n);
    }
    // The ETH transfer sends less by what its gas costs more; the gas sends the same amount.
    const seen = (h: string) => parseTransaction(pool.seen.get(h)!);
    expect(seen(eth1!.tx_id!).value).toBe(seen(first.eth).value! - 21_000n * (priceOf(eth1!.tx_id!) - priceOf(first.eth)));
    expect(BigInt(eth1!.amount)).toBe(seen(eth1!.tx_id!).value);
    expect(seen(usdt1!.gas_tx_id!).value).toBe(BigInt(usdt1!.gas_value!));
  });

  it('settles the replacements once mined, then replaces the token address’s own transfer within the gas it was sent', async () => {
    const hot0 = await wei(HOT);
    await pool.release();
    await node.mine(CONFIRMATIONS);
    pool.holding = true;
    await pass();
    const [eth, usdt] = await items();
    expect([eth!.state, usdt!.state]).toEqual(['done', 'sent']);
    expect(await node.rpc('eth_getTransactionReceipt', [first.eth])).toBeNull();
    expect(await node.rpc('eth_getTransactionReceipt', [first.gas])).toBeNull();
    // The hot wallet got the ETH the replacement moved and paid the gas it sent b and that transaction's own.
    const gasPaid = BigInt(usdt!.gas_value!) + (await receiptFee(usdt!.gas_tx_id!));
    expect((await wei(HOT)) - hot0).toBe(BigInt(eth!.amount) - gasPaid);
    expect(await wei(a.address)).toBe(0n);

    const transfer1 = usdt!.tx_id!;
    t.clock.advance(BUMP_AFTER_MS);
    await pass();
    const [, bumped] = await items();
    expect(bumped!.replaced_tx_ids).toEqual([transfer1]);
    expect(nonceOf(bumped!.tx_id!)).toBe(nonceOf(transfer1));
    expect(priceOf(bumped!.tx_id!) * 8n).toBeGreaterThanOrEqual(priceOf(transfer1) * 9n);
    // Within what the address was sent for it: its gas limit at the ceiling.
    const gasLimit = parseTransaction(pool.seen.get(transfer1)!).gas!;
    expect(gasLimit * priceOf(bumped!.tx_id!)).toBeLessThanOrEqual(await wei(b.address));
  });
});

describe('a stuck sweep transfer whose earlier transaction is mined', () => {
  it('follows the earlier transfer when that is the one mined, and pays exactly what the mined transactions burnt', async () => {
    const [eth, usdt] = await items();
    const [older, newer] = [usdt!.replaced_tx_ids[0]!, usdt!.tx_id!];
    // Another node had the first in its pool and mined it; the replacement is gone from ours.
    pool.drop(newer);
    pool.holding = false;
    await node.rpc('eth_sendRawTransaction', [pool.seen.get(older)]);
    await pass();
    expect((await items())[1]).toMatchObject({ state: 'sent', tx_id: older, replaced_tx_ids: [newer] });
    await node.mine(CONFIRMATIONS);
    await pass();
    expect((await items())[1]!.state).toBe('done');
    expect(await node.rpc('eth_getTransactionReceipt', [newer])).toBeNull();
    expect(await node.rpc('eth_call', [{ to: node.usdt, data: `0x70a08231${b.address.slice(2).padStart(64, '0')}` }, 'latest'])).toBe(
      `0x${'0'.repeat(64)}`,
    );

    // The ledger: each item's mined transactions' gas, rounded up to 10^-8 ETH, paid to world; no user balance moved.
    const up = (w: bigint) => (w + 10n ** 10n - 1n) / 10n ** 10n;
    const spent = up(await receiptFee(eth!.tx_id!)) + up((await receiptFee(usdt!.gas_tx_id!)) + (await receiptFee(older)));
    expect(await getBalance(t.db, systemAccount('fees', 'ETH'))).toEqual({ available: FEES0 - spent, frozen: 0n });
    expect((await getBalance(t.db, userAccount(a.userId, 'ETH', 'exchange'))).available).toBe(200_000_000n);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
