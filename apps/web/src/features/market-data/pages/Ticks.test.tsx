/**
 * The recorded ticks screen: a proof's links open it on the range around the entry or the close,
 * the proof's tick numbers are highlighted among the stored ticks, more pages come on demand, and
 * a bad link or a refused range says why.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { RecordedTickOut, TickPage } from '@bourse/contract';
import { ProofTicks, TICKS_PATH } from '../../../components/ProofTicks';
import { fakeServer, show } from '../../../test/fake-server';
import Ticks from './Ticks';

const { answer, refuse, calls } = fakeServer({ user: null });

const T = Date.parse('2026-11-18T03:00:30Z');
const tick = (id: number, ms: number, price: string): RecordedTickOut => ({
  id,
  ts: T + ms,
  time_iso: new Date(T + ms).toISOString(),
  price,
  volume: '1',
  source: 'simulator',
});
const page = (ticks: RecordedTickOut[], next: string | null): TickPage => ({
  symbol: 'BTC/USDT',
  from: T - 30_000,
  to: T + 30_000,
  ticks,
  next,
  closed: true,
  simulated: true,
});
const FIRST = page([tick(40, -1000, '66000.00'), tick(41, 0, '66012.50'), tick(42, 1000, '66001.00')], `${T + 1000}-42`);
const SECOND = page([tick(43, 2000, '65990.25')], null);

/** The query string of the n-th ticks call. */
const query = (n: number) => Object.fromEntries(new URL(String(calls('/market/ticks')[n]![0]), 'http://x').searchParams);
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('recorded ticks', () => {
  it('opens from a proof on the range around its close, highlights the proof’s ticks and loads more on demand', async () => {
    let served = 0;
    answer('GET /market/ticks', () => (served++ === 0 ? FIRST : SECOND));
    const proof = () => <ProofTicks symbol="BTC/USDT" entry={{ id: 12, time: T - 20_000 }} close={{ id: 41, time: T }} />;
    const router = show(
      [
        { path: '/proof', element: proof() },
        { path: TICKS_PATH, element: <Ticks /> },
      ],
      '/proof',
    );
    const entry = await screen.findByRole('link', { name: 'Prices around the entry' });
    expect(entry.getAttribute('href')).toBe(`#${TICKS_PATH}?symbol=BTC%2FUSDT&from=${T - 50_000}&to=${T + 10_000}&ids=12%2C41`);

    fireEvent.click(screen.getByRole('link', { name: 'Prices around the close' }));
    expect(router.state.location.pathname).toBe(TICKS_PATH);
    await screen.findByRole('table');
    expect(query(0)).toMatchObject({ symbol: 'BTC/USDT', from: String(T - 30_000), to: String(T + 30_000), limit: '200' });
    expect(query(0).cursor).toBeUndefined();

    expect(rows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['#40', '#41In the proof', '#42']);
    const cited = rows()[1]!;
    expect(cited.getAttribute('aria-current')).toBe('true');
    expect(cited.textContent).toContain('66,012.50');
    expect(cited.textContent).toContain('simulator');
    expect(rows().filter((r) => r.getAttribute('aria-current') === 'true')).toHaveLength(1);
    expect(screen.getByTestId('simulated-badge').textContent).toBe('Simulated market');
    expect(screen.getByText(/Every price recorded for BTC\/USDT from/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('#43');
    expect(query(1).cursor).toBe(`${T + 1000}-42`);
    expect(rows()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when the link names no range, and asks nothing', async () => {
    show(Ticks, `${TICKS_PATH}?symbol=BTC/USDT&from=20&to=10`);
    expect(await screen.findByText('This link does not name a market and a time range.')).toBeTruthy();
    expect(calls('/market/ticks')).toHaveLength(0);
  });

  it('shows the server’s reason for a refused range', async () => {
    refuse('GET /market/ticks', 'TICK_RANGE_TOO_LONG', 'Ask for at most one day of ticks at a time');
    show(Ticks, `${TICKS_PATH}?symbol=BTC/USDT&from=0&to=${T}`);
    expect((await screen.findByRole('alert')).textContent).toContain('Ask for at most one day of ticks at a time');
  });

  it('shows an empty range as such', async () => {
    answer('GET /market/ticks', page([], null));
    show(Ticks, `${TICKS_PATH}?symbol=BTC/USDT&from=${T}&to=${T + 1}`);
    expect(await screen.findByText('No price was recorded in this time range.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
