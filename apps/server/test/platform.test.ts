/** Configuration, mail delivery over SMTP, and the socket's handshake. */
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config';
import { createTestApp, type TestApp } from './harness';

describe('configuration', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ PRICE_FEED: 'random' }, 'PRICE_FEED'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %j and names the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('refuses the scripted price feed outside tests', () => {
    expect(() => loadConfig({ PRICE_FEED: 'scripted' })).toThrow(/PRICE_FEED/);
    expect(loadConfig({ PRICE_FEED: 'scripted', NODE_ENV: 'test' }).PRICE_FEED).toBe('scripted');
  });

  it('treats an empty variable as unset and fills the defaults', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(8080);
    expect(config.dataDir).toMatch(/data$/);
  });

  it('stops the server process with the variable named and exit code 2', () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      encoding: 'utf8',
      // A start through tsx takes seconds alone and over a minute beside the other CI lanes on 2 cores.
      timeout: 150_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('PORT');
  }, 180_000);
});

describe('mail over SMTP', () => {
  let smtp: SMTPServer;
  let port = 0;
  const received: Array<{ to: string; data: string }> = [];
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t?.dispose();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers a code by SMTP and keeps only a redacted record', async () => {
    const address = `smtp${Date.now()}@example.com`;
    const r = await t.call('POST', '/sms_mail', { user_string: address, scene: 'register' });
    expect(r.body.type).toBe('ok');
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe(address);
    const code = /\b(\d{6})\b/.exec(received[0]!.data)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const { rows } = await t.db.query<{ status: string; body: string }>('SELECT status, body FROM outbox WHERE destination = $1', [
      address,
    ]);
    expect(rows[0]).toEqual({ status: 'sent', body: '[delivered by SMTP]' });
    // The delivered code works.
    const reg = await t.call('POST', '/user/register', {
      user_string: address,
      code,
      password: 'Secret-123',
      re_password: 'Secret-123',
      type: 'email',
    });
    expect(reg.body.type).toBe('ok');
  });

  it('records a failed delivery without failing the request', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const address = `down${Date.now()}@example.com`;
      expect((await broken.call('POST', '/sms_mail', { user_string: address, scene: 'register' })).body.type).toBe('ok');
      const { rows } = await broken.db.query<{ status: string }>('SELECT status FROM outbox WHERE destination = $1', [address]);
      expect(rows[0]!.status).toBe('failed');
    } finally {
      await broken.dispose();
    }
  });
});

describe('socket', () => {
  let t: TestApp;
  let url = '';
  beforeAll(async () => {
    t = await createTestApp();
    await t.built.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.built.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.dispose();
  });

  async function hello(options: Parameters<typeof connect>[1]) {
    const socket = connect(url, { transports: ['websocket'], reconnection: false, ...options });
    try {
      return await new Promise<{ user: number | null }>((resolve, reject) => {
        socket.on('hello', resolve);
        socket.on('connect_error', reject);
      });
    } finally {
      socket.close();
    }
  }

  it('knows the user from the handshake token and joins their private room', async () => {
    const user = await t.newUser();
    expect(await hello({ auth: { token: user.token } })).toEqual({ user: user.userId });
    expect(await hello({})).toEqual({ user: null });
    expect(await hello({ auth: { token: 'nonsense' } })).toEqual({ user: null });
  });

  it('delivers a private message with a sequence number to the user only', async () => {
    const user = await t.newUser();
    const socket = connect(url, { transports: ['websocket'], reconnection: false, auth: { token: user.token } });
    await new Promise((r) => socket.on('hello', r));
    const got = new Promise<{ room: string; seq: number; data: unknown }>((r) => socket.on('notice', r));
    t.built.realtime.toUser(user.userId, 'notice', { text: 'hi' });
    expect(await got).toEqual({ room: `user:${user.userId}`, seq: 1, data: { text: 'hi' } });
    socket.close();
  });

  it('refuses a browser from another origin', async () => {
    await expect(hello({ extraHeaders: { origin: 'https://evil.example' }, transports: ['polling'] })).rejects.toThrow();
  });
});

describe('serving the web app', () => {
  it('answers client paths with the app, and a missing build file with 404', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dist = mkdtempSync(join(tmpdir(), 'bourse-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'assets', 'page-abc.js'), 'export {};');
    const web = await createTestApp({ WEB_DIST: dist });
    try {
      const page = await web.built.app.inject({ method: 'GET', url: '/some/client/path' });
      expect([page.statusCode, page.body]).toEqual([200, '<!doctype html><title>app</title>']);
      const chunk = await web.built.app.inject({ method: 'GET', url: '/assets/page-abc.js' });
      expect([chunk.statusCode, chunk.headers['content-type']]).toEqual([200, 'application/javascript; charset=utf-8']);
      const gone = await web.built.app.inject({ method: 'GET', url: '/assets/page-old.js' });
      expect(gone.statusCode).toBe(404);
      expect(gone.body).not.toContain('<title>');
    } finally {
      await web.dispose();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
