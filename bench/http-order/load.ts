/**
 * The client side of bench/http-order, in a process of its own so it does not take CPU from the
 * servers: `tsx load.ts <url> <seconds> <connections> <tokens.json> [keys]`. Each connection sends
 * one form-encoded order after another on a keep-alive socket; users alternate buy and sell at the
 * same price so most orders match (the engine and settlement are in the loop). With `keys`, each
 * order carries a fresh `Idempotency-Key`, as the web app sends (the bare server ignores it).
 * Prints one JSON line.
 */
import { Agent, request } from 'node:http';
import { readFileSync } from 'node:fs';

const [url = '', secondsText = '10', connectionsText = '8', tokensFile = '', keys = ''] = process.argv.slice(2);
const tokens = JSON.parse(readFileSync(tokensFile, 'utf8')) as string[];
const seconds = Number(secondsText);
const connections = Number(connectionsText);
const target = new URL(url);
const agent = new Agent({ keepAlive: true, maxSockets: connections });

let ok = 0;
let failed = 0;
const latencies: number[] = [];
const errors = new Map<string, number>();

function send(i: number): Promise<void> {
  // Even users buy, odd users sell, so a user never meets their own order and most orders fill.
  const user = i % tokens.length;
  const side = user % 2 === 0 ? 'buy' : 'sell';
  const body = new URLSearchParams({ currency_id: '1', legal_id: '3', type: side, amount: '0.001', target_price: '60000' }).toString();
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${tokens[user]}`,
          ...(keys === 'keys' ? { 'idempotency-key': `bench-${process.pid}-${i}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          latencies.push(performance.now() - started);
          const reply = JSON.parse(Buffer.concat(chunks).toString()) as { type: string; code?: string };
          if (res.statusCode === 200 && reply.type === 'ok') ok++;
          else {
            failed++;
            errors.set(reply.code ?? String(res.statusCode), (errors.get(reply.code ?? String(res.statusCode)) ?? 0) + 1);
          }
          resolve();
        });
      },
    );
    req.on('error', (e) => {
      failed++;
      errors.set(e.message, (errors.get(e.message) ?? 0) + 1);
      resolve();
    });
    req.end(body);
  });
}

const deadline = performance.now() + seconds * 1000;
let counter = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (performance.now() < deadline) await send(counter++);
  }),
);
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
console.log(JSON.stringify({ ok, failed, rps: ok / elapsed, p50: pct(50), p99: pct(99), errors: Object.fromEntries(errors) }));
agent.destroy();
