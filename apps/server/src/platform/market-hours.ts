/**
 * When a market trades. Crypto: always. US stocks: 09:30 to 16:00 New York time, Monday to Friday,
 * closed on the NYSE holidays listed here (full days; early closes are not modelled).
 */
const NY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

/** NYSE full-day holidays, 2025 to 2027. */
const HOLIDAYS = new Set([
  '2025-01-01',
  '2025-01-20',
  '2025-02-17',
  '2025-04-18',
  '2025-05-26',
  '2025-06-19',
  '2025-07-04',
  '2025-09-01',
  '2025-11-27',
  '2025-12-25',
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-04-03',
  '2026-05-25',
  '2026-06-19',
  '2026-07-03',
  '2026-09-07',
  '2026-11-26',
  '2026-12-25',
  '2027-01-01',
  '2027-01-18',
  '2027-02-15',
  '2027-03-26',
  '2027-05-31',
  '2027-06-18',
  '2027-07-05',
  '2027-09-06',
  '2027-11-25',
  '2027-12-24',
]);

interface NyParts {
  date: string;
  weekday: string;
  minutes: number;
}

function nyParts(ms: number): NyParts {
  const parts = Object.fromEntries(NY.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday!,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const OPEN_MIN = 9 * 60 + 30;
const CLOSE_MIN = 16 * 60;

export function isStockMarketOpen(ms: number): boolean {
  const p = nyParts(ms);
  if (p.weekday === 'Sat' || p.weekday === 'Sun' || HOLIDAYS.has(p.date)) return false;
  return p.minutes >= OPEN_MIN && p.minutes < CLOSE_MIN;
}

/** The next moment (to the minute) the stock market opens, at or after `ms`. */
export function nextStockOpen(ms: number): number {
  let t = Math.floor(ms / 60_000) * 60_000;
  if (isStockMarketOpen(t)) return t;
  // Walk forward by minutes inside a day, by hours across closed spans: at most ~4 days of steps.
  for (let i = 0; i < 20_000; i++) {
    const p = nyParts(t);
    const closedDay = p.weekday === 'Sat' || p.weekday === 'Sun' || HOLIDAYS.has(p.date);
    t +=
      !closedDay && p.minutes < OPEN_MIN && OPEN_MIN - p.minutes <= 60 ? 60_000 : closedDay || p.minutes >= CLOSE_MIN ? 3_600_000 : 60_000;
    if (isStockMarketOpen(t)) {
      // step back to the exact opening minute
      while (isStockMarketOpen(t - 60_000)) t -= 60_000;
      return t;
    }
  }
  throw new Error('no market open found');
}

export function isTrading(kind: 'crypto' | 'stock', ms: number): boolean {
  return kind === 'crypto' || isStockMarketOpen(ms);
}
