/**
 * Sweeping TRC20 deposit addresses (issue 20) through the TronGrid stand-in (tron-fake.ts): users'
 * USDT deposits credited by the watcher, then, once two operators agree, the hot wallet sends each
 * address the TRX its transfer may burn (a TransferContract checked before it is signed) and the
 * address sends its USDT to the hot wallet, signed with its own key derived from
 * CHAIN_TRC20_SWEEP_XPRV. What both transactions burnt is held on and paid from the platform's fee
 * account (TRX); a restart between storing and sending sends nothing twice.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { HDKey } from '@scure/bip32';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainNetworkStatus, DepositAddress, OperatorAction } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import type { TestApp } from '../../../../test/harness';
import { loadConfig } from '../../../platform/config';
import { type FakeIndexers, mineTron, payTron, tronSignerOf } from './indexer-fakes';
import { fundFees, startIndexerApp, stopIndexerApp, useDepositKey } from './testkit';
import type { TronTransaction } from './tron-grid';
import { checkTronCall, checkTronTransfer, transferParameter, tronAddressOf } from './tron-tx';

const DEPOSIT_KEY = HDKey.fromMasterSeed(new Uint8Array(32).fill(0x77)).derive("m/44'/195'/0'");
const HOT_KEY = '88'.repeat(32);
const HOT = tronAddressOf(secp256k1.getPublicKey(Buffer.from(HOT_KEY, 'hex'), false));
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const HOT_TRX0 = 200_000_000n;
const FEES0 = 100_000_000n;
let fake: FakeIndexers;
let t: TestApp;

beforeAll(async () => {
  ({ fake, t } = await startIndexerApp(['TRC20'], {
    CHAIN_TRC20_HOT_KEY: HOT_KEY,
    CHAIN_TRC20_SWEEP_XPRV: DEPOSIT_KEY.privateExtendedKey,
  }));
  fake.tron.hot = HOT;
  fake.tron.trx.set(HOT, HOT_TRX0);
  await useDepositKey(t, 'TRC20', DEPOSIT_KEY.publicExtendedKey);
  await fundFees(t, 'TRX', FEES0);
}, 60_000);

afterAll(() => stopIndexerApp({ fake, t }));

const chain = () => t.built.modules.wallet.parts.chain;
async function pass() {
  await chain().watchers.get('TRC20')!.pass();
  await chain().payouts.get('TRC20')!.pass();
  await chain().sweepers.get('TRC20')!.pass();
}
const fees = () => getBalance(t.db, systemAccount('fees', 'TRX'));
const mine = async (userId: number) => (await getBalance(t.db, userAccount(userId, 'USDT', 'exchange'))).available;

/** A user with a TRC20 address and a confirmed, credited deposit of `amount` USDT (6 decimals). */
async function depositor(amount: bigint) {
  const user = await t.newUser();
  const r = await t.call<DepositAddress>('POST', '/wallet/get_in_address', { currency: 'USDT', network: 'TRC20' }, { token: user.token });
  const address = r.body.message.address;
  payTron(fake.tron, address, amount);
  return { ...user, address };
}
async function confirmDeposits() {
  fake.tron.block += 20;
  await pass();
}

async function approvedSweep(): Promise<number> {
  const finance = await t.operatorToken('finance');
  const proposed = await t.call<OperatorAction>('POST', '/operator/chain/sweep', { network: 'TRC20' }, { token: finance });
  expect(proposed.body.message).toMatchObject({ kind: 'chain.sweep', status: 'pending' });
  const admin = await t.operatorToken();
  expect((await t.call('POST', '/operator/actions/approve', { id: proposed.body.message.id }, { token: admin })).body.type).toBe('ok');
  return proposed.body.message.id;
}

interface Item {
  address: string;
  state: string;
  amount: string;
  gas_value: string | null;
  gas_tx_id: string | null;
  tx_id: string | null;
  reason: string | null;
}
const items = async (id: number) =>
  (
    await t.db.query<Item>(
      'SELECT address, state, amount::text, gas_value::text, gas_tx_id, tx_id, reason FROM chain_sweep_items WHERE action_id = $1 ORDER BY id',
      [id],
    )
  ).rows;
const sent = (txId: string) => fake.tron.sent.get(txId)!;
const success = (energyFee: number, netFee = 0) => ({
  fee: energyFee + netFee,
  receipt: { result: 'SUCCESS', energy_fee: energyFee, net_fee: netFee },
});

let a: Awaited<ReturnType<typeof depositor>>;
let b: Awaited<ReturnType<typeof depositor>>;
let id: number;

