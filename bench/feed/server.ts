/**
 * The publishing side of bench/feed, run in a process of its own so its CPU can be measured:
 *   tsx bench/feed/server.ts socketio|ws <port> <seconds>
 * socketio: the app's own socket layer (apps/server/src/app/socket.ts) with its rooms and sequence
 * numbers; ws: a bare `ws` server keeping its own rooms. Both publish the same frames: each second
 * one ticker message to each of 10 symbol rooms and one K-line message, stamped with the send time.
 */
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { attachSocket } from '../../apps/server/src/app/socket';
import type { AppContext } from '../../apps/server/src/app/context';
import { loadConfig } from '../../apps/server/src/platform/config';

const [mode = 'socketio', portText = '0', secondsText = '20'] = process.argv.slice(2);
export const SYMBOLS = ['BTC', 'ETH', 'LTC', 'BCH', 'XRP', 'SOL', 'DOGE', 'ADA', 'TRX', 'DOT'].map((b) => `${b}/USDT`);
const seconds = Number(secondsText);

function frame(symbol: string, i: number) {
  return {
    symbol,
    last: (60000 + i).toFixed(2),
    change: '1.23',
    high_24h: '61000.00',
    low_24h: '59000.00',
    volume_24h: '1234.5',
    ts: Date.now(),
    sent: performance.timeOrigin + performance.now(),
  };
}

const http = createServer();
let publish: (room: string, event: string, data: unknown) => void;

if (mode === 'socketio') {
  const config = loadConfig({ NODE_ENV: 'production', PRICE_FEED: 'simulator', LOG_LEVEL: 'silent' });
  const ctx = { config } as AppContext;
  const handle = attachSocket(http, ctx, { user: { resolve: async () => undefined } });
  handle.realtime.allowPrefix('ticker:', async () => ({}));
  handle.realtime.allowPrefix('kline:', async () => ({}));
  publish = (room, event, data) => handle.realtime.publish(room, event as 'ticker', data as never);
} else {
  const wss = new WebSocketServer({ server: http });
  const rooms = new Map<string, Set<WebSocket>>();
  const seqs = new Map<string, number>();
  wss.on('connection', (socket) => {
    socket.on('message', (raw) => {
      const msg = JSON.parse(raw.toString()) as { subscribe?: string[] };
      for (const room of msg.subscribe ?? []) {
        if (!rooms.has(room)) rooms.set(room, new Set());
        rooms.get(room)!.add(socket);
      }
      socket.send(JSON.stringify({ event: 'subscribed' }));
    });
    socket.on('close', () => {
      for (const set of rooms.values()) set.delete(socket);
    });
  });
  publish = (room, event, data) => {
    const seq = (seqs.get(room) ?? 0) + 1;
    seqs.set(room, seq);
    const text = JSON.stringify({ event, room, seq, data });
    for (const socket of rooms.get(room) ?? []) socket.send(text);
  };
}

http.listen(Number(portText), '127.0.0.1', () => {
  const address = http.address();
  process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);
});

process.stdin.on('data', (chunk) => {
  if (!chunk.toString().includes('start')) return;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let i = 0;
  const timer = setInterval(() => {
    i++;
    for (const symbol of SYMBOLS) publish(`ticker:${symbol}`, 'ticker', frame(symbol, i));
    publish('kline:BTC/USDT:1m', 'kline', { ...frame('BTC/USDT', i), period: '1m' });
    if (i >= seconds) {
      clearInterval(timer);
      setTimeout(() => {
        const cpu = process.cpuUsage(cpu0);
        process.stdout.write(
          `done ${JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() - t0, published: i * (SYMBOLS.length + 1) })}\n`,
        );
        process.exit(0);
      }, 1500);
    }
  }, 1000);
});
