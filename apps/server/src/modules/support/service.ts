/**
 * Customer service's rules: a user's own conversations only (another's is "not found"), at most
 * SUPPORT_OPEN_MAX open, SUPPORT_RATE_PER_MINUTE messages a minute, images only from the user's
 * own support uploads, nothing written into a closed conversation, one rating after the close.
 * Each change reaches the other side at once: the user's private room and the operators' room.
 */
import {
  SUPPORT_OPEN_MAX,
  SUPPORT_RATE_PER_MINUTE,
  type SupportConversation,
  type SupportMessage,
  type SupportThread,
  type SupportTopic,
} from '@bourse/contract';
import type { Executor } from '@bourse/db';
import type { AppContext } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { AppError } from '../../platform/errors';
import * as store from './store';

type Side = 'user' | 'staff';

export class SupportService {
  constructor(
    private readonly ctx: AppContext,
    private readonly realtime: Realtime,
  ) {}

  private now(): Date {
    return this.ctx.clock.now();
  }

  /** The conversation, locked, when it is this user's (or any, for staff); otherwise not found. */
  private async load(ex: Executor, id: number, userId: number | null): Promise<store.ConversationRow> {
    const row = await store.findConversation(ex, id, true);
    if (!row || (userId !== null && row.user_id !== userId)) throw new AppError('SUPPORT_NOT_FOUND');
    return row;
  }

  private async checkImage(ex: Executor, userId: number, image: string | undefined): Promise<void> {
    if (image !== undefined && !(await store.isOwnSupportUpload(ex, userId, image))) throw new AppError('SUPPORT_ATTACHMENT_INVALID');
  }

  private async checkRate(ex: Executor, userId: number): Promise<void> {
    const sent = await store.countUserMessagesSince(ex, userId, new Date(this.now().getTime() - 60_000));
    if (sent >= SUPPORT_RATE_PER_MINUTE) throw new AppError('SUPPORT_RATE_LIMITED');
  }

  /** Tell both sides what changed, after the commit. */
  private async publish(id: number, message: SupportMessage | null): Promise<void> {
    const row = (await store.findConversation(this.ctx.db, id))!;
    this.realtime.toUser(row.user_id, 'support_update', { conversation: store.toConversation(row, 'user'), message });
    this.realtime.toOperators('support_update', { conversation: store.toConversation(row, 'staff'), message });
  }

  private async thread(ex: Executor, row: store.ConversationRow, side: Side): Promise<SupportThread> {
    return { conversation: store.toConversation(row, side), messages: (await store.messagesOf(ex, row.id)).map(store.toMessage) };
  }

  async open(userId: number, input: { topic: SupportTopic; text: string; image?: string }): Promise<SupportThread> {
    const { id, message } = await this.ctx.db.tx(async (ex) => {
      // One open at a time per user, so two requests cannot both pass the count.
      await ex.query('SELECT pg_advisory_xact_lock(7300000, $1::int)', [userId % 2_000_000_000]);
      if ((await store.countOpen(ex, userId)) >= SUPPORT_OPEN_MAX) throw new AppError('SUPPORT_TOO_MANY_OPEN');
      await this.checkRate(ex, userId);
      await this.checkImage(ex, userId, input.image);
      const id = await store.insertConversation(ex, { userId, topic: input.topic, at: this.now() });
      const message = await store.addMessage(ex, {
        conversationId: id,
        author: 'user',
        operatorId: null,
        text: input.text,
        image: input.image ?? null,
        at: this.now(),
      });
      return { id, message: store.toMessage(message) };
    });
    await this.publish(id, message);
    return this.get(userId, id);
  }

  async list(userId: number): Promise<SupportConversation[]> {
    return (await store.userConversations(this.ctx.db, userId)).map((r) => store.toConversation(r, 'user'));
  }

  async get(userId: number | null, id: number): Promise<SupportThread> {
    const row = await store.findConversation(this.ctx.db, id);
    if (!row || (userId !== null && row.user_id !== userId)) throw new AppError('SUPPORT_NOT_FOUND');
    return this.thread(this.ctx.db, row, userId === null ? 'staff' : 'user');
  }

  async send(userId: number, input: { id: number; text: string; image?: string }): Promise<SupportMessage> {
    const message = await this.ctx.db.tx(async (ex) => {
      const row = await this.load(ex, input.id, userId);
      if (row.status === 'closed') throw new AppError('SUPPORT_CLOSED');
      await this.checkRate(ex, userId);
      await this.checkImage(ex, userId, input.image);
      const m = await store.addMessage(ex, {
        conversationId: row.id,
        author: 'user',
        operatorId: null,
        text: input.text,
        image: input.image ?? null,
        at: this.now(),
      });
      return store.toMessage(m);
    });
    await this.publish(input.id, message);
    return message;
  }

  async reply(operatorId: number, input: { id: number; text: string }): Promise<SupportMessage> {
    const message = await this.ctx.db.tx(async (ex) => {
      const row = await this.load(ex, input.id, null);
      if (row.status === 'closed') throw new AppError('SUPPORT_CLOSED');
      const m = await store.addMessage(ex, {
        conversationId: row.id,
        author: 'staff',
        operatorId,
        text: input.text,
        image: null,
        at: this.now(),
      });
      // Answering means staff have read what the user wrote.
      await store.markRead(ex, row.id, 'staff');
      return store.toMessage(m);
    });
    await this.publish(input.id, message);
    return message;
  }

  async read(userId: number | null, id: number): Promise<SupportConversation> {
    const side: Side = userId === null ? 'staff' : 'user';
    await this.ctx.db.tx(async (ex) => {
      await this.load(ex, id, userId);
      await store.markRead(ex, id, side);
    });
    await this.publish(id, null);
    return store.toConversation((await store.findConversation(this.ctx.db, id))!, side);
  }

  async close(userId: number | null, id: number, operatorId: number | null = null): Promise<SupportConversation> {
    const side: Side = userId === null ? 'staff' : 'user';
    const message = await this.ctx.db.tx(async (ex) => {
      const row = await this.load(ex, id, userId);
      if (row.status === 'closed') throw new AppError('SUPPORT_CLOSED');
      await store.close(ex, { id, by: side, at: this.now() });
      const m = await store.addMessage(ex, {
        conversationId: id,
        author: 'system',
        operatorId,
        text: `closed_by_${side}`,
        image: null,
        at: this.now(),
      });
      return store.toMessage(m);
    });
    await this.publish(id, message);
    return store.toConversation((await store.findConversation(this.ctx.db, id))!, side);
  }

  async rate(userId: number, input: { id: number; rating: number; comment?: string }): Promise<SupportConversation> {
    await this.ctx.db.tx(async (ex) => {
      const row = await this.load(ex, input.id, userId);
      if (row.status !== 'closed') throw new AppError('SUPPORT_NOT_CLOSED');
      if (row.rating !== null) throw new AppError('SUPPORT_ALREADY_RATED');
      await store.rate(ex, { id: input.id, rating: input.rating, comment: input.comment || null });
    });
    await this.publish(input.id, null);
    return store.toConversation((await store.findConversation(this.ctx.db, input.id))!, 'user');
  }

  async unread(userId: number): Promise<{ count: number }> {
    return { count: await store.userUnread(this.ctx.db, userId) };
  }

  async queue(status: 'open' | 'closed' | 'all'): Promise<SupportConversation[]> {
    return (await store.queue(this.ctx.db, status)).map((r) => store.toConversation(r, 'staff'));
  }
}
