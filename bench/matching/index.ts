/**
 * bench/matching: a seeded command stream shaped like exchange-core's benchmark (new GTC orders,
 * IOC orders, cancels and moves over a book of about 1,000 resting orders on some 750 price
 * levels), run through packages/matching and through the npm package `nodejs-order-book` in the
 * same process, checking that both end with the same fills and book.
 *
 *   npx tsx bench/matching/index.ts        (BENCH_COMMANDS=1000000)
 *
 * Targets (issue 6): at least 10x its throughput, at least 0.5 million commands a second, and a
 * p99 latency of at most 20 us.
 */
import { MatchingEngine, type Command } from '@bourse/matching';
import { OrderBook, Side } from 'nodejs-order-book';

const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 1_000_000);
const MID = 100_000;
const LEVELS = 750;

/** A small seeded generator so the stream is the same in every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(count: number): Command[] {
  const random = rng(42);
  const commands: Command[] = [];
  const live: number[] = [];
  let nextId = 1;
  const newOrder = (ioc: boolean): Command => {
    const side = random() < 0.5 ? 'buy' : 'sell';
    // Resting orders spread over the levels around the middle; IOC orders reach across it.
    const offset = ioc ? Math.floor(random() * 40) - 10 : Math.floor(random() * (LEVELS / 2)) + 1;
    const price = side === 'buy' ? MID - offset : MID + offset;
    const id = nextId++;
    if (!ioc) live.push(id);
    return { type: 'place', id, owner: id, side, kind: 'limit', price, qty: 1 + Math.floor(random() * 20), tif: ioc ? 'IOC' : 'GTC' };
  };
  for (let i = 0; i < 1000; i++) commands.push(newOrder(false));
  while (commands.length < count + 1000) {
    // Keep about 1,000 orders resting: more new orders below it, more cancels above it.
    const r = random();
    const grow = live.length < 900 ? 0.2 : live.length > 1100 ? -0.2 : 0;
    if (r < 0.4 + grow) commands.push(newOrder(false));
    else if (r < 0.65) commands.push(newOrder(true));
    else if (r < 0.9) {
      const i = Math.floor(random() * live.length);
      const id = live[i]!;
      live[i] = live[live.length - 1]!;
      live.pop();
      commands.push({ type: 'cancel', id });
    } else {
      const id = live[Math.floor(random() * live.length)]!;
      commands.push({ type: 'move', id, price: MID + Math.floor(random() * LEVELS) - LEVELS / 2 });
    }
  }
  return commands;
}

interface Run {
  seconds: number;
  filled: number[];
  depth: string;
}

function runOurs(commands: Command[], timeEach: boolean): Run & { latenciesNs?: Float64Array } {
  const engine = new MatchingEngine();
  const filled: number[] = new Array(commands.length);
  const lat = timeEach ? new Float64Array(commands.length) : undefined;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < commands.length; i++) {
    const c = commands[i]!;
    let r;
    if (lat) {
      const a = process.hrtime.bigint();
      r = engine.apply(c);
      lat[i] = Number(process.hrtime.bigint() - a);
    } else r = engine.apply(c);
    let q = 0;
    for (const f of r.fills) if (f.takerId === (c as { id: number }).id) q += f.qty;
    filled[i] = q;
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const d = engine.depth(100_000);
  return { seconds, filled, depth: JSON.stringify([d.bids, d.asks]), latenciesNs: lat };
}

function runTheirs(commands: Command[]): Run {
  const ob = new OrderBook();
  const filled: number[] = new Array(commands.length);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < commands.length; i++) {
    const c = commands[i]!;
    if (c.type === 'place') {
      const r = ob.limit({
        id: String(c.id),
        side: c.side === 'buy' ? Side.BUY : Side.SELL,
        size: c.qty!,
        price: c.price!,
        timeInForce: c.tif as never,
      });
      filled[i] = c.qty! - (r.quantityLeft ?? 0) - (r.err ? c.qty! : 0);
    } else if (c.type === 'cancel') {
      ob.cancel(String(c.id));
      filled[i] = 0;
    } else if (c.type === 'move') {
      const before = ob.order(String(c.id));
      const r = before ? ob.modify(String(c.id), { price: c.price }) : undefined;
      filled[i] =
        before && r && !r.err
          ? before.size -
            (r.partial?.id === String(c.id)
              ? r.partial.size
              : r.done.some((o) => o.id === String(c.id))
                ? 0
                : (ob.order(String(c.id))?.size ?? 0))
          : 0;
    } else filled[i] = 0;
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const [asks, bids] = ob.depth();
  return { seconds, filled, depth: JSON.stringify([bids, asks]) };
}

const commands = generate(COMMANDS);
console.log(`bench/matching: ${commands.length.toLocaleString('en')} commands (1,000 to build the book, then new GTC, IOC, cancel, move)`);

// Warm both up, then measure.
runOurs(commands.slice(0, 50_000), false);
runTheirs(commands.slice(0, 50_000));
const ours = runOurs(commands, false);
const theirs = runTheirs(commands);
const timed = runOurs(commands, true);

const sameFills = ours.filled.every((q, i) => q === theirs.filled[i]);
const sameBook = ours.depth === theirs.depth;
const lat = Array.from(timed.latenciesNs!).sort((a, b) => a - b);
const pct = (p: number) => lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))]! / 1000;
const oursRate = commands.length / ours.seconds;
const theirsRate = commands.length / theirs.seconds;
console.log(`  packages/matching:  ${(oursRate / 1e6).toFixed(2)} M commands/s`);
console.log(`  nodejs-order-book:  ${(theirsRate / 1e6).toFixed(2)} M commands/s`);
console.log(`  ratio: ${(oursRate / theirsRate).toFixed(1)}x  (target >= 10x; >= 0.5 M/s)`);
console.log(
  `  latency per command (timed run): p50 ${pct(50).toFixed(2)} us, p99 ${pct(99).toFixed(2)} us, p99.9 ${pct(99.9).toFixed(2)} us  (target p99 <= 20 us)`,
);
console.log(`  same taker fills per command: ${sameFills}; same final book: ${sameBook}`);
if (!sameFills || !sameBook) {
  const first = ours.filled.findIndex((q, i) => q !== theirs.filled[i]);
  console.log(
    `  first difference at command ${first}: ${JSON.stringify(commands[first])} ours ${ours.filled[first]} theirs ${theirs.filled[first]}`,
  );
  process.exitCode = 1;
}
