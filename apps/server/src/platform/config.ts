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
  /** The default, the simulator, must be chosen explicitly in production (below). */
  PRICE_FEED: z.enum(['simulator', 'binance', 'scripted']).default('simulator'),
  /** Public websocket market streams for PRICE_FEED=binance (Binance's combined-stream format). */
  BINANCE_WS_URL: z
    .string()
    .regex(/^wss?:\/\//, 'must be a ws:// or wss:// URL')
    .default('wss://stream.binance.com:9443'),
  /** An HTTP quote endpoint for stocks; without it stocks are simulated. */
  STOCK_QUOTES_URL: z.string().url().optional(),
  /**
   * Tests only: fixes the simulator's secret so a test can replay the same prices. Unset (always,
   * outside tests), each start draws a new one from node:crypto, so nobody can predict the market.
   */
  SIMULATOR_SEED: z.string().min(1).max(256).optional(),
  /**
   * Raw ticks older than this are deleted by market data's retention job, except those a proof
   * names (and the 30 s around them) and each market's last; candles are kept forever.
   */
  TICK_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
  /** Generate a year of simulated history on first start. */
  SIMULATOR_HISTORY: bool.default(true),
  SEED_DEMO: bool.default(true),
  /** Initial password of the seeded operator `admin` (must be changed at first sign-in). */
  OPERATOR_INITIAL_PASSWORD: z.string().min(8).default('ChangeMe-2026'),
  /**
   * Founding operators besides `admin`, made by the install (`name:role,name:role`), with the same
   * one-time initial password. Two-person actions need a second operator the admin did not add, so
   * a platform names at least one here (operator/README.md).
   */
  OPERATOR_FOUNDERS: z
    .string()
    .regex(/^([a-z][a-z0-9._-]{2,31}:(admin|finance|compliance|support|auditor)(,|$))*$/, 'a list of name:role')
    .default('')
    .transform((v) =>
      v
        .split(',')
        .filter(Boolean)
        .map((pair) => {
          const [username, role] = pair.split(':') as [string, 'admin' | 'finance' | 'compliance' | 'support' | 'auditor'];
          return { username, role };
        }),
    ),
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
  /** Seconds options: refuse an order when the market's last stored tick at acceptance is older than this. */
  MICRO_PRICE_MAX_AGE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Seconds options: settle once a tick after the settle time is stored, or this long after the settle time at most. */
  MICRO_SETTLE_MAX_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Seconds options: an order whose close tick is older than this at the settle time is void (stake and fee returned). */
  MICRO_CLOSE_MAX_AGE_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Seconds options: how often the feed's node looks for due orders (it also looks after every tick batch). */
  MICRO_SETTLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  /** NFT market: the platform's fee on a first sale (the artist is paid the rest), parts per million; stated on every listing. */
  NFT_FEE_PRIMARY_PPM: z.coerce.number().int().min(0).max(500_000).default(50_000),
  /** NFT market: the platform's fee on a resale (the owner is paid the rest), parts per million. */
  NFT_FEE_RESALE_PPM: z.coerce.number().int().min(0).max(500_000).default(25_000),
  /** NFT market: a resale auction's margin as a share of its starting price (rounded up), parts per million. */
  NFT_MARGIN_PPM: z.coerce.number().int().min(1).max(1_000_000).default(100_000),
  /** NFT market: how often the scheduler looks for auctions ended, payments due and series to reveal. */
  NFT_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(10).max(600_000).default(1_000),
  /**
   * On-chain deposits and withdrawals on the EVM network (ERC20: ETH and USDT). `simulated` runs an
   * in-process EVM node (ganache) holding play money, the default of a development start; `rpc`
   * follows a real node at CHAIN_EVM_RPC_URL; `off` (the default in production and tests) leaves
   * the network to the voucher claims reviewed by hand.
   */
  CHAIN_EVM: z.enum(['off', 'simulated', 'rpc']).optional(),
  CHAIN_EVM_RPC_URL: z.string().url().optional(),
  /** The USDT token contract on that network (0x...). */
  CHAIN_EVM_USDT_CONTRACT: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address')
    .optional(),
  /** Blocks a deposit or payout needs (its own included) before it counts: 12 on a real node, 3 on the simulated one. */
  CHAIN_EVM_CONFIRMATIONS: z.coerce.number().int().min(1).max(1000).optional(),
  /** The first block to scan when the network has no cursor yet (default: the head at the first start). */
  CHAIN_EVM_START_BLOCK: z.coerce.number().int().min(0).optional(),
  /** The hot wallet's private key (hex) or a file holding it: the signer's only, never stored or logged. */
  CHAIN_HOT_KEY: z.string().min(64).max(66).optional(),
  CHAIN_HOT_KEY_FILE: z.string().min(1).optional(),
  /**
   * The extended private key behind the EVM deposit addresses (xprv...) or a file holding it, held
   * by the signer only to sweep deposits to the hot wallet; without it nothing is swept.
   */
  CHAIN_SWEEP_XPRV: z.string().min(100).max(120).optional(),
  CHAIN_SWEEP_XPRV_FILE: z.string().min(1).optional(),
  /**
   * The most an EVM payout may pay per gas (maxFeePerGas), in gwei: a payout is signed at the node's
   * estimate up to this, a stuck one is replaced at a higher fee up to this, and the fee account holds
   * gas limit x this while the payout is in flight.
   */
  CHAIN_EVM_MAX_FEE_GWEI: z.coerce.number().int().min(1).max(10_000).default(300),
  /** An EVM payout broadcast and not mined after this long (on the clock) is replaced by one at a higher fee. */
  CHAIN_EVM_BUMP_AFTER_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(600_000),
  /** How often the lease holder looks at each watched network. */
  CHAIN_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(2_000),
  /** The simulated chain's JSON-RPC port on 127.0.0.1 (`npm run chain:send` talks to it). */
  CHAIN_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(8545),
  /** BTC deposits through an Esplora-style indexer's HTTP API (e.g. a self-hosted one); unset: off. */
  CHAIN_BTC_INDEXER_URL: z.string().url().optional(),
  /** TRC20 USDT deposits through a TronGrid-style indexer's HTTP API; unset: off. */
  CHAIN_TRC20_INDEXER_URL: z.string().url().optional(),
  /**
   * The BTC hot wallet's private key (32 bytes of hex, or WIF) or a file holding it: with the
   * indexer on, approved BTC withdrawals are then signed (P2WPKH) and sent by the server; without
   * it an operator pays them. Never stored or logged.
   */
  CHAIN_BTC_HOT_KEY: z.string().min(51).max(66).optional(),
  CHAIN_BTC_HOT_KEY_FILE: z.string().min(1).optional(),
  /**
   * The extended private key behind the BTC deposit addresses (the xprv of the BTC deposit source's
   * xpub) or a file holding it: with the indexer and the BTC hot key on, BTC deposit addresses can
   * be swept to the hot wallet (two-person). Held by the signer only, never stored or logged.
   */
  CHAIN_BTC_SWEEP_XPRV: z.string().min(100).max(120).optional(),
  CHAIN_BTC_SWEEP_XPRV_FILE: z.string().min(1).optional(),
  /** The fee rate (sat/vB) a BTC payout pays when the indexer gives no estimate. */
  CHAIN_BTC_FEE_RATE: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * The most a BTC payout pays per vB, a replacement included (sat/vB): the indexer's estimate is
   * capped at it, and the fee account holds the payout's size at this rate while it is in flight.
   */
  CHAIN_BTC_MAX_FEE_RATE: z.coerce.number().int().min(1).max(10_000).default(200),
  /** A BTC payout broadcast and not mined after this long (on the clock) is replaced by one at a higher fee (BIP125). */
  CHAIN_BTC_BUMP_AFTER_MS: z.coerce.number().int().min(60_000).max(604_800_000).default(3_600_000),
  /** The TRON hot wallet's private key (hex) or a file holding it: TRC20 withdrawals are then paid on chain. */
  CHAIN_TRC20_HOT_KEY: z.string().min(64).max(66).optional(),
  CHAIN_TRC20_HOT_KEY_FILE: z.string().min(1).optional(),
  /**
   * The extended private key behind the TRC20 deposit addresses (the xprv of the TRC20 deposit
   * source's xpub) or a file holding it: with the indexer and the TRON hot key on, TRC20 deposit
   * addresses can be swept to the hot wallet (two-person). Held by the signer only, never stored or logged.
   */
  CHAIN_TRC20_SWEEP_XPRV: z.string().min(100).max(120).optional(),
  CHAIN_TRC20_SWEEP_XPRV_FILE: z.string().min(1).optional(),
  /** The USDT contract on TRON (default: Tether's mainnet contract). */
  CHAIN_TRC20_USDT_CONTRACT: z
    .string()
    .regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, 'must be a TRON address')
    .default('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'),
});