describe('sweeping TRC20 deposit addresses', () => {
  it('sends each address the TRX its transfer may burn, checked before the hot key signs it; a restart sends nothing twice', async () => {
    await pass(); // the watcher starts at the tip
    fake.tron.block += 1;
    a = await depositor(25_000_000n);
    b = await depositor(40_000_000n);
    const small = await depositor(5_000_000n); // credited (above 1 USDT), not swept (below 10)
    fake.tron.trx.set(b.address, 2_000_000n); // b already holds 2 TRX: the node can simulate its transfer
    await confirmDeposits();
    expect([await mine(a.userId), await mine(b.userId), await mine(small.userId)]).toEqual([25_000_000n, 40_000_000n, 5_000_000n]);

    id = await approvedSweep();
    await pass();
    const rows = await items(id);
    expect(rows.map((i) => [i.address, i.state, i.amount])).toEqual([
      [a.address, 'gas_sent', '25000000'],
      [b.address, 'gas_sent', '40000000'],
    ]);
    // a: the node cannot simulate a transfer from an address holding no TRX, so 65,000 energy, +10%,
    // at 100 sun, and 1 TRX of bandwidth; b: the node's 29,650, +10%, less the 2 TRX it holds.
    const need = { a: 71_500n * 100n + 1_000_000n, b: 32_615n * 100n + 1_000_000n };
    expect(rows.map((i) => BigInt(i.gas_value!))).toEqual([need.a, need.b - 2_000_000n]);
    for (const [n, i] of rows.entries()) {
      const tx = sent(i.gas_tx_id!);
      expect(tronSignerOf(tx)).toBe(HOT);
      checkTronTransfer({ txId: tx.txID, rawDataHex: tx.raw_data_hex, owner: HOT, to: i.address, amountSun: BigInt(rows[n]!.gas_value!) });
    }
    // Held before anything was signed: each transfer's most (bandwidth and a new account's 1.1 TRX) and what its address's may burn.
    const held = 2_100_000n * 2n + need.a + need.b;
    expect(await fees()).toEqual({ available: FEES0 - held, frozen: held });

    // A crash after sending a's gas and before recording it: the restarted node sends nothing twice.
    await t.db.query(`UPDATE chain_sweep_items SET state = 'gas_signed' WHERE action_id = $1 AND address = $2`, [id, a.address]);
    await t.restart();
    await pass();
    expect((await items(id)).map((i) => i.state)).toEqual(['gas_sent', 'gas_sent']);
    expect(fake.tron.sent.size).toBe(2);
  });
});

