/** The chat room: history, posting and its rules (length, rate, filter, names, mutes), reports, the console's removals and mutes. */
import type { ChatAdminMessage, ChatHistory, ChatMessage, ChatMute } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { isStaffName, maskText } from './filter';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

const send = (token: string, text: string, room = 'en') => t.call<ChatMessage>('POST', '/chat/send', { room, text }, { token });
const history = (room = 'en', token?: string) => t.call<ChatHistory>('GET', '/chat/history', { room }, token ? { token } : {});
const audited = async (action: string) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE action = $1', [action])).rows[0]!.n;

describe('the filter', () => {
  it.each([
    ['see https://evil.example/x now', 'see *** now'],
    ['go to www.scam.io', 'go to ***'],
    ['mail me at bob@example.com', 'mail me at ***'],
    ['visit bourse-help.com/login', 'visit ***'],
    ['call +1 (555) 123-4567 today', 'call *** today'],
    ['telegram: @fastprofit', '***'],
    ['add my wechat abc12345', 'add my ***'],
    ['加我微信 abc12345', '加我***'],
    ['ping @support_team', 'ping ***'],
    ['my number 13812345678', 'my number ***'],
  ])('masks %j', (input, output) => {
    expect(maskText(input)).toEqual({ text: output, filtered: true });
  });

  it.each(['BTC at 65000.50 looks strong', 'buy 1.5 ETH, e.g. tomorrow', 'up 12% today'])('leaves %j alone', (input) => {
    expect(maskText(input)).toEqual({ text: input, filtered: false });
  });

  it.each(['Admin', 'Official_Bourse', 'Supp0rt', 'bourse team', '客服小美', 'Moderator9'])('reads %j as staff', (name) => {
    expect(isStaffName(name)).toBe(true);
  });

  it.each(['User0042', 'Alice', 'Modern', 'Teamster'])('lets %j post', (name) => {
    expect(isStaffName(name)).toBe(false);
  });

  it('reads an operator username as staff only when the name is it', () => {
    expect(isStaffName('Ling', ['ling'])).toBe(true);
    expect(isStaffName('Lingo', ['ling'])).toBe(false);
  });
});

