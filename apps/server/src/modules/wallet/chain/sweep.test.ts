/**
 * Sweeps (issue 20) against the in-process EVM node with the real test ERC20: tokens deposited to
 * users' addresses are credited, then swept to the hot wallet once a second operator approves:
 * each token address is first sent exactly the gas its transfer needs (from the hot wallet, paid
 * on the ledger by the platform's fee account), then signs its own transfer. A crash between the
 * gas and the transfer resumes without sending the gas twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainNetworkStatus, DepositAddress, OperatorAction } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, transfer, userAccount } from '@bourse/ledger';
import { type Hex, parseEther } from 'viem';
import { type TestApp } from '../../../../test/harness';
import type { EvmNode } from './evm-node';
import { CONFIRMATIONS, startChainApp } from './testkit';

let HOT: Hex;
let node: EvmNode;
let t: TestApp;

beforeAll(async () => {
  ({ node, t, hot: HOT } = await startChainApp(0x22, (n, hot) => n.sendEth(hot, parseEther('10'))));
}, 60_000);

afterAll(async () => {
  if (t) expect((await checkLedger(t.db)).ok).toBe(true);
  await t?.dispose();
  await node?.close();
});

const chain = () => t.built.modules.wallet.parts.chain;
async function pass() {
  await chain().watchers.get('ERC20')!.pass();
  await chain().payouts.get('ERC20')!.pass();
  await chain().sweepers.get('ERC20')!.pass();
}
const wei = async (address: string) => BigInt(await node.rpc<string>('eth_getBalance', [address, 'latest']));
const usdtOf = async (address: string) =>
  BigInt(
    await node.rpc<string>('eth_call', [
      { to: node.usdt, data: `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}` },
      'latest',
    ]),
  );
const fees = async () => (await getBalance(t.db, systemAccount('fees', 'ETH'))).available;

async function depositor() {
  const user = await t.newUser();
  const r = await t.call<DepositAddress>('POST', '/wallet/get_in_address', { currency: 'USDT', network: 'ERC20' }, { token: user.token });
  return { ...user, address: r.body.message.address };
}

/** Proposed by one finance operator, approved by another (the admin). */
async function approvedSweep(): Promise<number> {
  const finance = await t.operatorToken('finance');
  const proposed = await t.call<OperatorAction>('POST', '/operator/chain/sweep', { network: 'ERC20' }, { token: finance });
  expect(proposed.body.message).toMatchObject({ kind: 'chain.sweep', status: 'pending' });
  const own = await t.call('POST', '/operator/actions/approve', { id: proposed.body.message.id }, { token: finance });
  expect(own.body.code).toBe('APPROVAL_OWN_ACTION');
  const admin = await t.operatorToken();
  expect((await t.call('POST', '/operator/actions/approve', { id: proposed.body.message.id }, { token: admin })).body.type).toBe('ok');
  return proposed.body.message.id;
}

interface ItemRow {
  address: string;
  asset: string;
  state: string;
  gas_value: string | null;
  gas_price: string | null;
  gas_fee: string | null;
  tx_fee: string | null;
}
const items = async (actionId: number) =>
  (await t.db.query<ItemRow>('SELECT * FROM chain_sweep_items WHERE action_id = $1 ORDER BY id', [actionId])).rows;

let a: Awaited<ReturnType<typeof depositor>>;
let b: Awaited<ReturnType<typeof depositor>>;

describe('sweeping deposit addresses to the hot wallet', () => {
  it('credits the token deposits of two users, then sends nothing while the fee account cannot pay the gas', async () => {
    a = await depositor();
    b = await depositor();
    const small = await depositor();
    await node.sendUsdt(a.address, 25_000_000n);
    await node.sendEth(a.address, parseEther('2'));
    await node.sendUsdt(b.address, 40_000_000n);
    await node.sendUsdt(small.address, 5_000_000n); // below the sweep minimum (10 USDT): left where it is
    await node.mine(CONFIRMATIONS);
    await pass();
    const mine = async (userId: number, code: string) => (await getBalance(t.db, userAccount(userId, code, 'exchange'))).available;
    expect([await mine(a.userId, 'USDT'), await mine(a.userId, 'ETH'), await mine(b.userId, 'USDT')]).toEqual([
      25_000_000n,
      200_000_000n,
      40_000_000n,
    ]);

    const hot0 = await wei(HOT);
    const id = await approvedSweep();
    await pass();
    // The fee account holds no ETH: no item may spend gas the platform has not got.
    expect((await items(id)).map((i) => [i.address, i.asset, i.state])).toEqual([
      [a.address, 'ETH', 'skipped'],
      [a.address, 'USDT', 'skipped'],
      [b.address, 'USDT', 'skipped'],
    ]);
    expect(await wei(HOT)).toBe(hot0);
    expect(await usdtOf(a.address)).toBe(25_000_000n);
  });
});

