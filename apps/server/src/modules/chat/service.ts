/**
 * The chat room's rules: who may post (signed in, not muted, a name that is not staff's), how much
 * (CHAT_RATE_COUNT per window, one a second, counted from the stored messages so every node and a
 * restart agree), what (masked links and contact details), and the moderators' removals and mutes.
 * Every message and removal goes to the room's socket at once.
 */
import {
  CHAT_HISTORY_SIZE,
  CHAT_MIN_GAP_MS,
  CHAT_RATE_COUNT,
  CHAT_RATE_WINDOW_MS,
  chatSocketRoom,
  type ChatAdminMessage,
  type ChatHistory,
  type ChatMessage,
  type ChatMute,
  type ChatRoomName,
} from '@bourse/contract';
import type { AppContext } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { AppError } from '../../platform/errors';
import { isStaffName, maskText } from './filter';
import type { ChatPorts } from './ports';
import * as store from './store';

const ADMIN_LIST_SIZE = 200;

export class ChatService {
  constructor(
    private readonly ctx: AppContext,
    private readonly ports: ChatPorts,
    private readonly realtime: Realtime,
  ) {}

  private now(): Date {
    return this.ctx.clock.now();
  }

  async history(room: ChatRoomName, readerId: number | undefined): Promise<ChatHistory> {
    const rows = await store.recentMessages(this.ctx.db, room, CHAT_HISTORY_SIZE);
    const muted = readerId === undefined ? null : await store.muteUntil(this.ctx.db, readerId, this.now());
    return { room, messages: rows.map((r) => store.toMessage(r, readerId)), muted_until: muted ? muted.getTime() : null };
  }

  /** The socket room's snapshot: the same history, as a visitor reads it. */
  async snapshot(room: ChatRoomName): Promise<ChatHistory> {
    return this.history(room, undefined);
  }

  async send(userId: number, input: { room: ChatRoomName; text: string }): Promise<ChatMessage> {
    const now = this.now();
    if (await store.muteUntil(this.ctx.db, userId, now)) throw new AppError('CHAT_MUTED');
    const name = await this.ports.profile.nickname(userId);
    if (isStaffName(name)) throw new AppError('CHAT_NAME_RESERVED');
    const recent = await store.recentPosts(this.ctx.db, userId, new Date(now.getTime() - CHAT_RATE_WINDOW_MS));
    if (recent.count >= CHAT_RATE_COUNT) throw new AppError('CHAT_RATE_LIMITED');
    if (recent.last && now.getTime() - recent.last.getTime() < CHAT_MIN_GAP_MS) throw new AppError('CHAT_RATE_LIMITED');
    const masked = maskText(input.text);
    const row = await store.insertMessage(this.ctx.db, {
      room: input.room,
      userId,
      name,
      text: masked.text,
      filtered: masked.filtered,
      at: now,
    });
    this.realtime.publish(chatSocketRoom(input.room), 'chat_message', store.toMessage(row, undefined));
    return store.toMessage(row, userId);
  }

  async report(userId: number, input: { id: number; reason?: string }): Promise<null> {
    const message = await store.findMessage(this.ctx.db, input.id);
    if (!message || message.removed_at) throw new AppError('CHAT_MESSAGE_NOT_FOUND');
    if (message.user_id === userId) throw new AppError('CHAT_OWN_MESSAGE');
    const first = await store.insertReport(this.ctx.db, {
      messageId: input.id,
      reporterId: userId,
      reason: input.reason ?? '',
      at: this.now(),
    });
    if (!first) throw new AppError('CHAT_ALREADY_REPORTED');
    return null;
  }

  adminList(input: { room?: ChatRoomName; reported?: string }): Promise<ChatAdminMessage[]> {
    const reported = input.reported === '1' || input.reported === 'true';
    return store.adminMessages(this.ctx.db, { room: input.room, reported, now: this.now(), limit: ADMIN_LIST_SIZE });
  }

  async remove(operatorId: number, input: { id: number; reason: string }): Promise<ChatAdminMessage> {
    const message = await store.findMessage(this.ctx.db, input.id);
    if (!message) throw new AppError('CHAT_MESSAGE_NOT_FOUND');
    if (!message.removed_at) {
      await store.markRemoved(this.ctx.db, { id: input.id, operatorId, reason: input.reason, at: this.now() });
      this.realtime.publish(`chat:${message.room}`, 'chat_removed', { id: input.id });
    }
    const [row] = await store.adminMessages(this.ctx.db, { id: input.id, reported: false, now: this.now(), limit: 1 });
    return row!;
  }

  async mute(operatorId: number, input: { user_id: number; minutes: number; reason: string }): Promise<ChatMute> {
    // Only someone who has posted can be muted: a mute is about their messages, and this module
    // knows users only through what they wrote.
    const posted = await store.recentPosts(this.ctx.db, input.user_id, new Date(0));
    if (posted.count === 0) throw new AppError('USER_NOT_FOUND');
    const now = this.now();
    const until = new Date(now.getTime() + input.minutes * 60_000);
    await store.upsertMute(this.ctx.db, { userId: input.user_id, until, reason: input.reason, operatorId, at: now });
    return { user_id: input.user_id, until: until.getTime(), reason: input.reason };
  }

  async unmute(input: { user_id: number }): Promise<null> {
    await store.endMute(this.ctx.db, input.user_id, this.now());
    return null;
  }
}