export type Config = Omit<z.infer<typeof schema>, 'RESPONSE_CHECK'> & { uploadDir: string; dataDir: string; RESPONSE_CHECK: boolean };

export class ConfigError extends Error {}

/** Values never repeated in an error message: a secret on a terminal or in a log is a secret lost. */
const HIDDEN = new Set([
  'SIMULATOR_SEED',
  'CHAIN_HOT_KEY',
  'CHAIN_SWEEP_XPRV',
  'CHAIN_BTC_HOT_KEY',
  'CHAIN_BTC_SWEEP_XPRV',
  'CHAIN_TRC20_HOT_KEY',
  'CHAIN_TRC20_SWEEP_XPRV',
]);

const refuse = (name: string, why: string) => new ConfigError(`Invalid configuration:\n  ${name}: ${why}`);

/** Rules across variables: what the schema of each one alone cannot say. */
function checkCombinations(data: z.infer<typeof schema>, explicit: Record<string, string | undefined>): void {
  if (data.PRICE_FEED === 'scripted' && data.NODE_ENV !== 'test')
    throw refuse('PRICE_FEED', '"scripted" is for tests only (NODE_ENV=test)');
  if (data.CHAIN_EVM === 'rpc' && !data.CHAIN_EVM_RPC_URL) throw refuse('CHAIN_EVM_RPC_URL', 'is required with CHAIN_EVM=rpc');
  if (data.CHAIN_EVM === 'simulated' && data.NODE_ENV === 'production')
    throw refuse('CHAIN_EVM', '"simulated" (a chain of play money) is never run in production');
  // A production server never ends up on made-up prices by default: the operator says so.
  if (data.NODE_ENV === 'production' && explicit.PRICE_FEED === undefined) {
    throw refuse(
      'PRICE_FEED',
      'must be set in production, where the default (the market simulator) is never taken silently: PRICE_FEED=simulator runs ' +
        'a simulated market on purpose, shown as such on every price screen; PRICE_FEED=binance uses real prices',
    );
  }
  if (data.NODE_ENV === 'production' && data.PRICE_FEED === 'binance' && !data.STOCK_QUOTES_URL) {
    throw refuse(
      'STOCK_QUOTES_URL',
      'must be set in production with PRICE_FEED=binance, or the stock markets would run on the simulator ' +
        '(set PRICE_FEED=simulator to run a simulated market on purpose)',
    );
  }
  if (data.SIMULATOR_SEED !== undefined && data.NODE_ENV !== 'test') {
    throw refuse('SIMULATOR_SEED', 'a fixed seed makes the simulated market predictable; it is for tests only (NODE_ENV=test)');
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set": `DATABASE_URL= npm start` should fall back to PGlite.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const got = (name: string) => (HIDDEN.has(name) ? 'a hidden value' : JSON.stringify(cleaned[name] ?? null));
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${got(String(i.path[0]))})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  checkCombinations(parsed.data, cleaned);
  const dataDir = resolve(parsed.data.DATA_DIR);
  const responseCheck = parsed.data.RESPONSE_CHECK ?? parsed.data.NODE_ENV !== 'production';
  return { ...parsed.data, dataDir, uploadDir: resolve(dataDir, 'uploads'), RESPONSE_CHECK: responseCheck };
}
