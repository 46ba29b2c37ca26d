/**
 * BTC and TRC20 withdrawals paid on chain through the indexer adapters (issue 20), with both
 * settings on: against a local server answering as Esplora and TronGrid do (indexer-fakes.ts;
 * not recorded from the live services, this machine has no internet). The signed BTC transaction
 * is read back with bitcoinjs-lib (inputs, outputs, amounts, each signature), and the TRON
 * signature is recovered to the hot key's address. Off (no URL or no key), a network's
 * withdrawals stay with the operators (chain.test.ts checks what the withdrawal page is told).
 */
import * as ecc from '@bitcoinerlab/secp256k1';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { address as btcAddress, crypto, payments, script, Transaction } from 'bitcoinjs-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainNetworkStatus, Page, SavedAddress, Withdrawal } from '@bourse/contract';
import { getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { type TestApp, uploadAs } from '../../../../test/harness';
import { p2wpkhVsize } from './btc-signer';
import { type FakeIndexers, tronSignerOf } from './indexer-fakes';
import { fundFees, startIndexerApp, stopIndexerApp } from './testkit';
import { checkTronCall, transferParameter, tronAddressOf } from './tron-tx';

const BTC_KEY = '33'.repeat(32);
const TRON_KEY = '44'.repeat(32);
const TRON_HOT = tronAddressOf(secp256k1.getPublicKey(Buffer.from(TRON_KEY, 'hex'), false));
const BTC_DEST = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const TRON_DEST = tronAddressOf(secp256k1.getPublicKey(Buffer.from('55'.repeat(32), 'hex'), false));
const USDT_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const BTC_FEES0 = 1_000_000n;
const TRX_FEES0 = 100_000_000n;
let fake: FakeIndexers;
let t: TestApp;

beforeAll(async () => {
  ({ fake, t } = await startIndexerApp(['BTC', 'TRC20'], { CHAIN_BTC_HOT_KEY: BTC_KEY, CHAIN_TRC20_HOT_KEY: TRON_KEY }));
  fake.btc.hot = chain().payouts.get('BTC')!.signer.address;
  // The hot wallet's coins: two confirmed outputs, 0.5 and 0.3 BTC.
  fake.btc.utxos = [
    { txid: 'aa'.repeat(32), vout: 1, value: 50_000_000, status: { confirmed: true } },
    { txid: 'bb'.repeat(32), vout: 0, value: 30_000_000, status: { confirmed: true } },
  ];
  fake.tron.hot = TRON_HOT;
  fake.tron.usdtBalance = 1_000_000_000n;
  // Its TRX account (a contract call from an address with none is refused).
  fake.tron.trx.set(TRON_HOT, 500_000_000n);
  // The fee account pays each payout's network fee: 0.01 BTC and 100 TRX (in production: fees it collected).
  await fundFees(t, 'BTC', BTC_FEES0);
  await fundFees(t, 'TRX', TRX_FEES0);
  await t.tick('BTC/USDT', '50000');
}, 60_000);

afterAll(() => stopIndexerApp({ fake, t }));

const chain = () => t.built.modules.wallet.parts.chain;
async function pass(network: 'BTC' | 'TRC20') {
  await chain().watchers.get(network)!.pass();
  await chain().payouts.get(network)!.pass();
}

async function withdrawal(currency: string, network: string, address: string, number: string) {
  const user = await t.newUser();
  await t.setPayPassword(user, 'Pay-123456');
  await t.verify(user, 1);
  await t.fund(user.userId, currency, currency === 'BTC' ? '1' : '100');
  const qrcode = await uploadAs(t, user.token, 'general');
  const saved = await t.call<SavedAddress>(
    'POST',
    '/user/wallet/save',
    { currency, name: 'Mine', address, qrcode, network },
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
  const approved = await t.call<Withdrawal>('POST', '/operator/withdrawals/approve', { id: w.body.message.id }, { token: finance });
  expect(approved.body.message).toMatchObject({ status: 'processing', tx_hash: null });
  const view = async () =>
    (await t.call<Page<Withdrawal>>('GET', '/user/withdraw/list', {}, { token: user.token })).body.message.data.find(
      (x) => x.id === w.body.message.id,
    )!;
  return { ...user, id: w.body.message.id, view };
}

describe('BTC withdrawals over an Esplora API', () => {
  it('signs a P2WPKH payout from the hot wallet, sends it and settles it after 3 confirmations', async () => {
    const u = await withdrawal('BTC', 'BTC', BTC_DEST, '0.6');
    await pass('BTC');
    const sent = await u.view();
    expect(sent).toMatchObject({ status: 'broadcast', receive: '0.5998' });
    const raw = fake.btc.sent.get(sent.tx_hash!)!;

    // Read back with bitcoinjs-lib's own parser: both outputs spent, the payout, the change, the fee, each signature.
    const tx = Transaction.fromHex(raw);
    expect(tx.getId()).toBe(sent.tx_hash);
    const spent = tx.ins.map((i) => [Buffer.from(i.hash).reverse().toString('hex'), i.index]);
    expect(spent).toEqual([
      ['aa'.repeat(32), 1],
      ['bb'.repeat(32), 0],
    ]);
    const hotScript = btcAddress.toOutputScript(fake.btc.hot);
    const fee = BigInt(p2wpkhVsize(2, 2) * 5); // the indexer's 3-block estimate, 4.6 sat/vB, rounded up
    expect(tx.outs.map((o) => [Buffer.from(o.script).toString('hex'), o.value])).toEqual([
      [Buffer.from(btcAddress.toOutputScript(BTC_DEST)).toString('hex'), 59_980_000n],
      [Buffer.from(hotScript).toString('hex'), 80_000_000n - 59_980_000n - fee],
    ]);
    const values = [50_000_000n, 30_000_000n];
    tx.ins.forEach((input, i) => {
      const [sigBytes, pubkey] = input.witness;
      expect(Buffer.from(crypto.hash160(pubkey!))).toEqual(Buffer.from(hotScript.subarray(2)));
      const { signature, hashType } = script.signature.decode(sigBytes!);
      expect(hashType).toBe(Transaction.SIGHASH_ALL);
      const hash = tx.hashForWitnessV0(i, payments.p2pkh({ pubkey }).output!, values[i]!, hashType);
      expect(ecc.verify(hash, pubkey!, signature)).toBe(true);
    });
    // Both spent; the change is the hot wallet's new output, unconfirmed until mined.
    expect(fake.btc.utxos).toEqual([
      { txid: sent.tx_hash, vout: 1, value: Number(80_000_000n - 59_980_000n - fee), status: { confirmed: false } },
    ]);

    // Mined: one confirmation is not enough; three are.
    fake.btc.tip += 1;
    fake.btc.mined.set(sent.tx_hash!, fake.btc.tip);
    await pass('BTC');
    expect((await u.view()).status).toBe('broadcast');
    // While it waits, the fee account holds its size at the highest rate (CHAIN_BTC_MAX_FEE_RATE, 200): room for a replacement.
    const most = BigInt(p2wpkhVsize(2, 2) * 200);
    expect(await getBalance(t.db, systemAccount('fees', 'BTC'))).toEqual({ available: BTC_FEES0 - most, frozen: most });
    fake.btc.tip += 2;
    await pass('BTC');
    expect(await u.view()).toMatchObject({ status: 'confirmed', tx_hash: sent.tx_hash });
    expect(await getBalance(t.db, userAccount(u.userId, 'BTC', 'exchange'))).toEqual({ available: 40_000_000n, frozen: 0n });
    // Confirmed: the user's withdrawal fee (0.0002 BTC) came in, the transaction's fee went to world.
    expect(fake.btc.fees.get(sent.tx_hash!)).toBe(fee);
    expect(await getBalance(t.db, systemAccount('fees', 'BTC'))).toEqual({ available: BTC_FEES0 + 20_000n - fee, frozen: 0n });
  });

  it('refunds a payout the hot wallet cannot cover, by a typed entry with the reason', async () => {
    const u = await withdrawal('BTC', 'BTC', BTC_DEST, '0.5');
    await pass('BTC');
    const failed = await u.view();
    expect(failed.status).toBe('failed');
    expect(failed.reason).toMatch(/insufficient funds/);
    expect(await getBalance(t.db, userAccount(u.userId, 'BTC', 'exchange'))).toEqual({ available: 100_000_000n, frozen: 0n });
  });
});

describe('TRC20 USDT withdrawals over a TronGrid API', () => {
  it('signs the transfer the node built only when it is the one asked for; the signature recovers to the hot key', async () => {
    const u = await withdrawal('USDT', 'TRC20', TRON_DEST, '50');
    // An indexer answering with a transfer to someone else gets nothing signed.
    fake.tron.redirectTo = TRON_HOT;
    await expect(pass('TRC20')).rejects.toThrow(/not the transfer asked for/);
    expect(fake.tron.sent.size).toBe(0);
    expect((await u.view()).status).toBe('processing');
    fake.tron.redirectTo = undefined;

    await pass('TRC20');
    const sent = await u.view();
    expect(sent).toMatchObject({ status: 'broadcast', receive: '49' });
    const tx = fake.tron.sent.get(sent.tx_hash!)!;
    expect(tronSignerOf(tx)).toBe(TRON_HOT);
    // The signed bytes are the 49 USDT transfer to the user's address from the hot wallet.
    checkTronCall({
      txId: tx.txID,
      rawDataHex: tx.raw_data_hex,
      owner: TRON_HOT,
      contract: USDT_TRON,
      data: `a9059cbb${transferParameter(TRON_DEST, 49_000_000n)}`,
      maxFeeLimitSun: 30_000_000,
    });

    // Energy burnt for the call and bandwidth for the bytes, in sun, as gettransactioninfobyid reports them.
    const burnt = { energy_fee: 6_207_900, net_fee: 345_000 };
    fake.tron.info.set(tx.txID, { blockNumber: fake.tron.block + 1, fee: 6_552_900, receipt: { result: 'SUCCESS', ...burnt } });
    // In flight: the fee limit (30 TRX) and 1 TRX of bandwidth are held.
    expect(await getBalance(t.db, systemAccount('fees', 'TRX'))).toEqual({ available: TRX_FEES0 - 31_000_000n, frozen: 31_000_000n });
    fake.tron.block += 5;
    await pass('TRC20');
    expect((await u.view()).status).toBe('broadcast');
    fake.tron.block += 20;
    await pass('TRC20');
    expect(await u.view()).toMatchObject({ status: 'confirmed', tx_hash: tx.txID });
    expect(await getBalance(t.db, userAccount(u.userId, 'USDT', 'exchange'))).toEqual({ available: 50_000_000n, frozen: 0n });
    expect(await getBalance(t.db, systemAccount('fees', 'TRX'))).toEqual({ available: TRX_FEES0 - 6_552_900n, frozen: 0n });
  });

  it('refunds a transfer that reverted on chain, with the reason', async () => {
    const u = await withdrawal('USDT', 'TRC20', TRON_DEST, '20');
    await pass('TRC20');
    const sent = await u.view();
    const before = (await getBalance(t.db, systemAccount('fees', 'TRX'))).available + 31_000_000n;
    // A reverted call still burns its energy: the platform pays it, the user is refunded in full.
    fake.tron.info.set(sent.tx_hash!, {
      blockNumber: fake.tron.block,
      fee: 3_000_000,
      receipt: { result: 'REVERT', energy_fee: 3_000_000 },
    });
    await pass('TRC20');
    expect(await u.view()).toMatchObject({ status: 'failed', reason: 'transaction REVERT on chain' });
    expect(await getBalance(t.db, userAccount(u.userId, 'USDT', 'exchange'))).toEqual({ available: 100_000_000n, frozen: 0n });
    expect(await getBalance(t.db, systemAccount('fees', 'TRX'))).toEqual({ available: before - 3_000_000n, frozen: 0n });
  });

  it('shows the console both hot wallets against their pending withdrawals', async () => {
    const finance = await t.operatorToken('finance');
    const r = await t.call<ChainNetworkStatus[]>('GET', '/operator/chain/status', {}, { token: finance });
    const by = Object.fromEntries(r.body.message.map((n) => [n.network, n]));
    expect(by.BTC!.hot_wallet).toEqual({
      address: fake.btc.hot,
      assets: [{ currency: 'BTC', balance: '0.20018835', pending_withdrawals: '0', short: false }],
    });
    expect(by.TRC20!.hot_wallet!.address).toBe(TRON_HOT);
    // No deposit key here: neither network's addresses can be swept; a network with no sweep at all is unknown.
    expect([by.BTC!.sweepable, by.TRC20!.sweepable]).toEqual([false, false]);
    expect([by.BTC!.fee_currency, by.TRC20!.fee_currency]).toEqual(['BTC', 'TRX']);
    for (const network of ['BTC', 'TRC20'])
      expect((await t.call('POST', '/operator/chain/sweep', { network }, { token: finance })).body.code).toBe('SWEEP_NOT_CONFIGURED');
    expect((await t.call('POST', '/operator/chain/sweep', { network: 'LTC' }, { token: finance })).body.code).toBe('NETWORK_UNKNOWN');
    // The TRX it holds too: it pays sweeps' energy (and this stand-in burns nothing from it).
    expect(by.TRC20!.hot_wallet!.assets.map((a) => [a.currency, a.balance])).toEqual([
      ['USDT', '1000'],
      ['TRX', '500'],
    ]);
  });
});
