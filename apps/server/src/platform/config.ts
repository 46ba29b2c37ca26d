/**
 * Configuration comes only from environment variables, validated once at start. A bad value stops
 * the server with a message naming the variable, rather than surfacing later as a strange fault.
 */
import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z.enum(['1', '0', 'true', 'false', 'yes', 'no']).transform((v) => v === '1' || v === 'true' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** Prefix of every Redis key and channel: separates deployments sharing one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/)
    .default('bourse'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Bourse <no-reply@bourse.example>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated origins allowed to open the socket and call the API from a browser; empty = same origin only. */
  ALLOWED_ORIGINS: z.string().default(''),
  /** A JSON endpoint for fiat rates (USD base); without it the embedded table is used. */
  FX_PROVIDER_URL: z.string().url().optional(),
  PRICE_FEED: z.enum(['simulator', 'binance', 'scripted']).default('simulator'),
  /** Public websocket market streams for PRICE_FEED=binance (Binance's combined-stream format). */
  BINANCE_WS_URL: z
    .string()
    .regex(/^wss?:\/\//, 'must be a ws:// or wss:// URL')
    .default('wss://stream.binance.com:9443'),
  /** An HTTP quote endpoint for stocks; without it stocks are simulated. */
  STOCK_QUOTES_URL: z.string().url().optional(),
  /** The simulator's seed: the same seed gives the same prices. */
  SIMULATOR_SEED: z.coerce.number().int().min(0).default(20261121),
  /** Generate a year of simulated history on first start. */
  SIMULATOR_HISTORY: bool.default(true),
  SEED_DEMO: bool.default(true),
  /** Initial password of the seeded operator `admin` (must be changed at first sign-in). */
  OPERATOR_INITIAL_PASSWORD: z.string().min(8).default('ChangeMe-2026'),
  DEMO_USER_EMAIL: z.string().email().default('demo@bourse.example'),
  DEMO_USER_PASSWORD: z.string().min(7).default('Demo-2026'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  UPLOAD_MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(50 * 1024 * 1024),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 30),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /** Serve the built web app from this folder (empty: do not serve it). */
  WEB_DIST: z.string().default(''),
  TRUST_PROXY: bool.default(false),
  /** Check every answer against its output schema in the contract (default: on outside production). */
  RESPONSE_CHECK: bool.optional(),
  /** Seconds options: refuse an order when the market's last recorded tick is older than this. */
  MICRO_PRICE_MAX_AGE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Seconds options: settle once now >= settle time + this, so a tick recorded a little late still counts. */
  MICRO_SETTLE_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Seconds options: how often the feed's node looks for due orders (it also looks after every tick batch). */
  MICRO_SETTLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
});

export type Config = Omit<z.infer<typeof schema>, 'RESPONSE_CHECK'> & { uploadDir: string; dataDir: string; RESPONSE_CHECK: boolean };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set": `DATABASE_URL= npm start` should fall back to PGlite.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(cleaned[String(i.path[0])] ?? null)})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.PRICE_FEED === 'scripted' && parsed.data.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration:\n  PRICE_FEED: "scripted" is for tests only (NODE_ENV=test)');
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  const responseCheck = parsed.data.RESPONSE_CHECK ?? parsed.data.NODE_ENV !== 'production';
  return { ...parsed.data, dataDir, uploadDir: resolve(dataDir, 'uploads'), RESPONSE_CHECK: responseCheck };
}
