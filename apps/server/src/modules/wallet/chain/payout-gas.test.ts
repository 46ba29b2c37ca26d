/**
 * The network fee of payouts (issue 20) against the in-process EVM node with the real test ERC20:
 * the gas a payout burns is held on the platform's fee account before it is signed and paid to
 * world from the receipt when it is confirmed; a payout not mined after the stated time is replaced
 * by the same nonce at a higher fee, and whichever of its transactions is mined is the one settled
 * and shown. Between the app and the node sits a congested mempool (mempool-hold.ts): it keeps
 * what it is sent until released, as a real node's pool does when the fee is too low to be mined.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, SavedAddress, Withdrawal } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount } from '@bourse/ledger';
import { type Hex, parseEther, parseTransaction } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { type TestApp, uploadAs } from '../../../../test/harness';
import type { EvmNode } from './evm-node';
import { type MempoolHold, startMempoolHold } from './mempool-hold';
import { CONFIRMATIONS, fundFees, startChainApp } from './testkit';

let HOT: Hex;
let node: EvmNode;
let pool: MempoolHold;
let t: TestApp;
/** The fee account's ETH once funded: 1 ETH. */
const FEES0 = 100_000_000n;
const BUMP_AFTER_MS = 600_000;

beforeAll(async () => {
  ({
    node,
    t,
    hot: HOT,
  } = await startChainApp(
    0x33,
    async (n, hot) => {
      await n.sendEth(hot, parseEther('50'));
      await n.sendUsdt(hot, 1_000_000n * 10n ** 6n);
    },
    async (n) => (pool = await startMempoolHold(n)).url,
  ));
  await t.tick('BTC/USDT', '50000');
  await t.tick('ETH/USDT', '2500');
}, 60_000);

afterAll(async () => {
  if (t) expect((await checkLedger(t.db)).ok).toBe(true);
  await t?.dispose();
  await pool?.close();
  await node?.close();
});

const chain = () => t.built.modules.wallet.parts.chain;
const pass = () => chain().payouts.get('ERC20')!.pass();
const fees = async () => getBalance(t.db, systemAccount('fees', 'ETH'));
const wei = async (a: string) => BigInt(await node.rpc<string>('eth_getBalance', [a, 'latest']));
const usdtOf = async (a: string) =>
  BigInt(
    await node.rpc<string>('eth_call', [{ to: node.usdt, data: `0x70a08231${a.slice(2).toLowerCase().padStart(64, '0')}` }, 'latest']),
  );
/** What a mined transaction cost its sender, from its receipt (wei). */
async function receiptFee(hash: string): Promise<bigint> {
  const r = await node.rpc<{ gasUsed: string; effectiveGasPrice: string }>('eth_getTransactionReceipt', [hash]);
  return BigInt(r.gasUsed) * BigInt(r.effectiveGasPrice);
}
const up = (w: bigint) => (w + 10n ** 10n - 1n) / 10n ** 10n;

/** An approved withdrawal of `number` to a fresh address; answers its id and how to read it. */
async function approved(currency: string, number: string) {
  const user = await t.newUser();
  await t.setPayPassword(user, 'Pay-123456');
  await t.verify(user, 1);
  await t.fund(user.userId, currency, '100');
  const to = privateKeyToAccount(generatePrivateKey()).address;
  const qrcode = await uploadAs(t, user.token, 'general');
  const saved = await t.call<SavedAddress>(
    'POST',
    '/user/wallet/save',
    { currency, name: 'Mine', address: to, qrcode, network: 'ERC20' },
    { token: user.token },
  );
  const w = await t.call<Withdrawal>(
    'POST',
    '/wallet/out',
    { currency, number, address: saved.body.message.id, pay_password: 'Pay-123456' },
    { token: user.token },
  );
  if (w.body.type !== 'ok') throw new Error(JSON.stringify(w.body));
  const finance = await t.operatorToken('finance');
  await t.call('POST', '/operator/withdrawals/approve', { id: w.body.message.id }, { token: finance });
  const view = async () =>
    (await t.call<Page<Withdrawal>>('GET', '/user/withdraw/list', {}, { token: user.token })).body.message.data.find(
      (x) => x.id === w.body.message.id,
    )!;
  return { ...user, to, id: w.body.message.id, view };
}

