/**
 * Module-test harness: a real app (app.inject) on a real database cloned from a migrated, seeded
 * template, with a manual clock. Runs on PGlite by default and on PostgreSQL with TEST_DB=pg.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDb, type TestDb } from '@bourse/db/testing';
import type { Db } from '@bourse/db';
import { systemAccount, transfer, userAccount } from '@bourse/ledger';
import { parseUnits } from '@bourse/money';
import { buildApp, type BuiltApp } from '../src/app/build';
import { ManualClock } from '../src/platform/clock';
import { checkMoneyOrigin } from '../src/platform/money-origin';
import { loadConfig, type Config } from '../src/platform/config';
import { migrate } from '../src/platform/db';
import { totpCode } from '../src/platform/totp';
import { seed } from '../src/seed';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Everything the template depends on: migrations and seed sources. A change rebuilds it. */
export function templateVersion(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(name).update(readFileSync(path));
    }
  };
  walk(join(root, 'migrations'));
  walk(join(root, 'src/modules/content/seed'));
  hash.update(readFileSync(join(root, 'src/seed.ts')));
  hash.update(readFileSync(join(root, 'src/platform/money-origin.ts')));
  return hash.digest('hex').slice(0, 12);
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3b4ed2a0000000049454e44ae426082',
  'hex',
);

/** Upload a one-pixel PNG as a user, with a purpose; returns its path. */
export async function uploadAs(app: TestApp, token: string, purpose: string): Promise<string> {
  const boundary = '----u' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.png"\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.built.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
    payload,
  });
  return res.json().message;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bourse-test-')),
    PRICE_FEED: 'scripted',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    OPERATOR_INITIAL_PASSWORD: 'Initial-Pass-1',
    ...overrides,
  });
}

export interface Reply<T = unknown> {
  status: number;
  body: { type: string; code?: string; message: T; field?: string };
  headers: Record<string, unknown>;
}

export interface CallOptions {
  token?: string;
  lang?: string;
  /** Send the body form-encoded (as the spec's client does) rather than as JSON. */
  form?: boolean;
  headers?: Record<string, string>;
}

export interface TestApp {
  built: BuiltApp;
  db: Db;
  clock: ManualClock;
  config: Config;
  call<T = unknown>(method: 'GET' | 'POST', path: string, data?: Record<string, unknown>, options?: CallOptions): Promise<Reply<T>>;
  /** The newest code sent to an email address or `+<area><mobile>`. */
  lastCode(destination: string): Promise<string>;
  /** Register and sign in a new user by email; returns its token and id. */
  newUser(email?: string, password?: string): Promise<{ token: string; userId: number; email: string; password: string }>;
  /** A fully set-up operator session for the seeded admin, or for a new operator with a role. */
  operatorToken(role?: 'admin' | 'finance' | 'compliance' | 'support' | 'auditor'): Promise<string>;
  /** Stop this app and start a new one on the same database (a restart). */
  restart(): Promise<void>;
  /** Credit a user's book as an approved deposit would (a ledger fixture). */
  fund(userId: number, code: string, amount: string, book?: string): Promise<void>;
  /** Push a scripted tick and wait until it is processed. */
  tick(symbol: string, price: string, tsMs?: number): Promise<void>;
  /** Bind a mobile number and pass identity verification up to `level` (operator approval included). */
  verify(user: { token: string; userId: number }, level: 1 | 2): Promise<void>;
  /** Set the user's pay password through the security flow. */
  setPayPassword(user: { token: string; email: string }, payPassword: string): Promise<void>;
  /** Check where the suite's money came from (a failure names each problem), then stop and clean up. */
  dispose(): Promise<void>;
}

/**
 * Every suite ends by showing where its money came from: only recorded deposits, fundings and demo
 * issuance put money in, and no system account went negative (platform/money-origin.ts). Then the
 * app stops and its database and data folder go, whatever the check found.
 */
