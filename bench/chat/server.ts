/**
 * The publishing side of bench/chat, in a process of its own so its CPU can be measured:
 *   tsx bench/chat/server.ts socketio|ws <port> <seconds> <per-second>
 * socketio: the app's socket layer (apps/server/src/app/socket.ts) with the chat module's room
 * (`chat:en`, its sequence numbers) and each message passed through the chat filter first, as the
 * module does before storing; ws: a bare `ws` server broadcasting the same JSON to its one room.
 * The database insert of a real post is left out of both: it is the same on either transport.
 */
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { attachSocket } from '../../apps/server/src/app/socket';
import type { AppContext } from '../../apps/server/src/app/context';
import { loadConfig } from '../../apps/server/src/platform/config';
import { maskText } from '../../apps/server/src/modules/chat/filter';

const [mode = 'socketio', portText = '0', secondsText = '20', rateText = '10'] = process.argv.slice(2);
const seconds = Number(secondsText);
const perSecond = Number(rateText);
const ROOM = 'chat:en';
const WORDS = ['BTC looks strong today', 'anyone trading ETH?', 'the dip is a gift', 'good morning room', 'what is the fee on futures?'];

function message(i: number) {
  const text = `${WORDS[i % WORDS.length]} #${i}`;
  return {
    id: i,
    room: 'en',
    name: `User${String(1000 + (i % 97))}`,
    mine: false,
    user_id: 1000 + (i % 97),
    // ws peers get the same masking cost so the ratio measures the transport only.
    ...maskText(text),
    created_at: Date.now(),
  };
}

const http = createServer();
let publish: (data: ReturnType<typeof message>) => void;

if (mode === 'socketio') {
  const config = loadConfig({ NODE_ENV: 'production', PRICE_FEED: 'simulator', LOG_LEVEL: 'silent' });
  const ctx = { config } as AppContext;
  const handle = attachSocket(http, ctx, { user: { resolve: async () => undefined } });
  handle.realtime.allowPrefix('chat:', async (room) => ({ room: room.slice(5), messages: [], muted_until: null }));
  publish = (data) => handle.realtime.publish(ROOM, 'chat_message', data);
} else {
  const wss = new WebSocketServer({ server: http });
  const members = new Set<WebSocket>();
  let seq = 0;
  wss.on('connection', (socket) => {
    socket.on('message', () => {
      members.add(socket);
      socket.send(JSON.stringify({ event: 'subscribed' }));
    });
    socket.on('close', () => members.delete(socket));
  });
  publish = (data) => {
    seq++;
    const text = JSON.stringify({ event: 'chat_message', room: ROOM, seq, data });
    for (const socket of members) socket.send(text);
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
  const total = seconds * perSecond;
  let i = 0;
  const timer = setInterval(() => {
    publish(message(++i));
    if (i >= total) {
      clearInterval(timer);
      setTimeout(() => {
        const cpu = process.cpuUsage(cpu0);
        process.stdout.write(
          `done ${JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() - t0, published: i })}\n`,
        );
        process.exit(0);
      }, 1500);
    }
  }, 1000 / perSecond);
});