describe('posting', () => {
  it('posts to the room: the socket gets it at once and the history keeps it; visitors read, only users post', async () => {
    const user = await t.newUser();
    const publish = vi.spyOn(t.built.realtime, 'publish');
    const res = await send(user.token, 'hello room');
    expect(res.body.type).toBe('ok');
    expect(res.body.message).toMatchObject({ room: 'en', text: 'hello room', mine: true, filtered: false, user_id: user.userId });
    expect(res.body.message.name).toMatch(/^User\d+/);
    expect(publish).toHaveBeenCalledWith('chat:en', 'chat_message', expect.objectContaining({ text: 'hello room', mine: false }));
    publish.mockRestore();
    const visitor = await history();
    expect(visitor.body.message.messages.at(-1)).toMatchObject({ id: res.body.message.id, mine: false });
    expect(visitor.body.message.muted_until).toBeNull();
    expect((await history('en', user.token)).body.message.messages.at(-1)!.mine).toBe(true);
    expect((await history('zh')).body.message.messages.some((m) => m.id === res.body.message.id)).toBe(false);
    expect((await t.call('POST', '/chat/send', { room: 'en', text: 'x' })).body.type).toBe('999');
    t.clock.advance(2_000);
  });

  it('the socket room is chat:<lang> and its snapshot is the history', async () => {
    expect(t.built.realtime.isPublicRoom('chat:en')).toBe(true);
    expect(t.built.realtime.isPublicRoom('chat:xx')).toBe(false);
    expect(t.built.realtime.isPublicRoom('chat:')).toBe(false);
    const snap = await t.built.realtime.snapshot('chat:en');
    expect((snap!.data as ChatHistory).messages.length).toBeGreaterThan(0);
  });

  it.each([
    [{ room: 'en', text: '   ' }, 'CHAT_TEXT_REQUIRED'],
    [{ room: 'en' }, 'CHAT_TEXT_REQUIRED'],
    [{ room: 'en', text: 'x'.repeat(301) }, 'CHAT_TEXT_TOO_LONG'],
    [{ room: 'xx', text: 'hi' }, 'CHAT_ROOM_INVALID'],
    [{ room: 'en', text: 'hi', user_id: 1 }, 'UNKNOWN_FIELD'],
  ])('refuses %j with %s', async (body, code) => {
    const user = await t.newUser();
    const res = await t.call('POST', '/chat/send', body, { token: user.token });
    expect(res.body.code).toBe(code);
  });

  it('takes 300 characters, counted as characters (emoji are one)', async () => {
    const user = await t.newUser();
    expect((await send(user.token, '😀'.repeat(300))).body.type).toBe('ok');
    t.clock.advance(2_000);
  });

  it('rate limit: one a second, five per 30 s, from the stored messages', async () => {
    const user = await t.newUser();
    expect((await send(user.token, 'one')).body.type).toBe('ok');
    expect((await send(user.token, 'too soon')).body.code).toBe('CHAT_RATE_LIMITED');
    for (const n of ['two', 'three', 'four', 'five']) {
      t.clock.advance(1_500);
      expect((await send(user.token, n)).body.type).toBe('ok');
    }
    t.clock.advance(1_500);
    expect((await send(user.token, 'six')).body.code).toBe('CHAT_RATE_LIMITED');
    t.clock.advance(30_000);
    expect((await send(user.token, 'six')).body.type).toBe('ok');
    t.clock.advance(2_000);
  });

  it('masks links and contact details before storing', async () => {
    const user = await t.newUser();
    const res = await send(user.token, 'DM me on telegram: @quickgains or www.quick.io');
    expect(res.body.message).toMatchObject({ text: 'DM me on *** or ***', filtered: true });
    const stored = await t.db.query<{ text: string }>('SELECT text FROM chat_messages WHERE id = $1', [res.body.message.id]);
    expect(stored.rows[0]!.text).toBe('DM me on *** or ***');
    t.clock.advance(2_000);
  });

  it('refuses a poster whose nickname reads as staff', async () => {
    const user = await t.newUser();
    expect((await t.call('POST', '/user/editNickname', { nickname: 'Official1' }, { token: user.token })).body.type).toBe('ok');
    expect((await send(user.token, 'send me your code')).body.code).toBe('CHAT_NAME_RESERVED');
  });
});

describe('reports', () => {
  it("reports someone else's message once; not one's own, not a missing one", async () => {
    const author = await t.newUser();
    const reader = await t.newUser();
    const posted = (await send(author.token, 'buy my course')).body.message;
    t.clock.advance(2_000);
    const report = (token: string, id: number) => t.call('POST', '/chat/report', { id, reason: 'spam' }, { token });
    expect((await report(reader.token, posted.id)).body).toEqual({ type: 'ok', message: null });
    expect((await report(reader.token, posted.id)).body.code).toBe('CHAT_ALREADY_REPORTED');
    expect((await report(author.token, posted.id)).body.code).toBe('CHAT_OWN_MESSAGE');
    expect((await report(reader.token, 999_999_999)).body.code).toBe('CHAT_MESSAGE_NOT_FOUND');
    const op = await t.operatorToken('support');
    const list = await t.call<ChatAdminMessage[]>('GET', '/operator/chat/messages', { reported: '1' }, { token: op });
    expect(list.body.message.find((m) => m.id === posted.id)).toMatchObject({ reports: 1, removed: false });
    expect(list.body.message.every((m) => m.reports > 0)).toBe(true);
  });
});

