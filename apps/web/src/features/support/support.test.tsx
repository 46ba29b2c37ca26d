/**
 * Customer service's page with the server faked at fetch and a fake socket: the anti-scam banner,
 * opening a conversation (topic, text, sent once), a thread whose staff answers are marked read and
 * which refreshes when the socket says the conversation changed, closing and rating.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SupportConversation, SupportThread } from '@bourse/contract';
import type { ApiOutput } from '../../app/api';
import { fakeServer, show } from '../../test/fake-server';
import Kefu from '../../app/pages/Kefu';
import { TabBar } from '../../app/layout/TabBar';

const listeners = new Map<string, Set<(m: unknown) => void>>();
const fakeSocket = {
  connected: true,
  on: (event: string, fn: (m: unknown) => void) => void (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(fn),
  off: (event: string, fn: (m: unknown) => void) => void listeners.get(event)?.delete(fn),
  emit: () => undefined,
};
const fire = (event: string, message: unknown) => listeners.get(event)?.forEach((fn) => fn(message));
vi.mock('../../app/socket', () => ({ openSocket: () => Promise.resolve(fakeSocket) }));

const USER = { id: 7, nickname: 'Ada' } as ApiOutput<'GET /user/info'>;
const { answer, calls, sent } = fakeServer({ user: USER });
afterEach(cleanup);

const T0 = Date.UTC(2026, 10, 27, 9);
const conversation = (over: Partial<SupportConversation> = {}): SupportConversation => ({
  id: 5,
  user_id: 7,
  topic: 'deposit',
  status: 'waiting',
  preview: 'My deposit is late',
  unread: 0,
  rating: null,
  rating_comment: null,
  closed_by: null,
  created_at: T0,
  updated_at: T0,
  ...over,
});
const thread = (c: SupportConversation, staff = false): SupportThread => ({
  conversation: c,
  messages: [
    { id: 1, conversation_id: c.id, author: 'user', text: 'My deposit is late', image: null, created_at: T0 },
    ...(staff
      ? [{ id: 2, conversation_id: c.id, author: 'staff' as const, text: 'Credited now', image: null, created_at: T0 + 60_000 }]
      : []),
  ],
});

describe('the customer-service page', () => {
  it('warns that staff never ask for passwords, codes or transfers, and starts with the empty list', async () => {
    answer('GET /support/conversations', []);
    answer('GET /support/unread', { count: 0 });
    show(Kefu, '/pages/kefu/index');
    expect(screen.getByRole('note').textContent).toMatch(/never ask for your password, verification codes or a transfer/);
    await screen.findByText('No conversations yet');
  });

  it('opens a conversation with a topic and the question, once, and shows it', async () => {
    answer('GET /support/conversations', []);
    answer('GET /support/unread', { count: 0 });
    answer('POST /support/open', thread(conversation()));
    answer('GET /support/conversation', thread(conversation()));
    show(Kefu, '/pages/kefu/index');
    fireEvent.click(await screen.findByRole('button', { name: 'New conversation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(calls('/support/open')).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Deposit' }));
    fireEvent.change(screen.getByPlaceholderText(/Describe what happened/), { target: { value: '  My deposit is late ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls('/support/open')).toHaveLength(1));
    expect(sent('/support/open')).toEqual({ topic: 'deposit', text: 'My deposit is late' });
    await screen.findByText('Waiting for staff');
  });

  it('marks staff answers read, refreshes on the socket, closes and rates', async () => {
    let current = thread(conversation({ status: 'answered', unread: 1 }), true);
    answer('GET /support/conversation', () => current);
    answer('GET /support/unread', { count: 1 });
    answer('POST /support/read', conversation());
    answer('POST /support/close', conversation({ status: 'closed' }));
    answer('POST /support/rate', conversation({ status: 'closed', rating: 5 }));
    show(Kefu, '/pages/kefu/index?id=5');
    await screen.findByText('Credited now');
    await waitFor(() => expect(calls('/support/read')).toHaveLength(1));
    expect(sent('/support/read')).toEqual({ id: '5' });
    // The tab shows the unread count until it is read.
    expect(screen.getByRole('tab', { name: /Customer service/ }).textContent).toContain('1');

    current = thread(conversation({ status: 'closed', closed_by: 'user' }), true);
    fireEvent.click(screen.getByRole('button', { name: 'Close conversation' }));
    await waitFor(() => expect(calls('/support/close')).toHaveLength(1));
    fire('support_update', { room: 'user:7', seq: 1, data: { conversation: current.conversation, message: null } });
    await screen.findByText('How did we do?');
    fireEvent.click(screen.getByRole('button', { name: 'Rate' }));
    expect(calls('/support/rate')).toHaveLength(0);
  });

  it("shows the unread answers on the tab bar's Home tab", async () => {
    answer('GET /support/unread', { count: 2 });
    show(() => <TabBar active="market" />, '/pages/market/market');
    await waitFor(() => expect(document.querySelector('.adm-badge')?.textContent).toBe('2'));
  });
});