describe('a sweep of token addresses', () => {
  it('once approved, sends each token address exactly its gas, then its tokens to the hot wallet; a crash between them resumes', async () => {
    // The fee account's ETH (in production: the ETH withdrawal fees it collected) pays the gas.
    await t.db.tx((ex) =>
      transfer(ex, {
        key: 'sweep-test-fees',
        kind: 'demo.issuance',
        from: systemAccount('demo', 'ETH'),
        to: systemAccount('fees', 'ETH'),
        amount: 1_000_000n,
      }),
    );
    const [hot0, hotUsdt0] = [await wei(HOT), await usdtOf(HOT)];
    const id = await approvedSweep();
    await pass();
    // ETH first: the address is emptied, and its token waits for that to be confirmed; b is sent its gas.
    const states = async () => (await items(id)).map((i) => [i.address, i.asset, i.state]);
    expect(await states()).toEqual([
      [a.address, 'ETH', 'sent'],
      [a.address, 'USDT', 'planned'],
      [b.address, 'USDT', 'gas_sent'],
    ]);
    expect(await wei(a.address)).toBe(0n);
    await node.mine(CONFIRMATIONS);
    await pass(); // a's ETH confirmed, so a is sent its gas; b's gas confirmed, so b signs and sends its tokens
    expect((await items(id)).map((i) => i.state)).toEqual(['done', 'gas_sent', 'sent']);
    const gasToA = BigInt((await items(id))[1]!.gas_value!);
    expect(await wei(a.address)).toBe(gasToA);

    // A crash after a's gas was sent and before that was recorded, then a restart: the gas is not sent again.
    await t.db.query(`UPDATE chain_sweep_items SET state = 'gas_signed' WHERE action_id = $1 AND address = $2 AND asset = 'USDT'`, [
      id,
      a.address,
    ]);
    await t.restart();
    await pass();
    expect((await items(id)).map((i) => i.state)).toEqual(['done', 'gas_sent', 'sent']);
    expect(await wei(a.address)).toBe(gasToA);
    await node.mine(CONFIRMATIONS);
    await pass();
    expect((await items(id)).map((i) => i.state)).toEqual(['done', 'sent', 'done']);
    await node.mine(CONFIRMATIONS);
    await pass();
    const rows = await items(id);
    expect(rows.map((i) => i.state)).toEqual(['done', 'done', 'done']);

    // On chain: the tokens are in the hot wallet, the gas was sent once per address.
    expect([await usdtOf(a.address), await usdtOf(b.address), (await usdtOf(HOT)) - hotUsdt0]).toEqual([0n, 0n, 65_000_000n]);
    const [eth, ...tokens] = rows;
    const sentGas = tokens.reduce((s, i) => s + BigInt(i.gas_value!) + 21_000n * BigInt(i.gas_price!), 0n);
    expect((await wei(HOT)) - hot0).toBe(parseEther('2') - BigInt(eth!.tx_fee!) - sentGas);
    for (const i of tokens) expect(await wei(i.address)).toBe(BigInt(i.gas_value!) - BigInt(i.tx_fee!));

    // On the ledger: each item's gas paid from the fee account to world; no user balance moved.
    const spent = rows.map((i) => (BigInt(i.gas_fee ?? 0) + BigInt(i.tx_fee!) + 10n ** 10n - 1n) / 10n ** 10n);
    const { rows: booked } = await t.db.query<{ amount: string }>(
      `SELECT p.amount::text FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id JOIN ledger_accounts ac ON ac.id = p.account_id
        WHERE e.kind = 'chain.network_fee' AND ac.owner = 'sys:world' ORDER BY e.id`,
    );
    const sorted = (xs: bigint[]) => [...xs].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    expect(sorted(booked.map((r) => BigInt(r.amount)))).toEqual(sorted(spent));
    expect(await fees()).toBe(1_000_000n - spent.reduce((s, x) => s + x, 0n));
    expect((await getBalance(t.db, userAccount(a.userId, 'USDT', 'exchange'))).available).toBe(25_000_000n);
    expect((await checkLedger(t.db)).ok).toBe(true);

    const finance = await t.operatorToken('finance');
    const status = await t.call<ChainNetworkStatus[]>('GET', '/operator/chain/status', {}, { token: finance });
    const last = status.body.message[0]!.last_sweep!;
    expect(last).toMatchObject({ action_id: id, state: 'done', swept: 3 });
    expect(last.items.map((i) => [i.currency, i.step, i.amount])).toEqual([
      ['ETH', 'done', '1.999958'],
      ['USDT', 'done', '25'],
      ['USDT', 'done', '40'],
    ]);
    expect(last.items[1]!.gas_tx_id).toMatch(/^0x[0-9a-f]{64}$/);
    expect(last.items[1]!.tx_id).toMatch(/^0x[0-9a-f]{64}$/);
    expect(last.items[0]!.gas_tx_id).toBeNull();
  });
});
