/**
 * A BTC payout stuck unmined (issue 20), through the Esplora stand-in (indexer-fakes.ts), which
 * takes a replacement only as bitcoind does under BIP125: after CHAIN_BTC_BUMP_AFTER_MS it is
 * replaced by the same inputs and payment at a higher fee rate, the difference out of the change,
 * up to CHAIN_BTC_MAX_FEE_RATE (then it waits); whichever is mined is settled, and the fee account
 * pays exactly its fee from the hold it took for the highest rate.
 */
import * as ecc from '@bitcoinerlab/secp256k1';
import { crypto, payments, script, Transaction } from 'bitcoinjs-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, SavedAddress, Withdrawal } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { type TestApp, uploadAs } from '../../../../test/harness';
import { p2wpkhVsize, RBF_SEQUENCE } from './btc-signer';
import { type FakeIndexers } from './indexer-fakes';
import { fundFees, startIndexerApp, stopIndexerApp } from './testkit';

const DEST = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const FEES0 = 1_000_000n;
const BUMP_AFTER_MS = 3_600_000;
const MAX_RATE = 7n;
let fake: FakeIndexers;
let t: TestApp;

beforeAll(async () => {
  ({ fake, t } = await startIndexerApp(['BTC'], { CHAIN_BTC_HOT_KEY: '99'.repeat(32), CHAIN_BTC_MAX_FEE_RATE: String(MAX_RATE) }));
  fake.btc.hot = t.built.modules.wallet.parts.chain.payouts.get('BTC')!.signer.address;
  fake.btc.utxos = [{ txid: 'cc'.repeat(32), vout: 0, value: 50_000_000, status: { confirmed: true } }];
  await fundFees(t, 'BTC', FEES0);
  await t.tick('BTC/USDT', '50000');
}, 60_000);

afterAll(() => stopIndexerApp({ fake, t }));

const pass = () => t.built.modules.wallet.parts.chain.payouts.get('BTC')!.pass();
const fees = () => getBalance(t.db, systemAccount('fees', 'BTC'));
const txOf = (id: string) => Transaction.fromHex(fake.btc.sent.get(id)!);

async function approvedWithdrawal(number: string) {
  const user = await t.newUser();
  await t.setPayPassword(user, 'Pay-123456');
  await t.verify(user, 1);
  await t.fund(user.userId, 'BTC', '1');
  const qrcode = await uploadAs(t, user.token, 'general');
  const body = { currency: 'BTC', name: 'Mine', address: DEST, qrcode, network: 'BTC' };
  const saved = await t.call<SavedAddress>('POST', '/user/wallet/save', body, { token: user.token });
  const out = { currency: 'BTC', number, address: saved.body.message.id, pay_password: 'Pay-123456' };
  const w = await t.call<Withdrawal>('POST', '/wallet/out', out, { token: user.token });
  await t.call('POST', '/operator/withdrawals/approve', { id: w.body.message.id }, { token: await t.operatorToken('finance') });
  const view = async () =>
    (await t.call<Page<Withdrawal>>('GET', '/user/withdraw/list', {}, { token: user.token })).body.message.data.find(
      (x) => x.id === w.body.message.id,
    )!;
  return { ...user, id: w.body.message.id, view };
}

describe('a BTC payout stuck unmined', () => {
  it('is replaced by the same inputs and payment at a higher fee after the stated time, up to the highest rate', async () => {
    const w = await approvedWithdrawal('0.3');
    await pass();
    const first = (await w.view()).tx_hash!;
    const size = BigInt(p2wpkhVsize(1, 2));
    // Signed at the indexer's rate (5 sat/vB) with every input signalling BIP125; the fee account holds its size at the highest rate.
    expect(txOf(first).ins.map((i) => i.sequence)).toEqual([RBF_SEQUENCE]);
    expect(fake.btc.fees.get(first)).toBe(size * 5n);
    expect(await fees()).toEqual({ available: FEES0 - size * MAX_RATE, frozen: size * MAX_RATE });
    t.clock.advance(BUMP_AFTER_MS - 1_000);
    await pass();
    expect((await w.view()).tx_hash).toBe(first);

    t.clock.advance(1_000);
    await pass();
    const second = (await w.view()).tx_hash!;
    expect(second).not.toBe(first);
    const [a, b] = [txOf(first), txOf(second)];
    // The same input and payment; the change gave the difference: one sat/vB more (an eighth of 5, at least one).
    expect(b.ins.map((i) => [Buffer.from(i.hash).toString('hex'), i.index, i.sequence])).toEqual(
      a.ins.map((i) => [Buffer.from(i.hash).toString('hex'), i.index, i.sequence]),
    );
    expect(b.outs[0]).toEqual(a.outs[0]);
    expect(fake.btc.fees.get(second)).toBe(size * 6n);
    expect(a.outs[1]!.value - b.outs[1]!.value).toBe(size);
    const [sig, pubkey] = b.ins[0]!.witness;
    const { signature, hashType } = script.signature.decode(sig!);
    const hash = b.hashForWitnessV0(0, payments.p2pkh({ hash: Buffer.from(crypto.hash160(pubkey!)) }).output!, 50_000_000n, hashType);
    expect(ecc.verify(hash, pubkey!, signature)).toBe(true);
    // The indexer took it in place of the first (BIP125), which it no longer knows, nor takes back at its lower fee.
    expect(fake.btc.evicted.has(first)).toBe(true);
    const again = await fetch(`${fake.base}/btc/tx`, { method: 'POST', body: fake.btc.sent.get(first) });
    expect([again.status, await again.text()]).toEqual([400, expect.stringContaining('insufficient fee')]);
    const { rows } = await t.db.query<{ replaced_tx_ids: string[] }>(
      'SELECT replaced_tx_ids FROM chain_withdrawals WHERE withdrawal_id = $1',
      [w.id],
    );
    expect(rows[0]!.replaced_tx_ids).toEqual([first]);

    // Up to 7 sat/vB, then it waits at the highest rate: nothing more is sent.
    t.clock.advance(BUMP_AFTER_MS);
    await pass();
    const third = (await w.view()).tx_hash!;
    expect(fake.btc.fees.get(third)).toBe(size * 7n);
    t.clock.advance(BUMP_AFTER_MS);
    await pass();
    expect((await w.view()).tx_hash).toBe(third);

    // Mined: the payout settles on the last one, and the fee account pays exactly its fee.
    fake.btc.tip += 1;
    fake.btc.mined.set(third, fake.btc.tip);
    fake.btc.tip += 2;
    await pass();
    expect(await w.view()).toMatchObject({ status: 'confirmed', tx_hash: third });
    expect(await getBalance(t.db, userAccount(w.userId, 'BTC', 'exchange'))).toEqual({ available: 70_000_000n, frozen: 0n });
    expect(await fees()).toEqual({ available: FEES0 + 20_000n - size * 7n, frozen: 0n });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
