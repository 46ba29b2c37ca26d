/**
 * bench/chat: N clients (1,000 by default) in one chat room, served by the app's socket layer
 * (the chat module's room `chat:en` and filter) and by a bare `ws` broadcast of the same frames,
 * in the same run. Prints delivery, sequence gaps, server CPU, delivery latency (p50, p99, max)
 * and the CPU ratio. Each server runs in its own process so its CPU is its own.
 *
 *   npm run chat -w @bourse/bench            (BENCH_CLIENTS=1000 BENCH_SECONDS=20 BENCH_RATE=10)
 *
 * Target (issue 19): every message delivered to every client, socket.io server CPU <= 1.5x raw ws.
 * A publishing process that ends before printing its result stops the bench with exit 1; Ctrl-C
 * stops it too.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { runBench, watchChild } from '../lifecycle';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const ROOM = 'chat:en';
const serverScript = fileURLToPath(new URL('./server.ts', import.meta.url));

interface Frame {
  room: string;
  seq: number;
  data: { created_at: number };
}
interface Stats {
  received: number;
  gaps: number;
  latencies: number[];
}

function record(stats: Stats, last: { seq?: number }, m: Frame) {
  if (m.room !== ROOM) return;
  if (last.seq !== undefined && m.seq !== last.seq + 1) stats.gaps++;
  last.seq = m.seq;
  stats.received++;
  stats.latencies.push(Date.now() - m.data.created_at);
}

async function join(mode: 'socketio' | 'ws', url: string, stats: Stats): Promise<() => void> {
  const last: { seq?: number } = {};
  if (mode === 'socketio') {
    const socket: Socket = connect(url, { transports: ['websocket'], reconnection: false });
    await new Promise((r) => socket.on('hello', r));
    socket.on('chat_message', (m: Frame) => record(stats, last, m));
    await socket.emitWithAck('subscribe', { rooms: [ROOM] });
    return () => socket.close();
  }
  const socket = new WebSocket(url.replace('http', 'ws'));
  await new Promise((r) => socket.on('open', r));
  await new Promise<void>((resolve) => {
    socket.on('message', (raw) => {
      const m = JSON.parse(raw.toString()) as Frame & { event: string };
      if (m.event === 'subscribed') return resolve();
      record(stats, last, m);
    });
    socket.send(JSON.stringify({ subscribe: [ROOM] }));
  });
  return () => socket.close();
}

async function run(mode: 'socketio' | 'ws') {
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript, mode, '0', String(SECONDS), String(RATE)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  child.stdout!.on('data', (d: Buffer) => lines.push(...d.toString().trim().split('\n')));
  // It exits 0 by itself once it printed its result; any other end stops the bench.
  watchChild(child, `the ${mode} server`, { expected: (code) => code === 0 && lines.some((l) => l.startsWith('done')) });
  const waitFor = (prefix: string) =>
    new Promise<string>((resolve) => {
      const check = () => {
        const line = lines.find((l) => l.startsWith(prefix));
        if (line) resolve(line);
        else setTimeout(check, 20);
      };
      check();
    });
  const url = `http://127.0.0.1:${Number((await waitFor('ready')).split(' ')[1])}`;
  const stats: Stats = { received: 0, gaps: 0, latencies: [] };
  const closers: Array<() => void> = [];
  for (let c = 0; c < CLIENTS; c += 50) {
    closers.push(...(await Promise.all(Array.from({ length: Math.min(50, CLIENTS - c) }, () => join(mode, url, stats)))));
  }
  child.stdin!.write('start\n');
  const done = JSON.parse((await waitFor('done')).slice(5)) as { cpuMs: number; wallMs: number; published: number };
  for (const close of closers) close();
  const sorted = stats.latencies.sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return { mode, expected: done.published * CLIENTS, ...stats, cpuMs: done.cpuMs, p50: pct(50), p99: pct(99), max: sorted.at(-1) ?? NaN };
}

async function main() {
  const load = loadavg()[0]!.toFixed(2);
  const ws = await run('ws');
  const sio = await run('socketio');
  const line = (r: Awaited<ReturnType<typeof run>>) =>
    `  ${r.mode.padEnd(9)} delivered ${r.received}/${r.expected} (${((100 * r.received) / r.expected).toFixed(2)}%), gaps ${r.gaps}, ` +
    `server CPU ${r.cpuMs.toFixed(0)} ms, latency p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, max ${r.max.toFixed(0)} ms`;
  console.log(`bench/chat: ${CLIENTS} clients in one room, ${RATE} messages/s for ${SECONDS} s (load average ${load} at the start)`);
  console.log(line(ws));
  console.log(line(sio));
  console.log(`  server CPU ratio socket.io / raw ws: ${(sio.cpuMs / ws.cpuMs).toFixed(2)}x  (target <= 1.5x)`);
  console.log(`  latency p99 ratio socket.io / raw ws: ${(sio.p99 / Math.max(1, ws.p99)).toFixed(2)}x`);
}

runBench(main);