describe('the network fee of payouts', () => {
  it('keeps a payout waiting, sending nothing, while the fee account cannot hold its gas', async () => {
    const hot0 = await wei(HOT);
    const w = await approved('ETH', '1');
    await pass();
    expect(await w.view()).toMatchObject({ status: 'processing', tx_hash: null });
    const { rows } = await t.db.query<{ state: string; reason: string }>(
      'SELECT state, reason FROM chain_withdrawals WHERE withdrawal_id = $1',
      [w.id],
    );
    expect(rows[0]).toEqual({ state: 'queued', reason: 'waiting: the fee account cannot cover the network fee (INSUFFICIENT_BALANCE)' });
    expect(await wei(HOT)).toBe(hot0);
    // Funded (in production: the fees it collects), the fee account holds the gas and the payout goes.
    await fundFees(t, 'ETH', FEES0);
    await pass();
    expect((await w.view()).status).toBe('broadcast');
    await node.mine(CONFIRMATIONS);
    await pass();
    expect((await w.view()).status).toBe('confirmed');
  });

  it('holds the most gas before signing and pays exactly the receipt fee to world at confirmation (ETH and USDT)', async () => {
    const [hotWei0, hotUsdt0, fees0] = [await wei(HOT), await usdtOf(HOT), (await fees()).available];
    const eth = await approved('ETH', '2');
    const usdt = await approved('USDT', '30');
    await pass();
    await pass(); // one payout is signed per pass, in order
    // In flight: each payout's gas limit x the fee cap (300 gwei) is held on the fee account.
    expect(await fees()).toEqual({
      available: fees0 - up(21_000n * 300n * 10n ** 9n) - up(100_000n * 300n * 10n ** 9n),
      frozen: up(121_000n * 300n * 10n ** 9n),
    });
    await node.mine(CONFIRMATIONS);
    await pass();
    const [e, u] = [await eth.view(), await usdt.view()];
    expect([e.status, u.status]).toEqual(['confirmed', 'confirmed']);
    const [ethGas, usdtGas] = [await receiptFee(e.tx_hash!), await receiptFee(u.tx_hash!)];
    expect(ethGas).toBeGreaterThan(0n);
    // The fee account: plus the ETH withdrawal's fee (0.002 ETH, the user's), less exactly the two receipts' gas.
    expect(await fees()).toEqual({ available: fees0 + 200_000n - up(ethGas) - up(usdtGas), frozen: 0n });
    const { rows } = await t.db.query<{ withdrawal_id: number; network_fee: string }>(
      'SELECT withdrawal_id, network_fee::text FROM chain_withdrawals WHERE withdrawal_id = ANY($1::bigint[]) ORDER BY withdrawal_id',
      [[eth.id, usdt.id]],
    );
    expect(rows.map((r) => BigInt(r.network_fee))).toEqual([up(ethGas), up(usdtGas)]);

    // On chain the hot wallet paid 1.998 ETH, 25 USDT and the two transactions' gas; the ledger paid
    // world the same (each fee rounded up to 10^-8 ETH, the platform's scale).
    const chainSpentWei = hotWei0 - (await wei(HOT));
    expect(chainSpentWei).toBe(parseEther('1.998') + ethGas + usdtGas);
    expect(hotUsdt0 - (await usdtOf(HOT))).toBe(25_000_000n);
    const booked = await t.db.query<{ kind: string; amount: string }>(
      `SELECT e.kind, sum(p.amount)::text AS amount FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
         JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.owner = 'sys:world' AND a.asset = 'ETH' AND (e.meta->>'withdrawalId')::bigint = $1 OR
              a.owner = 'sys:world' AND a.asset = 'ETH' AND e.kind = 'chain.network_fee' AND (e.meta->>'withdrawalId')::bigint = $2
        GROUP BY e.kind ORDER BY e.kind`,
      [eth.id, usdt.id],
    );
    const worldWei = booked.rows.reduce((s, r) => s + BigInt(r.amount), 0n) * 10n ** 10n;
    expect(booked.rows.map((r) => r.kind)).toEqual(['chain.network_fee', 'withdraw.settle']);
    expect(worldWei - chainSpentWei).toBeGreaterThanOrEqual(0n);
    expect(worldWei - chainSpentWei).toBeLessThan(2n * 10n ** 10n);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

interface PayoutRow {
  state: string;
  tx_id: string;
  replaced_tx_ids: string[];
}
const payoutRow = async (id: number) =>
  (await t.db.query<PayoutRow>('SELECT state, tx_id, replaced_tx_ids FROM chain_withdrawals WHERE withdrawal_id = $1', [id])).rows[0]!;
const feesOf = (raw: Hex): [bigint, bigint] => {
  const tx = parseTransaction(raw);
  return [tx.maxFeePerGas!, tx.maxPriorityFeePerGas!];
};

describe('a payout stuck in a congested pool', () => {
  it('is replaced by the same nonce at a higher fee after the stated time, and the replacement is settled once', async () => {
    pool.holding = true;
    const w = await approved('ETH', '3');
    await pass();
    const first = await w.view();
    expect(first.status).toBe('broadcast');
    expect([...pool.held.keys()]).toEqual([first.tx_hash]);
    // Not yet the stated time: nothing else is sent.
    t.clock.advance(BUMP_AFTER_MS - 1_000);
    await pass();
    expect([...pool.held.keys()]).toEqual([first.tx_hash]);

    t.clock.advance(1_000);
    await pass();
    const second = await w.view();
    expect(second.status).toBe('broadcast');
    expect(second.tx_hash).not.toBe(first.tx_hash);
    // Stored before it was sent, the earlier id kept; the pool took it in place of the first.
    expect(await payoutRow(w.id)).toEqual({ state: 'broadcast', tx_id: second.tx_hash, replaced_tx_ids: [first.tx_hash] });
    expect([...pool.held.keys()]).toEqual([second.tx_hash]);
    const [a, b] = [pool.seen.get(first.tx_hash!)!, pool.seen.get(second.tx_hash!)!];
    expect(parseTransaction(b).nonce).toBe(parseTransaction(a).nonce);
    const [[fee1, tip1], [fee2, tip2]] = [feesOf(a), feesOf(b)];
    expect(fee2 * 8n).toBeGreaterThanOrEqual(fee1 * 9n);
    expect(tip2 * 8n).toBeGreaterThanOrEqual(tip1 * 9n);
    expect(fee2).toBeLessThanOrEqual(300n * 10n ** 9n);

    // The network clears: the replacement is mined and settled, the payout made once.
    const fees0 = await fees();
    await pool.release();
    await node.mine(CONFIRMATIONS);
    await pass();
    expect(await w.view()).toMatchObject({ status: 'confirmed', tx_hash: second.tx_hash });
    expect(await wei(w.to)).toBe(parseEther('2.998'));
    expect(await node.rpc('eth_getTransactionReceipt', [first.tx_hash])).toBeNull();
    const gas = await receiptFee(second.tx_hash!);
    expect(await fees()).toEqual({ available: fees0.available + fees0.frozen + 200_000n - up(gas), frozen: 0n });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('follows the earlier transaction when that is the one mined, and shows the user its hash', async () => {
    pool.holding = true;
    const w = await approved('ETH', '4');
    await pass();
    const first = await w.view();
    t.clock.advance(BUMP_AFTER_MS);
    await pass();
    const second = await w.view();
    expect(second.tx_hash).not.toBe(first.tx_hash);
    // Another node had the first in its pool and mined it; the replacement is gone from ours.
    pool.drop(second.tx_hash!);
    pool.holding = false;
    await node.rpc('eth_sendRawTransaction', [pool.seen.get(first.tx_hash!)]);
    await pass();
    expect(await w.view()).toMatchObject({ status: 'broadcast', tx_hash: first.tx_hash });
    await node.mine(CONFIRMATIONS);
    await pass();
    expect(await w.view()).toMatchObject({ status: 'confirmed', tx_hash: first.tx_hash });
    expect(await payoutRow(w.id)).toMatchObject({ state: 'confirmed', tx_id: first.tx_hash });
    expect(await wei(w.to)).toBe(parseEther('3.998'));
    expect(await node.rpc('eth_getTransactionReceipt', [second.tx_hash])).toBeNull();
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE kind IN ('withdraw.settle', 'chain.network_fee') AND meta->>'withdrawalId' = $1`,
      [String(w.id)],
    );
    expect(rows[0]!.n).toBe(2);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
