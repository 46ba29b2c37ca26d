/**
 * bench/feed: 1,000 clients on this machine, each subscribed to 10 tickers (1 Hz each) and one
 * K-line room, served by the app's socket.io layer and by a bare `ws` server sending the same
 * frames, in the same run. Prints delivery, sequence gaps, server CPU and delivery latency.
 *
 *   npx tsx bench/feed/index.ts            (BENCH_CLIENTS=1000 BENCH_SECONDS=20)
 *
 * Targets (issue 4): 100% delivery, no gaps, socket.io server CPU <= 1.3x the raw ws server.
 * A publishing process that ends before printing its result stops the bench with exit 1; Ctrl-C
 * stops it too.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { runBench, watchChild } from '../lifecycle';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SYMBOLS = ['BTC', 'ETH', 'LTC', 'BCH', 'XRP', 'SOL', 'DOGE', 'ADA', 'TRX', 'DOT'].map((b) => `${b}/USDT`);
const ROOMS = [...SYMBOLS.map((s) => `ticker:${s}`), 'kline:BTC/USDT:1m'];
const serverScript = fileURLToPath(new URL('./server.ts', import.meta.url));

interface Stats {
  received: number;
  gaps: number;
  latencies: number[];
}

function record(stats: Stats, lastSeq: Map<string, number>, room: string, seq: number, sent: number) {
  const prior = lastSeq.get(room);
  if (prior !== undefined && seq !== prior + 1) stats.gaps++;
  lastSeq.set(room, seq);
  stats.received++;
  stats.latencies.push(performance.timeOrigin + performance.now() - sent);
}

async function run(mode: 'socketio' | 'ws') {
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript, mode, '0', String(SECONDS)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waitFor = (prefix: string) =>
    new Promise<string>((resolve) => {
      const check = () => {
        const line = lines.find((l) => l.startsWith(prefix));
        if (line) resolve(line);
        else setTimeout(check, 20);
      };
      check();
    });
  child.stdout!.on('data', (d: Buffer) => lines.push(...d.toString().trim().split('\n')));
  // It exits 0 by itself once it printed its result; any other end stops the bench.
  watchChild(child, `the ${mode} server`, { expected: (code) => code === 0 && lines.some((l) => l.startsWith('done')) });
  const port = Number((await waitFor('ready')).split(' ')[1]);
  const url = `http://127.0.0.1:${port}`;
  const stats: Stats = { received: 0, gaps: 0, latencies: [] };
  const closers: Array<() => void> = [];

  for (let c = 0; c < CLIENTS; c += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, CLIENTS - c) }, async () => {
        const lastSeq = new Map<string, number>();
        if (mode === 'socketio') {
          const socket: Socket = connect(url, { transports: ['websocket'], reconnection: false });
          await new Promise((r) => socket.on('hello', r));
          const on = (m: { room: string; seq: number; data: { sent: number } }) => record(stats, lastSeq, m.room, m.seq, m.data.sent);
          socket.on('ticker', on);
          socket.on('kline', on);
          await socket.emitWithAck('subscribe', { rooms: ROOMS });
          closers.push(() => socket.close());
        } else {
          const socket = new WebSocket(url.replace('http', 'ws'));
          await new Promise((r) => socket.on('open', r));
          await new Promise<void>((resolve) => {
            socket.on('message', (raw) => {
              const m = JSON.parse(raw.toString()) as { event: string; room: string; seq: number; data: { sent: number } };
              if (m.event === 'subscribed') return resolve();
              record(stats, lastSeq, m.room, m.seq, m.data.sent);
            });
            socket.send(JSON.stringify({ subscribe: ROOMS }));
          });
          closers.push(() => socket.close());
        }
      }),
    );
  }
  child.stdin!.write('start\n');
  const done = JSON.parse((await waitFor('done')).slice(5)) as { cpuMs: number; wallMs: number; published: number };
  for (const close of closers) close();
  const expected = done.published * CLIENTS;
  const sorted = stats.latencies.sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return { mode, expected, ...stats, cpuMs: done.cpuMs, p50: pct(50), p99: pct(99), max: sorted[sorted.length - 1] ?? NaN };
}

async function main() {
  const ws = await run('ws');
  const sio = await run('socketio');
  const line = (r: Awaited<ReturnType<typeof run>>) =>
    `  ${r.mode.padEnd(9)} delivered ${r.received}/${r.expected} (${((100 * r.received) / r.expected).toFixed(2)}%), gaps ${r.gaps}, ` +
    `server CPU ${r.cpuMs.toFixed(0)} ms, latency p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`;
  console.log(`bench/feed: ${CLIENTS} clients x ${ROOMS.length} rooms, ${SECONDS} s at 1 Hz per room`);
  console.log(line(ws));
  console.log(line(sio));
  console.log(`  server CPU ratio socket.io / raw ws: ${(sio.cpuMs / ws.cpuMs).toFixed(2)}x  (target <= 1.3x)`);
}

runBench(main);
