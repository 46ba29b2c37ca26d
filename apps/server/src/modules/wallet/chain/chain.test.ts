/**
 * On-chain deposits and withdrawals (issue 20) against a real in-process EVM node (ganache) with a
 * real ERC20 deployed: one node and one app for the file; blocks are mined on demand and the
 * watcher's passes are run by the test, never waited for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillRow, ChainDeposit, CoinInfo, ChainNetworkStatus, DepositAddress, Page, SavedAddress, Withdrawal } from '@bourse/contract';
import { checkLedger, getBalance, userAccount } from '@bourse/ledger';
import { type Hex, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { type TestApp, uploadAs } from '../../../../test/harness';
import type { EvmNode } from './evm-node';
import { CONFIRMATIONS, fundFees, startChainApp } from './testkit';

let HOT: Hex;
let node: EvmNode;
let t: TestApp;

beforeAll(async () => {
  ({
    node,
    t,
    hot: HOT,
  } = await startChainApp(0x11, async (n, hot) => {
    await n.sendEth(hot, parseEther('100'));
    await n.sendUsdt(hot, 1_000_000n * 10n ** 6n);
  }));
  // The fee account's ETH pays each payout's gas (in production: the fees it collected).
  await fundFees(t, 'ETH', 100_000_000n);
  await t.tick('BTC/USDT', '50000');
  await t.tick('ETH/USDT', '2500');
}, 60_000);

afterAll(async () => {
  if (t) expect((await checkLedger(t.db)).ok).toBe(true);
  await t?.dispose();
  await node?.close();
});

const chain = () => t.built.modules.wallet.parts.chain;
/** One watcher pass and one payout pass, as the lease holder's poll runs them (errors surface here). Sweeps: sweep.test.ts. */
async function pass() {
  await chain().watchers.get('ERC20')!.pass();
  await chain().payouts.get('ERC20')!.pass();
}
const available = async (userId: number, code: string) => (await getBalance(t.db, userAccount(userId, code, 'exchange'))).available;

async function depositor() {
  const user = await t.newUser();
  const r = await t.call<DepositAddress>('POST', '/wallet/get_in_address', { currency: 'USDT', network: 'ERC20' }, { token: user.token });
  expect(r.body.message).toMatchObject({ network: 'ERC20', watched: true, confirmations: CONFIRMATIONS, min_deposit: '1' });
  return { ...user, address: r.body.message.address };
}

async function depositsOf(token: string) {
  return (await t.call<ChainDeposit[]>('GET', '/wallet/chain/deposits', {}, { token })).body.message;
}

describe('deposits', () => {
  it('credits ETH and USDT once, after the confirmations, with the transaction id on the bill', async () => {
    const u = await depositor();
    const ethTx = await node.sendEth(u.address, parseEther('0.5'));
    const usdtTx = await node.sendUsdt(u.address, 25_500_000n);
    await pass();
    expect((await depositsOf(u.token)).map((d) => [d.currency, d.status, d.confirmations])).toEqual([
      ['USDT', 'seen', 1],
      ['ETH', 'seen', 2],
    ]);
    expect(await available(u.userId, 'ETH')).toBe(0n);
    await node.mine(1);
    await pass();
    expect(await available(u.userId, 'ETH')).toBe(50_000_000n);
    expect(await available(u.userId, 'USDT')).toBe(0n);
    await node.mine(1);
    await pass();
    await pass();
    expect(await available(u.userId, 'USDT')).toBe(25_500_000n);
    expect(await available(u.userId, 'ETH')).toBe(50_000_000n);
    const list = await depositsOf(u.token);
    expect(list.map((d) => [d.tx_id, d.status, d.amount])).toEqual([
      [usdtTx, 'credited', '25.5'],
      [ethTx, 'credited', '0.5'],
    ]);
    const bill = await t.call<Page<BillRow>>('GET', '/wallet/bill', { currency: 'USDT' }, { token: u.token });
    expect(bill.body.message.data[0]).toMatchObject({ kind: 'chain.deposit', bill_kind: 'deposit', change: '25.5' });
    expect(JSON.stringify(bill.body.message.data[0])).toContain(usdtTx);
  });

  it('records a deposit below the minimum without crediting it', async () => {
    const u = await depositor();
    await node.sendEth(u.address, parseEther('0.0005'));
    await node.mine(CONFIRMATIONS);
    await pass();
    expect((await depositsOf(u.token)).map((d) => [d.status, d.amount])).toEqual([['below_min', '0.0005']]);
    expect(await available(u.userId, 'ETH')).toBe(0n);
  });
});

