/**
 * The chat room with the server faked at fetch and a fake socket: the history of the app's
 * language, a posted message appended once (not twice when the room echoes it), a message from
 * someone else arriving live with a report action, a removal taking it away, a sequence gap loading
 * the history again, and a muted reader seeing the mute instead of the composer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChatHistory, ChatMessage } from '@bourse/contract';
import type { ApiOutput } from '../../app/api';
import { fakeServer, show } from '../../test/fake-server';
import { ChatRoom } from './components/ChatRoom';

const listeners = new Map<string, Set<(m: unknown) => void>>();
const emitted: unknown[][] = [];
const fakeSocket = {
  connected: true,
  on: (event: string, fn: (m: unknown) => void) => void (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(fn),
  off: (event: string, fn: (m: unknown) => void) => void listeners.get(event)?.delete(fn),
  emit: (...args: unknown[]) => {
    emitted.push(args);
    const ack = args[2];
    if (typeof ack === 'function') ack({ snapshots: [{ room: 'chat:en', seq: 3, data: {} }], refused: [] });
  },
};
async function fire(event: string, message: unknown) {
  await waitFor(() => expect(listeners.get(event)?.size ?? 0).toBeGreaterThan(0));
  act(() => listeners.get(event)!.forEach((fn) => fn(message)));
}
vi.mock('../../app/socket', () => ({ openSocket: () => Promise.resolve(fakeSocket) }));

const USER = { id: 7, nickname: 'Ada' } as ApiOutput<'GET /user/info'>;
const { answer, calls, sent } = fakeServer({ user: USER });
afterEach(() => {
  cleanup();
  listeners.clear();
  emitted.length = 0;
});

const T0 = Date.UTC(2026, 10, 27, 9);
const msg = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 1,
  room: 'en',
  name: 'Bob',
  mine: false,
  user_id: 8,
  text: 'hello',
  filtered: false,
  created_at: T0,
  ...over,
});
const history = (messages: ChatMessage[], muted: number | null = null): ChatHistory => ({ room: 'en', messages, muted_until: muted });

describe('the chat room', () => {
  it("shows the app language's room, posts once, takes live messages and removals", async () => {
    answer('GET /chat/history', history([msg({ id: 1, text: 'gm everyone' })]));
    answer('POST /chat/send', msg({ id: 4, text: 'hi all', mine: true, user_id: 7, name: 'Ada' }));
    show(ChatRoom, '/pages/kefu/index');
    await screen.findByText('gm everyone');
    await waitFor(() => expect(emitted.some((e) => e[0] === 'subscribe')).toBe(true));
    expect(emitted.find((e) => e[0] === 'subscribe')![1]).toEqual({ rooms: ['chat:en'] });

    fireEvent.change(screen.getByRole('textbox', { name: 'Message the room' }), { target: { value: ' hi all ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('hi all');
    expect(sent('/chat/send')).toEqual({ room: 'en', text: 'hi all' });
    // The room echoes the post: it stays one line, and it is the reader's.
    await fire('chat_message', { room: 'chat:en', seq: 4, data: msg({ id: 4, text: 'hi all', user_id: 7 }) });
    expect(screen.getAllByText('hi all')).toHaveLength(1);

    await fire('chat_message', { room: 'chat:en', seq: 5, data: msg({ id: 5, text: 'ping ***', filtered: true }) });
    await screen.findByText('ping ***');
    expect(screen.getByText('Links and contact details are hidden')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Report' })).toHaveLength(2);

    await fire('chat_removed', { room: 'chat:en', seq: 6, data: { id: 5 } });
    await waitFor(() => expect(screen.queryByText('ping ***')).toBeNull());
    // A gap (seq 8 after 6): the history is loaded again rather than trusting the screen.
    const before = calls('/chat/history').length;
    await fire('chat_message', { room: 'chat:en', seq: 8, data: msg({ id: 9, text: 'after a gap' }) });
    await waitFor(() => expect(calls('/chat/history').length).toBe(before + 1));
  });

  it('a muted reader sees until when instead of the composer', async () => {
    answer('GET /chat/history', history([], T0 + 365 * 86_400_000 * 10));
    show(ChatRoom, '/pages/kefu/index');
    await screen.findByText(/A moderator muted you until/);
    expect(screen.queryByRole('textbox', { name: 'Message the room' })).toBeNull();
    expect(screen.getByText('No messages yet')).toBeTruthy();
  });
});
