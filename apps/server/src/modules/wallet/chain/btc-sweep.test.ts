/**
 * Sweeping BTC deposit addresses (issue 20) through the Esplora stand-in (indexer-fakes.ts): users'
 * deposits credited by the watcher, then, once two operators agree, one P2WPKH transaction spends
 * every planned address's confirmed outputs to the hot wallet, each input signed with its
 * address's own key derived from CHAIN_BTC_SWEEP_XPRV; its fee is held on and paid from the
 * platform's fee account. A restart between storing and sending it sends nothing twice.
 */
import * as ecc from '@bitcoinerlab/secp256k1';
import { HDKey } from '@scure/bip32';
import { address as btcAddress, crypto, payments, script, Transaction } from 'bitcoinjs-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainNetworkStatus, DepositAddress, OperatorAction } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import type { TestApp } from '../../../../test/harness';
import { p2wpkhVsize } from './btc-signer';
import { type FakeIndexers, payBtc } from './indexer-fakes';
import { fundFees, startIndexerApp, stopIndexerApp, useDepositKey } from './testkit';

const DEPOSIT_KEY = HDKey.fromMasterSeed(new Uint8Array(32).fill(0x66)).derive("m/84'/0'/0'");
const FEES0 = 100_000n;
let fake: FakeIndexers;
let t: TestApp;

beforeAll(async () => {
  ({ fake, t } = await startIndexerApp(['BTC'], {
    CHAIN_BTC_HOT_KEY: '77'.repeat(32),
    CHAIN_BTC_SWEEP_XPRV: DEPOSIT_KEY.privateExtendedKey,
  }));
  fake.btc.hot = chain().payouts.get('BTC')!.signer.address;
  await useDepositKey(t, 'BTC', DEPOSIT_KEY.publicExtendedKey);
}, 60_000);

afterAll(() => stopIndexerApp({ fake, t }));

const chain = () => t.built.modules.wallet.parts.chain;
async function pass() {
  await chain().watchers.get('BTC')!.pass();
  await chain().payouts.get('BTC')!.pass();
  await chain().sweepers.get('BTC')!.pass();
}
const balanceOf = (utxos: { value: number }[]) => utxos.reduce((s, u) => s + BigInt(u.value), 0n);

async function depositor() {
  const user = await t.newUser();
  const r = await t.call<DepositAddress>('POST', '/wallet/get_in_address', { currency: 'BTC', network: 'BTC' }, { token: user.token });
  return { ...user, address: r.body.message.address };
}

interface Item {
  address: string;
  state: string;
  amount: string;
  tx_id: string;
  tx_fee: string;
}
const items = async (id: number) =>
  (
    await t.db.query<Item>(
      'SELECT address, state, amount::text, tx_id, tx_fee::text FROM chain_sweep_items WHERE action_id = $1 ORDER BY id',
      [id],
    )
  ).rows;