describe('moderation', () => {
  it('removes a message: gone from the room at once and from the history, audited with its reason', async () => {
    const author = await t.newUser();
    const posted = (await send(author.token, 'spam spam')).body.message;
    t.clock.advance(2_000);
    const op = await t.operatorToken('support');
    const before = await audited('POST /operator/chat/remove');
    const publish = vi.spyOn(t.built.realtime, 'publish');
    const res = await t.call<ChatAdminMessage>('POST', '/operator/chat/remove', { id: posted.id, reason: 'spam' }, { token: op });
    expect(res.body.message).toMatchObject({ id: posted.id, removed: true });
    expect(publish).toHaveBeenCalledWith('chat:en', 'chat_removed', { id: posted.id });
    publish.mockRestore();
    expect((await history()).body.message.messages.some((m) => m.id === posted.id)).toBe(false);
    expect(await audited('POST /operator/chat/remove')).toBe(before + 1);
    expect((await t.call('POST', '/operator/chat/remove', { id: posted.id }, { token: op })).body.code).toBe('REASON_REQUIRED');
    expect((await t.call('POST', '/operator/chat/remove', { id: 999_999_999, reason: 'x' }, { token: op })).body.code).toBe(
      'CHAT_MESSAGE_NOT_FOUND',
    );
  });

  it('mutes a user in every room until the time, then they post again; unmute ends it; both audited', async () => {
    const user = await t.newUser();
    await send(user.token, 'first');
    t.clock.advance(2_000);
    const op = await t.operatorToken('support');
    const mutes = await audited('POST /operator/chat/mute');
    const muted = await t.call<ChatMute>(
      'POST',
      '/operator/chat/mute',
      { user_id: user.userId, minutes: 10, reason: 'abuse' },
      { token: op },
    );
    expect(muted.body.message).toMatchObject({ user_id: user.userId, until: t.clock.now().getTime() + 600_000 });
    expect(await audited('POST /operator/chat/mute')).toBe(mutes + 1);
    expect((await send(user.token, 'again')).body.code).toBe('CHAT_MUTED');
    expect((await send(user.token, 'again', 'zh')).body.code).toBe('CHAT_MUTED');
    expect((await history('en', user.token)).body.message.muted_until).toBe(muted.body.message.until);
    t.clock.advance(600_001);
    expect((await send(user.token, 'back')).body.type).toBe('ok');
    t.clock.advance(2_000);
    await t.call('POST', '/operator/chat/mute', { user_id: user.userId, minutes: 60, reason: 'again' }, { token: op });
    expect((await t.call('POST', '/operator/chat/unmute', { user_id: user.userId }, { token: op })).body.type).toBe('ok');
    expect(await audited('POST /operator/chat/unmute')).toBeGreaterThan(0);
    expect((await send(user.token, 'free')).body.type).toBe('ok');
    t.clock.advance(2_000);
  });

  it('refuses a mute without a reason, out of range or for someone who never posted', async () => {
    const op = await t.operatorToken('support');
    const user = await t.newUser();
    const mute = (body: Record<string, unknown>) => t.call('POST', '/operator/chat/mute', body, { token: op });
    expect((await mute({ user_id: user.userId, minutes: 0, reason: 'x' })).body.code).toBe('CHAT_MUTE_INVALID');
    expect((await mute({ user_id: user.userId, minutes: 43_201, reason: 'x' })).body.code).toBe('CHAT_MUTE_INVALID');
    expect((await mute({ user_id: user.userId, minutes: 5 })).body.code).toBe('REASON_REQUIRED');
    expect((await mute({ user_id: user.userId, minutes: 5, reason: 'x' })).body.code).toBe('USER_NOT_FOUND');
  });

  it('is the support role’s (and the admin’s), not finance’s; users have no console', async () => {
    const finance = await t.operatorToken('finance');
    expect((await t.call('GET', '/operator/chat/messages', {}, { token: finance })).body.code).toBe('FORBIDDEN');
    const admin = await t.operatorToken();
    expect((await t.call('GET', '/operator/chat/messages', { room: 'en' }, { token: admin })).body.type).toBe('ok');
    const user = await t.newUser();
    expect((await t.call('GET', '/operator/chat/messages', {}, { token: user.token })).body.type).toBe('999');
  });
});