describe('re-orgs and restarts', () => {
  it('drops a deposit whose block a re-org removed before it was confirmed', async () => {
    const u = await depositor();
    const snap = await node.snapshot();
    await node.sendUsdt(u.address, 7_000_000n);
    await pass();
    expect((await depositsOf(u.token))[0]!.status).toBe('seen');
    await node.revert(snap);
    await node.mine(CONFIRMATIONS + 2);
    await pass();
    expect((await depositsOf(u.token)).map((d) => d.status)).toEqual(['dropped']);
    expect(await available(u.userId, 'USDT')).toBe(0n);
  });

  it('reverses, by a typed entry, a credited deposit that a re-org removed', async () => {
    const u = await depositor();
    const snap = await node.snapshot();
    await node.sendUsdt(u.address, 9_000_000n);
    await node.mine(CONFIRMATIONS);
    await pass();
    expect(await available(u.userId, 'USDT')).toBe(9_000_000n);
    await node.revert(snap);
    await node.mine(CONFIRMATIONS * 3);
    await pass();
    expect((await depositsOf(u.token)).map((d) => d.status)).toEqual(['reversed']);
    expect(await available(u.userId, 'USDT')).toBe(0n);
    const bill = await t.call<Page<BillRow>>('GET', '/wallet/bill', { currency: 'USDT' }, { token: u.token });
    expect(bill.body.message.data.map((b) => [b.kind, b.bill_kind, b.change])).toEqual([
      ['chain.deposit.reverse', 'deposit_reversal', '-9'],
      ['chain.deposit', 'deposit', '9'],
    ]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('carries on after a restart mid-way and after rescanning blocks it had processed: each output once', async () => {
    const u = await depositor();
    await node.sendUsdt(u.address, 3_000_000n);
    await node.sendUsdt(u.address, 4_000_000n);
    await pass();
    await t.restart();
    // The restarted node scans again from further back than it had got (a cursor lost with a crash).
    await t.db.query(`UPDATE chain_cursors SET last_block = last_block - 4, last_hash = '' WHERE network = 'ERC20'`);
    await node.mine(CONFIRMATIONS);
    await pass();
    await pass();
    expect((await depositsOf(u.token)).map((d) => d.status)).toEqual(['credited', 'credited']);
    expect(await available(u.userId, 'USDT')).toBe(7_000_000n);
  });
});

describe('a busy block', () => {
  it('credits 200 deposits in one block exactly once each', async () => {
    const users = Array.from({ length: 200 }, (_, i) => 5_000_000 + i);
    const addresses = users.map(() => privateKeyToAccount(generatePrivateKey()).address);
    for (const [i, a] of addresses.entries()) {
      await t.db.query(`INSERT INTO deposit_addresses (network, address, user_id) VALUES ('ERC20', $1, $2)`, [a, users[i]]);
    }
    const amounts = users.map((_, i) => BigInt(1_000_000 + i));
    await node.batchUsdt(addresses, amounts);
    await node.mine(CONFIRMATIONS);
    await pass();
    await pass();
    const { rows } = await t.db.query<{ n: number; blocks: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT block_number)::int AS blocks FROM chain_deposits WHERE user_id >= 5000000 AND status = 'credited'`,
    );
    expect(rows[0]).toEqual({ n: 200, blocks: 1 });
    for (const [i, id] of users.entries()) expect(await available(id, 'USDT')).toBe(amounts[i]);
    const entries = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'chain.deposit'`);
    const credited = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chain_deposits WHERE status IN ('credited', 'reversed')`,
    );
    expect(entries.rows[0]!.n).toBe(credited.rows[0]!.n);
  });
});

/** A verified user with a pay password, funds, and a saved address of a fresh key on the EVM network. */
async function withdrawer(currency: string, amount: string) {
  const user = await t.newUser();
  await t.setPayPassword(user, 'Pay-123456');
  await t.verify(user, 1);
  await t.fund(user.userId, currency, amount);
  const to = privateKeyToAccount(generatePrivateKey()).address;
  const qrcode = await uploadAs(t, user.token, 'general');
  const saved = await t.call<SavedAddress>(
    'POST',
    '/user/wallet/save',
    { currency, name: 'Mine', address: to, qrcode, network: 'ERC20' },
    { token: user.token },
  );
  return { ...user, to, savedId: saved.body.message.id };
}

async function request(u: Awaited<ReturnType<typeof withdrawer>>, currency: string, number: string) {
  const w = await t.call<Withdrawal>(
    'POST',
    '/wallet/out',
    { currency, number, address: u.savedId, pay_password: 'Pay-123456' },
    { token: u.token },
  );
  if (w.body.type !== 'ok') throw new Error(JSON.stringify(w.body));
  const finance = await t.operatorToken('finance');
  const approved = await t.call<Withdrawal>('POST', '/operator/withdrawals/approve', { id: w.body.message.id }, { token: finance });
  expect(approved.body.message).toMatchObject({ status: 'processing', tx_hash: null });
  return w.body.message.id;
}

const mine = async (u: { token: string }, id: number) =>
  (await t.call<Page<Withdrawal>>('GET', '/user/withdraw/list', {}, { token: u.token })).body.message.data.find((w) => w.id === id)!;

describe('withdrawals paid on chain', () => {
  it('signs, broadcasts and confirms a USDT payout; the user sees its transaction id', async () => {
    const u = await withdrawer('USDT', '100');
    // The withdrawal page says which networks the server pays on chain: TRC20 has no signer here, so an operator does.
    const info = await t.call<CoinInfo>('POST', '/wallet/get_info', { currency: 'USDT' }, { token: u.token });
    expect(info.body.message.networks.map((n) => [n.network, n.paid_on_chain])).toEqual([
      ['ERC20', true],
      ['TRC20', false],
      ['BANK', false],
    ]);
    const id = await request(u, 'USDT', '50');
    await pass();
    const sent = await mine(u, id);
    expect(sent).toMatchObject({ status: 'broadcast', receive: '45' });
    expect(sent.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    // A crash after sending and before recording it: the same transaction is sent again, and the
    // node's refusal of a nonce it has already used refunds nothing.
    await t.db.query(`UPDATE chain_withdrawals SET state = 'signed' WHERE withdrawal_id = $1`, [id]);
    await node.mine(1);
    await pass();
    expect(await mine(u, id)).toMatchObject({ status: 'broadcast', tx_hash: sent.tx_hash });
    expect(await getBalance(t.db, userAccount(u.userId, 'USDT', 'exchange'))).toEqual({ available: 50_000_000n, frozen: 50_000_000n });
    await node.mine(CONFIRMATIONS - 1);
    await pass();
    expect(await mine(u, id)).toMatchObject({ status: 'confirmed', tx_hash: sent.tx_hash });
    expect(await getBalance(t.db, userAccount(u.userId, 'USDT', 'exchange'))).toEqual({ available: 50_000_000n, frozen: 0n });
    const onChain = await node.rpc<string>('eth_call', [
      { to: node.usdt, data: `0x70a08231${u.to.slice(2).toLowerCase().padStart(64, '0')}` },
      'latest',
    ]);
    expect(BigInt(onChain)).toBe(45_000_000n);
    const bill = await t.call<Page<BillRow>>('GET', '/wallet/bill', { currency: 'USDT', kind: 'withdrawal' }, { token: u.token });
    expect(JSON.stringify(bill.body.message.data[0])).toContain(sent.tx_hash!);
  });

  it('refunds a payout the node refuses, by a typed entry with the reason', async () => {
    // The hot wallet holds 100 ETH: a 150 ETH payout cannot be sent.
    const u = await withdrawer('ETH', '160');
    const id = await request(u, 'ETH', '150');
    await pass();
    const failed = await mine(u, id);
    expect(failed.status).toBe('failed');
    expect(failed.reason).toMatch(/broadcast refused: .*insufficient funds/i);
    expect(await getBalance(t.db, userAccount(u.userId, 'ETH', 'exchange'))).toEqual({ available: 16_000_000_000n, frozen: 0n });
    const bill = await t.call<Page<BillRow>>('GET', '/wallet/bill', { currency: 'ETH' }, { token: u.token });
    expect(bill.body.message.data[0]).toMatchObject({ kind: 'withdraw.fail', bill_kind: 'withdrawal_refund' });
    // The next payout signs at the same nonce and goes through.
    const next = await request(u, 'ETH', '1');
    await pass();
    await node.mine(CONFIRMATIONS);
    await pass();
    expect((await mine(u, next)).status).toBe('confirmed');
  });

  it('shows the console each watcher and the hot wallet against pending withdrawals', async () => {
    const finance = await t.operatorToken('finance');
    const r = await t.call<ChainNetworkStatus[]>('GET', '/operator/chain/status', {}, { token: finance });
    const erc20 = r.body.message.find((n) => n.network === 'ERC20')!;
    expect(erc20).toMatchObject({ source: 'rpc', leader: true, confirmations: CONFIRMATIONS, lag: 0, last_error: null });
    expect(erc20.deposits.credited).toBeGreaterThanOrEqual(200);
    expect(erc20.hot_wallet?.address).toBe(HOT);
    expect(erc20.hot_wallet?.assets.map((a) => a.currency)).toEqual(['ETH', 'USDT']);
    const support = await t.operatorToken('support');
    expect((await t.call('GET', '/operator/chain/status', {}, { token: support })).body.code).toBe('FORBIDDEN');
  });
});