async function disposeChecked(testDb: TestDb, built: () => BuiltApp, dataDir: string): Promise<void> {
  try {
    const problems = await checkMoneyOrigin(testDb.db);
    if (problems.length > 0) throw new Error(`the ledger shows money from nothing:\n  ${problems.join('\n  ')}`);
  } finally {
    await built().app.close();
    await testDb.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let counter = 0;

export interface TestAppOptions {
  /** Fastify's logger options (e.g. a `stream` a test reads); by default the app logs nothing. */
  logger?: Record<string, unknown>;
}

export async function createTestApp(overrides: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDb({
    name: 'server',
    version: templateVersion(),
    async setup(db) {
      await migrate(db);
      const built = await buildApp({ config: testConfig(), db, logger: false });
      await seed(built);
      await built.app.close();
    },
  });
  const config = testConfig(overrides);
  const clock = new ManualClock(new Date());
  let built = await buildApp({ config, db: testDb.db, clock, logger: options.logger ?? false });
  await built.app.ready();
  await built.start();

  const call: TestApp['call'] = async (method, path, data, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = options.token;
    const payload = { ...(data ?? {}), ...(options.lang ? { lang: options.lang } : {}) };
    let url = `/api${path}`;
    let body: string | undefined;
    if (method === 'GET') {
      const qs = new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)])).toString();
      if (qs) url += `?${qs}`;
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)])).toString();
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(payload);
    }
    const res = await built.app.inject({ method, url, headers, ...(body !== undefined ? { payload: body } : {}) });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };

  const lastCode = async (destination: string) => {
    const { rows } = await testDb.db.query<{ body: string }>('SELECT body FROM outbox WHERE destination = $1 ORDER BY id DESC LIMIT 1', [
      destination,
    ]);
    const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${destination}`);
    return code;
  };

  const newUser: TestApp['newUser'] = async (email, password = 'Secret-123') => {
    const address = email ?? `user${Date.now().toString(36)}${++counter}@example.com`;
    const sent = await call('POST', '/sms_mail', { user_string: address, scene: 'register' });
    if (sent.body.type !== 'ok') throw new Error(`sms_mail: ${JSON.stringify(sent.body)}`);
    const code = await lastCode(address);
    const reg = await call('POST', '/user/register', { user_string: address, code, password, re_password: password, type: 'email' });
    if (reg.body.type !== 'ok') throw new Error(`register: ${JSON.stringify(reg.body)}`);
    const login = await call<string>('POST', '/user/login', { user_string: address, password });
    if (login.body.type !== 'ok') throw new Error(`login: ${JSON.stringify(login.body)}`);
    const { rows } = await testDb.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [address]);
    clock.advance(61_000); // past the code cool-down for the next test's sends
    return { token: login.body.message, userId: rows[0]!.id, email: address, password };
  };

  const operators = new Map<string, { token: string; username: string; secret: string }>();
  const operatorToken = async (role: 'admin' | 'finance' | 'compliance' | 'support' | 'auditor' = 'admin') => {
    const known = operators.get(role);
    if (known) {
      if ((await call('GET', '/operator/me', {}, { token: known.token })).body.type === 'ok') return known.token;
      // The session ended (tests move the clock): sign in again with password and TOTP.
      const again = await call<{ token: string }>('POST', '/operator/login', {
        username: known.username,
        password: 'Console-Pass-2',
        totp_code: totpCode(known.secret, clock.now().getTime()),
      });
      if (again.body.type !== 'ok') throw new Error(`operator login again: ${JSON.stringify(again.body)}`);
      known.token = again.body.message.token;
      return known.token;
    }
    const username = role === 'admin' ? 'admin' : `${role}${++counter}`;
    if (role !== 'admin') await testDb.db.tx((ex) => built.modules.operator.service.create(ex, username, 'Initial-Pass-1', role));
    const first = await call<{ token: string; setup_required: boolean }>('POST', '/operator/login', {
      username,
      password: 'Initial-Pass-1',
    });
    if (first.body.type !== 'ok') throw new Error(`operator login: ${JSON.stringify(first.body)}`);
    const setupToken = first.body.message.token;
    const start = await call<{ secret: string }>('POST', '/operator/setup/start', {}, { token: setupToken });
    const secret = start.body.message.secret;
    const done = await call<{ token: string }>(
      'POST',
      '/operator/setup',
      { new_password: 'Console-Pass-2', totp_code: totpCode(secret, clock.now().getTime()) },
      { token: setupToken },
    );
    if (done.body.type !== 'ok') throw new Error(`operator setup: ${JSON.stringify(done.body)}`);
    operators.set(role, { token: done.body.message.token, username, secret });
    return done.body.message.token;
  };

  const fund: TestApp['fund'] = async (userId, code, amount, book = 'exchange') => {
    const asset = built.ctx.assets.byCodeOrFail(code);
    await testDb.db.tx((ex) =>
      transfer(ex, {
        key: `test-fund:${userId}:${code}:${book}:${++counter}`,
        kind: 'deposit',
        from: systemAccount('world', asset.code),
        to: userAccount(userId, asset.code, book),
        amount: parseUnits(amount, asset.scale),
      }),
    );
  };

  const tick: TestApp['tick'] = async (symbol, price, tsMs) => {
    const r = await call('POST', '/test/tick', { symbol, price, volume: '1', ts: tsMs ?? clock.now().getTime() });
    if (r.body.type !== 'ok') throw new Error(`tick: ${JSON.stringify(r.body)}`);
  };

  const verify: TestApp['verify'] = async (user, level) => {
    const mobile = `13${String(Date.now()).slice(-6)}${String(++counter % 1000).padStart(3, '0')}`; // 11 digits at any count
    clock.advance(61_000);
    await call('POST', '/sms_send', { area_code: '86', mobile, scene: 'bind' }, { token: user.token });
    const bound = await call(
      'POST',
      '/safe/mobile',
      { mobile, area_code: '86', code: await lastCode(`+86${mobile}`) },
      { token: user.token },
    );
    if (bound.body.type !== 'ok') throw new Error(`bind: ${JSON.stringify(bound.body)}`);
    // A first mobile starts no withdrawal lock, but a changed one would: move past that day anyway.
    clock.advance(24 * 3_600_000 + 1000);
    const op = await operatorToken();
    const approve = async () => {
      const q = await call<{ data: Array<{ id: number; user_id: number }> }>('GET', '/operator/kyc', { limit: 50 }, { token: op });
      const mine = q.body.message.data.find((a) => a.user_id === user.userId)!;
      await call('POST', '/operator/kyc/approve', { id: mine.id }, { token: op });
    };
    const l1 = await call(
      'POST',
      '/user/real',
      { real_type: 1, id_type: 1, name: 'Test User', card_id: `P${user.userId}X${counter}` },
      { token: user.token },
    );
    if (l1.body.type !== 'ok') throw new Error(`kyc1: ${JSON.stringify(l1.body)}`);
    await approve();
    if (level === 2) {
      const upload = async () => {
        const png = Buffer.from(
          '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3b4ed2a0000000049454e44ae426082',
          'hex',
        );
        const boundary = `----h${counter}`;
        const payload = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nkyc\r\n`),
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\n\r\n`),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const res = await built.app.inject({
          method: 'POST',
          url: '/api/upload',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: user.token },
          payload,
        });
        return res.json().message as string;
      };
      const l2 = await call(
        'POST',
        '/user/real',
        { real_type: 2, front_pic: await upload(), reverse_pic: await upload() },
        { token: user.token },
      );
      if (l2.body.type !== 'ok') throw new Error(`kyc2: ${JSON.stringify(l2.body)}`);
      await approve();
    }
  };

  const setPayPassword: TestApp['setPayPassword'] = async (user, payPassword) => {
    clock.advance(61_000);
    await call('POST', '/sms_mail', { scene: 'security' }, { token: user.token });
    const r = await call(
      'POST',
      '/safe/pay_password',
      { pay_password: payPassword, re_pay_password: payPassword, code: await lastCode(user.email) },
      { token: user.token },
    );
    if (r.body.type !== 'ok') throw new Error(`pay password: ${JSON.stringify(r.body)}`);
    clock.advance(24 * 3_600_000 + 1000);
  };

  const self: TestApp = {
    get built() {
      return built;
    },
    async restart() {
      await built.app.close();
      built = await buildApp({ config, db: testDb.db, clock, logger: options.logger ?? false });
      await built.app.ready();
      await built.start();
    },
    db: testDb.db,
    clock,
    config,
    call,
    lastCode,
    newUser,
    operatorToken,
    fund,
    tick,
    verify,
    setPayPassword,
    dispose: () => disposeChecked(testDb, () => built, config.dataDir),
  };
  return self;
}