describe('sweeping BTC deposit addresses', () => {
  it('sends every planned address’s outputs to the hot wallet in one signed transaction, fee paid by the fee account, once', async () => {
    const [a, b, small] = [await depositor(), await depositor(), await depositor()];
    await pass(); // the watcher starts at the tip
    fake.btc.tip += 1;
    payBtc(fake.btc, a.address, 1_000_000);
    payBtc(fake.btc, a.address, 500_000);
    payBtc(fake.btc, b.address, 2_000_000);
    payBtc(fake.btc, small.address, 50_000); // credited (above 0.0001), not swept (below 0.001)
    fake.btc.tip += 2;
    await pass();
    const mine = async (userId: number) => (await getBalance(t.db, userAccount(userId, 'BTC', 'exchange'))).available;
    expect([await mine(a.userId), await mine(b.userId), await mine(small.userId)]).toEqual([1_500_000n, 2_000_000n, 50_000n]);
    await fundFees(t, 'BTC', FEES0);

    const finance = await t.operatorToken('finance');
    const proposed = await t.call<OperatorAction>('POST', '/operator/chain/sweep', { network: 'BTC' }, { token: finance });
    expect(proposed.body.message).toMatchObject({ kind: 'chain.sweep', status: 'pending' });
    const admin = await t.operatorToken();
    expect((await t.call('POST', '/operator/actions/approve', { id: proposed.body.message.id }, { token: admin })).body.type).toBe('ok');
    const id = proposed.body.message.id;
    await pass();

    // One transaction: three inputs (a's two, b's one), one output to the hot wallet, at the indexer's rate (5 sat/vB).
    const fee = BigInt(p2wpkhVsize(3, 1) * 5);
    const rows = await items(id);
    expect(rows.map((i) => [i.address, i.state, i.amount])).toEqual([
      [a.address, 'sent', '1500000'],
      [b.address, 'sent', '2000000'],
    ]);
    const txId = rows[0]!.tx_id;
    expect(rows[1]!.tx_id).toBe(txId);
    expect(rows.reduce((s, i) => s + BigInt(i.tx_fee), 0n)).toBe(fee);
    const tx = Transaction.fromHex(fake.btc.sent.get(txId)!);
    expect(tx.outs.map((o) => [btcAddress.fromOutputScript(o.script), o.value])).toEqual([[fake.btc.hot, 3_500_000n - fee]]);
    const owners = [a.address, a.address, b.address];
    const values = [1_000_000n, 500_000n, 2_000_000n];
    tx.ins.forEach((input, n) => {
      const [sig, pubkey] = input.witness;
      expect(payments.p2wpkh({ hash: Buffer.from(crypto.hash160(pubkey!)) }).address).toBe(owners[n]);
      const { signature, hashType } = script.signature.decode(sig!);
      const hash = tx.hashForWitnessV0(n, payments.p2pkh({ pubkey }).output!, values[n]!, hashType);
      expect(ecc.verify(hash, pubkey!, signature)).toBe(true);
    });
    // While it waits, the fee is held on the fee account.
    expect(await getBalance(t.db, systemAccount('fees', 'BTC'))).toEqual({ available: FEES0 - fee, frozen: fee });

    // A crash after sending and before recording it: the restarted node sends nothing twice.
    await t.db.query(`UPDATE chain_sweep_items SET state = 'signed' WHERE action_id = $1`, [id]);
    await t.restart();
    await pass();
    expect((await items(id)).map((i) => i.state)).toEqual(['sent', 'sent']);
    expect(fake.btc.sent.size).toBe(1);

    fake.btc.tip += 1;
    fake.btc.mined.set(txId, fake.btc.tip);
    fake.btc.tip += 2;
    await pass();
    expect((await items(id)).map((i) => i.state)).toEqual(['done', 'done']);
    // On the "chain": the deposit addresses are empty but the small one, the hot wallet has the sweep.
    expect([fake.btc.others.get(a.address), fake.btc.others.get(b.address)]).toEqual([[], []]);
    expect(balanceOf(fake.btc.others.get(small.address)!)).toBe(50_000n);
    expect(balanceOf(fake.btc.utxos)).toBe(3_500_000n - fee);
    // On the ledger: the fee paid to world from the fee account; no user balance moved.
    expect(await getBalance(t.db, systemAccount('fees', 'BTC'))).toEqual({ available: FEES0 - fee, frozen: 0n });
    expect([await mine(a.userId), await mine(b.userId)]).toEqual([1_500_000n, 2_000_000n]);
    const status = await t.call<ChainNetworkStatus[]>('GET', '/operator/chain/status', {}, { token: finance });
    const last = status.body.message.find((n) => n.network === 'BTC')!.last_sweep!;
    expect(last).toMatchObject({ action_id: id, state: 'done', swept: 2 });
    expect(last.items.map((i) => [i.currency, i.step, i.amount, i.tx_id])).toEqual([
      ['BTC', 'done', '0.015', txId],
      ['BTC', 'done', '0.02', txId],
    ]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
