/** Customer service: opening, answering, reading, closing and rating conversations; attachments; unread counts; the console's audit. */
import type { SupportConversation, SupportMessage, SupportThread } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3b4ed2a0000000049454e44ae426082',
  'hex',
);

async function upload(token: string, purpose: string): Promise<string> {
  const boundary = '----support';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.built.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
    payload,
  });
  return res.json().message as string;
}

const open = (token: string, body: Record<string, unknown>) => t.call<SupportThread>('POST', '/support/open', body, { token });
const unread = async (token: string) => (await t.call<{ count: number }>('GET', '/support/unread', {}, { token })).body.message.count;
const audited = async (action: string) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE action = $1', [action])).rows[0]!.n;

/** The conversation the first two tests hold, and who holds it. */
let user: { token: string; userId: number };
let op: string;
let id: number;

describe('a conversation', () => {
  it('user opens with an image; staff see it in the queue and answer; both sides hear it; unread counts follow', async () => {
    user = await t.newUser();
    op = await t.operatorToken('support');
    const image = await upload(user.token, 'support');
    const toUser = vi.spyOn(t.built.realtime, 'toUser');
    const toOperators = vi.spyOn(t.built.realtime, 'toOperators');
    const opened = await open(user.token, { topic: 'deposit', text: 'My deposit has not arrived', image });
    expect(opened.body.type).toBe('ok');
    id = opened.body.message.conversation.id;
    expect(opened.body.message.conversation).toMatchObject({ topic: 'deposit', status: 'waiting', unread: 0, user_id: user.userId });
    expect(opened.body.message.messages).toEqual([expect.objectContaining({ author: 'user', text: 'My deposit has not arrived', image })]);
    expect(toOperators).toHaveBeenCalledWith(
      'support_update',
      expect.objectContaining({ conversation: expect.objectContaining({ id, unread: 1 }), message: expect.objectContaining({ image }) }),
    );

    const queue = await t.call<SupportConversation[]>('GET', '/operator/support/queue', {}, { token: op });
    expect(queue.body.message.find((c) => c.id === id)).toMatchObject({
      status: 'waiting',
      unread: 1,
      preview: 'My deposit has not arrived',
    });
    const seen = await t.call<SupportThread>('GET', '/operator/support/conversation', { id }, { token: op });
    expect(seen.body.message.messages[0]!.image).toBe(image);
    // Staff can open the user's private attachment; another user cannot.
    const file = await t.built.app.inject({ method: 'GET', url: image, headers: { authorization: op } });
    expect(file.statusCode).toBe(200);
    const stranger = await t.newUser();
    expect((await t.built.app.inject({ method: 'GET', url: image, headers: { authorization: stranger.token } })).statusCode).not.toBe(200);

    const replies = await audited('POST /operator/support/reply');
    const reply = await t.call<SupportMessage>('POST', '/operator/support/reply', { id, text: 'We are checking it' }, { token: op });
    expect(reply.body.message).toMatchObject({ author: 'staff', text: 'We are checking it' });
    expect(await audited('POST /operator/support/reply')).toBe(replies + 1);
    expect(toUser).toHaveBeenCalledWith(
      user.userId,
      'support_update',
      expect.objectContaining({ conversation: expect.objectContaining({ id, status: 'answered', unread: 1 }) }),
    );
    expect(await unread(user.token)).toBe(1);
    const mine = await t.call<SupportConversation[]>('GET', '/support/conversations', {}, { token: user.token });
    expect(mine.body.message[0]).toMatchObject({ id, unread: 1, status: 'answered' });
    expect((await t.call<SupportConversation>('POST', '/support/read', { id }, { token: user.token })).body.message.unread).toBe(0);
    expect(await unread(user.token)).toBe(0);

    const more = await t.call<SupportMessage>('POST', '/support/send', { id, text: 'Thanks' }, { token: user.token });
    expect(more.body.message.author).toBe('user');
    const after = await t.call<SupportConversation[]>('GET', '/operator/support/queue', {}, { token: op });
    expect(after.body.message.find((c) => c.id === id)).toMatchObject({ status: 'waiting', unread: 1 });
    expect((await t.call<SupportConversation>('POST', '/operator/support/read', { id }, { token: op })).body.message.unread).toBe(0);
    toUser.mockRestore();
    toOperators.mockRestore();
  });

  it('the user closes it: nothing more is written to it; it is rated once and leaves the open queue', async () => {
    expect((await t.call('POST', '/support/rate', { id, rating: 5 }, { token: user.token })).body.code).toBe('SUPPORT_NOT_CLOSED');
    const closed = await t.call<SupportConversation>('POST', '/support/close', { id }, { token: user.token });
    expect(closed.body.message).toMatchObject({ status: 'closed', closed_by: 'user' });
    expect((await t.call('POST', '/support/send', { id, text: 'one more' }, { token: user.token })).body.code).toBe('SUPPORT_CLOSED');
    expect((await t.call('POST', '/operator/support/reply', { id, text: 'late' }, { token: op })).body.code).toBe('SUPPORT_CLOSED');
    expect((await t.call('POST', '/support/close', { id }, { token: user.token })).body.code).toBe('SUPPORT_CLOSED');
    const rated = await t.call<SupportConversation>('POST', '/support/rate', { id, rating: 4, comment: 'quick' }, { token: user.token });
    expect(rated.body.message).toMatchObject({ rating: 4, rating_comment: 'quick' });
    expect((await t.call('POST', '/support/rate', { id, rating: 5 }, { token: user.token })).body.code).toBe('SUPPORT_ALREADY_RATED');
    const thread = await t.call<SupportThread>('GET', '/support/conversation', { id }, { token: user.token });
    expect(thread.body.message.messages.map((m) => m.author)).toEqual(['user', 'staff', 'user', 'system']);
    expect(
      (await t.call<SupportConversation[]>('GET', '/operator/support/queue', {}, { token: op })).body.message.some((c) => c.id === id),
    ).toBe(false);
    const done = await t.call<SupportConversation[]>('GET', '/operator/support/queue', { status: 'closed' }, { token: op });
    expect(done.body.message.find((c) => c.id === id)).toMatchObject({ rating: 4 });
  });
});

