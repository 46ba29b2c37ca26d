/**
 * The BTC (Esplora) and TRC20 (TronGrid) adapters against their APIs' answers replayed by a local
 * server (fixtures/indexers.json; this machine has no internet): head, block hashes, transfers to
 * watched addresses only (confirmed, in range, by output), a transaction's status, a refused broadcast.
 */
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BroadcastRefused } from './adapter';
import { EsploraAdapter } from './indexer';
import { tronAddress, TronGridAdapter } from './tron-grid';

const answers = JSON.parse(readFileSync(new URL('./fixtures/indexers.json', import.meta.url), 'utf8')) as Record<string, unknown>;
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const found = answers[`${req.method} ${req.url}`];
    if (found === undefined) {
      res.writeHead(404).end('not found');
      return;
    }
    const replay =
      typeof found === 'object' && found !== null && 'status' in found ? (found as { status: number; body: string }) : undefined;
    const body = replay ? replay.body : typeof found === 'string' ? found : JSON.stringify(found);
    res.writeHead(replay?.status ?? 200).end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const WATCHED = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

describe('BTC over an Esplora API', () => {
  const btc = () => new EsploraAdapter(`${base}/btc`);

  it('reads the head and block hashes', async () => {
    expect(await btc().head()).toEqual({ number: 840012, hash: '00000000000000000001b8a3a3e0f1f4c0c6d6e1c0e9bd2f9c3a0a1f0e3f2c11' });
    expect(await btc().blockHash(999999)).toBeUndefined();
  });

  it('finds confirmed outputs to a watched address in the range, one per output', async () => {
    const seen = await btc().transfers(840000, 840012, new Set([WATCHED]));
    expect(seen).toEqual([
      {
        txId: 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16',
        outputIndex: 1,
        block: { number: 840010, hash: '00000000000000000002c4f1d0a9e8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1' },
        address: WATCHED,
        asset: 'BTC',
        amountMinor: 1_250_000n,
      },
    ]);
    expect(await btc().transfers(840011, 840012, new Set([WATCHED]))).toEqual([]);
  });

  it('reads a status and names a refused broadcast', async () => {
    expect(await btc().status('f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16')).toEqual({
      state: 'confirmed',
      blockNumber: 840010,
    });
    expect(await btc().status('00'.repeat(32))).toEqual({ state: 'unknown' });
    await expect(btc().broadcast('0200')).rejects.toThrow(BroadcastRefused);
  });
});

describe('TRC20 USDT over a TronGrid API', () => {
  const tron = () => new TronGridAdapter(`${base}/tron`, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  const to = tronAddress('0x7a1c3dd4b2d4e1f0a9c8b7d6e5f4a3b2c1d0e9f8');

  it('writes event addresses in base58check', () => {
    expect(to).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(tronAddress('417a1c3dd4b2d4e1f0a9c8b7d6e5f4a3b2c1d0e9f8')).toBe(to);
  });

  it('finds the Transfer events to watched addresses, by event index', async () => {
    expect((await tron().head()).number).toBe(63153585);
    const seen = await tron().transfers(63153568, 63153568, new Set([to]));
    expect(seen).toEqual([
      {
        txId: '5a3f0c1e2d4b6a8c9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d',
        outputIndex: 0,
        block: { number: 63153568, hash: '0000000003c3a5a0aa11bb22cc33dd44ee55ff66aa77bb88cc99dd00ee11ff22' },
        address: to,
        asset: 'USDT',
        amountMinor: 15_000_000n,
      },
    ]);
    expect(await tron().status('5a3f')).toEqual({ state: 'confirmed', blockNumber: 63153568 });
  });
});