describe('a TRC20 sweep once its TRX is confirmed', () => {
  it('once the TRX is confirmed, each address signs its USDT transfer to the hot wallet; what both burnt is paid to world', async () => {
    const [gasA, gasB] = (await items(id)).map((i) => i.gas_tx_id!);
    fake.tron.block += 1;
    mineTron(fake.tron, gasA!, { fee: 1_100_000, receipt: { net_fee: 100_000 } }); // a new account: 1 TRX, and 0.1 of bandwidth
    mineTron(fake.tron, gasB!, { receipt: {} }); // the hot wallet's free bandwidth paid
    await pass();
    expect((await items(id)).map((i) => i.state)).toEqual(['gas_sent', 'gas_sent']);
    fake.tron.block += 19;
    await pass();
    const rows = await items(id);
    expect(rows.map((i) => i.state)).toEqual(['sent', 'sent']);
    const limits = [71_500 * 100, 32_615 * 100];
    for (const [n, i] of rows.entries()) {
      const tx: TronTransaction = sent(i.tx_id!);
      expect(tronSignerOf(tx)).toBe(i.address);
      const data = `a9059cbb${transferParameter(HOT, BigInt(i.amount))}`;
      checkTronCall({ txId: tx.txID, rawDataHex: tx.raw_data_hex, owner: i.address, contract: USDT, data, maxFeeLimitSun: limits[n]! });
      expect(tx.raw_data.fee_limit).toBe(limits[n]);
    }

    const hotUsdt0 = fake.tron.usdtBalance;
    fake.tron.block += 1;
    mineTron(fake.tron, rows[0]!.tx_id!, success(6_428_500)); // 64,285 energy burnt at 100 sun
    mineTron(fake.tron, rows[1]!.tx_id!, success(2_965_000, 345_000));
    fake.tron.block += 20;
    await pass();
    expect((await items(id)).map((i) => i.state)).toEqual(['done', 'done']);
    // On the "chain": the USDT is in the hot wallet; what is left of each address's TRX stays there (custody).
    expect([fake.tron.usdt.get(a.address), fake.tron.usdt.get(b.address), fake.tron.usdtBalance - hotUsdt0]).toEqual([0n, 0n, 65_000_000n]);
    const gasSent = BigInt(rows[0]!.gas_value!) + BigInt(rows[1]!.gas_value!);
    expect(fake.tron.trx.get(HOT)).toBe(HOT_TRX0 - gasSent - 1_100_000n);
    expect(fake.tron.trx.get(a.address)).toBe(BigInt(rows[0]!.gas_value!) - 6_428_500n);
    // On the ledger: exactly what was burnt paid from the fee account; no user balance moved.
    const burnt = 1_100_000n + 6_428_500n + 3_310_000n;
    expect(await fees()).toEqual({ available: FEES0 - burnt, frozen: 0n });
    expect([await mine(a.userId), await mine(b.userId)]).toEqual([25_000_000n, 40_000_000n]);
    const { rows: paid } = await t.db.query<{ sum: string }>(
      `SELECT sum(p.amount)::text AS sum FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
         JOIN ledger_accounts ac ON ac.id = p.account_id WHERE e.kind = 'chain.network_fee' AND ac.owner = 'sys:world' AND ac.asset = 'TRX'`,
    );
    expect(BigInt(paid[0]!.sum)).toBe(burnt);

    const finance = await t.operatorToken('finance');
    const status = await t.call<ChainNetworkStatus[]>('GET', '/operator/chain/status', {}, { token: finance });
    const net = status.body.message.find((n) => n.network === 'TRC20')!;
    expect([net.sweepable, net.fee_currency]).toEqual([true, 'TRX']);
    expect(net.last_sweep).toMatchObject({ action_id: id, state: 'done', swept: 2 });
    expect(net.last_sweep!.items.map((i) => [i.currency, i.step, i.amount, i.gas_tx_id, i.tx_id, i.gas_cost])).toEqual([
      ['USDT', 'done', '25', gasA, rows[0]!.tx_id, '7.5285'],
      ['USDT', 'done', '40', gasB, rows[1]!.tx_id, '3.31'],
    ]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('a TRC20 sweep that goes wrong', () => {
  it("signs nothing a lying node built, books a reverted transfer's burnt TRX, and skips an address the hot wallet cannot fund", async () => {
    fake.tron.block += 1;
    const c = await depositor(30_000_000n);
    const d = await depositor(12_000_000n);
    await confirmDeposits();
    const before = await fees();
    const sweep = await approvedSweep();
    // A node that builds the TRX transfer to another address gets nothing signed.
    fake.tron.redirectTo = a.address;
    await expect(pass()).rejects.toThrow(/not to the address asked for/);
    fake.tron.redirectTo = undefined;
    expect(fake.tron.sent.size).toBe(4);
    expect((await items(sweep)).map((i) => i.state)).toEqual(['planned', 'planned']);
    expect(await fees()).toEqual(before);

    // The hot wallet has the TRX for c's gas only: the node will not build d's, and d is skipped, nothing held.
    fake.tron.trx.set(HOT, 9_000_000n);
    await pass();
    let rows = await items(sweep);
    expect(rows.map((i) => i.state)).toEqual(['gas_sent', 'skipped']);
    expect(rows[1]!.reason).toMatch(/^the hot wallet cannot send the gas: .*balance is not sufficient/);
    fake.tron.block += 1;
    mineTron(fake.tron, rows[0]!.gas_tx_id!, { fee: 1_100_000, receipt: { net_fee: 100_000 } });
    fake.tron.block += 20;
    await pass();
    rows = await items(sweep);
    expect(rows[0]!.state).toBe('sent');

    // Its transfer runs out of energy on chain: it burnt its whole fee limit, which the fee account pays with the gas.
    fake.tron.block += 1;
    mineTron(fake.tron, rows[0]!.tx_id!, { fee: 7_150_000, result: 'FAILED', receipt: { result: 'OUT_OF_ENERGY', energy_fee: 7_150_000 } });
    await pass();
    rows = await items(sweep);
    expect(rows[0]).toMatchObject({ state: 'failed', reason: `transaction ${rows[0]!.tx_id} OUT_OF_ENERGY on chain` });
    expect(fake.tron.usdt.get(c.address)).toBe(30_000_000n);
    expect(await fees()).toEqual({ available: before.available - 1_100_000n - 7_150_000n, frozen: 0n });
    expect([await mine(c.userId), await mine(d.userId)]).toEqual([30_000_000n, 12_000_000n]);
    const { rows: done } = await t.db.query<{ state: string }>('SELECT state FROM chain_sweeps WHERE action_id = $1', [sweep]);
    expect(done[0]!.state).toBe('done');
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('the TRC20 deposit key', () => {
  it('is never repeated in a configuration error', () => {
    const secret = `xprv${'9'.repeat(60)}`;
    expect(() => loadConfig({ NODE_ENV: 'test', CHAIN_TRC20_SWEEP_XPRV: secret })).toThrow(/CHAIN_TRC20_SWEEP_XPRV: .*a hidden value/);
    expect(() => loadConfig({ NODE_ENV: 'test', CHAIN_TRC20_SWEEP_XPRV: secret })).not.toThrow(new RegExp(secret));
  });
});