describe('staff', () => {
  it('close a conversation (audited); the user may then rate it', async () => {
    const user = await t.newUser();
    const op = await t.operatorToken('support');
    const id = (await open(user.token, { topic: 'other', text: 'hello' })).body.message.conversation.id;
    const before = await audited('POST /operator/support/close');
    const closed = await t.call<SupportConversation>('POST', '/operator/support/close', { id }, { token: op });
    expect(closed.body.message).toMatchObject({ status: 'closed', closed_by: 'staff' });
    expect(await audited('POST /operator/support/close')).toBe(before + 1);
    expect((await t.call('POST', '/support/rate', { id, rating: 1 }, { token: user.token })).body.type).toBe('ok');
  });
});

describe('opening', () => {
  it.each([
    [{ topic: 'crypto', text: 'x' }, 'SUPPORT_TOPIC_INVALID'],
    [{ text: 'x' }, 'SUPPORT_TOPIC_INVALID'],
    [{ topic: 'account', text: '  ' }, 'SUPPORT_TEXT_REQUIRED'],
    [{ topic: 'account', text: 'x'.repeat(2001) }, 'CHARACTER_TOO_LONG'],
    [{ topic: 'account', text: 'x', image: 'https://evil.example/a.png' }, 'SUPPORT_ATTACHMENT_INVALID'],
    [{ topic: 'account', text: 'x', status: 'closed' }, 'UNKNOWN_FIELD'],
  ])('refuses opening with %j: %s', async (body, code) => {
    const user = await t.newUser();
    expect((await open(user.token, body)).body.code).toBe(code);
    expect((await t.call<SupportConversation[]>('GET', '/support/conversations', {}, { token: user.token })).body.message).toEqual([]);
  });

  it("takes only the user's own support upload as an attachment", async () => {
    const user = await t.newUser();
    const other = await t.newUser();
    const theirs = await upload(other.token, 'support');
    const kyc = await upload(user.token, 'kyc');
    expect((await open(user.token, { topic: 'account', text: 'x', image: theirs })).body.code).toBe('SUPPORT_ATTACHMENT_INVALID');
    expect((await open(user.token, { topic: 'account', text: 'x', image: kyc })).body.code).toBe('SUPPORT_ATTACHMENT_INVALID');
    expect((await open(user.token, { topic: 'account', text: 'x', image: '/uploads/nothing.png' })).body.code).toBe(
      'SUPPORT_ATTACHMENT_INVALID',
    );
    const id = (await open(user.token, { topic: 'account', text: 'x' })).body.message.conversation.id;
    const image = await upload(user.token, 'support');
    const sent = await t.call<SupportMessage>('POST', '/support/send', { id, image }, { token: user.token });
    expect(sent.body.message).toMatchObject({ text: '', image });
    expect((await t.call('POST', '/support/send', { id }, { token: user.token })).body.code).toBe('SUPPORT_TEXT_REQUIRED');
  });
});

