/**
 * Proof of reserves as a user meets it, with the server faked at fetch: the published snapshot with
 * its demo money labelled and what it does not prove; "Verify my balance" recomputing a real leaf
 * and path (built here with the shared Merkle code) against the published root, pass and fail; and
 * a user who had nothing at the snapshot.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ApiOutput } from '../../app/api';
import { leafHash, pathFor, treeLevels, type Leaf } from '@bourse/maths/merkle';
import { fakeServer, show } from '../../test/fake-server';
import Reserves from './pages/Reserves';
import Verify from './pages/Verify';

const { answer, refuse, calls } = fakeServer({ user: null });

const hex = (byte: number) => byte.toString(16).padStart(2, '0').repeat(32);
const MINE: Leaf = {
  account: hex(0xa1),
  nonce: hex(0x5e),
  balances: [
    { currency: 'BTC', amount: '0.5' },
    { currency: 'USDT', amount: '1000' },
  ],
};
const OTHERS: Leaf[] = [
  { account: hex(0xb2), nonce: hex(0x01), balances: [{ currency: 'USDT', amount: '250.75' }] },
  { account: hex(0xc3), nonce: hex(0x02), balances: [] },
];

async function tree() {
  const hashes = [await leafHash(MINE), ...(await Promise.all(OTHERS.map((l) => leafHash(l))))];
  const levels = await treeLevels(hashes);
  const mine = hashes[0]!;
  return { root: levels[levels.length - 1]![0]!, mine, path: pathFor(levels, levels[0]!.indexOf(mine)) };
}

const ASSET = {
  currency: 'USDT',
  liabilities: '1250.75',
  deposits_held: '1250.75',
  funding: '0',
  demo: '29000000',
  real_assets: '1250.75',
  accounts: { house: '22000000', insurance: '1000000', treasury: '0', other: '6000000' },
  covered: true,
};

function snapshot(root: string): NonNullable<ApiOutput<'GET /reserves/snapshot'>> {
  return { id: 7, taken_at: '2026-03-01T10:00:00.000Z', root, leaf_count: 3, encoding: 'bourse-por-v1', demo: true, assets: [ASSET] };
}

async function proof(): Promise<ApiOutput<'GET /reserves/proof'>> {
  const { root, mine, path } = await tree();
  return {
    snapshot_id: 7,
    taken_at: '2026-03-01T10:00:00.000Z',
    root,
    encoding: 'bourse-por-v1',
    leaf: { ...MINE, hash: mine },
    path,
  };
}

describe('the proof of reserves page', () => {
  it('shows liabilities against assets, labels demo money, and says what it does not prove', async () => {
    answer('GET /reserves/snapshot', snapshot(hex(0xee)));
    answer('GET /reserves/history', []);
    show(Reserves, '/pages/reserves/index');
    expect(await screen.findByText(hex(0xee))).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Demo money');
    const usdt = screen.getByTestId('reserves-asset-USDT');
    expect(within(usdt).getByText('Owed to users').nextSibling?.textContent).toBe('1,250.75 USDT');
    expect(within(usdt).getByText('Demo money (not real)').nextSibling?.textContent).toBe('29,000,000.00 USDT');
    expect(within(usdt).getByText('Covered')).toBeTruthy();
    const limits = screen.getByRole('heading', { name: 'What this does not prove' }).parentElement!;
    expect(
      within(limits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('controls the keys'),
      expect.stringContaining('Liabilities outside this ledger'),
      expect.stringContaining('borrowed'),
      expect.stringContaining('nobody checks'),
      expect.stringContaining('demo money'),
    ]);
    expect(screen.getByRole('button', { name: 'Verify my balance' })).toBeTruthy();
  });

  it('says so before the first snapshot', async () => {
    answer('GET /reserves/snapshot', null);
    answer('GET /reserves/history', []);
    show(Reserves, '/pages/reserves/index');
    expect(await screen.findByText('No snapshot has been published yet')).toBeTruthy();
  });
});

describe('verify my balance', () => {
  it('recomputes the leaf and its path in the browser and reaches the published root', async () => {
    const p = await proof();
    answer('GET /reserves/proof', p);
    answer('GET /reserves/snapshot', snapshot(p.root));
    show(Verify, '/pages/reserves/verify');
    const status = await screen.findByText('Verified: your balances are included in the published root');
    expect(status.getAttribute('data-result')).toBe('pass');
    expect(screen.getByTestId('verify-leaf').textContent).toBe(p.leaf.hash);
    expect(screen.getByTestId('verify-computed-root').textContent).toBe(p.root);
    expect(screen.getByTestId('verify-balances').textContent).toBe('0.50 BTC1,000.00 USDT');
    // The root it compares with comes from the public snapshot, asked for separately.
    expect(calls('/reserves/snapshot').map(([url]) => new URL(String(url), 'http://x').searchParams.get('id'))).toEqual(['7']);
  });

  it('fails when the published root is not the one the leaf leads to', async () => {
    const p = await proof();
    answer('GET /reserves/proof', p);
    answer('GET /reserves/snapshot', snapshot(hex(0x00)));
    show(Verify, '/pages/reserves/verify');
    const status = await screen.findByText('Not verified: the root computed from your leaf differs from the published one');
    expect(status.getAttribute('data-result')).toBe('fail');
  });

  it('fails when a balance was changed after the tree was built', async () => {
    const p = await proof();
    answer('GET /reserves/proof', { ...p, leaf: { ...p.leaf, balances: [{ currency: 'BTC', amount: '5' }, p.leaf.balances[1]!] } });
    answer('GET /reserves/snapshot', snapshot(p.root));
    show(Verify, '/pages/reserves/verify');
    expect((await screen.findByTestId('verify-result', {}, { timeout: 3000 })).getAttribute('data-result')).not.toBe('pass');
    expect(await screen.findByText('Not verified: the root computed from your leaf differs from the published one')).toBeTruthy();
  });

  it('tells a user who held nothing at the snapshot', async () => {
    refuse('GET /reserves/proof', 'RESERVES_NOT_INCLUDED', 'You had no balance on the platform when this snapshot was taken');
    show(Verify, '/pages/reserves/verify');
    expect(await screen.findByText('You had no balance on the platform when this snapshot was taken')).toBeTruthy();
  });
});