describe('the rules', () => {
  it("another user's conversation is not found, for every call", async () => {
    const owner = await t.newUser();
    const other = await t.newUser();
    const id = (await open(owner.token, { topic: 'trading', text: 'private' })).body.message.conversation.id;
    for (const [method, path, body] of [
      ['GET', '/support/conversation', { id }],
      ['POST', '/support/send', { id, text: 'hi' }],
      ['POST', '/support/read', { id }],
      ['POST', '/support/close', { id }],
      ['POST', '/support/rate', { id, rating: 3 }],
    ] as const) {
      expect((await t.call(method, path, body, { token: other.token })).body.code, path).toBe('SUPPORT_NOT_FOUND');
    }
    expect((await t.call('GET', '/support/conversation', { id: 999_999_999 }, { token: owner.token })).body.code).toBe('SUPPORT_NOT_FOUND');
  });

  it('at most three open at once; closing one makes room', async () => {
    const user = await t.newUser();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await open(user.token, { topic: 'other', text: `q${i}` })).body.message.conversation.id);
    expect((await open(user.token, { topic: 'other', text: 'q4' })).body.code).toBe('SUPPORT_TOO_MANY_OPEN');
    await t.call('POST', '/support/close', { id: ids[0] }, { token: user.token });
    expect((await open(user.token, { topic: 'other', text: 'q4' })).body.type).toBe('ok');
  });

  it('at most twelve messages a minute', async () => {
    const user = await t.newUser();
    const id = (await open(user.token, { topic: 'other', text: 'start' })).body.message.conversation.id;
    for (let i = 0; i < 11; i++)
      expect((await t.call('POST', '/support/send', { id, text: `m${i}` }, { token: user.token })).body.type).toBe('ok');
    expect((await t.call('POST', '/support/send', { id, text: 'over' }, { token: user.token })).body.code).toBe('SUPPORT_RATE_LIMITED');
    t.clock.advance(61_000);
    expect((await t.call('POST', '/support/send', { id, text: 'later' }, { token: user.token })).body.type).toBe('ok');
  });

  it('rates 1 to 5 only', async () => {
    const user = await t.newUser();
    const id = (await open(user.token, { topic: 'other', text: 'x' })).body.message.conversation.id;
    await t.call('POST', '/support/close', { id }, { token: user.token });
    for (const rating of [0, 6, 'five']) {
      expect((await t.call('POST', '/support/rate', { id, rating }, { token: user.token })).body.code).toBe('SUPPORT_RATING_INVALID');
    }
  });

  it('the console is for support (and admin); users need a session', async () => {
    const finance = await t.operatorToken('finance');
    expect((await t.call('GET', '/operator/support/queue', {}, { token: finance })).body.code).toBe('FORBIDDEN');
    expect((await t.call('GET', '/support/unread', {})).body.type).toBe('999');
    const user = await t.newUser();
    expect((await t.call('GET', '/operator/support/queue', {}, { token: user.token })).body.type).toBe('999');
  });
});
